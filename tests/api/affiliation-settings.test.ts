import { startApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { effectiveSettings, unsafeProductionSettings } from '../../api/src/settings-report';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop:pw@db/shop',
  AGE_VERIFICATION_PROVIDER: 'manual',
  PAYMENT_PROVIDER: 'manual',
};
const sheerid = {
  AFFILIATION_PROVIDER: 'sheerid',
  SHEERID_ACCESS_TOKEN: 'sheerid-token-secret',
  SHEERID_MILITARY_PROGRAM_ID: '5f0c1c6a2b3d4e5f6a7b8c9d',
  SHEERID_FIRST_RESPONDER_PROGRAM_ID: '5f0c1c6a2b3d4e5f6a7b8c9e',
  SHEERID_WEBHOOK_SECRET: 'sheerid-webhook-secret',
};
const idme = {
  AFFILIATION_PROVIDER: 'idme',
  IDME_CLIENT_ID: 'idme-client-id',
  IDME_CLIENT_SECRET: 'idme-client-secret',
};

describe('AFFILIATION_PROVIDER', () => {
  it('is the sandbox in development and tests, and off in production until SheerID is set', () => {
    expect(loadConfig({}).affiliation.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).affiliation.provider).toBe('sandbox');
    expect(loadConfig(production).affiliation.provider).toBe('off');
    expect(() => loadConfig({ AFFILIATION_PROVIDER: 'govx' })).toThrow(
      /AFFILIATION_PROVIDER must be one of sheerid, idme, sandbox, idme-sandbox, off/,
    );
  });

  it("needs SheerID's token, programs and webhook secret", () => {
    expect(() => loadConfig({ ...sheerid, SHEERID_WEBHOOK_SECRET: ' ' })).toThrow(
      'SHEERID_WEBHOOK_SECRET is required with AFFILIATION_PROVIDER=sheerid',
    );
    expect(loadConfig(sheerid).affiliation).toMatchObject({
      provider: 'sheerid',
      sheerid: { url: 'https://services.sheerid.com', militaryProgramId: sheerid.SHEERID_MILITARY_PROGRAM_ID },
    });
  });

  it('keeps production from starting with the sandbox, or with SheerID over plain http', async () => {
    expect(unsafeProductionSettings(loadConfig({ ...production, AFFILIATION_PROVIDER: 'sandbox' }))).toEqual([
      expect.stringMatching(/^AFFILIATION_PROVIDER=sandbox is a development sandbox/),
    ]);
    expect(
      unsafeProductionSettings(loadConfig({ ...production, ...sheerid, SHEERID_URL: 'http://sheerid.example' })),
    ).toEqual([expect.stringMatching(/^SHEERID_URL is not https/)]);
    expect(unsafeProductionSettings(loadConfig({ ...production, ...sheerid }))).toEqual([]);
    await expect(startApp(loadConfig({ ...production, AFFILIATION_PROVIDER: 'sandbox' }))).rejects.toThrow(
      'AFFILIATION_PROVIDER=sandbox is refused in production',
    );
  });

  it('is reported without credentials', () => {
    const report = JSON.stringify(effectiveSettings(loadConfig({ ...production, ...sheerid })));
    expect(report).toContain('sheerid at https://services.sheerid.com');
    expect(report).not.toContain('secret');
  });

  it("needs ID.me's client id and secret, talks to api.id.me by default, and to its sandbox host when told", () => {
    expect(() => loadConfig({ ...idme, IDME_CLIENT_SECRET: '' })).toThrow(
      'IDME_CLIENT_SECRET is required with AFFILIATION_PROVIDER=idme',
    );
    expect(loadConfig(idme).affiliation).toMatchObject({
      provider: 'idme',
      idme: { url: 'https://api.id.me', clientId: 'idme-client-id' },
    });
    expect(loadConfig({ ...idme, IDME_URL: 'https://api.idmelabs.com' }).affiliation).toMatchObject({
      idme: { url: 'https://api.idmelabs.com' },
    });
  });

  it('keeps production from starting with the ID.me sandbox, or with ID.me over plain http', async () => {
    expect(unsafeProductionSettings(loadConfig({ ...production, AFFILIATION_PROVIDER: 'idme-sandbox' }))).toEqual([
      expect.stringMatching(/^AFFILIATION_PROVIDER=idme-sandbox is a development sandbox/),
    ]);
    expect(unsafeProductionSettings(loadConfig({ ...production, ...idme, IDME_URL: 'http://id.example' }))).toEqual([
      expect.stringMatching(/^IDME_URL is not https/),
    ]);
    expect(unsafeProductionSettings(loadConfig({ ...production, ...idme }))).toEqual([]);
    await expect(startApp(loadConfig({ ...production, AFFILIATION_PROVIDER: 'idme-sandbox' }))).rejects.toThrow(
      'AFFILIATION_PROVIDER=idme-sandbox is refused in production',
    );
    const report = JSON.stringify(effectiveSettings(loadConfig({ ...production, ...idme })));
    expect(report).toContain('idme at https://api.id.me');
    expect(report).not.toContain('secret');
  });
});
