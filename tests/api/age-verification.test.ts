import { createHmac } from 'node:crypto';
import { loadConfig } from '../../api/src/config';
import type { Logger } from '../../api/src/logger';
import { createAgeVerifier } from '../../api/src/modules/verification/age-verification.service';
import type { AgeVerifier, VerificationIdentity } from '../../api/src/modules/verification/age-verification.types';
import {
  AGECHECKER_SIGNATURE_HEADER,
  ageCheckerVerifier,
} from '../../api/src/modules/verification/agechecker.transport';
import { veratadVerifier } from '../../api/src/modules/verification/veratad.transport';
import {
  type VerificationSandbox,
  startVerificationSandbox,
} from '../../api/src/modules/verification/verification-sandbox.transport';
import { type StubProvider, json, startStubProvider } from '../support/stub-provider';
import { startTestApp } from '../support/test-app';

/** The sandbox's day, so that "just 21" and "a day short" do not depend on when the suite runs. */
const TODAY = new Date('2026-06-15T12:00:00Z');

const adult: VerificationIdentity = {
  firstName: 'Pat',
  lastName: 'Example',
  dateOfBirth: '1990-01-02',
  street: '12 Main St',
  city: 'Provo',
  stateCode: 'UT',
  zip: '84601',
};
const named = (lastName: string, dateOfBirth = adult.dateOfBirth) => ({ ...adult, lastName, dateOfBirth });
const asked = { minimumAge: 21, reference: 'cart-1' };

/** A logger that keeps its lines, to show what never reaches them. */
function keptLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, fields?: Record<string, unknown>) => lines.push(JSON.stringify({ message, fields }));
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

