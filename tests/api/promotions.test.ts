import {
  AddToCartDocument,
  CartDocument,
  OrderDocument,
  PlaceOrderDocument,
  SignUpOfferDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProducts } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { legacyPhoenix } from '../support/addresses';
import { RestClient } from '../support/rest-client';
import { signedInShoppers, givePastOrder } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let goods: FixtureProduct[];

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
};

let key = 0;
const place = (api: GraphQLClient) =>
  api.data(PlaceOrderDocument, { input: { idempotencyKey: `promo-${++key}-${Date.now()}`, address } });

async function placed(api: GraphQLClient) {
  const { placeOrder } = await place(api);
  if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
  return placeOrder.order;
}

async function shopperWith(lines: [FixtureProduct, number][], asFirstOrder = true) {
  const [shopper] = await signedInShoppers(suite, 1);
  if (!asFirstOrder) {
    // An earlier order of the customer, straight in the table: this one is not their first.
    await givePastOrder(suite, shopper!.id);
  }
  for (const [product, quantity] of lines) {
    await shopper!.api.data(AddToCartDocument, { productId: product.id, quantity });
  }
  return shopper!;
}

/** A promotion straight in its table (the back office's editor is another slice). */
async function addPromotion(columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const { rows } = await suite.db.query<{ id: number }>(
    `INSERT INTO promotion (status, ${names.join(', ')}) VALUES ('active', ${names.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING id`,
    Object.values(columns),
  );
  added.push(rows[0]!.id);
  return rows[0]!.id;
}

const endPromotion = (id: number) => suite.db.query(`UPDATE promotion SET status = 'ended' WHERE id = $1`, [id]);

beforeAll(async () => {
  goods = await findProducts(
    suite.testApp.app.database.url,
    `p.ends_kind IS NULL AND p.stock > 50 AND p.price_cents BETWEEN 1500 AND 4000`,
    10,
  );
});

/** Each test's promotions end with it, so the next prices its cart alone. */
const added: number[] = [];
afterEach(async () => {
  await suite.db.query(`UPDATE promotion SET status = 'ended' WHERE id = ANY($1::int[])`, [added.splice(0)]);
});

