/** What an age check concludes, whichever provider ran it (compliance facts §4). */
export type VerificationOutcome = 'PASSED' | 'FAILED' | 'NEEDS_DOCUMENT' | 'PENDING_REVIEW' | 'ERROR';

/** Why a check FAILED: a provider's own words are mapped onto these. */
export type FailureReason = 'underage' | 'deceased' | 'no-match' | 'blocked';

/** The person asked about, as the customer typed them at checkout. */
export interface VerificationIdentity {
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  readonly street: string;
  readonly city: string;
  /** Two-letter US state code, e.g. UT. */
  readonly stateCode: string;
  /** 12345 or 12345-6789. */
  readonly zip: string;
  readonly email?: string;
  readonly phone?: string;
}

export interface VerifyOptions {
  /** Federal minimum age for tobacco and vapour products is 21. */
  readonly minimumAge: number;
  /** Our own reference for the check (e.g. the cart or order), sent to providers that keep one. */
  readonly reference: string;
}

export interface VerificationResult {
  readonly outcome: VerificationOutcome;
  /** With FAILED only. */
  readonly reason?: FailureReason;
  readonly provider: string;
  /** The provider's id of the check (Veratad confirmation, AgeChecker uuid): kept with the order for PACT records. */
  readonly reference: string | null;
  /** With NEEDS_DOCUMENT, when the provider gives one: where the customer uploads a photo ID. */
  readonly documentUrl?: string;
  /** With ERROR: what went wrong (a status, a timeout), never the identity asked. */
  readonly problem?: string;
  /** ISO 8601. */
  readonly checkedAt: string;
}

/** One age-verification provider behind the neutral adapter. */
export interface AgeVerifier {
  readonly provider: string;
  verify(identity: VerificationIdentity, options: VerifyOptions): Promise<VerificationResult>;
  /** Asynchronous providers: the current state of a check that was NEEDS_DOCUMENT or PENDING_REVIEW. */
  status?(reference: string): Promise<VerificationResult>;
  /** Providers that call back: the result a callback carries; throws (FORBIDDEN) when its signature is not ours. */
  verifyCallback?(rawBody: Buffer | string, signature: string | undefined): VerificationResult;
}
