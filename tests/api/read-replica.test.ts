import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import {
  AddToCartDocument,
  PlaceOrderDocument,
  ProductPageDocument,
  SearchProductsDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { PRIMARY_READS_COOKIE } from '../../api/src/http/read-your-writes';
import { SESSION_COOKIE } from '../../api/src/modules/customers/account.rules';
import { ARIZONA, legacyPhoenix } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { RestClient } from '../support/rest-client';
import { useSuiteApp } from '../support/suite-app';
import { createDatabaseFromTemplate, dropDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';

/**
 * DATABASE_READ_URL points at a second database on the same server, copied from the same template and
 * then changed: one product renamed and its stock set apart. Whichever name or stock an answer shows
 * tells which database served it (there is no replication between the two, so the "replica" stays as
 * stale as a lagging one).
 */
const REPLICA_SUFFIX = ' (replica copy)';
const env: Record<string, string> = {};
const adminUrl = () => process.env.STOREFRONT_TEST_ADMIN_URL!;
const replicaName = `replica_${process.pid}_${randomBytes(4).toString('hex')}`;
let replica: Client;

beforeAll(async () => {
  env.DATABASE_READ_URL = await createDatabaseFromTemplate(adminUrl(), replicaName);
  replica = new Client({ connectionString: env.DATABASE_READ_URL });
  await replica.connect();
});
const suite = useSuiteApp(env);
afterAll(async () => {
  await replica?.end();
  await dropDatabase(adminUrl(), replicaName);
});

let product: FixtureProduct & { slug: string };
beforeAll(async () => {
  const found = await findProduct(suite.testApp.app.database.url, 't.name IS NULL AND p.stock >= 200');
  const { rows } = await suite.db.query<{ slug: string }>(`SELECT slug FROM product WHERE id = $1`, [found.id]);
  product = { ...found, slug: rows[0]!.slug };
  await suite.db.query(`UPDATE product SET stock = 100 WHERE id = $1`, [product.id]);
  await replica.query(`UPDATE product SET name = name || $2, stock = 77 WHERE id = $1`, [product.id, REPLICA_SUFFIX]);
});

/** A signed-in shopper made straight in the tables (the session service writes the primary). */
async function signedIn(): Promise<{ api: GraphQLClient; id: string }> {
  const { rows } = await suite.db.query<{ id: string }>(
    `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
     VALUES ('replica.' || gen_random_uuid() || '@example.com', 'Ada', 'Lovelace', '1980-01-01', 'x') RETURNING id`,
  );
  const api = new GraphQLClient(suite.testApp.url);
  api.setCookie(SESSION_COOKIE, await suite.testApp.app.services.sessions.create(rows[0]!.id));
  return { api, id: rows[0]!.id };
}

/** The same signed-in browser without the cookie its earlier writes earned. */
function sameSessionOnly(api: GraphQLClient): GraphQLClient {
  const fresh = new GraphQLClient(suite.testApp.url, api.clientIp);
  fresh.setCookie(SESSION_COOKIE, api.cookie(SESSION_COOKIE)!);
  return fresh;
}

const productPage = async (api: GraphQLClient) =>
  (await api.data(ProductPageDocument, { slug: product.slug })).product!;
const primaryStock = async () =>
  (await suite.db.query<{ stock: number }>(`SELECT stock FROM product WHERE id = $1`, [product.id])).rows[0]!.stock;

describe('with DATABASE_READ_URL', () => {
  it('serves the product page and the search from the read database', async () => {
    const visitor = new GraphQLClient(suite.testApp.url);
    expect(await productPage(visitor)).toMatchObject({ name: product.name + REPLICA_SUFFIX, stock: 77 });
    const found = await visitor.data(SearchProductsDocument, { input: { search: product.name, pageSize: 50 } });
    expect(found.searchProducts.products.find((p) => p.id === product.id)?.name).toBe(product.name + REPLICA_SUFFIX);
    expect(visitor.cookie(PRIMARY_READS_COOKIE)).toBeUndefined();
  });

  it('runs a mutation on the primary and keeps that visitor, not another, on the primary afterwards', async () => {
    const shopper = new GraphQLClient(suite.testApp.url);
    const other = new GraphQLClient(suite.testApp.url);
    const added = await shopper.request(AddToCartDocument, { productId: product.id });
    expect(added.headers.getSetCookie().find((c) => c.startsWith(`${PRIMARY_READS_COOKIE}=`))).toMatch(
      /Max-Age=10\b.*HttpOnly|HttpOnly.*Max-Age=10\b/,
    );
    // The cart prices what it holds from the primary.
    expect(added.data?.addToCart.lines[0]?.product.name).toBe(product.name);
    const cartId = added.data!.addToCart.id;
    const inPrimary = await suite.db.query(
      `SELECT 1 FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.id = $1`,
      [cartId],
    );
    expect(inPrimary.rowCount).toBe(1);

    expect(await productPage(shopper)).toMatchObject({ name: product.name, stock: await primaryStock() });
    expect(await productPage(other)).toMatchObject({ name: product.name + REPLICA_SUFFIX, stock: 77 });
  });

  it("shows the primary's stock on the product page right after the customer's own order", async () => {
    const { api: shopper } = await signedIn();
    const before = await primaryStock();
    await shopper.data(AddToCartDocument, { productId: product.id, quantity: 2 });
    const session = sameSessionOnly(shopper);
    expect(await productPage(session)).toMatchObject({ stock: 77 });
    const placed = await session.data(PlaceOrderDocument, {
      input: { idempotencyKey: `replica-${replicaName}`, address: ARIZONA },
    });
    expect(placed.placeOrder.__typename).toBe('OrderPlaced');
    expect(session.cookie(PRIMARY_READS_COOKIE)).toBe('1');
    expect(await productPage(session)).toMatchObject({ name: product.name, stock: before - 2 });
    expect(await productPage(new GraphQLClient(suite.testApp.url))).toMatchObject({ stock: 77 });
  });

  it('keeps a legacy REST write on the primary and marks the visitor too', async () => {
    const { api: shopper, id } = await signedIn();
    const rest = new RestClient(suite.testApp.url, shopper);
    const saved = await rest.form('/requests/shipping/', legacyPhoenix(id, { state: 'AZ' }));
    expect(saved.status).toBe(200);
    expect(shopper.cookie(PRIMARY_READS_COOKIE)).toBe('1');
  });

  it('joins the primary with a read made in a unit of work', async () => {
    const { sql } = suite.testApp.app.services;
    const nameOf = async () =>
      (await sql.read<{ name: string }>(`SELECT name FROM product WHERE id = $1`, [product.id]))[0]!.name;
    expect(await nameOf()).toBe(product.name + REPLICA_SUFFIX);
    expect(await sql.transaction(nameOf)).toBe(product.name);
  });

  it('is ready when both databases answer', async () => {
    const ready = await fetch(`${suite.testApp.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});

describe('without DATABASE_READ_URL', () => {
  it('reads everything from the one database, through one pool', async () => {
    const single = await startTestApp();
    try {
      expect(single.app.database.readUrl).toBeUndefined();
      expect(single.app.services.sql.readsPrimary).toBe(true);
      const visitor = new GraphQLClient(single.url);
      const page = (await visitor.data(ProductPageDocument, { slug: product.slug })).product;
      expect(page?.name).toBe(product.name);
    } finally {
      await single.stop();
    }
  });
});
