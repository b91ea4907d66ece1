import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { answerJson, listenOnLoopback, readSmallBody, stopServer } from '../../common/loopback-server';
import type { IdMeSettings } from './idme.transport';

const BODY_LIMIT_BYTES = 4_096;
const SCOPES = ['military', 'first_responder'] as const;
type Scope = (typeof SCOPES)[number];

/** The documented test identities the sandbox's sign-in page offers (README, "Promotions"). */
export const IDME_SANDBOX_IDENTITIES = {
  military: 'Verified military (service member)',
  responder: 'Verified first responder',
  ineligible: 'Not eligible (no verified group)',
  document: 'Needs a document (an upload step, then verified in the group asked for)',
} as const;
type Identity = keyof typeof IDME_SANDBOX_IDENTITIES;

interface Status {
  group: string;
  subgroups: string[];
  verified: boolean;
}

/** What each identity's attributes say, for the scope asked. */
function statusesOf(identity: Identity, scope: Scope): Status[] {
  switch (identity) {
    case 'military':
      return [{ group: 'military', subgroups: ['Service Member'], verified: true }];
    case 'responder':
      return [{ group: 'first_responder', subgroups: ['Police Officer'], verified: true }];
    case 'ineligible':
      return [{ group: scope, subgroups: [], verified: false }];
    case 'document':
      return [{ group: scope, subgroups: [scope === 'military' ? 'Veteran' : 'EMT'], verified: true }];
  }
}

export interface IdMeSandbox {
  /** http://127.0.0.1:port */
  readonly url: string;
  /** What the shop's ID.me adapter is given to speak to this sandbox. */
  readonly settings: Omit<IdMeSettings, 'timeoutMs'>;
  stop(): Promise<void>;
}

interface Request {
  redirectUri: string;
  scope: Scope;
  state: string;
}

const token = () => randomBytes(18).toString('base64url');
const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The empty icon keeps the browser from asking for a /favicon.ico the sandbox does not have.
    'Content-Security-Policy': "default-src 'none'; img-src data:",
  });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ID.me (sandbox)</title>` +
      `<link rel="icon" href="data:,"></head><body>${body}</body></html>`,
  );
};
const back = (res: ServerResponse, request: Request, answer: Record<string, string>) => {
  const to = new URL(request.redirectUri);
  for (const [key, value] of Object.entries({ ...answer, state: request.state })) to.searchParams.set(key, value);
  res.writeHead(303, { Location: to.toString(), 'Cache-Control': 'no-store' });
  res.end();
};

/**
 * A development stand-in for ID.me's OAuth 2.0 on loopback (promotions-facts.md §4), with a client id and secret it
 * makes up at start: `/oauth/authorize` shows the test identities to pick from (and a cancel link answering
 * `error=access_denied`), `/oauth/token` exchanges a code once for the client and redirect URI it was given to, and
 * `/api/public/v3/attributes.json` answers `status[]` for the bearer token. It keeps nothing past its stop. Never
 * in production.
 */
export async function startIdMeSandbox(): Promise<IdMeSandbox> {
  const settings = { url: '', clientId: token(), clientSecret: token() };
  const requests = new Map<string, Request>();
  const codes = new Map<string, { redirectUri: string; statuses: Status[] }>();
  const tokens = new Map<string, Status[]>();

  function authorize(res: ServerResponse, query: URLSearchParams): void {
    const scope = query.get('scope') as Scope;
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    if (
      query.get('client_id') !== settings.clientId ||
      query.get('response_type') !== 'code' ||
      !SCOPES.includes(scope) ||
      !/^https?:\/\//.test(redirectUri) ||
      !state
    ) {
      return answerJson(res, 400, { error: 'invalid_request' });
    }
    const id = token();
    requests.set(id, { redirectUri, scope, state });
    const links = Object.entries(IDME_SANDBOX_IDENTITIES)
      .map(
        ([identity, label]) =>
          `<li><a href="/oauth/authorize/as?request=${id}&amp;identity=${identity}">${label}</a></li>`,
      )
      .join('');
    html(
      res,
      `<h1>Verify with ID.me (sandbox)</h1><p>Scope: ${scope}. Choose a test identity; the sandbox keeps nothing.</p>` +
        `<ul>${links}</ul><p><a href="/oauth/authorize/as?request=${id}&amp;identity=cancel">Cancel and return to the shop</a></p>`,
    );
  }

  function choose(res: ServerResponse, query: URLSearchParams): void {
    const id = query.get('request') ?? '';
    const request = requests.get(id);
    const identity = query.get('identity') ?? '';
    if (!request) return answerJson(res, 404, { error: 'unknown request' });
    if (identity === 'cancel') {
      requests.delete(id);
      return back(res, request, { error: 'access_denied', error_description: 'The user denied the request' });
    }
    if (!Object.hasOwn(IDME_SANDBOX_IDENTITIES, identity)) return answerJson(res, 400, { error: 'unknown identity' });
    if (identity === 'document' && query.get('uploaded') !== 'yes') {
      return html(
        res,
        '<h1>Upload a document (ID.me sandbox)</h1><p>ID.me would ask for a document proving your status here; the ' +
          `sandbox takes none.</p><p><a href="/oauth/authorize/as?request=${id}&amp;identity=document&amp;uploaded=yes">` +
          'I have uploaded my document: back to the shop</a></p>',
      );
    }
    requests.delete(id);
    const code = token();
    codes.set(code, { redirectUri: request.redirectUri, statuses: statusesOf(identity as Identity, request.scope) });
    return back(res, request, { code });
  }

  async function exchange(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readSmallBody(req, BODY_LIMIT_BYTES));
    if (form.get('client_id') !== settings.clientId || form.get('client_secret') !== settings.clientSecret) {
      return answerJson(res, 401, { error: 'invalid_client' });
    }
    const code = codes.get(form.get('code') ?? '');
    // A code is good once, for the redirect URI it was issued to (RFC 6749 §4.1.3).
    codes.delete(form.get('code') ?? '');
    if (form.get('grant_type') !== 'authorization_code' || !code || code.redirectUri !== form.get('redirect_uri')) {
      return answerJson(res, 400, { error: 'invalid_grant' });
    }
    const access = token();
    tokens.set(access, code.statuses);
    return answerJson(res, 200, { access_token: access, token_type: 'bearer', expires_in: 300, scope: '' });
  }

  function attributes(req: IncomingMessage, res: ServerResponse): void {
    const statuses = tokens.get(/^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!statuses) return answerJson(res, 401, { error: 'invalid_token' });
    return answerJson(res, 200, { attributes: [], status: statuses });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const route = `${req.method} ${url.pathname}`;
    const work =
      route === 'GET /oauth/authorize'
        ? Promise.resolve(authorize(res, url.searchParams))
        : route === 'GET /oauth/authorize/as'
          ? Promise.resolve(choose(res, url.searchParams))
          : route === 'POST /oauth/token'
            ? exchange(req, res)
            : route === 'GET /api/public/v3/attributes.json'
              ? Promise.resolve(attributes(req, res))
              : Promise.resolve(answerJson(res, 404, { error: 'not found' }));
    work.catch(() => answerJson(res, 400, { error: 'invalid_request' }));
  });
  settings.url = await listenOnLoopback(server);
  return { url: settings.url, settings, stop: () => stopServer(server) };
}
