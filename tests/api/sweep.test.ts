import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { ROOT_DIR } from '../../api/src/config';
import { createLogger } from '../../api/src/logger';
import { sweepTasks } from '../../api/src/maintenance/sweep-tasks';
import { Sweeper } from '../../api/src/maintenance/sweeper';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let db: Client;
let product: FixtureProduct;

async function newCustomer(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
     VALUES ('sweep.' || gen_random_uuid() || '@example.com', 'S', 'W', '1980-01-01', 'x') RETURNING id`,
  );
  return rows[0]!.id;
}

/** Rows of each kind, one side of the line and the other; answers what should remain. */
async function plantRows(): Promise<void> {
  const customer = await newCustomer();
  await db.query(
    `INSERT INTO session (token_hash, customer_id, expires_at) VALUES
       (decode(md5(random()::text), 'hex'), $1, now() - interval '1 second'), (decode(md5(random()::text), 'hex'), $1, now() + interval '1 hour')`,
    [customer],
  );
  await db.query(
    `INSERT INTO trusted_device (token_hash, customer_id, expires_at) VALUES
       (decode(md5(random()::text), 'hex'), $1, now() - interval '1 second'), (decode(md5(random()::text), 'hex'), $1, now() + interval '1 hour')`,
    [customer],
  );
  await db.query(
    `INSERT INTO verification_code (purpose, email, salt, code_hash, expires_at, used_at) VALUES
       ('sign-up', 'a@example.com', '\\x00', '\\x00', now() - interval '1 second', NULL),
       ('recovery', 'b@example.com', '\\x00', '\\x00', now() - interval '1 minute', now() - interval '2 minutes'),
       ('sign-up', 'c@example.com', '\\x00', '\\x00', now() + interval '9 minutes', NULL)`,
  );
  await db.query(
    `INSERT INTO rate_limit (key, window_start, hits) VALUES
       ('login:ip:old', now() - interval '61 minutes', 3), ('login:ip:new', now() - interval '5 minutes', 3)`,
  );
  // Guest carts idle for 31 and 29 days, and a customer's cart idle for 40 (kept: it is an account's).
  const carts = await db.query<{ id: string; idle: number }>(
    `INSERT INTO cart (guest_token_hash, customer_id) VALUES (decode(md5(random()::text), 'hex'), NULL), (decode(md5(random()::text), 'hex'), NULL),
       (NULL, $1) RETURNING id`,
    [customer],
  );
  const [old, recent, owned] = carts.rows.map((r) => r.id);
  for (const id of [old, recent, owned]) {
    await db.query(`INSERT INTO cart_line (cart_id, product_id, quantity) VALUES ($1, $2, 1)`, [id, product.id]);
  }
  await db.query(`UPDATE cart SET updated_at = now() - interval '31 days' WHERE id = $1`, [old]);
  await db.query(`UPDATE cart SET updated_at = now() - interval '29 days' WHERE id = $1`, [recent]);
  await db.query(`UPDATE cart SET updated_at = now() - interval '40 days' WHERE id = $1`, [owned]);
  // Staff sessions: one idle 31 minutes, one past its 12 hours, one live; setup links long and just expired.
  const [staff] = (
    await db.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('sweep@staff.example.com', 'Sweep', 'support') RETURNING id`,
    )
  ).rows;
  await db.query(
    `INSERT INTO staff_session (token_hash, staff_id, last_seen_at, expires_at) VALUES
       (decode(md5(random()::text), 'hex'), $1, now() - interval '31 minutes', now() + interval '1 hour'),
       (decode(md5(random()::text), 'hex'), $1, now(), now() - interval '1 second'),
       (decode(md5(random()::text), 'hex'), $1, now(), now() + interval '1 hour')`,
    [staff!.id],
  );
  await db.query(
    `INSERT INTO staff_setup_link (token_hash, staff_id, expires_at) VALUES
       (decode(md5(random()::text), 'hex'), $1, now() - interval '31 days'),
       (decode(md5(random()::text), 'hex'), $1, now() - interval '1 day')`,
    [staff!.id],
  );
  // Visits to ID.me started 16 and 14 minutes ago, and a claim SheerID has had under review for a day (kept).
  await db.query(
    `INSERT INTO affiliation_verification (verification_id, customer_id, affiliation, created_at) VALUES
       ('idme_abandoned', $1, 'military', now() - interval '16 minutes'),
       ('idme_underway', $1, 'military', now() - interval '14 minutes'),
       ('sheerid_in_review', $1, 'first responder', now() - interval '1 day')`,
    [customer],
  );
}

