import type { IncomingMessage } from 'node:http';
import { ProxyTrust } from '../../api/src/security/proxy-trust';
import { type TestApp, startTestApp } from '../support/test-app';

/** A request as the server sees it: the peer on the socket and the headers it sent. */
function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the client address behind proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(ProxyTrust.parse(undefined).clientIp(request('203.0.113.7', '1.1.1.1'))).toBe('203.0.113.7');
    expect(ProxyTrust.parse('false').clientIp(request('203.0.113.7', '1.1.1.1'))).toBe('203.0.113.7');
  });

  it('is the address our one proxy saw, not the one the client forged (one hop)', () => {
    const trust = ProxyTrust.parse('1');
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw.
    expect(trust.clientIp(request('10.0.0.2', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4');
    expect(ProxyTrust.parse('true').clientIp(request('10.0.0.2', '6.6.6.6, 198.51.100.4'))).toBe('198.51.100.4');
    expect(trust.clientIp(request('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('walks back two hops behind a CDN and a load balancer', () => {
    const trust = ProxyTrust.parse('2');
    expect(trust.clientIp(request('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.4, 192.0.2.10'))).toBe('198.51.100.4');
  });

  it('skips the trusted proxies named by address or range, and nothing else', () => {
    const trust = ProxyTrust.parse('10.0.0.0/8, 192.0.2.10');
    expect(trust.clientIp(request('10.0.0.2', '6.6.6.6, 198.51.100.4, 192.0.2.10'))).toBe('198.51.100.4');
    // A peer that is not our proxy is the client, and its header is not believed.
    expect(trust.clientIp(request('203.0.113.9', '6.6.6.6'))).toBe('203.0.113.9');
    expect(trust.trustsPeer(request('203.0.113.9'))).toBe(false);
    expect(trust.trustsPeer(request('::ffff:10.1.2.3'))).toBe(true);
  });

  it('refuses a setting it cannot read', () => {
    expect(() => ProxyTrust.parse('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => ProxyTrust.parse('a proxy')).toThrow(/TRUST_PROXY/);
  });
});

describe('per-address limits behind one proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => testApp.stop());

  it('cannot be walked past by forging a fresh X-Forwarded-For on each request', async () => {
    const attempt = (forged: string) =>
      fetch(`${testApp.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, 198.51.100.77` },
        body: JSON.stringify({
          query: 'mutation L($e: String!) { logIn(input: { email: $e, password: "wrong password" }) { __typename } }',
          variables: { e: `nobody.${forged}@example.com` },
        }),
      }).then((r) => r.json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await attempt(`6.6.${i}.1`));
    expect(answers.some((a) => a.errors?.[0]?.extensions?.code === 'RATE_LIMITED')).toBe(true);
  }, 60_000);
});
