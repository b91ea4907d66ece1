import { type TestApp, startTestApp } from '../support/test-app';

const ONE_YEAR = 365 * 24 * 60 * 60;
const HTTPS = { 'x-forwarded-proto': 'https' };

/** The headers every answer carries, whatever answers it. */
function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const denied of ['camera', 'microphone', 'payment', 'usb']) expect(permissions).toContain(`${denied}=()`);
  // The contact page centres its map on the visitor: our own pages keep geolocation.
  expect(permissions).toContain('geolocation=(self)');
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.stop());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${testApp.url}${path}`, { headers });

  it('sends the storefront page with a policy that allows no inline style or script', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('style-src')).toEqual(["'self'"]);
    // Beside our own files, only the payment gateway's script (Accept.js; here the sandbox's) and its API.
    const gateway = new URL(testApp.app.paymentSandbox!.url).origin;
    expect(policy.get('script-src')).toEqual(["'self'", gateway]);
    expect(policy.get('connect-src')).toEqual(["'self'", gateway]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    // Nothing in the built page needs it: no <style> element and no style attribute.
    expect(await response.text()).not.toMatch(/<style|\sstyle=/i);
  });

  it('sends a hashed static asset with the same headers, cached for a year', async () => {
    const html = await (await get('/', { accept: 'text/html' })).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a GraphQL JSON answer with the same headers', async () => {
    const response = await fetch(`${testApp.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ menuGroups { name } }' }),
    });
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
  });

  it('sends a legacy REST answer with the same headers', async () => {
    const form = new FormData();
    form.append('category', 'Top Vapes');
    const response = await fetch(`${testApp.url}/esi-api/responses/categories/Default.aspx`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
  });

  it('sends the explorer page a policy of its own, the only one with inline styles', async () => {
    const response = await get('/graphql', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('asks for HTTPS only (HSTS) on requests that came over TLS through the trusted proxy', async () => {
    for (const path of ['/', '/healthz', '/no-such-file.js']) {
      const response = await get(path, HTTPS);
      expect(response.headers.get('strict-transport-security')).toBe(`max-age=${ONE_YEAR}; includeSubDomains`);
    }
    const graphql = await fetch(`${testApp.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...HTTPS },
      body: JSON.stringify({ query: '{ menuGroups { name } }' }),
    });
    expect(graphql.headers.get('strict-transport-security')).toBe(`max-age=${ONE_YEAR}; includeSubDomains`);
  });

  it('sends no HSTS over plain http', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
      const response = await get('/', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('HSTS settings', () => {
  it('takes its max-age from HSTS_MAX_AGE_SECONDS, and 0 turns it off', async () => {
    for (const [setting, expected] of [
      ['600', 'max-age=600; includeSubDomains'],
      ['0', null],
    ] as const) {
      const testApp = await startTestApp({ HSTS_MAX_AGE_SECONDS: setting });
      try {
        const response = await fetch(`${testApp.url}/healthz`, { headers: HTTPS });
        expect(response.headers.get('strict-transport-security')).toBe(expected);
      } finally {
        await testApp.stop();
      }
    }
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const testApp = await startTestApp({ TRUST_PROXY: 'false' });
    try {
      const response = await fetch(`${testApp.url}/healthz`, { headers: HTTPS });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await testApp.stop();
    }
  });
});
