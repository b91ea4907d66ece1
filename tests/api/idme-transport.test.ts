import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { listenOnLoopback, stopServer } from '../../api/src/common/loopback-server';
import { idMeProvider } from '../../api/src/modules/affiliation/idme.transport';

/** How the stand-in answers the token and attributes calls, test by test; the token call's form, as sent. */
let token: (res: ServerResponse) => void;
let form: URLSearchParams | undefined;
let attributes: (req: IncomingMessage, res: ServerResponse) => void;
const server = createServer((req, res) => {
  if (req.url !== '/oauth/token') return attributes(req, res);
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    form = new URLSearchParams(body);
    token(res);
  });
});
let url: string;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const grants = (res: ServerResponse) => json(res, 200, { access_token: 'token-1', token_type: 'bearer' });
const statuses =
  (...status: object[]) =>
  (req: IncomingMessage, res: ServerResponse) =>
    req.headers.authorization === 'Bearer token-1' ? json(res, 200, { status }) : json(res, 401, {});

// Generous where ID.me answers (a busy CI machine may take a while to), short where the test waits for it not to.
const provider = (timeoutMs = 10_000) =>
  idMeProvider({ url, clientId: 'id', clientSecret: 'secret', timeoutMs }, () => `${url}/cb`);

beforeAll(async () => {
  url = await listenOnLoopback(server);
});
afterAll(() => stopServer(server));

describe("the ID.me adapter against ID.me's answers", () => {
  it('reads verified only in the group asked, under either name of the first-responder group', async () => {
    token = grants;
    attributes = statuses({ group: 'military', verified: false }, { group: 'responder', verified: true });
    expect(await provider().verifiedIn('military', 'c')).toEqual({ ok: true, verified: false });
    expect(await provider().verifiedIn('first responder', 'c')).toEqual({ ok: true, verified: true });
    // The code goes back server to server with the secret, for the redirect URI it was issued to.
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: `${url}/cb`,
      client_id: 'id',
      client_secret: 'secret',
    });
    attributes = statuses({ group: 'military', verified: 'true' }, { group: 'military' });
    expect(await provider().verifiedIn('military', 'c')).toEqual({ ok: true, verified: false });
  });

  it('tells a refused code (invalid_grant) from trouble at ID.me', async () => {
    token = (res) => json(res, 400, { error: 'invalid_grant', error_description: 'The code was already used' });
    expect(await provider().verifiedIn('military', 'used')).toEqual({
      ok: false,
      problem: 'invalid_grant',
      codeRefused: true,
    });
    token = (res) => json(res, 401, { error: 'invalid_client' });
    expect(await provider().verifiedIn('military', 'c')).toEqual({ ok: false, problem: 'HTTP 401' });
    token = (res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    expect(await provider().verifiedIn('military', 'c')).toEqual({ ok: false, problem: 'HTTP 502, not JSON' });
    token = grants;
    attributes = (_req, res) => json(res, 200, { attributes: [] });
    expect(await provider().verifiedIn('military', 'c')).toEqual({ ok: false, problem: 'no status[]' });
  });

  it('gives up on an ID.me that does not answer in time', async () => {
    token = () => undefined;
    expect(await provider(300).verifiedIn('military', 'c')).toEqual({ ok: false, problem: 'no answer within 300 ms' });
  });
});
