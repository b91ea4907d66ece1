import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';
import {
  AddToCartDocument,
  CartDocument,
  OrderDocument,
  OrdersDocument,
  PlaceOrderDocument,
  SaveShippingAddressDocument,
  type ShippingAddressInput,
  ShippingAddressesDocument,
  ShippingRestrictionsDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let db: Client;
let bong: FixtureProduct;
let mintVape: FixtureProduct;
let tobaccoVape: FixtureProduct;
let cheap: FixtureProduct;

const arizona: ShippingAddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
};
let keySeq = 0;
const newKey = () => `checkout-${process.pid}-${++keySeq}`;

async function shopper(): Promise<GraphQLClient> {
  const api = new GraphQLClient(testApp.url);
  await signUpCustomer(api, testApp.app.database.url);
  return api;
}

async function orderCount(): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_order`)).rows[0]!.n;
}

beforeAll(async () => {
  testApp = await startTestApp();
  db = new Client({ connectionString: testApp.app.database.url });
  await db.connect();
  const url = testApp.app.database.url;
  bong = await findProduct(url, 'p.price_cents = 8999 AND t.name IS NULL');
  mintVape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Mint'`);
  tobaccoVape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Tobacco'`);
  cheap = await findProduct(url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
});
afterAll(async () => {
  await db.end();
  await testApp.stop();
});

