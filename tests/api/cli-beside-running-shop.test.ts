import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../../api/src/config';
import { embeddedPostgresUrl } from '../../api/src/db/embedded-postgres';
import { freePort } from '../support/test-database';

/**
 * The staff commands beside a shop started as `npm start` starts it, on the embedded database in its own
 * temporary DATA_DIR: a command uses the server the shop runs (and leaves it running), starts its own only
 * when none runs, and says why when it cannot reach a database.
 */
let dataDir: string;
let pgPort: number;
let shop: { child: ChildProcess; port: number; exited: Promise<number | null> };

const ORDER_LINE = 'ESI-900001\tPending Approval\tcli@example.com\n';

function env(more: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), ...more };
}

/** `npx tsx api/src/modules/orders/orders.cli.ts …`, as `npm run orders` runs it. */
function orders(
  args: string[],
  more?: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  const tsx = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['api/src/modules/orders/orders.cli.ts', ...args], { cwd: ROOT_DIR, env: env(more) });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, err })));
}

const lockFile = () => path.join(dataDir, 'pg', 'postmaster.pid');
const serverPid = () => fs.readFileSync(lockFile(), 'utf8').split('\n')[0];
const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(
    (answer) => answer.status,
    () => 0,
  );

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cli-'));
  // The embedded server runs as its own user, which must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  pgPort = await freePort();
  const port = await freePort();
  // npm start's own entry: the web app's build check beside the database's start, then the app.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT_DIR,
    env: env({ PORT: String(port), LOG_LEVEL: 'error' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  shop = { child, port, exited };
  while ((await ready(port)) !== 200) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} at start-up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // An order to list, written straight into the shop's database with the embedded server's credentials.
  const client = new Client({ connectionString: embeddedPostgresUrl('127.0.0.1', pgPort) });
  await client.connect();
  await client.query(`
    WITH buyer AS (
      INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
      VALUES ('cli@example.com', 'Cli', 'Test', '1990-01-01', 'x') RETURNING id)
    INSERT INTO customer_order (order_number, customer_id, ship_first_name, ship_last_name, ship_address, ship_city,
      ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents, shipping_cents,
      total_cents)
    SELECT 'ESI-900001', id, 'Cli', 'Test', '1 Main St', 'Austin', 'TX', 'Texas', '73301', 1, 1000, 0, 799, 1799
    FROM buyer`);
  await client.end();
}, 120_000);

afterAll(async () => {
  if (shop?.child.exitCode === null) {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a command beside the running shop', () => {
  it("lists the orders through the shop's own database server, which goes on serving the shop", async () => {
    const before = serverPid();
    const { code, out, err } = await orders(['list']);
    expect({ code, out, err }).toEqual({ code: 0, out: ORDER_LINE, err: '' });
    expect(serverPid()).toBe(before);
    expect(await ready(shop.port)).toBe(200);
  }, 60_000);

  it('says why when the database cannot be reached, and exits 1', async () => {
    const closed = await freePort();
    const url = `postgres://storefront:secret@127.0.0.1:${closed}/storefront`;
    const { code, out, err } = await orders(['list'], { DATABASE_URL: url });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(
      `Could not open the database at postgres://storefront:***@127.0.0.1:${closed}/storefront (DATABASE_URL): ` +
        `connect ECONNREFUSED 127.0.0.1:${closed}\n`,
    );
    expect(await ready(shop.port)).toBe(200);
  }, 60_000);

  it('with the shop stopped, starts a server for itself and stops it after', async () => {
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(fs.existsSync(lockFile())).toBe(false);
    const { code, out, err } = await orders(['list']);
    expect({ code, out, err }).toEqual({ code: 0, out: ORDER_LINE, err: '' });
    expect(fs.existsSync(lockFile())).toBe(false);
  }, 60_000);
});
