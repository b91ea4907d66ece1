import { Client } from 'pg';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  RejectOrderDocument,
  ShipOrderDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { OrderPageDocument, PayOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { sandboxToken } from '../support/payments';
import { RestClient } from '../support/rest-client';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let db: Client;
let cheap: FixtureProduct;
let owner: SignedInStaff;

beforeAll(async () => {
  testApp = await startTestApp();
  db = new Client({ connectionString: testApp.app.database.url });
  await db.connect();
  cheap = await findProduct(testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  owner = await signedInStaff(testApp.app, StaffRole.OWNER);
});
afterAll(async () => {
  await db.end();
  await testApp.stop();
});

/** A customer's order placed by the legacy call (call 10), as the old app places it: without a payment. */
async function legacyOrder(): Promise<{ shop: GraphQLClient; email: string; number: string }> {
  const rest = new RestClient(testApp.url);
  const { id, email } = await signUpCustomer(rest.browser, testApp.app.database.url);
  const saved = await rest.form('/requests/shipping/', {
    firstname: 'Ada',
    lastname: 'Lovelace',
    address: '12 Analytical Way',
    city: 'Phoenix',
    state: 'AZ',
    zipcode: '85004',
    logid: id,
  });
  const shipid = saved.json.id as string;
  const data = JSON.stringify({ logid: id, shipid, data: [{ item: cheap.name, qty: 1, srate: '0.01' }] });
  const { status, json } = await rest.form('/requests/orders/', { logid: id, shipid, data });
  // The legacy contract does not move: the same answer as ever.
  expect({ status, json }).toEqual({
    status: 200,
    json: { status: 'success', message: 'Order placed', orderno: expect.stringMatching(/^ESI-\d+$/) },
  });
  return { shop: rest.browser, email, number: json.orderno as string };
}

const pay = async (shop: GraphQLClient, orderNumber: string, key: string, card: string = SANDBOX_CARDS.approve) =>
  shop.data(PayOrderDocument, {
    input: { orderNumber, idempotencyKey: key, payment: await sandboxToken(testApp.app.paymentSandbox!, card) },
  });

const authorizations = (number: string) =>
  testApp.app.paymentSandbox!.transactions().filter((t) => t.invoiceNumber === number);

describe('an order placed by the legacy call', () => {
  it('is placed awaiting payment, and its confirmation mail links to the order page to pay', async () => {
    const { shop, email, number } = await legacyOrder();
    const { order } = await shop.data(OrderPageDocument, { orderNumber: number });
    expect(order?.payment).toMatchObject({ state: 'UNPAID', authorized: 0, charged: 0, due: order!.total });
    const { rows } = await db.query<{ body: string; html_body: string }>(
      `SELECT body, html_body FROM outgoing_mail WHERE lower(recipient) = lower($1) AND subject LIKE '%' || $2 || '%'`,
      [email, number],
    );
    expect(rows).toHaveLength(1);
    // The shop's address (PUBLIC_URL), then the customer's order page, behind sign-in.
    const link = `http[^\\s"]*/app/orders/${number}`;
    const total = `$${(order!.total / 100).toFixed(2)}`;
    expect(rows[0]!.body).toContain(`Your order is awaiting payment: please pay ${total} on your order page`);
    expect(rows[0]!.body).toMatch(new RegExp(`Pay for your order: ${link}\\s`));
    expect(rows[0]!.html_body).toMatch(new RegExp(`<a href="${link}">Pay for your order</a>`));
  });

  it('is paid on the order page: a decline says why, another card authorizes it once, and shipping captures it', async () => {
    const { shop, number } = await legacyOrder();
    const declined = await pay(shop, number, 'attempt-1', SANDBOX_CARDS.decline);
    expect(declined.payOrder).toMatchObject({
      __typename: 'InputErrors',
      message: expect.stringMatching(/^Your card was declined and you have not been charged/),
    });
    expect((await shop.data(OrderPageDocument, { orderNumber: number })).order?.payment.state).toBe('UNPAID');

    // Another card, the same attempt's key (nothing was charged), pressed twice at once and once more after.
    const [first, second] = await Promise.all([pay(shop, number, 'attempt-1'), pay(shop, number, 'attempt-1')]);
    const again = await pay(shop, number, 'attempt-2');
    for (const answer of [first, second, again]) {
      expect(answer.payOrder).toMatchObject({
        __typename: 'OrderPaid',
        order: { orderNumber: number, payment: { state: 'AUTHORIZED', brand: 'Visa', lastFour: '1111' } },
      });
    }
    expect(authorizations(number).filter((t) => t.status === 'authorizedPendingCapture')).toHaveLength(1);

    const page = await shop.data(OrderPageDocument, { orderNumber: number });
    expect(page.order?.payment).toMatchObject({
      state: 'AUTHORIZED',
      authorized: page.order!.total,
      due: page.order!.total,
    });
    const admin = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(admin.order?.payment).toMatchObject({ state: 'AUTHORIZED', shipRefusal: null });

    await owner.client.data(ApproveOrderDocument, { orderNumber: number });
    const shipped = await owner.client.request(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.errors).toBeUndefined();
    expect(authorizations(number).map((t) => t.status)).toEqual(['capturedPendingSettlement']);
    const after = await shop.data(OrderPageDocument, { orderNumber: number });
    expect(after.order?.payment).toMatchObject({ state: 'CAPTURED', charged: after.order!.total, due: 0 });
  });

  it("is another customer's to pay: a stranger's attempt finds no such order and charges nothing", async () => {
    const { number } = await legacyOrder();
    const stranger = new GraphQLClient(testApp.url);
    await signUpCustomer(stranger, testApp.app.database.url);
    const answer = await stranger.request(PayOrderDocument, {
      input: {
        orderNumber: number,
        idempotencyKey: 'stranger',
        payment: await sandboxToken(testApp.app.paymentSandbox!, SANDBOX_CARDS.approve),
      },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(authorizations(number)).toEqual([]);
  });

  it('is not paid by an attempt under way when staff reject it meanwhile: nothing is authorized', async () => {
    const { shop, number } = await legacyOrder();
    const payments = testApp.app.services.payments;
    const prepare = payments.prepare.bind(payments);
    // Staff reject the order after the page read it, while the attempt names its call to the gateway.
    const raced = jest.spyOn(payments, 'prepare').mockImplementation(async (...args) => {
      const rejected = await owner.client.request(RejectOrderDocument, { orderNumber: number, reason: 'No stock' });
      expect(rejected.errors).toBeUndefined();
      return prepare(...args);
    });
    try {
      const answer = await pay(shop, number, 'raced');
      expect(answer.payOrder).toMatchObject({
        __typename: 'InputErrors',
        message: `Order ${number} can no longer be paid here.`,
      });
    } finally {
      raced.mockRestore();
    }
    expect(authorizations(number)).toEqual([]);
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order).toMatchObject({ status: 'REJECTED', payment: { state: 'UNPAID', authorized: 0 } });
  });

  it('cannot be paid once it was rejected', async () => {
    const { shop, number } = await legacyOrder();
    await testApp.app.services.orders.setStatus(number, OrderStatus.REJECTED, undefined, { reason: 'No stock' });
    const answer = await pay(shop, number, 'late');
    expect(answer.payOrder).toMatchObject({
      __typename: 'InputErrors',
      message: `Order ${number} can no longer be paid here.`,
    });
    expect(authorizations(number)).toEqual([]);
  });
});