describe('placing an order', () => {
  it('orders the cart at catalogue prices, with the first-purchase discount once, and empties the cart', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap!.id, quantity: 2 });
    const first = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
    expect(first.placeOrder.__typename).toBe('OrderPlaced');
    if (first.placeOrder.__typename !== 'OrderPlaced') return;
    const { order } = first.placeOrder;
    expect(order.orderNumber).toMatch(/^ESI-\d{6,}$/);
    expect(order).toMatchObject({
      status: 'PENDING_APPROVAL',
      itemCount: 2,
      subtotal: cheap!.price * 2,
      discount: 1000,
      shipping: 799,
      total: cheap!.price * 2 - 1000 + 799,
      shipTo: { city: 'Phoenix', state: 'AZ', stateName: 'Arizona' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ productId: cheap!.id, name: cheap!.name, quantity: 2, unitPrice: cheap!.price }),
    ]);
    expect((await api.data(CartDocument)).cart.lines).toEqual([]);
    // The new address was saved with the order.
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toHaveLength(1);

    await api.data(AddToCartDocument, { productId: bong!.id });
    const second = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
    expect(second.placeOrder).toMatchObject({ order: { discount: 0, shipping: 0, total: 8999 } });
    // The same address again is the one saved, not a second copy.
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toHaveLength(1);
  });

  it('snapshots the price: a later catalogue change does not touch the order', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap!.id });
    const placed = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
    const number = placed.placeOrder.__typename === 'OrderPlaced' ? placed.placeOrder.order.orderNumber : '';
    await db.query(`UPDATE product SET price_cents = price_cents + 500 WHERE id = $1`, [cheap!.id]);
    try {
      const { order } = await api.data(OrderDocument, { orderNumber: number });
      expect(order?.lines[0]?.unitPrice).toBe(cheap!.price);
    } finally {
      await db.query(`UPDATE product SET price_cents = $2 WHERE id = $1`, [cheap!.id, cheap!.price]);
    }
  });

  it('returns the same order when a submit is retried, also concurrently', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap!.id });
    const key = newKey();
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: arizona } }),
      ),
    );
    const numbers = new Set(
      results.map((r) => (r.placeOrder.__typename === 'OrderPlaced' ? r.placeOrder.order.orderNumber : 'refused')),
    );
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^ESI-/);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses the same key with a different request as a conflict, and places nothing', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap!.id });
    const key = newKey();
    const first = await api.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: arizona } });
    expect(first.placeOrder.__typename).toBe('OrderPlaced');
    await api.data(AddToCartDocument, { productId: cheap!.id });
    const before = await orderCount();
    const elsewhere = { ...arizona, address: '1 Other Street' };
    const reused = await api.request(PlaceOrderDocument, { input: { idempotencyKey: key, address: elsewhere } });
    expect(reused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(reused.errors?.[0]?.message).toMatch(/already used for a different order/);
    expect(await orderCount()).toBe(before);
    expect((await api.data(CartDocument)).cart.lines).toHaveLength(1);
    // The same request under that key is a retry: it answers the first order, however it is spaced.
    const retry = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: key, address: { ...arizona, city: ' phoenix ' } },
    });
    expect(retry.placeOrder.__typename === 'OrderPlaced' && retry.placeOrder.order.orderNumber).toBe(
      first.placeOrder.__typename === 'OrderPlaced' && first.placeOrder.order.orderNumber,
    );
  });

  it('sweeps expired idempotency keys, and only those', async () => {
    const api = await shopper();
    const keys = [newKey(), newKey()];
    for (const key of keys) {
      await api.data(AddToCartDocument, { productId: cheap!.id });
      await api.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: arizona } });
    }
    await db.query(`UPDATE order_idempotency_key SET expires_at = now() - interval '1 second' WHERE key = $1`, [
      keys[0],
    ]);
    expect(await testApp.app.services.placeOrders.sweepExpiredKeys()).toBe(1);
    const left = await db.query<{ key: string }>(`SELECT key FROM order_idempotency_key WHERE key = ANY($1)`, [keys]);
    expect(left.rows.map((r) => r.key)).toEqual([keys[1]]);
  });

  it('refuses to ship vape products to a state that bans it, naming the state and the lines, and changes nothing', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: mintVape!.id });
    await api.data(AddToCartDocument, { productId: bong!.id });
    const before = await orderCount();
    const { placeOrder } = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: { ...arizona, state: 'NY', city: 'Albany', zipcode: '12207' } },
    });
    expect(placeOrder).toMatchObject({
      __typename: 'InputErrors',
      errors: [{ field: 'state', code: 'SHIPPING_RESTRICTED' }],
    });
    if (placeOrder.__typename === 'InputErrors') {
      expect(placeOrder.message).toContain('New York');
      expect(placeOrder.message).toContain(mintVape!.name);
      expect(placeOrder.message).not.toContain(bong!.name);
    }
    expect(await orderCount()).toBe(before);
    expect((await api.data(CartDocument)).cart.lines).toHaveLength(2);
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
  });

  it('applies flavor bans by their effective date: California refuses mint but takes tobacco', async () => {
    const api = await shopper();
    const california = { ...arizona, state: 'California', city: 'Fresno', zipcode: '93721' };
    await api.data(AddToCartDocument, { productId: mintVape!.id });
    const refused = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: california } });
    expect(refused.placeOrder).toMatchObject({ errors: [{ code: 'SHIPPING_RESTRICTED' }] });

    await api.data(SaveShippingAddressDocument, { input: california });
    // Every California rule (its flavour ban, its directory) a century later, then back.
    await db.query(`UPDATE shipping_rule SET effective_from = effective_from + 36500 WHERE state_code = 'CA'`);
    try {
      const later = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: california } });
      expect(later.placeOrder.__typename).toBe('OrderPlaced');
    } finally {
      await db.query(`UPDATE shipping_rule SET effective_from = effective_from - 36500 WHERE state_code = 'CA'`);
    }
    await api.data(AddToCartDocument, { productId: tobaccoVape!.id });
    const tobacco = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: california } });
    expect(tobacco.placeOrder.__typename).toBe('OrderPlaced');
  });

  it('refuses an empty cart and a product that no longer exists', async () => {
    const api = await shopper();
    const empty = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
    expect(empty.placeOrder).toMatchObject({ message: 'Your cart is empty.' });

    await api.data(AddToCartDocument, { productId: cheap!.id });
    await db.query(`UPDATE product SET status = 'archived' WHERE id = $1`, [cheap!.id]);
    try {
      const gone = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
      expect(gone.placeOrder).toMatchObject({ errors: [{ code: 'PRODUCT_UNAVAILABLE' }] });
    } finally {
      await db.query(`UPDATE product SET status = 'active' WHERE id = $1`, [cheap!.id]);
    }
  });

  it('needs a session and a valid address', async () => {
    const guest = new GraphQLClient(testApp.url);
    await guest.data(AddToCartDocument, { productId: cheap!.id });
    const anonymous = await guest.request(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: arizona },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap!.id });
    const bad = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: { ...arizona, address: '' } },
    });
    expect(bad.placeOrder).toMatchObject({ errors: [{ field: 'address', message: 'This field is required' }] });
  });

  it('makes exactly 50 orders with the right totals for 50 customers ordering at once', async () => {
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    await Promise.all(shoppers.map((api) => api.data(AddToCartDocument, { productId: cheap!.id, quantity: 3 })));
    const before = await orderCount();
    const results = await Promise.all(
      shoppers.map((api) => api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } })),
    );
    expect(results.every((r) => r.placeOrder.__typename === 'OrderPlaced')).toBe(true);
    expect(await orderCount()).toBe(before + 50);
    const expected = cheap!.price * 3 - 1000 + (cheap!.price * 3 >= 8999 ? 0 : 799);
    for (const r of results)
      if (r.placeOrder.__typename === 'OrderPlaced') expect(r.placeOrder.order.total).toBe(expected);
  }, 60_000);
});

