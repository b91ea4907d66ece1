import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ NODE_ENV: 'production', GRAPHQL_SANDBOX: 'false' });
});
afterAll(() => testApp.stop());

describe('in production', () => {
  it('does not serve the development mailbox', async () => {
    const response = await fetch(`${testApp.url}/dev/mailbox`);
    // Whatever answers instead (the web app's own not-found page), it is not the outbox.
    expect(await response.text()).not.toContain('Development mailbox');
  });

  it('starts no age-verification sandbox', () => {
    expect(testApp.app.verificationSandbox).toBeUndefined();
    expect(testApp.app.ageVerifier.provider).not.toBe('sandbox');
  });

  it('turns introspection off when the sandbox setting is off', async () => {
    const response = await fetch(`${testApp.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe('in development', () => {
  it('answers a browser at /graphql with the GraphQL sandbox', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development' });
    try {
      const response = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/sandbox/i);
    } finally {
      await dev.stop();
    }
  });
});
