import { createHmac, timingSafeEqual } from 'node:crypto';

/** The groups the shop's service discount is for; each is the `customer_group` of its promotion. */
export type ServiceGroup = 'military' | 'first responder';

/**
 * The statuses a customer may claim, as SheerID names them (promotions-facts.md §4), with their group: the page's
 * "current and former military, spouses and dependents, first responders".
 */
export const SERVICE_STATUSES = {
  ACTIVE_DUTY: 'military',
  RESERVIST: 'military',
  VETERAN: 'military',
  MILITARY_RETIREE: 'military',
  MILITARY_FAMILY: 'military',
  POLICE: 'first responder',
  FIREFIGHTER: 'first responder',
  EMT: 'first responder',
} as const satisfies Record<string, ServiceGroup>;

export type ServiceStatus = keyof typeof SERVICE_STATUSES;

/** Who the customer says they are: sent to the provider, never kept by the shop. */
export interface ServiceClaim {
  readonly status: ServiceStatus;
  /** The branch of service or the agency. */
  readonly organization: string;
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  readonly email: string;
}

/** Where a verification stands, in SheerID's words for its `currentStep`. */
export type VerificationStep = 'success' | 'docUpload' | 'pending' | 'error';

export interface ProviderVerification {
  readonly verificationId: string;
  readonly step: VerificationStep;
  /** The provider's page where the customer uploads a document (docUpload only). */
  readonly documentUrl: string | null;
}

/** The provider's answer, or in words why there is none (never quoting the person's details). */
export type ProviderResult = { ok: true; value: ProviderVerification } | { ok: false; problem: string };

/**
 * A verification service the shop sends the customer's claim to, server to server, and hears back from by a
 * signed webhook (SheerID).
 */
export interface ClaimProvider {
  readonly kind: 'claim';
  readonly name: string;
  /** Starts a verification and submits the claim; the step it ends on. */
  verify(claim: ServiceClaim): Promise<ProviderResult>;
  /** Where a verification stands now, asked of the provider itself (a webhook only names it). */
  status(verificationId: string): Promise<ProviderResult>;
  /** Whether a webhook's raw body carries the provider's signature. */
  signed(rawBody: Buffer, signature: string | undefined): boolean;
}

/**
 * What the shop learns from a redirect provider once the customer is back: verified in the group, or not; or that
 * the provider refused the code itself (forged, used or expired: OAuth's `invalid_grant`), or did not answer.
 */
export type RedirectResult = { ok: true; verified: boolean } | { ok: false; problem: string; codeRefused?: true };

/**
 * A verification service the customer is sent to and comes back from with a one-time code the shop exchanges
 * server to server (ID.me's OAuth 2.0): no claim form, no webhook.
 */
export interface RedirectProvider {
  readonly kind: 'redirect';
  readonly name: string;
  /** The provider's page asking the customer to verify in the group; `state` comes back with the answer. */
  authorizeUrl(group: ServiceGroup, state: string): string;
  /** Exchanges the code the customer came back with, then asks whether they are verified in the group. */
  verifiedIn(group: ServiceGroup, code: string): Promise<RedirectResult>;
}

/** A verification service behind the page's button (AFFILIATION_PROVIDER). */
export type AffiliationProvider = ClaimProvider | RedirectProvider;

/** SheerID's webhook signature: the hex HMAC-SHA256 of the raw body, compared in constant time. */
export function hmacSigned(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

export const hmacSignature = (secret: string, rawBody: string | Buffer): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');
