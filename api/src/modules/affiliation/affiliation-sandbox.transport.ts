import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { answerJson, listenOnLoopback, readJson, stopServer } from '../../common/loopback-server';
import { hmacSignature } from './affiliation-provider.rules';
import type { SheerIdSettings } from './sheerid.transport';

const BODY_LIMIT_BYTES = 16_384;
const API = '/rest/v2';

/**
 * The documented test identities, by last name (any case): every other claim is verified in the group of the
 * status claimed (ACTIVE_DUTY: military; POLICE: first responder).
 */
export const SANDBOX_LAST_NAMES = {
  /** Not eligible: the verification ends in `error`. */
  ineligible: 'error',
  /** Needs a document: `docUpload`, then `success` once the sandbox's upload page is gone through. */
  document: 'docUpload',
} as const;

export interface AffiliationSandbox {
  /** http://127.0.0.1:port */
  readonly url: string;
  /** What the shop's SheerID adapter is given to speak to this sandbox. */
  readonly settings: Omit<SheerIdSettings, 'timeoutMs'>;
  /** Where the sandbox sends its signed webhooks (the shop's), once the shop listens. */
  callbackTo(url: string): void;
  /** Where the upload page sends the customer back to. */
  returnTo(url: string): void;
  stop(): Promise<void>;
}

interface Verification {
  programId: string;
  currentStep: string;
}

/** The request's JSON object. */
async function readObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, BODY_LIMIT_BYTES);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
  return body as Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The answer to a personal-info step: by the test last names, else success. */
function decide(body: Record<string, unknown>): string {
  const named = SANDBOX_LAST_NAMES[text(body.lastName).toLowerCase() as keyof typeof SANDBOX_LAST_NAMES];
  return named ?? 'success';
}

const PERSONAL_INFO = /^collect(Active|Inactive)MilitaryPersonalInfo$|^collectFirstResponderPersonalInfo$/;
const INACTIVE = new Set(['VETERAN', 'MILITARY_RETIREE']);

/**
 * A development stand-in for SheerID's REST API v2 on loopback, on a port of its own, with a bearer token, two
 * program ids and a webhook secret it makes up at start. Its upload page (`/verify/{programId}/`) takes no file
 * and keeps nothing: going through it verifies the claim and sends the shop the signed webhook, as SheerID does
 * after a review. Never in production.
 */
export async function startAffiliationSandbox(): Promise<AffiliationSandbox> {
  const settings = {
    url: '',
    accessToken: randomBytes(18).toString('base64url'),
    militaryProgramId: randomBytes(12).toString('hex'),
    firstResponderProgramId: randomBytes(12).toString('hex'),
    webhookSecret: randomBytes(24).toString('base64url'),
  };
  const verifications = new Map<string, Verification>();
  let callbackUrl: string | undefined;
  let returnUrl: string | undefined;
  const answer = (res: ServerResponse, id: string, v: Verification) =>
    answerJson(res, v.currentStep === 'error' ? 400 : 200, {
      verificationId: id,
      currentStep: v.currentStep,
      ...(v.currentStep === 'error' ? { errorIds: ['notApproved'] } : {}),
      submissionUrl: `${settings.url}${API}/verification/${id}/step/${v.currentStep}`,
    });

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.headers.authorization !== `Bearer ${settings.accessToken}`) {
      return answerJson(res, 401, { errorIds: ['unauthorized'] });
    }
    if (req.method === 'POST' && path === '/verification') {
      const programId = text((await readObject(req)).programId);
      if (programId !== settings.militaryProgramId && programId !== settings.firstResponderProgramId) {
        return answerJson(res, 400, { errorIds: ['invalidProgram'] });
      }
      const id = randomBytes(12).toString('hex');
      const v = {
        programId,
        currentStep:
          programId === settings.militaryProgramId ? 'collectMilitaryStatus' : 'collectFirstResponderPersonalInfo',
      };
      verifications.set(id, v);
      return answer(res, id, v);
    }
    const step = /^\/verification\/([0-9a-f]{24})(?:\/step\/(\w+))?$/.exec(path);
    const v = step ? verifications.get(step[1]!) : undefined;
    if (!step || !v) return answerJson(res, 404, { errorIds: ['notFound'] });
    const id = step[1]!;
    if (req.method === 'GET' && !step[2]) return answer(res, id, v);
    if (req.method !== 'POST' || step[2] !== v.currentStep) return answerJson(res, 400, { errorIds: ['invalidStep'] });
    const body = await readObject(req);
    if (v.currentStep === 'collectMilitaryStatus') {
      const status = text(body.status);
      v.currentStep = INACTIVE.has(status)
        ? 'collectInactiveMilitaryPersonalInfo'
        : 'collectActiveMilitaryPersonalInfo';
    } else if (PERSONAL_INFO.test(v.currentStep)) {
      if (!text(body.firstName) || !text(body.lastName) || !/^\d{4}-\d{2}-\d{2}$/.test(text(body.birthDate))) {
        return answerJson(res, 400, { errorIds: ['invalidPersonInfo'] });
      }
      v.currentStep = decide(body);
    }
    return answer(res, id, v);
  }

  /** The upload page's link: the claim is verified, the shop told by a signed webhook, the customer sent back. */
  async function documentDone(res: ServerResponse, id: string): Promise<void> {
    const v = verifications.get(id);
    if (v?.currentStep !== 'docUpload') return answerJson(res, 404, { error: 'no upload step for this verification' });
    v.currentStep = 'success';
    if (callbackUrl) {
      const body = JSON.stringify({ verificationId: id });
      // Awaited, so that the customer is back on the page after the shop has its code.
      await fetch(callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sheerid-signature': hmacSignature(settings.webhookSecret, body),
        },
        body,
      }).catch(() => undefined);
    }
    if (!returnUrl) return answerJson(res, 200, { verified: true });
    res.writeHead(303, { Location: returnUrl, 'Cache-Control': 'no-store' });
    res.end();
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const work = url.pathname.startsWith(`${API}/`)
      ? api(req, res, url.pathname.slice(API.length))
      : req.method === 'GET' && url.pathname === '/verify/done'
        ? documentDone(res, url.searchParams.get('verificationId') ?? '')
        : req.method === 'GET' && url.pathname.startsWith('/verify/')
          ? Promise.resolve(uploadPage(res, url.searchParams.get('verificationId') ?? ''))
          : Promise.resolve(answerJson(res, 404, { error: 'not found' }));
    work.catch(() => answerJson(res, 400, { errorIds: ['invalidRequest'] }));
  });
  settings.url = await listenOnLoopback(server);
  return {
    url: settings.url,
    settings,
    callbackTo: (shop) => {
      callbackUrl = shop;
    },
    returnTo: (shop) => {
      returnUrl = shop;
    },
    stop: () => stopServer(server),
  };
}

function uploadPage(res: ServerResponse, verificationId: string): void {
  const id = /^[0-9a-f]{24}$/.test(verificationId) ? verificationId : '';
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Upload a document (sandbox)</title></head>
<body><h1>Document step (verification sandbox)</h1>
<p>A real provider would ask for a document proving your status here; the sandbox takes none and keeps nothing.</p>
<p><a href="/verify/done?verificationId=${id}">I have uploaded my document: back to the shop</a></p></body></html>`);
}