async function count(table: string): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
}

beforeAll(async () => {
  testApp = await startTestApp();
  db = new Client({ connectionString: testApp.app.database.url });
  await db.connect();
  product = await findProduct(testApp.app.database.url, 'p.price_cents > 0');
});
afterAll(async () => {
  await db.end();
  await testApp.stop();
});

describe('the sweep of expired data', () => {
  it('deletes exactly what has expired, and nothing else', async () => {
    await plantRows();
    const before = {
      sessions: await count('session'),
      codes: await count('verification_code'),
      devices: await count('trusted_device'),
    };
    const sweeper = new Sweeper(sweepTasks(testApp.app.services), createLogger('silent'));
    expect(await sweeper.sweepOnce()).toEqual({
      sessions: 1,
      trustedDevices: 1,
      verificationCodes: 2,
      rateLimits: 1,
      guestCarts: 1,
      orderIdempotencyKeys: 0,
      staffSessions: 2,
      staffSetupLinks: 1,
      affiliationVisits: 1,
    });
    expect(await count('session')).toBe(before.sessions - 1);
    expect(await count('verification_code')).toBe(before.codes - 2);
    expect(await count('trusted_device')).toBe(before.devices - 1);
    expect((await db.query(`SELECT key FROM rate_limit`)).rows).toEqual([{ key: 'login:ip:new' }]);
    expect(await count('cart')).toBe(2);
    // The lines of the swept cart went with it.
    expect(await count('cart_line')).toBe(2);
    expect(await count('staff_session')).toBe(1);
    expect(await count('staff_setup_link')).toBe(1);
    expect((await db.query(`SELECT verification_id FROM affiliation_verification ORDER BY 1`)).rows).toEqual([
      { verification_id: 'idme_underway' },
      { verification_id: 'sheerid_in_review' },
    ]);
    // A second sweep finds nothing more.
    expect(Object.values(await sweeper.sweepOnce()).every((n) => n === 0)).toBe(true);
  });

  it('deletes exactly the expired device tokens, whatever their customer', async () => {
    const [alice, bob] = [await newCustomer(), await newCustomer()];
    const { rows } = await db.query<{ id: string; expired: boolean }>(
      `INSERT INTO trusted_device (token_hash, customer_id, expires_at)
       SELECT decode(md5(random()::text), 'hex'), customer, now() + shift
       FROM unnest($1::uuid[], $2::interval[]) AS planted (customer, shift)
       RETURNING encode(token_hash, 'hex') AS id, expires_at <= now() AS expired`,
      [
        [alice, alice, bob, bob],
        ['-1 second', '1 minute', '-300 days', '364 days'],
      ],
    );
    const live = rows.filter((r) => !r.expired).map((r) => r.id);
    expect(live).toHaveLength(2);
    expect(await testApp.app.services.devices.sweepExpired()).toBe(2);
    const left = await db.query<{ id: string }>(
      `SELECT encode(token_hash, 'hex') AS id FROM trusted_device WHERE customer_id = ANY($1::uuid[])`,
      [[alice, bob]],
    );
    expect(left.rows.map((r) => r.id).sort()).toEqual(live.sort());
  });

  it('counts a cart as idle from its last change, including a change of its lines', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO cart (guest_token_hash) VALUES (decode(md5(random()::text), 'hex')) RETURNING id`,
    );
    const cart = rows[0]!.id;
    await db.query(`UPDATE cart SET updated_at = now() - interval '45 days' WHERE id = $1`, [cart]);
    await db.query(`INSERT INTO cart_line (cart_id, product_id, quantity) VALUES ($1, $2, 2)`, [cart, product.id]);
    expect(await testApp.app.services.carts.sweepAbandonedGuestCarts()).toBe(0);
    const touched = await db.query<{ fresh: boolean }>(
      `SELECT updated_at > now() - interval '1 minute' AS fresh FROM cart WHERE id = $1`,
      [cart],
    );
    expect(touched.rows[0]?.fresh).toBe(true);
  });

  it('runs from the command line too (npm run db:sweep)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'api/src/maintenance/sweep.cli.ts'],
      {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, DATABASE_URL: testApp.app.database.url, NODE_ENV: 'test' },
      },
    );
    expect(stdout).toMatch(/^sessions: \d+ deleted$/m);
    expect(stdout).toMatch(/^guestCarts: \d+ deleted$/m);
  });
});
