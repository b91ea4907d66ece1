import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { answerJson, listenOnLoopback, readJson, stopServer } from '../../common/loopback-server';
import type { SandboxEndpoint } from './age-verification.service';
import { isOldEnough } from './age-verification.rules';
import { VERATAD_DETAIL, VERATAD_SERVICE } from './veratad.transport';

/** The gateway's path, as on Veratad's own host. */
const GATEWAY_PATH = '/process/comprehensive/gateway';
const DOCUMENT_PATH = '/document';
const DOCUMENT_DONE_PATH = '/document/done';
const BODY_LIMIT_BYTES = 16_384;

/** Last names that answer other than a pass, whatever the rest (any case). */
const TEST_LAST_NAMES: Record<string, { action: string; detail: string }> = {
  underage: { action: 'FAIL', detail: VERATAD_DETAIL.ageNotVerified },
  nomatch: { action: 'FAIL', detail: VERATAD_DETAIL.noMatch },
  review: { action: 'REVIEW', detail: 'REVIEW' },
};

export interface VerificationSandbox extends SandboxEndpoint {
  /** http://127.0.0.1:port */
  readonly url: string;
  /** Where the photo-ID page sends the customer back to (the shop's checkout), once the shop listens. */
  returnTo(url: string): void;
  stop(): Promise<void>;
}

/**
 * The photo-ID step's memory: a NO MATCH check's confirmation names its target; once the customer has been
 * through the document page (`/document/done`), that target passes (unless underage by its date of birth).
 */
class DocumentSteps {
  private readonly pending = new Map<string, string>();
  private readonly documented = new Set<string>();

  static key(target: Target): string {
    return JSON.stringify(TARGET_FIELDS.map((field) => String(target[field]).trim().toLowerCase()));
  }

  asked(confirmation: string, target: Target): void {
    this.pending.set(confirmation, DocumentSteps.key(target));
  }

  done(confirmation: string): boolean {
    const key = this.pending.get(confirmation);
    if (key) this.documented.add(key);
    return key !== undefined;
  }

  has(target: Target): boolean {
    return this.documented.has(DocumentSteps.key(target));
  }
}

interface SandboxOptions {
  /** The shop's day, for who is 21. */
  readonly today?: () => Date;
}

type Target = Record<string, unknown>;

const TARGET_FIELDS = ['fn', 'ln', 'addr', 'city', 'state', 'zip', 'dob'] as const;

/** YYYYMMDD as YYYY-MM-DD. */
const isoDate = (dob: string): string => `${dob.slice(0, 4)}-${dob.slice(4, 6)}-${dob.slice(6, 8)}`;

/** What Veratad would say of this target: the test last names first, then the age on the shop's day. */
function decide(target: Target, today: Date, documented: boolean): { action: string; detail: string } {
  const lastName = String(target.ln).trim().toLowerCase();
  const named = documented ? undefined : TEST_LAST_NAMES[lastName];
  if (named) return named;
  const minimumAge = Number.parseInt(String(target.age ?? '21'), 10) || 21;
  if (!isOldEnough(isoDate(String(target.dob)), minimumAge, today)) {
    return { action: 'FAIL', detail: VERATAD_DETAIL.ageNotVerified };
  }
  return { action: 'PASS', detail: VERATAD_DETAIL.passed };
}

function targetProblem(target: Target | undefined): string | null {
  if (!target) return 'target is required';
  const missing = TARGET_FIELDS.find((field) => typeof target[field] !== 'string' || !String(target[field]).trim());
  if (missing) return `target.${missing} is required`;
  if (!/^\d{8}$/.test(String(target.dob))) return 'target.dob must be YYYYMMDD';
  return null;
}