describe('order history', () => {
  it("shows only the customer's own orders, searchable by number or item, with the four counters", async () => {
    const api = await shopper();
    const numbers: string[] = [];
    for (const product of [cheap!, bong!, tobaccoVape!]) {
      await api.data(AddToCartDocument, { productId: product.id });
      const r = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
      if (r.placeOrder.__typename === 'OrderPlaced') numbers.push(r.placeOrder.order.orderNumber);
    }
    await testApp.app.services.orders.setStatus(numbers[0]!, OrderStatus.APPROVED);
    await testApp.app.services.orders.setStatus(numbers[1]!, OrderStatus.REJECTED);

    const { orders } = await api.data(OrdersDocument, { pageSize: 10 });
    expect(orders.total).toBe(3);
    expect(orders.orders.map((o) => o.orderNumber)).toEqual([...numbers].reverse());
    expect(orders.counters).toEqual({
      __typename: 'OrderCounters',
      pending: 1,
      undelivered: 1,
      delivered: 0,
      refund: 1,
    });

    const byNumber = await api.data(OrdersDocument, { search: numbers[1]!.toLowerCase() });
    expect(byNumber.orders.orders.map((o) => o.orderNumber)).toEqual([numbers[1]]);
    const byItem = await api.data(OrdersDocument, { search: bong!.name.slice(0, 8) });
    expect(byItem.orders.orders.map((o) => o.orderNumber)).toContain(numbers[1]);

    const stranger = await shopper();
    expect((await stranger.data(OrderDocument, { orderNumber: numbers[0]! })).order).toBeNull();
    expect((await stranger.data(OrdersDocument, {})).orders.total).toBe(0);
  });

  it('pages by 10, 20 or 30 only', async () => {
    const api = await shopper();
    const odd = await api.request(OrdersDocument, { pageSize: 15 });
    expect(odd.errors?.[0]?.message).toBe('The page size must be one of 10, 20, 30.');
  });

  it('moves an order only along its states, also from the staff command', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap!.id });
    const r = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: arizona } });
    const number = r.placeOrder.__typename === 'OrderPlaced' ? r.placeOrder.order.orderNumber : '';
    await expect(testApp.app.services.orders.setStatus(number, OrderStatus.DELIVERED)).rejects.toThrow(
      'An order that is Pending Approval cannot become Delivered; it can become Approved, Rejected.',
    );
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: testApp.app.database.url, NODE_ENV: 'test' };
    const { stdout } = await run(
      'npx',
      ['tsx', 'api/src/modules/orders/orders.cli.ts', 'set-status', number, 'approved'],
      { env },
    );
    expect(stdout).toContain(`${number}: Pending Approval -> Approved`);
    expect((await api.data(OrderDocument, { orderNumber: number })).order?.status).toBe('APPROVED');
  }, 30_000);
});

describe('shipping restrictions', () => {
  it('lists the rules in force from the same data', async () => {
    const { shippingRestrictions } = await new GraphQLClient(testApp.url).data(ShippingRestrictionsDocument);
    const ny = shippingRestrictions.filter((r) => r.stateCode === 'NY').map((r) => r.kind);
    expect(ny.sort()).toEqual(['flavor-ban', 'no-vape-shipping']);
    expect(shippingRestrictions.find((r) => r.stateCode === 'UT' && r.kind === 'flavor-ban')?.allowedFlavors).toEqual([
      'Menthol',
      'Tobacco',
    ]);
    expect(shippingRestrictions.filter((r) => r.kind === 'no-vape-shipping')).toHaveLength(5);
    expect(shippingRestrictions.filter((r) => r.kind === 'no-online-sales').map((r) => r.stateCode)).toEqual([
      'HI',
      'NE',
      'OR',
      'SD',
      'UT',
    ]);
  });
});