describe('promotions', () => {
  it("offers the seeded first-purchase promotion's words to a new account", async () => {
    const { signUpOffer } = await new GraphQLClient(suite.testApp.url).data(SignUpOfferDocument);
    expect(signUpOffer).toEqual({ __typename: 'SignUpOffer', headline: '$10 OFF', text: 'your first purchase' });
  });

  it('takes the first purchase $10 off the cart, shared over its lines, and the order keeps a line per order line', async () => {
    const [a, b] = goods as [FixtureProduct, FixtureProduct];
    const { api } = await shopperWith([
      [a, 1],
      [b, 2],
    ]);
    const { cart } = await api.data(CartDocument);
    expect(cart.totals.discount).toBe(1000);
    expect(cart.discounts).toEqual([
      { __typename: 'AppliedDiscount', name: 'First purchase', code: null, amount: 1000, freeShipping: false },
    ]);
    expect(cart.lines.map((l) => l.discount).reduce((s, d) => s + d, 0)).toBe(1000);
    expect(cart.lines.every((l) => l.discount > 0)).toBe(true);

    const order = await placed(api);
    expect(order.discount).toBe(1000);
    expect(order.total).toBe(order.subtotal - 1000 + order.shipping + order.exciseTax);
    expect(order.lines.map((l) => l.discount)).toEqual(cart.lines.map((l) => l.discount));
    expect(order.discounts).toEqual(cart.discounts);
    const { rows } = await suite.db.query<{ lines: number; promotions: number }>(
      `SELECT count(*)::int AS lines, count(DISTINCT promotion_id)::int AS promotions FROM order_discount_line d
       JOIN customer_order o ON o.id = d.order_id WHERE o.order_number = $1 AND d.target = 'line'`,
      [order.orderNumber],
    );
    expect(rows[0]).toEqual({ lines: 2, promotions: 1 });

    // The second order is no first purchase.
    await api.data(AddToCartDocument, { productId: a.id, quantity: 1 });
    expect((await api.data(CartDocument)).cart.discounts).toEqual([]);
  });

  it('prices a new promotion at once and stops it the moment staff end it', async () => {
    const [a, b] = goods as [FixtureProduct, FixtureProduct];
    const { api } = await shopperWith(
      [
        [a, 2],
        [b, 1],
      ],
      false,
    );
    expect((await api.data(CartDocument)).cart.totals.discount).toBe(0);
    const id = await addPromotion({
      name: 'Twenty off this product',
      action: 'percent-off',
      percent_bp: 2000,
      product_ids: [Number(a.id)],
    });
    const { cart } = await api.data(CartDocument);
    const expected = Math.floor((a.price * 2 * 2000 + 5000) / 10_000);
    expect(cart.lines.map((l) => l.discount)).toEqual([expected, 0]);
    expect(cart.totals.total).toBe(cart.totals.subtotal - expected + cart.totals.shipping);
    await endPromotion(id);
    expect((await api.data(CartDocument)).cart.totals.discount).toBe(0);
  });

  it('makes shipping free over its minimum and keeps the shipping waived with the order', async () => {
    const [a] = goods as [FixtureProduct];
    const { api } = await shopperWith([[a, 1]], false);
    const fee = (await api.data(CartDocument)).cart.totals.shipping;
    expect(fee).toBeGreaterThan(0);
    await addPromotion({ name: 'Ships free over $15', action: 'free-shipping', min_subtotal_cents: 1500 });
    const { cart } = await api.data(CartDocument);
    expect(cart.totals.shipping).toBe(0);
    expect(cart.discounts).toEqual([
      expect.objectContaining({ name: 'Ships free over $15', freeShipping: true, amount: fee }),
    ]);
    const order = await placed(api);
    expect(order.shipping).toBe(0);
    expect(order.total).toBe(order.subtotal + order.exciseTax);
    const { rows } = await suite.db.query(
      `SELECT target, amount_cents AS amount FROM order_discount_line d JOIN customer_order o ON o.id = d.order_id
       WHERE o.order_number = $1`,
      [order.orderNumber],
    );
    expect(rows).toEqual([{ target: 'shipping', amount: fee }]);
  });

  it('gives the last two uses of a limited promotion to two of ten orders placed at the same moment', async () => {
    const id = await addPromotion({ name: 'The last $5', action: 'fixed-off', amount_cents: 500, usage_limit: 2 });
    // Each buys another product, so that no stock row puts them in line: only the promotion's count does.
    const racers = await Promise.all(goods.map((product) => shopperWith([[product, 1]], false)));
    for (const { api } of racers) expect((await api.data(CartDocument)).cart.totals.discount).toBe(500);

    const orders = await Promise.all(racers.map(({ api }) => placed(api)));

    expect(orders.filter((o) => o.discount === 500)).toHaveLength(2);
    expect(orders.filter((o) => o.discount === 0)).toHaveLength(8);
    const { rows } = await suite.db.query<{ uses: number; redemptions: number }>(
      `SELECT uses, (SELECT count(*)::int FROM promotion_redemption WHERE promotion_id = $1) AS redemptions
       FROM promotion WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ uses: 2, redemptions: 2 });
  });

  it('counts a use per customer and stops at their limit', async () => {
    const [a] = goods as [FixtureProduct];
    await addPromotion({
      name: 'Once each',
      action: 'fixed-off',
      amount_cents: 300,
      per_customer_limit: 1,
    });
    const { api } = await shopperWith([[a, 1]], false);
    expect((await placed(api)).discount).toBe(300);
    await api.data(AddToCartDocument, { productId: a.id, quantity: 1 });
    expect((await api.data(CartDocument)).cart.totals.discount).toBe(0);
    expect((await placed(api)).discount).toBe(0);
  });

  it('prices the legacy order call with the automatic promotions, its answer unchanged', async () => {
    const [a] = goods as [FixtureProduct];
    const { api, id } = await shopperWith([]);
    const rest = new RestClient(suite.testApp.url, api);
    const saved = await rest.form('/requests/shipping/', legacyPhoenix(id, { state: 'AZ' }));
    const data = JSON.stringify({ logid: id, shipid: saved.json.id, data: [{ id: a.id, qty: 1 }] });
    const answer = await rest.form('/requests/orders/', { logid: id, shipid: String(saved.json.id), data });
    expect(answer.json).toMatchObject({ status: 'success', message: 'Order placed' });
    const { order } = await api.data(OrderDocument, { orderNumber: String(answer.json.orderno) });
    expect(order).toMatchObject({ discount: 1000, discounts: [expect.objectContaining({ name: 'First purchase' })] });
    expect(order!.total).toBe(a.price - 1000 + order!.shipping + order!.exciseTax);
  });
});
