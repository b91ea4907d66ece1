import { execFile } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR, loadConfig } from '../../api/src/config';
import type { HttpRequest } from '../../api/src/http/http-types';
import { localOnly } from '../../api/src/http/loopback-only';
import { effectiveSettings, unsafeProductionSettings } from '../../api/src/settings-report';

function fromPeer(remoteAddress: string, headers: Record<string, string> = {}): HttpRequest {
  const raw = { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
  return { raw, url: new URL('http://localhost/dev/mailbox'), method: 'GET', clientIp: remoteAddress };
}

describe('safe defaults', () => {
  it('listen on this machine only, outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('serve development conveniences to this machine only, and never through a proxy', async () => {
    const served: string[] = [];
    const mailbox = localOnly(async (req) => {
      served.push(req.clientIp);
      return true;
    });
    const res = {} as ServerResponse;
    expect(await mailbox(fromPeer('127.0.0.1'), res)).toBe(true);
    expect(await mailbox(fromPeer('::1'), res)).toBe(true);
    expect(await mailbox(fromPeer('192.168.1.20'), res)).toBe(false);
    expect(await mailbox(fromPeer('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }), res)).toBe(false);
    expect(served).toEqual(['127.0.0.1', '::1']);
  });

  it('name each production setting that would leak or lose data, and why', () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop:pw@db/shop',
      AGE_VERIFICATION_PROVIDER: 'manual',
      PAYMENT_PROVIDER: 'manual',
    };
    expect(unsafeProductionSettings(loadConfig(base))).toEqual([]);
    expect(unsafeProductionSettings(loadConfig({ ...base, LOG_LEVEL: 'debug' }))[0]).toMatch(/LOG_LEVEL=debug/);
    expect(
      unsafeProductionSettings(loadConfig({ ...base, SMTP_URL: 'smtp://shop:secret@mail.example.com:587' }))[0],
    ).toMatch(/SMTP_URL sends its password unencrypted/);
    expect(unsafeProductionSettings(loadConfig({ ...base, SMTP_URL: 'smtps://shop:secret@mail.example.com' }))).toEqual(
      [],
    );
    const temporary = { NODE_ENV: 'production', DATA_DIR: path.join(os.tmpdir(), 'shop') };
    expect(unsafeProductionSettings(loadConfig(temporary))[0]).toMatch(/temporary folder/);
    expect(unsafeProductionSettings(loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '0' }))[0]).toMatch(
      /SHUTDOWN_TIMEOUT_MS/,
    );
    // DATA_DIR outside any temporary folder (a checkout under /tmp would add that warning of its own).
    const replicaOfNothing = {
      ...base,
      DATABASE_URL: '',
      DATA_DIR: '/var/lib/esi-storefront',
      DATABASE_READ_URL: 'postgres://reader@replica/shop',
    };
    expect(unsafeProductionSettings(loadConfig(replicaOfNothing))).toEqual([
      expect.stringMatching(/DATABASE_READ_URL is set without DATABASE_URL/),
    ]);
  });

  it('print the settings in force with every secret masked', () => {
    const settings = effectiveSettings(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop:db-secret@db/shop',
        DATABASE_READ_URL: 'postgres://reader:replica-secret@replica/shop',
        SMTP_URL: 'smtps://shop:mail-secret@mail.example.com',
      }),
    );
    expect(JSON.stringify(settings)).not.toMatch(/db-secret|replica-secret|mail-secret/);
    expect(settings.DATABASE_URL).toBe('postgres://shop:***@db/shop');
    expect(settings.DATABASE_READ_URL).toBe('postgres://reader:***@replica/shop');
    expect(settings.READ_YOUR_WRITES_SECONDS).toBe(10);
  });

  it('keep production from starting with the age-verification sandbox', async () => {
    const started = promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        AGE_VERIFICATION_PROVIDER: 'sandbox',
        DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
      },
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Refusing to start in production:\n- AGE_VERIFICATION_PROVIDER=sandbox is the development sandbox/,
      ),
    });
  });

  it('keep production from starting with an unsafe setting', async () => {
    const started = promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'debug',
        DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
      },
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Refusing to start in production:\n- LOG_LEVEL=debug/),
    });
  });
});
