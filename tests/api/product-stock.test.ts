import {
  AddToCartDocument,
  CartDocument,
  PlaceOrderDocument,
  type PlaceOrderMutation,
  ProductPageDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA, legacyPhoenix } from '../support/addresses';
import { type FixtureProduct, findProducts } from '../support/catalog-fixtures';
import type { GraphQLClient } from '../support/graphql-client';
import { RestClient } from '../support/rest-client';
import { useSuiteApp } from '../support/suite-app';
import { retryWhileBusy } from '../support/busy-retry';
import { signedInShoppers } from '../support/shoppers';

const suite = useSuiteApp();
let keySeq = 0;
const newKey = () => `stock-${process.pid}-${++keySeq}`;

async function stockOf(product: FixtureProduct): Promise<number> {
  const { rows } = await suite.db.query<{ stock: number }>(`SELECT stock FROM product WHERE id = $1`, [product.id]);
  return rows[0]!.stock;
}

const setStock = (product: FixtureProduct, stock: number) =>
  suite.db.query(`UPDATE product SET stock = $2 WHERE id = $1`, [product.id, stock]);

async function orderCount(): Promise<number> {
  return (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_order`)).rows[0]!.n;
}

/** Places the cart's order; a busy answer is asked again with the same key, as a shopper pressing Place order again does. */
const placeOrder = (api: GraphQLClient) => {
  const idempotencyKey = newKey();
  return retryWhileBusy(() => api.data(PlaceOrderDocument, { input: { idempotencyKey, address: ARIZONA } }));
};

function refusalOf(result: PlaceOrderMutation) {
  if (result.placeOrder.__typename !== 'InputErrors') throw new Error('the order was placed');
  return result.placeOrder.errors;
}

/** General goods that every state takes, so no shipping rule stands in the way. */
let goods: FixtureProduct[];
beforeAll(async () => {
  goods = await findProducts(suite.testApp.app.database.url, `t.name IS NULL AND p.stock >= 200`, 3);
});

describe('stock', () => {
  it('is taken off by each order placed, and the product page shows what is left', async () => {
    const [a, b] = goods as [FixtureProduct, FixtureProduct];
    const [before, beforeB] = [await stockOf(a), await stockOf(b)];
    const { api } = (await signedInShoppers(suite, 1))[0]!;
    await api.data(AddToCartDocument, { productId: a.id, quantity: 2 });
    await api.data(AddToCartDocument, { productId: b.id, quantity: 3 });
    expect((await placeOrder(api)).placeOrder.__typename).toBe('OrderPlaced');
    expect(await stockOf(a)).toBe(before - 2);
    expect(await stockOf(b)).toBe(beforeB - 3);

    await setStock(a, 4);
    const { rows } = await suite.db.query<{ slug: string }>(`SELECT slug FROM product WHERE id = $1`, [a.id]);
    const page = await api.data(ProductPageDocument, { slug: rows[0]!.slug });
    expect(page.product).toMatchObject({ stock: 4, availability: 'LOW_STOCK' });
    await setStock(a, 0);
    expect((await api.data(ProductPageDocument, { slug: rows[0]!.slug })).product?.availability).toBe('OUT_OF_STOCK');
  });

  it('refuses an order for more than is left, naming the product, and places and takes nothing', async () => {
    const [a, b] = goods as [FixtureProduct, FixtureProduct];
    await setStock(a, 3);
    await setStock(b, 50);
    const { api } = (await signedInShoppers(suite, 1))[0]!;
    await api.data(AddToCartDocument, { productId: a.id, quantity: 5 });
    await api.data(AddToCartDocument, { productId: b.id, quantity: 2 });
    const orders = await orderCount();

    expect(refusalOf(await placeOrder(api))).toEqual([
      {
        __typename: 'FieldError',
        field: 'lines',
        code: 'OUT_OF_STOCK',
        message: `Only 3 of ${a.name} are left. Lower the quantity or remove it.`,
      },
    ]);
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(a)).toBe(3);
    expect(await stockOf(b)).toBe(50);
    expect((await api.data(CartDocument)).cart.lines).toHaveLength(2);

    await setStock(a, 0);
    expect(refusalOf(await placeOrder(api))[0]?.message).toBe(
      `${a.name} is out of stock. Remove it to place the order.`,
    );
    await setStock(a, 5);
    expect((await placeOrder(api)).placeOrder.__typename).toBe('OrderPlaced');
    expect(await stockOf(a)).toBe(0);
    expect(await stockOf(b)).toBe(48);
  });

  it('refuses the legacy order call with 409 and the same sentence', async () => {
    const [, , c] = goods as [FixtureProduct, FixtureProduct, FixtureProduct];
    await setStock(c, 1);
    const { api, id } = (await signedInShoppers(suite, 1))[0]!;
    const rest = new RestClient(suite.testApp.url, api);
    const saved = await rest.form('/requests/shipping/', legacyPhoenix(id, { state: 'AZ' }));
    const shipid = saved.json.id as string;
    const data = JSON.stringify({ logid: id, shipid, data: [{ id: c.id, qty: 2 }] });
    const answer = await rest.form('/requests/orders/', { logid: id, shipid, data });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({
      status: 'error',
      message: `Only 1 of ${c.name} is left. Lower the quantity or remove it.`,
    });
    expect(await stockOf(c)).toBe(1);
  });

  it('sells exactly the last 10 units to 200 customers ordering one each at the same moment', async () => {
    const [product] = goods as [FixtureProduct];
    await setStock(product, 10);
    const crowd = await signedInShoppers(suite, 200);
    await Promise.all(crowd.map(({ api }) => api.data(AddToCartDocument, { productId: product.id, quantity: 1 })));
    const orders = await orderCount();

    const results = await Promise.all(crowd.map(({ api }) => placeOrder(api)));

    const placed = results.filter((r) => r.placeOrder.__typename === 'OrderPlaced');
    expect(placed).toHaveLength(10);
    const refused = results.filter((r) => r.placeOrder.__typename === 'InputErrors').map(refusalOf);
    expect(refused).toHaveLength(190);
    expect(refused.every((errors) => errors[0]?.code === 'OUT_OF_STOCK')).toBe(true);
    expect(await orderCount()).toBe(orders + 10);
    expect(await stockOf(product)).toBe(0);
    const { rows } = await suite.db.query<{ n: number }>(
      `SELECT coalesce(sum(quantity), 0)::int AS n FROM order_line WHERE product_id = $1 AND order_id IN
         (SELECT id FROM customer_order WHERE customer_id = ANY ($2::uuid[]))`,
      [product.id, crowd.map((c) => c.id)],
    );
    expect(rows[0]!.n).toBe(10);
  }, 60_000);
});
