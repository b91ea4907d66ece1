import { Pool } from 'pg';
import { loadConfig } from '../../api/src/config';
import { type StatementEvent, Sql } from '../../api/src/db/sql';
import { createServices } from '../../api/src/services';
import { AddToCartDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let cheap: FixtureProduct;
const pools: Pool[] = [];

/** A Sql of its own over a pool of `size` connections, with cold caches in fresh services. */
function isolated(size: number): { sql: Sql; services: ReturnType<typeof createServices> } {
  const pool = new Pool({ connectionString: testApp.app.database.url, max: size, connectionTimeoutMillis: 1_000 });
  pools.push(pool);
  const sql = new Sql(pool);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: testApp.app.database.url, LOG_LEVEL: 'silent' });
  return { sql, services: createServices(sql, config, { ageVerifier: testApp.app.ageVerifier }) };
}

beforeAll(async () => {
  testApp = await startTestApp();
  cheap = await findProduct(testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await testApp.stop();
});

describe('a unit of work', () => {
  it('carries every statement of placing an order, with one connection in the pool and cold caches', async () => {
    const api = new GraphQLClient(testApp.url);
    const { id: customerId } = await signUpCustomer(api, testApp.app.database.url);
    await api.data(AddToCartDocument, { productId: cheap.id });

    const { sql, services } = isolated(1);
    const events: StatementEvent[] = [];
    const stop = sql.onQuery((event) => events.push(event));
    const outcome = await services.placeOrders.fromCart(customerId, {
      idempotencyKey: 'one-connection',
      shipTo: {
        address: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '1 Way',
          city: 'Phoenix',
          state: 'Arizona',
          zipcode: '85004',
        },
      },
    });
    stop();

    expect(outcome.ok).toBe(true);
    // The age and identity check runs before the unit of work (a provider's answer can take seconds, and no lock
    // or connection waits for it): its reads and the record of its answer, nothing else.
    const first = events.findIndex((e) => e.inTransaction);
    const before = events.slice(0, first).filter((e) => /^\s*(INSERT|UPDATE|DELETE)/i.test(e.text));
    expect(before.map((e) => e.text)).toEqual([expect.stringMatching(/^INSERT INTO identity_verification /)]);
    // A statement that escaped to the pool would have waited for the only connection and timed out; every one
    // from the unit's first on, including the taxonomy and state lookups the cold caches made, ran in the unit.
    expect(events.length - first).toBeGreaterThan(8);
    expect(events.slice(first).filter((e) => !e.inTransaction)).toEqual([]);
  });

  it('is joined by a nested transaction and rolled back whole when anything in it throws', async () => {
    const { sql } = isolated(2);
    const email = `uow.${Date.now()}@example.com`;
    await expect(
      sql.transaction(async () => {
        await sql.query(`INSERT INTO newsletter_subscription (email) VALUES ($1)`, [email]);
        await sql.transaction(async () => {
          expect(sql.inTransaction).toBe(true);
          const seen = await sql.query(`SELECT 1 FROM newsletter_subscription WHERE email = $1`, [email]);
          expect(seen).toHaveLength(1);
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await sql.query(`SELECT 1 FROM newsletter_subscription WHERE email = $1`, [email])).toHaveLength(0);
    expect(sql.inTransaction).toBe(false);
  });

  it('sends its statements one at a time, though the services ask in parallel', async () => {
    const { sql, services } = isolated(1);
    const pool = pools.at(-1)!;
    // How many statements each connection holds at once: pg queues a second today and will refuse it in pg 9.
    let most = 0;
    pool.on('acquire', (client) => {
      const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      let held = 0;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        most = Math.max(most, ++held);
        return send(...args).finally(() => held--);
      };
    });
    const answers = await sql.transaction(async () => {
      // A cold taxonomy loads its four lists with Promise.all, inside the unit.
      const [taxonomy, one, two] = await Promise.all([
        services.catalog.menuGroups(),
        sql.query<{ n: number }>('SELECT 1 AS n FROM pg_sleep(0.02)'),
        sql.query<{ n: number }>('SELECT 2 AS n'),
      ]);
      return { groups: taxonomy.length, one: one[0]!.n, two: two[0]!.n };
    });
    expect(answers).toEqual({ groups: expect.any(Number), one: 1, two: 2 });
    expect(answers.groups).toBeGreaterThan(0);
    expect(most).toBe(1);
  });

  it('refuses a statement issued after it ended, instead of running it on a connection it gave back', async () => {
    const { sql } = isolated(2);
    let late: Promise<unknown> | undefined;
    await sql.transaction(async () => {
      late = new Promise((resolve) => setTimeout(resolve, 20)).then(() => sql.query('SELECT 1'));
    });
    await expect(late).rejects.toThrow('after its unit of work ended');
  });
});
