import type { AgeVerifier, VerificationIdentity, VerificationResult } from './age-verification.types';
import { errorResult, verificationResult } from './age-verification.rules';
import { exchangeJson, objectAt, textAt } from './provider-http.transport';

/** Veratad's gateway in production; VERATAD_URL points elsewhere (their test gateway, the sandbox). */
export const VERATAD_PRODUCTION_URL = 'https://production.idresponse.com/process/comprehensive/gateway';
/** Name, address and date of birth against public records, synchronous (compliance facts §4). */
export const VERATAD_SERVICE = 'AgeMatch5.0';

/** The `result.detail` texts the mapping and the sandbox both speak. */
export const VERATAD_DETAIL = {
  passed: 'ALL CHECKS PASSED',
  ageNotVerified: 'AGE NOT VERIFIED',
  possibleMinor: 'POSSIBLE MINOR',
  deceased: 'TARGET IS DECEASED',
  noMatch: 'NO MATCH',
} as const;

export interface VeratadSettings {
  readonly url: string;
  readonly user: string;
  readonly pass: string;
  readonly timeoutMs: number;
  /**
   * Where a customer the records do not find uploads a photo ID, when a document step is set up: NO MATCH
   * is then NEEDS_DOCUMENT rather than FAILED.
   */
  readonly documentUrl?: (confirmation: string) => string;
}

/** The gateway's request: dob as YYYYMMDD, age as "21+". */
export function veratadRequest(
  settings: Pick<VeratadSettings, 'user' | 'pass'>,
  identity: VerificationIdentity,
  minimumAge: number,
  reference: string,
) {
  return {
    user: settings.user,
    pass: settings.pass,
    service: VERATAD_SERVICE,
    reference,
    target: {
      fn: identity.firstName,
      ln: identity.lastName,
      addr: identity.street,
      city: identity.city,
      state: identity.stateCode,
      zip: identity.zip,
      dob: identity.dateOfBirth.replaceAll('-', ''),
      age: `${minimumAge}+`,
      ...(identity.email ? { email: identity.email } : {}),
      ...(identity.phone ? { phone: identity.phone } : {}),
    },
  };
}

/** `result.action` and `result.detail` in our words; `meta.confirmation` is the reference. */
export function veratadResult(answer: unknown, documentUrl?: (confirmation: string) => string): VerificationResult {
  const provider = 'veratad';
  const result = objectAt(answer, 'result');
  const action = textAt(result, 'action')?.toUpperCase();
  const detail = textAt(result, 'detail')?.toUpperCase() ?? '';
  const reference = textAt(objectAt(answer, 'meta'), 'confirmation') ?? null;
  switch (action) {
    case 'PASS':
      return verificationResult(provider, 'PASSED', { reference });
    case 'REVIEW':
    case 'PENDING':
      return verificationResult(provider, 'PENDING_REVIEW', { reference });
    case 'FAIL':
      if (detail.includes(VERATAD_DETAIL.ageNotVerified) || detail.includes(VERATAD_DETAIL.possibleMinor)) {
        return verificationResult(provider, 'FAILED', { reason: 'underage', reference });
      }
      if (detail.includes(VERATAD_DETAIL.deceased)) {
        return verificationResult(provider, 'FAILED', { reason: 'deceased', reference });
      }
      if (documentUrl && reference && detail.includes(VERATAD_DETAIL.noMatch)) {
        return verificationResult(provider, 'NEEDS_DOCUMENT', { reference, documentUrl: documentUrl(reference) });
      }
      return verificationResult(provider, 'FAILED', { reason: 'no-match', reference });
    default:
      return errorResult(provider, action ? `unknown result.action ${action}` : 'no result.action in the answer');
  }
}

/** Veratad AgeMatch 5.0: one synchronous POST to the gateway. */
export function veratadVerifier(settings: VeratadSettings): AgeVerifier {
  return {
    provider: 'veratad',
    async verify(identity, options) {
      const answer = await exchangeJson(settings.url, {
        method: 'POST',
        body: veratadRequest(settings, identity, options.minimumAge, options.reference),
        timeoutMs: settings.timeoutMs,
      });
      return answer.ok ? veratadResult(answer.body, settings.documentUrl) : errorResult('veratad', answer.problem);
    },
  };
}
