import { Client } from 'pg';
import {
  AddToCartDocument,
  CartDocument,
  OrderDocument,
  OrdersDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct, findProducts } from '../support/catalog-fixtures';
import { payInFull } from '../support/payments';
import { RestClient } from '../support/rest-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let db: Client;
let cheap: FixtureProduct;
let other: FixtureProduct;
let mintVape: FixtureProduct;
let tobaccoVape: FixtureProduct;

const client = () => new RestClient(testApp.url);
const money = (cents: number) => (cents / 100).toFixed(2);

interface Shopper {
  rest: RestClient;
  id: string;
  /** A saved address in Arizona. */
  shipid: string;
}

async function shopper(state = 'AZ', zipcode = '85004'): Promise<Shopper> {
  const rest = client();
  const { id } = await signUpCustomer(rest.browser, testApp.app.database.url);
  const saved = await rest.form('/requests/shipping/', {
    firstname: 'Ada',
    lastname: 'Lovelace',
    address: '12 Analytical Way',
    city: 'Somewhere',
    state,
    zipcode,
    logid: id,
  });
  return { rest, id, shipid: saved.json.id as string };
}

type Line = {
  category?: string;
  subcategory?: string;
  item?: string;
  qty: string | number;
  srate?: string;
  id?: string;
};

/** The fields of call 10, `data` being the JSON string the old checkout builds. */
function orderFields(s: Shopper, lines: Line[], extra: Record<string, unknown> = {}) {
  const data = JSON.stringify({ logid: s.id, shipid: s.shipid, data: lines, ...extra });
  return { logid: s.id, shipid: s.shipid, data };
}

const line = (product: FixtureProduct, qty: string | number = 1, srate = '0.01'): Line => ({
  category: 'Whatever',
  subcategory: 'Whatever',
  item: product.name,
  qty,
  srate,
});

async function orderCount(): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_order`)).rows[0]!.n;
}

beforeAll(async () => {
  testApp = await startTestApp();
  db = new Client({ connectionString: testApp.app.database.url });
  await db.connect();
  const url = testApp.app.database.url;
  [cheap, other] = (await findProducts(url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL', 2)) as [
    FixtureProduct,
    FixtureProduct,
  ];
  mintVape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Mint'`);
  // Listed in Virginia's directory (the demo lists its tobacco vapour products).
  tobaccoVape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Tobacco'`);
});
afterAll(async () => {
  await db.end();
  await testApp.stop();
});

