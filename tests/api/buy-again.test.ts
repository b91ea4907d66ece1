import {
  AddToCartDocument,
  BuyAgainDocument,
  CartDocument,
  OrderDocument,
  PlaceOrderDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let hardware: FixtureProduct;
let other: FixtureProduct;
let vape: FixtureProduct;
let keySeq = 0;

async function shopper(): Promise<GraphQLClient> {
  const api = new GraphQLClient(suite.testApp.url);
  await signUpCustomer(api, suite.testApp.app.database.url);
  return api;
}

/** Orders these lines to Arizona and answers the order number; the cart is empty after. */
async function order(api: GraphQLClient, lines: [FixtureProduct, number][]): Promise<string> {
  for (const [product, quantity] of lines) await api.data(AddToCartDocument, { productId: product.id, quantity });
  const placed = await api.data(PlaceOrderDocument, {
    input: { idempotencyKey: `again-${process.pid}-${++keySeq}`, address: ARIZONA },
  });
  if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placed.placeOrder));
  return placed.placeOrder.order.orderNumber;
}

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  hardware = await findProduct(url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  other = await findProduct(url, `t.name IS NULL AND p.id <> ${hardware.id}`);
  vape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Tobacco'`);
});

describe('buy again', () => {
  it("puts the order's lines back in the cart, adding to what is there", async () => {
    const api = await shopper();
    const number = await order(api, [
      [hardware, 2],
      [other, 1],
    ]);
    await api.data(AddToCartDocument, { productId: hardware.id, quantity: 1 });
    const again = await api.data(BuyAgainDocument, { orderNumber: number.toLowerCase() });
    expect(again.buyAgain).toMatchObject({ added: 2, skipped: [] });
    const lines = (await api.data(CartDocument)).cart.lines.map((l) => [l.product.id, l.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [hardware.id, 3],
        [other.id, 1],
      ]),
    );
    expect(lines).toHaveLength(2);
  });

  it('leaves out a product that is gone and one a new state rule stops, saying why', async () => {
    const api = await shopper();
    const number = await order(api, [
      [hardware, 1],
      [other, 1],
      [vape, 1],
    ]);
    await suite.db.query(`UPDATE product SET status = 'archived' WHERE id = $1`, [other.id]);
    const rule = await suite.db.query<{ id: number }>(
      `INSERT INTO shipping_rule (state_code, kind, description, ends_kinds, effective_from, source)
       VALUES ('AZ', 'no-vape-shipping', 'a test ban', '{disposable}', current_date, 'test') RETURNING id`,
    );
    try {
      const again = await api.data(BuyAgainDocument, { orderNumber: number });
      expect(again.buyAgain.added).toBe(1);
      expect(again.buyAgain.skipped).toEqual([
        { __typename: 'SkippedLine', name: other.name, reason: 'no longer available' },
        { __typename: 'SkippedLine', name: vape.name, reason: expect.stringContaining('Arizona') },
      ]);
      expect(again.buyAgain.cart.lines.map((l) => l.product.id)).toEqual([hardware.id]);
    } finally {
      await suite.db.query(`UPDATE product SET status = 'active' WHERE id = $1`, [other.id]);
      await suite.db.query(`DELETE FROM shipping_rule WHERE id = $1`, [rule.rows[0]!.id]);
    }
  });

  it("answers another customer's order exactly as one that does not exist, and changes no cart", async () => {
    const owner = await shopper();
    const number = await order(owner, [[hardware, 1]]);
    const stranger = await shopper();
    const theirs = await stranger.request(BuyAgainDocument, { orderNumber: number });
    const none = await stranger.request(BuyAgainDocument, { orderNumber: 'ESI-999999999' });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(none.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.errors?.[0]?.message.replace(number, 'N')).toBe(
      none.errors?.[0]?.message.replace('ESI-999999999', 'N'),
    );
    expect((await stranger.data(CartDocument)).cart.lines).toEqual([]);
  });

  it("links an order's lines to their products while they are sold", async () => {
    const api = await shopper();
    const number = await order(api, [
      [hardware, 1],
      [other, 1],
    ]);
    await suite.db.query(`UPDATE product SET status = 'archived' WHERE id = $1`, [other.id]);
    try {
      const { order: placed } = await api.data(OrderDocument, { orderNumber: number });
      const { rows } = await suite.db.query<{ slug: string }>(`SELECT slug FROM product WHERE id = $1`, [hardware.id]);
      expect(placed?.lines.map((l) => l.product?.slug ?? null)).toEqual([rows[0]!.slug, null]);
    } finally {
      await suite.db.query(`UPDATE product SET status = 'active' WHERE id = $1`, [other.id]);
    }
  });

  it('needs a session', async () => {
    const guest = new GraphQLClient(suite.testApp.url);
    const answer = await guest.request(BuyAgainDocument, { orderNumber: 'ESI-100001' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
