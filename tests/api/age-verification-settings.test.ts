import { startApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { createLogger } from '../../api/src/logger';
import { createAgeVerifier } from '../../api/src/modules/verification/age-verification.service';
import { effectiveSettings, unsafeProductionSettings } from '../../api/src/settings-report';

// A production that takes payments its own way: only the age check's settings are under test here.
const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://shop:pw@db/shop', PAYMENT_PROVIDER: 'manual' };
const veratad = { AGE_VERIFICATION_PROVIDER: 'veratad', VERATAD_USER: 'shop', VERATAD_PASS: 'veratad-secret' };
const agechecker = {
  AGE_VERIFICATION_PROVIDER: 'agechecker',
  AGECHECKER_KEY: 'ac-key',
  AGECHECKER_SECRET: 'ac-secret',
};
const identity = {
  firstName: 'Pat',
  lastName: 'Example',
  dateOfBirth: '1990-01-02',
  street: '12 Main St',
  city: 'Provo',
  stateCode: 'UT',
  zip: '84601',
};

describe('AGE_VERIFICATION_PROVIDER', () => {
  it('is the sandbox in development and tests, and nothing in production until chosen', () => {
    expect(loadConfig({}).ageVerification.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).ageVerification.provider).toBe('sandbox');
    expect(loadConfig(production).ageVerification.provider).toBe('unset');
    expect(() => loadConfig({ AGE_VERIFICATION_PROVIDER: 'bluecheck' })).toThrow(
      /AGE_VERIFICATION_PROVIDER must be one of veratad, agechecker, manual, sandbox/,
    );
  });

  it("takes each provider's address, defaulting to production's, and its timeout", () => {
    expect(loadConfig(veratad).ageVerification).toEqual({
      provider: 'veratad',
      timeoutMs: 10_000,
      url: 'https://production.idresponse.com/process/comprehensive/gateway',
      user: 'shop',
      pass: 'veratad-secret',
    });
    expect(loadConfig({ ...agechecker, AGE_VERIFICATION_TIMEOUT_MS: '3000' }).ageVerification).toEqual({
      provider: 'agechecker',
      timeoutMs: 3000,
      url: 'https://api.agechecker.net',
      key: 'ac-key',
      secret: 'ac-secret',
    });
    expect(() => loadConfig({ ...veratad, VERATAD_URL: 'ftp://example.com' })).toThrow(/VERATAD_URL must be an http/);
  });

  it('refuses a real provider without its credentials, in any environment', () => {
    expect(() => loadConfig({ ...veratad, VERATAD_PASS: '' })).toThrow(
      'VERATAD_PASS is required with AGE_VERIFICATION_PROVIDER=veratad',
    );
    expect(() => loadConfig({ ...production, AGE_VERIFICATION_PROVIDER: 'agechecker', AGECHECKER_KEY: 'k' })).toThrow(
      'AGECHECKER_SECRET is required with AGE_VERIFICATION_PROVIDER=agechecker',
    );
  });

  it('keeps production from starting with no provider, with the sandbox, or over plain http', () => {
    expect(unsafeProductionSettings(loadConfig(production))).toEqual([
      expect.stringMatching(/^AGE_VERIFICATION_PROVIDER is not set/),
    ]);
    expect(unsafeProductionSettings(loadConfig({ ...production, AGE_VERIFICATION_PROVIDER: 'sandbox' }))).toEqual([
      expect.stringMatching(/^AGE_VERIFICATION_PROVIDER=sandbox is the development sandbox/),
    ]);
    expect(
      unsafeProductionSettings(loadConfig({ ...production, ...veratad, VERATAD_URL: 'http://gw.example' })),
    ).toEqual([expect.stringMatching(/^VERATAD_URL is not https/)]);
    for (const chosen of [veratad, agechecker, { AGE_VERIFICATION_PROVIDER: 'manual' }]) {
      expect(unsafeProductionSettings(loadConfig({ ...production, ...chosen }))).toEqual([]);
    }
  });

  it('refuses the sandbox in production even to a caller that skipped the settings check', async () => {
    await expect(startApp(loadConfig({ ...production, AGE_VERIFICATION_PROVIDER: 'sandbox' }))).rejects.toThrow(
      'AGE_VERIFICATION_PROVIDER=sandbox is refused in production',
    );
  });

  it('is reported without credentials', () => {
    const report = JSON.stringify([
      effectiveSettings(loadConfig({ ...production, ...veratad })),
      effectiveSettings(loadConfig({ ...production, ...agechecker })),
    ]);
    expect(report).toContain('veratad at https://production.idresponse.com/process/comprehensive/gateway');
    expect(report).toContain('agechecker at https://api.agechecker.net');
    expect(report).not.toMatch(/veratad-secret|ac-key|ac-secret/);
  });
});

describe('the verifier it chooses', () => {
  const logger = createLogger('silent');
  const choose = (env: Record<string, string>) => createAgeVerifier(loadConfig(env).ageVerification, logger);

  it('is the named provider', () => {
    expect(choose(veratad).provider).toBe('veratad');
    expect(choose(veratad).status).toBeUndefined();
    expect(choose(agechecker).provider).toBe('agechecker');
    expect(choose(agechecker).status).toBeDefined();
    expect(choose(agechecker).verifyCallback).toBeDefined();
  });

  it('manual: nothing automatic, a compliance staff member decides later', async () => {
    expect(
      await choose({ AGE_VERIFICATION_PROVIDER: 'manual' }).verify(identity, { minimumAge: 21, reference: 'c' }),
    ).toMatchObject({
      outcome: 'PENDING_REVIEW',
      provider: 'manual',
      reference: null,
    });
  });

  it('unset: never a pass', async () => {
    expect(await choose(production).verify(identity, { minimumAge: 21, reference: 'c' })).toMatchObject({
      outcome: 'ERROR',
    });
  });

  it('sandbox: only with the sandbox running', () => {
    expect(() => choose({})).toThrow(/needs the development sandbox running/);
  });
});
