import {
  AddToCartDocument,
  CartDocument,
  CartExciseTaxDocument,
  OrderDocument,
  PlaceOrderDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import type { GraphQLClient } from '../support/graphql-client';
import { signedInShoppers } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let disposable: FixtureProduct;
let lighter: FixtureProduct;

const address = (state: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Town',
  state,
  zipcode: '17101',
});

/** The product's wholesale cost, as the tax reads it. */
async function costOf(productId: string): Promise<number> {
  const { rows } = await suite.db.query<{ cost: number }>(
    `SELECT wholesale_cost_cents AS cost FROM product WHERE id = $1`,
    [productId],
  );
  return rows[0]!.cost;
}

async function shopperWith(lines: [FixtureProduct, number][]): Promise<GraphQLClient> {
  const { api } = (await signedInShoppers(suite, 1))[0]!;
  for (const [product, quantity] of lines) await api.data(AddToCartDocument, { productId: product.id, quantity });
  return api;
}

let key = 0;
const place = (api: GraphQLClient, state: string) =>
  api.data(PlaceOrderDocument, { input: { idempotencyKey: `tax-${++key}-${Date.now()}`, address: address(state) } });

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  disposable = await findProduct(url, `p.ends_kind = 'disposable' AND f.name = 'Tobacco'`);
  lighter = await findProduct(url, `p.ends_kind IS NULL AND p.stock > 10`);
});

describe('state excise taxes at checkout', () => {
  it('shows the cart its state’s tax as its own line, and charges and keeps exactly that with the order', async () => {
    const api = await shopperWith([
      [disposable, 3],
      [lighter, 1],
    ]);
    const cost = await costOf(disposable.id);
    // Pennsylvania: 40 % of the shop's cost, per line, rounded half up once.
    const expected = Math.floor((cost * 3 * 4000 + 5000) / 10_000);
    const { cartExciseTax } = await api.data(CartExciseTaxDocument, { state: 'PA' });
    const { cart } = await api.data(CartDocument);
    expect(cartExciseTax).toMatchObject({
      taxes: [{ name: 'Pennsylvania vapour products tax', amount: expected }],
      exciseTax: expected,
      total: cart.totals.total + expected,
    });
    expect((await api.data(CartExciseTaxDocument, { state: 'Arizona' })).cartExciseTax).toMatchObject({
      taxes: [],
      exciseTax: 0,
      total: cart.totals.total,
    });

    const { placeOrder } = await place(api, 'PA');
    if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
    const order = placeOrder.order;
    expect(order).toMatchObject({
      exciseTax: expected,
      taxes: [{ name: 'Pennsylvania vapour products tax', amount: expected }],
      total: order.subtotal - order.discount + order.shipping + expected,
    });
    expect(order.total).toBe(cartExciseTax.total);
    const { rows } = await suite.db.query(
      `SELECT t.name, t.base, t.rate, t.base_amount::int AS "baseAmount", t.tax_cents AS "taxCents"
       FROM order_tax_line t JOIN customer_order o ON o.id = t.order_id WHERE o.order_number = $1`,
      [order.orderNumber],
    );
    expect(rows).toEqual([
      {
        name: 'Pennsylvania vapour products tax',
        base: 'percent-wholesale',
        rate: 4000,
        baseAmount: cost * 3,
        taxCents: expected,
      },
    ]);

    // A later change of rate never alters an order already placed.
    await suite.db.query(`UPDATE excise_tax_rule SET rate = rate * 2 WHERE state_code = 'PA'`);
    try {
      expect((await api.data(OrderDocument, { orderNumber: order.orderNumber })).order).toMatchObject({
        exciseTax: expected,
        total: order.total,
      });
    } finally {
      await suite.db.query(`UPDATE excise_tax_rule SET rate = rate / 2 WHERE state_code = 'PA'`);
    }

    // The confirmation mail names the tax.
    const { rows: mails } = await suite.db.query<{ body: string }>(
      `SELECT body FROM outgoing_mail WHERE body LIKE $1`,
      [`%${order.orderNumber}%`],
    );
    expect(mails[0]!.body).toContain(`Pennsylvania vapour products tax: $${(expected / 100).toFixed(2)}`);
  });

  it('charges no excise tax where the state has none, or on products that are not vapour products', async () => {
    const api = await shopperWith([[disposable, 1]]);
    const arizona = (await place(api, 'AZ')).placeOrder;
    expect(arizona).toMatchObject({ order: { exciseTax: 0, taxes: [] } });
    const other = await shopperWith([[lighter, 2]]);
    expect((await place(other, 'PA')).placeOrder).toMatchObject({ order: { exciseTax: 0, taxes: [] } });
  });

  it('refuses to place an order whose tax it cannot work out, and places nothing', async () => {
    const api = await shopperWith([[disposable, 1]]);
    const before = await suite.db.query(`SELECT count(*)::int AS n FROM customer_order`);
    const cost = await costOf(disposable.id);
    await suite.db.query(`UPDATE product SET wholesale_cost_cents = 0 WHERE id = $1`, [disposable.id]);
    try {
      const refused = await api.request(PlaceOrderDocument, {
        input: { idempotencyKey: `tax-refused-${Date.now()}`, address: address('PA') },
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(refused.errors?.[0]?.message).toMatch(/wholesale cost/);
    } finally {
      await suite.db.query(`UPDATE product SET wholesale_cost_cents = $2 WHERE id = $1`, [disposable.id, cost]);
    }
    expect((await suite.db.query(`SELECT count(*)::int AS n FROM customer_order`)).rows).toEqual(before.rows);
  });
});