function gateway(credentials: { user: string; pass: string }, today: () => Date, steps: DocumentSteps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let request: Record<string, unknown>;
    try {
      const body = await readJson(req, BODY_LIMIT_BYTES);
      if (typeof body !== 'object' || body === null) throw new Error('not an object');
      request = body as Record<string, unknown>;
    } catch {
      return answerJson(res, 400, { error: 'the request is not a JSON object' });
    }
    if (request.user !== credentials.user || request.pass !== credentials.pass) {
      return answerJson(res, 401, { error: 'invalid user or pass' });
    }
    if (request.service !== VERATAD_SERVICE)
      return answerJson(res, 400, { error: `service must be ${VERATAD_SERVICE}` });
    const target = typeof request.target === 'object' ? ((request.target as Target | null) ?? undefined) : undefined;
    const problem = targetProblem(target);
    if (problem || !target) return answerJson(res, 400, { error: problem });
    const confirmation = `sandbox-${randomBytes(8).toString('hex')}`;
    const decided = decide(target, today(), steps.has(target));
    if (decided.detail === VERATAD_DETAIL.noMatch) steps.asked(confirmation, target);
    answerJson(res, 200, {
      meta: { confirmation, reference: request.reference ?? null, company: 'Age-verification sandbox' },
      result: { ...decided, issues: [] },
    });
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function documentPage(res: ServerResponse, reference: string, returnUrl: string | undefined): void {
  const done = `${DOCUMENT_DONE_PATH}?reference=${encodeURIComponent(reference)}`;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Photo ID (sandbox)</title></head>
<body><h1>Photo-ID step (age-verification sandbox)</h1>
<p>This is the development sandbox's photo-ID step for check <code>${escapeHtml(reference)}</code>. A real provider
would ask the customer for a photo ID here; the sandbox takes none and keeps nothing.</p>
<p><a href="${escapeHtml(done)}">I have uploaded my photo ID: back to the shop</a></p>
${returnUrl ? '' : '<p>(No shop to return to is set.)</p>'}</body></html>`);
}

/** The photo-ID step done: the check's target passes from now on, and the customer goes back to checkout. */
function documentDone(res: ServerResponse, reference: string, steps: DocumentSteps, returnUrl: string | undefined) {
  if (!steps.done(reference)) return answerJson(res, 404, { error: 'no photo-ID step for this reference' });
  if (!returnUrl) return answerJson(res, 200, { documented: true });
  res.writeHead(303, { Location: returnUrl, 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * A development stand-in for Veratad's gateway on loopback, on a port of its own, with credentials it makes
 * up at start: any adult passes, except the test last names Underage, Nomatch and Review. A Nomatch check
 * points at the sandbox's photo-ID page; its link (`/document/done`) marks that identity documented, so the
 * next check of it passes, and returns the customer to checkout. Never in production.
 */
export async function startVerificationSandbox(options: SandboxOptions = {}): Promise<VerificationSandbox> {
  const credentials = { user: 'sandbox', pass: randomBytes(18).toString('base64url') };
  const steps = new DocumentSteps();
  let returnUrl: string | undefined;
  const answerGateway = gateway(credentials, options.today ?? (() => new Date()), steps);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (req.method === 'POST' && url.pathname === GATEWAY_PATH) {
      answerGateway(req, res).catch(() => answerJson(res, 500, { error: 'sandbox failure' }));
    } else if (req.method === 'GET' && url.pathname === DOCUMENT_PATH) {
      documentPage(res, url.searchParams.get('reference') ?? '', returnUrl);
    } else if (req.method === 'GET' && url.pathname === DOCUMENT_DONE_PATH) {
      documentDone(res, url.searchParams.get('reference') ?? '', steps, returnUrl);
    } else {
      answerJson(res, 404, { error: 'not found' });
    }
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    gatewayUrl: `${url}${GATEWAY_PATH}`,
    ...credentials,
    documentUrl: (reference) => `${url}${DOCUMENT_PATH}?reference=${encodeURIComponent(reference)}`,
    returnTo: (shop) => {
      returnUrl = shop;
    },
    stop: () => stopServer(server),
  };
}
