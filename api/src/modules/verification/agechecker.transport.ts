import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors';
import type { AgeVerifier, FailureReason, VerificationIdentity, VerificationResult } from './age-verification.types';
import { errorResult, verificationResult } from './age-verification.rules';
import { exchangeJson, objectAt, textAt } from './provider-http.transport';

export const AGECHECKER_PRODUCTION_URL = 'https://api.agechecker.net';
/** The header AgeChecker signs its callback with: base64 HMAC-SHA1 of the raw body under the account's secret. */
export const AGECHECKER_SIGNATURE_HEADER = 'x-agechecker-signature';

export interface AgeCheckerSettings {
  /** Without the /v1 path. */
  readonly url: string;
  readonly key: string;
  readonly secret: string;
  readonly timeoutMs: number;
  /** Where AgeChecker PUTs the result of a check that was pending or needed a document. */
  readonly callbackUrl?: string;
}

const PROVIDER = 'agechecker';

/** The create call's body: the date of birth split into its parts. */
export function ageCheckerRequest(
  settings: Pick<AgeCheckerSettings, 'key' | 'secret' | 'callbackUrl'>,
  identity: VerificationIdentity,
  minimumAge: number,
) {
  const [year, month, day] = identity.dateOfBirth.split('-').map(Number);
  return {
    key: settings.key,
    secret: settings.secret,
    data: {
      first_name: identity.firstName,
      last_name: identity.lastName,
      address: identity.street,
      city: identity.city,
      state: identity.stateCode,
      zip: identity.zip,
      country: 'US',
      dob_day: day,
      dob_month: month,
      dob_year: year,
      ...(identity.email ? { email: identity.email } : {}),
      ...(identity.phone ? { phone: identity.phone } : {}),
    },
    options: { min_age: minimumAge, ...(settings.callbackUrl ? { callback_url: settings.callbackUrl } : {}) },
  };
}

/** AgeChecker's own words for a denial, when it gives them, in ours. */
function denialReason(answer: Record<string, unknown>): FailureReason {
  if (answer.blocked === true) return 'blocked';
  const reason = (textAt(answer, 'reason') ?? '').toLowerCase();
  if (/under ?age|minor|too young/.test(reason)) return 'underage';
  if (/deceas|dead/.test(reason)) return 'deceased';
  return 'no-match';
}

/** An answer of create, status or a callback, mapped by its `status`; `uuid` is the reference. */
export function ageCheckerResult(answer: unknown): VerificationResult {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const error = objectAt(body, 'error');
  if (error) return errorResult(PROVIDER, `refused: ${textAt(error, 'code') ?? 'an error without a code'}`);
  const reference = textAt(body, 'uuid') ?? null;
  const status = textAt(body, 'status');
  switch (status) {
    case 'accepted':
      return verificationResult(PROVIDER, 'PASSED', { reference });
    case 'denied':
      return verificationResult(PROVIDER, 'FAILED', { reason: denialReason(body), reference });
    // The customer has a step to take (a photo ID, a signature, a code sent by text), at AgeChecker.
    case 'photo_id':
    case 'signature':
    case 'phone_validation':
    case 'sms_sent': {
      const documentUrl = textAt(body, 'upload_url') ?? textAt(body, 'url');
      return verificationResult(PROVIDER, 'NEEDS_DOCUMENT', { reference, ...(documentUrl ? { documentUrl } : {}) });
    }
    case 'pending':
      return verificationResult(PROVIDER, 'PENDING_REVIEW', { reference });
    default:
      return errorResult(PROVIDER, status ? `unknown status ${status}` : 'no status in the answer');
  }
}

/** Whether a callback's signature is the secret's HMAC of exactly these bytes (compared in constant time). */
export function isSignedBy(secret: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha1', secret).update(rawBody).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  // timingSafeEqual throws on different lengths; a length says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** AgeChecker.Net: create a check, ask its status, and read its signed callbacks. */
export function ageCheckerVerifier(settings: AgeCheckerSettings): AgeVerifier {
  const base = settings.url.replace(/\/+$/, '');
  const mapped = async (answer: ReturnType<typeof exchangeJson>): Promise<VerificationResult> => {
    const settled = await answer;
    return settled.ok ? ageCheckerResult(settled.body) : errorResult(PROVIDER, settled.problem);
  };
  return {
    provider: PROVIDER,
    verify: (identity, options) =>
      mapped(
        exchangeJson(`${base}/v1/create`, {
          method: 'POST',
          body: ageCheckerRequest(settings, identity, options.minimumAge),
          timeoutMs: settings.timeoutMs,
        }),
      ),
    status: (reference) =>
      mapped(
        exchangeJson(`${base}/v1/status/${encodeURIComponent(reference)}`, {
          method: 'GET',
          timeoutMs: settings.timeoutMs,
        }),
      ),
    verifyCallback(rawBody, signature) {
      if (!isSignedBy(settings.secret, rawBody, signature)) {
        throw new AppError('FORBIDDEN', 'The callback is not signed by AgeChecker.');
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString()) as unknown;
      } catch {
        throw new AppError('BAD_USER_INPUT', 'The callback is not JSON.');
      }
      return ageCheckerResult(body);
    },
  };
}