describe('the sandbox, through the adapter as `npm start` configures it', () => {
  let sandbox: VerificationSandbox;
  let verifier: AgeVerifier;
  const logger = keptLogger();

  beforeAll(async () => {
    sandbox = await startVerificationSandbox({ today: () => TODAY });
    verifier = createAgeVerifier(loadConfig({ NODE_ENV: 'test' }).ageVerification, logger, sandbox);
  });
  afterAll(() => sandbox.stop());

  it('listens on loopback only', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('passes any adult, naming itself and its confirmation', async () => {
    const result = await verifier.verify(adult, asked);
    expect(result).toMatchObject({
      outcome: 'PASSED',
      provider: 'sandbox',
      reference: expect.stringMatching(/^sandbox-/),
    });
    expect(Date.parse(result.checkedAt)).not.toBeNaN();
  });

  it('passes someone 21 today and fails someone a day short', async () => {
    expect((await verifier.verify(named('Example', '2005-06-15'), asked)).outcome).toBe('PASSED');
    expect(await verifier.verify(named('Example', '2005-06-16'), asked)).toMatchObject({
      outcome: 'FAILED',
      reason: 'underage',
    });
  });

  it('fails the last name Underage (any case) as under age', async () => {
    expect(await verifier.verify(named('UNDERAGE'), asked)).toMatchObject({ outcome: 'FAILED', reason: 'underage' });
  });

  it('asks the last name Nomatch for a photo ID, on a page of the sandbox itself', async () => {
    const result = await verifier.verify(named('Nomatch'), asked);
    expect(result.outcome).toBe('NEEDS_DOCUMENT');
    expect(result.documentUrl).toBe(`${sandbox.url}/document?reference=${result.reference}`);
    const page = await fetch(result.documentUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox's photo-ID step/);
  });

  it('holds the last name Review for review', async () => {
    expect(await verifier.verify(named('review'), asked)).toMatchObject({ outcome: 'PENDING_REVIEW' });
  });

  it('refuses credentials other than its own', async () => {
    const stranger = veratadVerifier({ url: sandbox.gatewayUrl, user: 'sandbox', pass: 'guess', timeoutMs: 2000 });
    expect(await stranger.verify(adult, asked)).toMatchObject({ outcome: 'ERROR', problem: 'HTTP 401' });
  });

  it('refuses an incomplete identity before asking anyone', async () => {
    await expect(verifier.verify({ ...adult, dateOfBirth: '02/01/1990' }, asked)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(verifier.verify({ ...adult, stateCode: 'Utah' }, asked)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('logs outcomes and references, never the password or the identity', () => {
    const log = logger.lines.join('\n');
    expect(log).toMatch(/"outcome":"PASSED"/);
    expect(log).not.toContain(sandbox.pass);
    expect(log).not.toMatch(/1990|12 Main St|Provo|84601|Example/);
  });
});

describe('the Veratad adapter against recorded answers', () => {
  let stub: StubProvider;
  const veratad = (documentUrl?: (reference: string) => string, timeoutMs = 2000) =>
    veratadVerifier({ url: `${stub.url}/gateway`, user: 'shop', pass: 'shop-pass', timeoutMs, documentUrl });
  const answer = (action: string, detail: string) =>
    json({ meta: { confirmation: 'V-123', reference: 'cart-1' }, result: { action, detail, issues: [] } });

  beforeAll(async () => {
    stub = await startStubProvider();
  });
  afterAll(() => stub.stop());

  it('sends AgeMatch5.0 its fields, the date of birth as YYYYMMDD and the age as 21+', async () => {
    stub.answer(answer('PASS', 'ALL CHECKS PASSED'));
    expect(await veratad().verify({ ...adult, email: 'pat@example.com' }, asked)).toMatchObject({
      outcome: 'PASSED',
      reference: 'V-123',
    });
    expect(stub.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/gateway',
      body: {
        user: 'shop',
        pass: 'shop-pass',
        service: 'AgeMatch5.0',
        reference: 'cart-1',
        target: {
          fn: 'Pat',
          ln: 'Example',
          addr: '12 Main St',
          city: 'Provo',
          state: 'UT',
          zip: '84601',
          dob: '19900102',
          age: '21+',
          email: 'pat@example.com',
        },
      },
    });
  });

  it.each([
    ['FAIL', 'AGE NOT VERIFIED', { outcome: 'FAILED', reason: 'underage' }],
    ['FAIL', 'POSSIBLE MINOR', { outcome: 'FAILED', reason: 'underage' }],
    ['FAIL', 'TARGET IS DECEASED', { outcome: 'FAILED', reason: 'deceased' }],
    ['FAIL', 'NO MATCH', { outcome: 'FAILED', reason: 'no-match' }],
    ['REVIEW', '', { outcome: 'PENDING_REVIEW' }],
    ['PENDING', '', { outcome: 'PENDING_REVIEW' }],
    ['SHRUG', '', { outcome: 'ERROR', problem: 'unknown result.action SHRUG' }],
  ])('maps %s %s', async (action, detail, expected) => {
    stub.answer(answer(action, detail));
    const result = await veratad().verify(adult, asked);
    expect(result).toMatchObject({ provider: 'veratad', ...expected });
    expect(result.documentUrl).toBeUndefined();
  });

  it('asks for a photo ID on NO MATCH when a document step is set up', async () => {
    stub.answer(answer('FAIL', 'NO MATCH'));
    expect(await veratad((reference) => `https://id.example/${reference}`).verify(adult, asked)).toMatchObject({
      outcome: 'NEEDS_DOCUMENT',
      reference: 'V-123',
      documentUrl: 'https://id.example/V-123',
    });
  });

  it('is an ERROR on a server error, an answer that is not JSON, or JSON without a result', async () => {
    stub.answer({ status: 500, text: 'Internal Server Error' }, { status: 200, text: '{"result": {' }, json({}));
    expect(await veratad().verify(adult, asked)).toMatchObject({
      outcome: 'ERROR',
      problem: 'HTTP 500',
      reference: null,
    });
    expect(await veratad().verify(adult, asked)).toMatchObject({ outcome: 'ERROR', problem: 'the answer is not JSON' });
    expect(await veratad().verify(adult, asked)).toMatchObject({ outcome: 'ERROR' });
  });

  it('is an ERROR within its timeout when the provider never answers', async () => {
    stub.answer('never');
    const started = Date.now();
    expect(await veratad(undefined, 300).verify(adult, asked)).toMatchObject({
      outcome: 'ERROR',
      problem: 'no answer within 300 ms',
    });
    // Bounded, not timed: a provider that never answers would otherwise hold the check forever.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('is an ERROR when the provider cannot be reached', async () => {
    const closed = await startStubProvider();
    await closed.stop();
    const gone = veratadVerifier({ url: closed.url, user: 'u', pass: 'p', timeoutMs: 2000 });
    expect(await gone.verify(adult, asked)).toMatchObject({
      outcome: 'ERROR',
      problem: expect.stringMatching(/^unreachable/),
    });
  });
});

describe('the AgeChecker.Net adapter against recorded answers', () => {
  let stub: StubProvider;
  const secret = 'agechecker-secret';
  const ageChecker = (timeoutMs = 2000) =>
    ageCheckerVerifier({
      url: `${stub.url}/`,
      key: 'shop-key',
      secret,
      timeoutMs,
      callbackUrl: 'https://shop.example/cb',
    });

  beforeAll(async () => {
    stub = await startStubProvider();
  });
  afterAll(() => stub.stop());

  it('creates a check with the date of birth in parts, the minimum age and the callback', async () => {
    stub.answer(json({ uuid: 'AC-1', status: 'accepted' }));
    expect(await ageChecker().verify(adult, asked)).toMatchObject({ outcome: 'PASSED', reference: 'AC-1' });
    expect(stub.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/create',
      body: {
        key: 'shop-key',
        secret,
        data: {
          first_name: 'Pat',
          last_name: 'Example',
          address: '12 Main St',
          city: 'Provo',
          state: 'UT',
          zip: '84601',
          country: 'US',
          dob_day: 2,
          dob_month: 1,
          dob_year: 1990,
        },
        options: { min_age: 21, callback_url: 'https://shop.example/cb' },
      },
    });
  });

  it.each([
    [{ status: 'accepted' }, { outcome: 'PASSED' }],
    [{ status: 'denied' }, { outcome: 'FAILED', reason: 'no-match' }],
    [
      { status: 'denied', reason: 'Underage' },
      { outcome: 'FAILED', reason: 'underage' },
    ],
    [
      { status: 'denied', reason: 'deceased' },
      { outcome: 'FAILED', reason: 'deceased' },
    ],
    [
      { status: 'denied', blocked: true },
      { outcome: 'FAILED', reason: 'blocked' },
    ],
    [
      { status: 'photo_id', upload_url: 'https://agechecker.example/up/AC-1' },
      { outcome: 'NEEDS_DOCUMENT', documentUrl: 'https://agechecker.example/up/AC-1' },
    ],
    [{ status: 'signature' }, { outcome: 'NEEDS_DOCUMENT' }],
    [{ status: 'pending' }, { outcome: 'PENDING_REVIEW' }],
    [{ status: 'teleported' }, { outcome: 'ERROR', problem: 'unknown status teleported' }],
    [{ error: { code: 'invalid_key', message: 'Invalid key' } }, { outcome: 'ERROR', problem: 'refused: invalid_key' }],
  ])('maps %j, created or asked for by status', async (answer, expected) => {
    stub.answer(json({ uuid: 'AC-1', ...answer }));
    expect(await ageChecker().verify(adult, asked)).toMatchObject({ provider: 'agechecker', ...expected });
    expect(await ageChecker().status!('AC-1')).toMatchObject(expected);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/status/AC-1' });
  });

  it('is an ERROR on a server error, a broken answer, or no answer in time', async () => {
    stub.answer({ status: 502, text: 'Bad Gateway' }, { status: 200, text: 'not json' }, 'never');
    expect(await ageChecker().verify(adult, asked)).toMatchObject({ outcome: 'ERROR', problem: 'HTTP 502' });
    expect(await ageChecker().status!('AC-1')).toMatchObject({ outcome: 'ERROR', problem: 'the answer is not JSON' });
    expect(await ageChecker(300).status!('AC-1')).toMatchObject({
      outcome: 'ERROR',
      problem: 'no answer within 300 ms',
    });
  });

  describe('its callback', () => {
    const body = JSON.stringify({ uuid: 'AC-9', status: 'accepted' });
    const signed = (text: string, key = secret) => createHmac('sha1', key).update(text).digest('base64');

    it('is read when AgeChecker signed exactly these bytes', () => {
      // As a request handler will have them: Node lower-cases header names.
      const headers: Record<string, string | undefined> = { [AGECHECKER_SIGNATURE_HEADER]: signed(body) };
      expect(ageChecker().verifyCallback!(Buffer.from(body), headers['x-agechecker-signature'])).toMatchObject({
        outcome: 'PASSED',
        reference: 'AC-9',
      });
    });

    it.each([
      ['signed with another secret', signed(body, 'not-the-secret')],
      ['signed over another body', signed(body.replace('AC-9', 'AC-8'))],
      ['without a signature', undefined],
      ['with an empty signature', ''],
      ['with a signature of another length', Buffer.from('short').toString('base64')],
      ['with a hex signature', createHmac('sha1', secret).update(body).digest('hex')],
    ])('is refused %s', (_case, signature) => {
      expect(() => ageChecker().verifyCallback!(body, signature)).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }) as Error,
      );
    });
  });
});

describe('the app', () => {
  it('starts the sandbox outside production, checks through it, and stops it at shutdown', async () => {
    const testApp = await startTestApp();
    const sandbox = testApp.app.verificationSandbox!;
    try {
      expect(testApp.app.ageVerifier.provider).toBe('sandbox');
      expect((await testApp.app.ageVerifier.verify(adult, asked)).outcome).toBe('PASSED');
    } finally {
      await testApp.stop();
    }
    await expect(fetch(sandbox.gatewayUrl, { method: 'POST' })).rejects.toThrow();
  });
});
