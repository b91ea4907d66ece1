import { objectAt, textAt } from '../verification/provider-http.transport';
import {
  type ClaimProvider,
  type ProviderResult,
  SERVICE_STATUSES,
  type ServiceClaim,
  type VerificationStep,
  hmacSigned,
} from './affiliation-provider.rules';
import { providerJson } from './provider-json.transport';

export const SHEERID_PRODUCTION_URL = 'https://services.sheerid.com';

export interface SheerIdSettings {
  /** The service's origin; its REST API is under /rest/v2 and its hosted pages under /verify. */
  readonly url: string;
  readonly accessToken: string;
  readonly militaryProgramId: string;
  readonly firstResponderProgramId: string;
  readonly webhookSecret: string;
  readonly timeoutMs: number;
}

const STEPS: readonly VerificationStep[] = ['success', 'docUpload', 'pending', 'error'];
const ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * SheerID's REST API v2 (promotions-facts.md §4): a verification is created for the group's program, the military
 * status step is answered first for a military claim, then the personal-info step the answer names; `currentStep`
 * then says success, docUpload (the customer uploads a document on SheerID's page), pending or error.
 */
export function sheerIdProvider(settings: SheerIdSettings): ClaimProvider {
  const api = `${settings.url.replace(/\/$/, '')}/rest/v2`;

  async function call(path: string, body?: unknown) {
    // A refused claim (currentStep error) comes with a 4xx and a JSON body: read it like any answer.
    return providerJson(
      `${api}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${settings.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      settings.timeoutMs,
    );
  }

  function stepOf(body: unknown, programId: string | null): ProviderResult {
    const answer = objectAt({ body }, 'body');
    const verificationId = textAt(answer, 'verificationId');
    const step = textAt(answer, 'currentStep');
    if (!verificationId || !ID_SHAPE.test(verificationId)) return { ok: false, problem: 'no verificationId' };
    if (!step || !(STEPS as readonly string[]).includes(step)) return { ok: false, problem: `unexpected step ${step}` };
    const documentUrl =
      step === 'docUpload' && programId
        ? `${settings.url.replace(/\/$/, '')}/verify/${encodeURIComponent(programId)}/?verificationId=${encodeURIComponent(verificationId)}`
        : null;
    return { ok: true, value: { verificationId, step: step as VerificationStep, documentUrl } };
  }

  return {
    kind: 'claim',
    name: 'sheerid',
    async verify(claim: ServiceClaim) {
      const military = SERVICE_STATUSES[claim.status] === 'military';
      const programId = military ? settings.militaryProgramId : settings.firstResponderProgramId;
      const created = await call('/verification', { programId });
      if (!created.ok) return created;
      const verificationId = textAt(objectAt({ body: created.body }, 'body'), 'verificationId');
      if (!verificationId || !ID_SHAPE.test(verificationId)) return { ok: false, problem: 'no verificationId' };
      const person = {
        firstName: claim.firstName,
        lastName: claim.lastName,
        birthDate: claim.birthDate,
        email: claim.email,
        organization: { name: claim.organization },
      };
      let step = 'collectFirstResponderPersonalInfo';
      if (military) {
        const status = await call(`/verification/${verificationId}/step/collectMilitaryStatus`, {
          status: claim.status,
        });
        if (!status.ok) return status;
        step = textAt(objectAt({ body: status.body }, 'body'), 'currentStep') ?? '';
        if (step === 'error') return stepOf(status.body, programId);
        if (!/^collect(Active|Inactive)MilitaryPersonalInfo$/.test(step)) {
          return { ok: false, problem: `unexpected step ${step}` };
        }
      }
      const info = await call(
        `/verification/${verificationId}/step/${step}`,
        military ? person : { ...person, status: claim.status },
      );
      return info.ok ? stepOf(info.body, programId) : info;
    },
    async status(verificationId) {
      if (!ID_SHAPE.test(verificationId)) return { ok: false, problem: 'not a verification id' };
      const answer = await call(`/verification/${verificationId}`);
      return answer.ok ? stepOf(answer.body, null) : answer;
    },
    signed: (rawBody, signature) => hmacSigned(settings.webhookSecret, rawBody, signature),
  };
}