describe('call 10: placing an order', () => {
  it('places the order at catalogue prices whatever srate says, and GraphQL shows it in the history', async () => {
    const s = await shopper();
    const { status, json } = await s.rest.form('/esi-api/requests/orders/', orderFields(s, [line(cheap, '2', '0.01')]));
    expect(status).toBe(200);
    expect(json).toEqual({
      status: 'success',
      message: 'Order placed',
      orderno: expect.stringMatching(/^ESI-\d{6,}$/),
    });
    const { orders } = await s.rest.browser.data(OrdersDocument, {});
    expect(orders.orders.map((o) => o.orderNumber)).toEqual([json.orderno]);
    const { order } = await s.rest.browser.data(OrderDocument, { orderNumber: json.orderno as string });
    expect(order?.lines).toEqual([
      expect.objectContaining({ productId: cheap.id, quantity: 2, unitPrice: cheap.price, lineTotal: cheap.price * 2 }),
    ]);
    expect(order?.subtotal).toBe(cheap.price * 2);
    expect(orders.orders[0]!.total).toBe(order!.total);
    expect(order?.shipTo).toMatchObject({ state: 'AZ', address: '12 Analytical Way' });
  });

  it('finds the item by its exact name in any case, lets a given id win over the name, and leaves the cart alone', async () => {
    const s = await shopper();
    await s.rest.browser.data(AddToCartDocument, { productId: other.id });
    const lines = [
      { ...line(cheap, 1), item: `  ${cheap.name.toUpperCase()} ` },
      { ...line(cheap, 3), id: other.id },
    ];
    const { json } = await s.rest.urlencoded('/requests/orders', orderFields(s, lines));
    const { order } = await s.rest.browser.data(OrderDocument, { orderNumber: json.orderno as string });
    expect(order?.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [cheap.id, 1],
      [other.id, 3],
    ]);
    const { cart } = await s.rest.browser.data(CartDocument);
    expect(cart.lines.map((l) => l.product.id)).toEqual([other.id]);
  });

  it('answers the same order number for an identical retry, also concurrent ones, and places one order', async () => {
    const s = await shopper();
    const fields = orderFields(s, [line(cheap, 2), line(other, 1)]);
    const before = await orderCount();
    const answers = await Promise.all([1, 2, 3].map(() => s.rest.form('/requests/orders/', fields)));
    const again = await s.rest.json('/requests/orders/', orderFields(s, [line(other, 1), line(cheap, 2, '9.99')]));
    const numbers = new Set([...answers, again].map((a) => a.json.orderno));
    expect(numbers.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // A different basket is a different order.
    const more = await s.rest.form('/requests/orders/', orderFields(s, [line(cheap, 3), line(other, 1)]));
    expect(numbers.has(more.json.orderno)).toBe(false);
    expect(await orderCount()).toBe(before + 2);
  });

  it('places the same basket again once the retry window of 10 minutes has passed', async () => {
    const s = await shopper();
    const fields = orderFields(s, [line(cheap, 1)]);
    const first = await s.rest.form('/requests/orders/', fields);
    // Eleven minutes pass for the key that placed the first order.
    await db.query(
      `UPDATE order_idempotency_key SET created_at = created_at - interval '11 minutes',
         expires_at = expires_at - interval '11 minutes'
       WHERE order_id = (SELECT id FROM customer_order WHERE order_number = $1)`,
      [first.json.orderno],
    );
    const later = await s.rest.form('/requests/orders/', fields);
    expect(later.status).toBe(200);
    expect(later.json.orderno).not.toBe(first.json.orderno);
    const retry = await s.rest.form('/requests/orders/', fields);
    expect(retry.json.orderno).toBe(later.json.orderno);
  });

  it('uses the Idempotency-Key header when sent: new key, new order; same key, same order', async () => {
    const s = await shopper();
    const fields = orderFields(s, [line(cheap, 1)]);
    const first = await s.rest.form('/requests/orders/', fields, { 'idempotency-key': 'checkout-a' });
    const second = await s.rest.form('/requests/orders/', fields, { 'idempotency-key': 'checkout-b' });
    const retry = await s.rest.form('/requests/orders/', fields, { 'idempotency-key': 'checkout-b' });
    expect(first.json.orderno).not.toBe(second.json.orderno);
    expect(retry.json.orderno).toBe(second.json.orderno);
  });

  it('refuses an Idempotency-Key reused for different lines with 409, and places nothing', async () => {
    const s = await shopper();
    const first = await s.rest.form('/requests/orders/', orderFields(s, [line(cheap, 1)]), {
      'idempotency-key': 'checkout-c',
    });
    expect(first.status).toBe(200);
    const before = await orderCount();
    const other = await s.rest.form('/requests/orders/', orderFields(s, [line(cheap, 2)]), {
      'idempotency-key': 'checkout-c',
    });
    expect(other.status).toBe(409);
    expect(JSON.stringify(other.json)).toMatch(/already used for a different order/);
    expect(await orderCount()).toBe(before);
  });

  it('refuses bad data with 400 in the legacy error shape, and places nothing', async () => {
    const s = await shopper();
    const before = await orderCount();
    const cases: [Record<string, string>, string][] = [
      [{ ...orderFields(s, []), data: '{"data": [' }, 'The field "data" is not valid JSON.'],
      [{ ...orderFields(s, []), data: '[]' }, 'The field "data" must be a JSON object with a list of lines in "data".'],
      [orderFields(s, []), 'The order has no lines.'],
      [orderFields(s, [line(cheap, 0)]), 'The quantity must be a whole number from 1 to 99.'],
      [orderFields(s, [line(cheap, '100')]), 'The quantity must be a whole number from 1 to 99.'],
      [orderFields(s, [line(cheap, 1.5)]), 'The quantity must be a whole number from 1 to 99.'],
      [orderFields(s, [line(cheap, 'two')]), 'The quantity must be a whole number from 1 to 99.'],
      [orderFields(s, [line(cheap, 60), line(cheap, 40)]), 'The quantity must be a whole number from 1 to 99.'],
      [orderFields(s, [{ qty: 1 }]), 'Each order line needs an "item" or an "id".'],
    ];
    for (const [fields, message] of cases) {
      const { status, json } = await s.rest.form('/requests/orders/', fields);
      expect({ status, json }).toEqual({ status: 400, json: { status: 'error', message } });
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown product, an unknown id and an unknown address with 404, placing nothing', async () => {
    const s = await shopper();
    const before = await orderCount();
    const byName = await s.rest.form(
      '/requests/orders/',
      orderFields(s, [line(cheap), { item: 'No Such Vape', qty: 1 }]),
    );
    expect(byName).toMatchObject({
      status: 404,
      json: { status: 'error', message: 'There is no product named "No Such Vape".' },
    });
    const byId = await s.rest.form('/requests/orders/', orderFields(s, [{ id: '9999999', qty: 1 }]));
    expect(byId).toMatchObject({
      status: 404,
      json: { status: 'error', message: 'Product 9999999 is not in the catalogue.' },
    });
    const nowhere = { ...orderFields(s, [line(cheap)]), shipid: '00000000-0000-4000-8000-000000000000' };
    nowhere.data = JSON.stringify({ data: [line(cheap)] });
    const address = await s.rest.form('/requests/orders/', nowhere);
    expect(address).toMatchObject({
      status: 404,
      json: { status: 'error', message: 'That shipping address was not found.' },
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses what a state rule forbids with 422 and its message, placing nothing', async () => {
    const s = await shopper('NY', '12207');
    const before = await orderCount();
    const { status, json } = await s.rest.form('/requests/orders/', orderFields(s, [line(mintVape), line(cheap)]));
    expect(status).toBe(422);
    expect(json.status).toBe('error');
    expect(json.message).toContain('New York');
    expect(json.message).toContain(mintVape.name);
    expect(json.message).not.toContain(cheap.name);
    expect(await orderCount()).toBe(before);
  });

  it("refuses more units than a state's per-order limit with 422 and its message, and takes the limit", async () => {
    const s = await shopper('VA', '23219');
    const before = await orderCount();
    const refused = await s.rest.form('/requests/orders/', orderFields(s, [line(tobaccoVape, 3), line(cheap)]));
    expect(refused.status).toBe(422);
    expect(refused.json.message).toContain(`${tobaccoVape.name} — Virginia allows at most 2 of these per order (`);
    expect(refused.json.message).not.toContain(cheap.name);
    expect(await orderCount()).toBe(before);
    const placed = await s.rest.form('/requests/orders/', orderFields(s, [line(tobaccoVape, 2), line(cheap)]));
    expect(placed).toMatchObject({ status: 200, json: { status: 'success' } });
  });

  it('answers 401 without a session and 403 for a forged logid, outside or inside data', async () => {
    const s = await shopper();
    const intruder = await shopper();
    const before = await orderCount();
    const anonymous = await client().form('/requests/orders/', orderFields(s, [line(cheap)]));
    expect(anonymous).toMatchObject({ status: 401, json: { status: 'error', message: 'User ID missing!' } });
    const outside = await intruder.rest.form('/requests/orders/', {
      ...orderFields(intruder, [line(cheap)]),
      logid: s.id,
    });
    expect(outside.status).toBe(403);
    expect(outside.json.status).toBe('error');
    const inside = await intruder.rest.form('/requests/orders/', orderFields(intruder, [line(cheap)], { logid: s.id }));
    expect(inside.status).toBe(403);
    // The intruder cannot ship to the victim's saved address either.
    const address = await intruder.rest.form('/requests/orders/', {
      ...orderFields(intruder, [line(cheap)]),
      shipid: s.shipid,
      data: JSON.stringify({ data: [line(cheap)] }),
    });
    expect(address.status).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});

describe('call 12: the order dashboard', () => {
  it('answers zero counters and No Record for a customer without orders', async () => {
    const s = await shopper();
    const { status, json } = await s.rest.form('/esi-api/responses/orders/default.aspx', { logid: s.id });
    expect(status).toBe(200);
    expect(json).toEqual({
      Dashboard: [{ pending: 0, delivered: 0, undelivered: 0, rejected: 0 }],
      Orders: [{ body: 'No Record' }],
    });
  });

  it('lists every order newest first with date, quantity, amount and status label, and maps the counters', async () => {
    const s = await shopper();
    const numbers: string[] = [];
    for (const qty of [1, 2, 3, 4, 5, 6]) {
      const { json } = await s.rest.form('/requests/orders/', orderFields(s, [line(cheap, qty)]));
      numbers.push(json.orderno as string);
    }
    const move = async (n: number, ...steps: OrderStatus[]) => {
      for (const step of steps) {
        // A legacy order is placed awaiting payment: the customer pays (here, a money order staff record) first.
        if (step === OrderStatus.SHIPPED) await payInFull(testApp.app.services, numbers[n]!);
        await testApp.app.services.orders.setStatus(numbers[n]!, step);
      }
    };
    await move(1, OrderStatus.REJECTED);
    await move(2, OrderStatus.APPROVED, OrderStatus.SHIPPED, OrderStatus.DELIVERED);
    await move(3, OrderStatus.APPROVED, OrderStatus.REFUNDED);
    await move(4, OrderStatus.APPROVED);
    await move(5, OrderStatus.APPROVED, OrderStatus.SHIPPED);

    const { json } = await s.rest.urlencoded('/responses/orders/Default.aspx/', { logid: s.id });
    expect(json.Dashboard).toEqual([{ pending: 1, delivered: 1, undelivered: 2, rejected: 2 }]);
    const { orders } = await s.rest.browser.data(OrdersDocument, { pageSize: 10 });
    expect(json.Orders).toEqual(
      orders.orders.map((o) => ({
        orderno: o.orderNumber,
        date: o.placedAt.slice(0, 10),
        qty: o.itemCount,
        amount: money(o.total),
        status: expect.any(String),
      })),
    );
    const statuses = (json.Orders as { orderno: string; status: string; date: string }[]).map((o) => o.status);
    expect(statuses).toEqual(['Shipped', 'Approved', 'Refunded', 'Delivered', 'Rejected', 'Pending Approval']);
    expect((json.Orders as { date: string }[])[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('charges the ship-to state’s excise tax on a vapour product, in the amount it lists', async () => {
    const s = await shopper('PA', '17101');
    const vape = await findProduct(testApp.app.database.url, `p.ends_kind = 'disposable' AND p.stock > 10`);
    const placed = await s.rest.form('/requests/orders/', orderFields(s, [{ id: vape.id, qty: 2 }]));
    const { order } = await s.rest.browser.data(OrderDocument, { orderNumber: placed.json.orderno as string });
    expect(order!.exciseTax).toBeGreaterThan(0);
    expect(order!.total).toBe(order!.subtotal - order!.discount + order!.shipping + order!.exciseTax);
    const { json } = await s.rest.form('/responses/orders/default.aspx', { logid: s.id });
    expect((json.Orders as unknown[])[0]).toMatchObject({ orderno: order!.orderNumber, amount: money(order!.total) });
  });

  it('lists more orders than a GraphQL page holds', async () => {
    const s = await shopper();
    for (let qty = 1; qty <= 31; qty++) await s.rest.form('/requests/orders/', orderFields(s, [line(cheap, qty)]));
    const { json } = await s.rest.form('/responses/orders/default.aspx', { logid: s.id });
    expect(json.Orders).toHaveLength(31);
    expect(json.Dashboard).toEqual([{ pending: 31, delivered: 0, undelivered: 0, rejected: 0 }]);
  }, 30_000);

  it("answers 401 without a session and 403 for another customer's logid", async () => {
    const s = await shopper();
    const anonymous = await client().form('/responses/orders/default.aspx', { logid: s.id });
    expect(anonymous).toMatchObject({ status: 401, json: { error: 'User ID missing!' } });
    const other = await shopper();
    expect((await other.rest.form('/responses/orders/default.aspx', { logid: s.id })).status).toBe(403);
  });
});

describe('call 13: one order in detail', () => {
  it('answers the lines with rate and amount, the status label and where it ships', async () => {
    const s = await shopper();
    const placed = await s.rest.form('/requests/orders/', orderFields(s, [line(cheap, 2), line(other, 1)]));
    const orderno = placed.json.orderno as string;
    const { order } = await s.rest.browser.data(OrderDocument, { orderNumber: orderno });
    const { status, json } = await s.rest.form('/esi-api/responses/orders/default2.aspx', {
      logid: s.id,
      orderno: orderno.toLowerCase(),
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      Orders: order!.lines.map((l) => ({
        id: l.id,
        itemname: l.name,
        qty: l.quantity,
        rate: money(l.unitPrice),
        amount: money(l.lineTotal),
        status: 'Pending Approval',
      })),
      Shipping: [
        {
          firstname: 'Ada',
          lastname: 'Lovelace',
          zipcode: '85004',
          address: '12 Analytical Way',
          city: 'Somewhere',
          statename: 'Arizona',
        },
      ],
    });
    expect((json.Orders as { rate: string }[])[0]!.rate).toBe(money(cheap.price));
  });

  it("answers 404 for another customer's order and for an unknown number", async () => {
    const owner = await shopper();
    const placed = await owner.rest.form('/requests/orders/', orderFields(owner, [line(cheap)]));
    const other = await shopper();
    const theirs = await other.rest.form('/responses/orders/default2.aspx', {
      logid: other.id,
      orderno: placed.json.orderno as string,
    });
    expect(theirs).toMatchObject({ status: 404, json: { error: 'That order was not found.' } });
    const unknown = await owner.rest.form('/responses/orders/default2.aspx', { logid: owner.id, orderno: 'ESI-1' });
    expect(unknown.status).toBe(404);
    const anonymous = await client().form('/responses/orders/default2.aspx', {
      logid: owner.id,
      orderno: placed.json.orderno as string,
    });
    expect(anonymous.status).toBe(401);
  });
});
