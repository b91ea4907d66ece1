import { randomBytes } from 'node:crypto';
import { blankResult } from '../../api/src/modules/payments/gateway-exchange.transport';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  RefundOrderDocument,
  RefundPaymentDocument,
  RefundQuoteDocument,
  ShipOrderDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { AddToCartDocument, OrderPageDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProducts } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { sandboxToken } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let products: FixtureProduct[];
let owner: SignedInStaff;

beforeAll(async () => {
  products = await findProducts(
    suite.testApp.app.database.url,
    'p.price_cents BETWEEN 500 AND 3000 AND t.name IS NULL AND p.stock > 10',
    2,
  );
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
});

const sandbox = () => suite.testApp.app.paymentSandbox!;
const key = () => randomBytes(8).toString('hex');

/** An order of two lines paid with the sandbox's approving card, approved and shipped (so captured). */
async function shippedOrder() {
  const shop = new GraphQLClient(suite.testApp.url);
  const { email } = await signUpCustomer(shop, suite.testApp.app.database.url, {
    firstName: 'Casey',
    lastName: 'Buyer',
  });
  await shop.data(AddToCartDocument, { productId: products[0]!.id, quantity: 2 });
  await shop.data(AddToCartDocument, { productId: products[1]!.id, quantity: 1 });
  const payment = await sandboxToken(sandbox(), SANDBOX_CARDS.approve);
  const { placeOrder } = await shop.data(PlaceOrderDocument, {
    input: { idempotencyKey: key(), address: ARIZONA, payment },
  });
  if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
  const number = placeOrder.order.orderNumber;
  await owner.client.data(ApproveOrderDocument, { orderNumber: number });
  await owner.client.data(ShipOrderDocument, {
    orderNumber: number,
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
  });
  const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
  return { shop, email, number, order: order! };
}

const stockOf = async (productId: string) =>
  (await suite.db.query<{ stock: number }>(`SELECT stock FROM product WHERE id = $1`, [productId])).rows[0]!.stock;

async function mailTo(email: string): Promise<string[]> {
  const { rows } = await suite.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outgoing_mail WHERE lower(recipient) = lower($1) ORDER BY id`,
    [email],
  );
  return rows.map((r) => `${r.subject}\n${r.body}`);
}

describe('refunds from the orders desk', () => {
  it('refunds one line of two after settlement, puts its units back, mails the customer, and both order pages show it', async () => {
    const { shop, email, number, order } = await shippedOrder();
    sandbox().settle();
    const pipeLine = order.lines.find((l) => l.quantity === 1)!;
    const before = await stockOf(products[1]!.id);
    const input = {
      idempotencyKey: key(),
      lines: [{ lineId: pipeLine.id, quantity: 1 }],
      reason: 'Arrived broken',
      restock: true,
    };
    const { refundQuote } = await owner.client.data(RefundQuoteDocument, { orderNumber: number, input });
    expect(refundQuote).toBeGreaterThan(0);
    expect(refundQuote).toBeLessThanOrEqual(order.total);
    const { refundPayment } = await owner.client.data(RefundPaymentDocument, { orderNumber: number, input });
    expect(refundPayment).toMatchObject({ state: 'PARTIALLY_REFUNDED', refunded: refundQuote, charged: order.total });
    // At the gateway: a refund transaction of that amount against the settled charge.
    const refunds = sandbox()
      .transactions()
      .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction');
    expect(refunds.map((t) => t.authAmountCents)).toEqual([refundQuote]);
    expect(await stockOf(products[1]!.id)).toBe(before + 1);
    const { rows: audit } = await suite.db.query<{ operation: string }>(
      `SELECT operation FROM audit_event WHERE record_id = $1 AND operation = 'payment.refund'`,
      [number],
    );
    expect(audit).toHaveLength(1);
    expect((await mailTo(email)).at(-1)).toMatch(
      new RegExp(`refund of \\$${(refundQuote / 100).toFixed(2)} for order ${number}[\\s\\S]*Arrived broken`),
    );
    const page = await shop.data(OrderPageDocument, { orderNumber: number });
    expect(page.order?.payment.refunds).toEqual([
      expect.objectContaining({ amount: refundQuote, reason: 'Arrived broken' }),
    ]);
    // The same line's unit is refunded once only; the same dialog's request refunds once.
    const again = await owner.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { ...input, idempotencyKey: key() },
    });
    expect(again.errors?.[0]?.message).toMatch(/0 units left to refund/);
    const retried = await owner.client.data(RefundPaymentDocument, { orderNumber: number, input });
    expect(retried.refundPayment.refunded).toBe(refundQuote);
    expect(
      sandbox()
        .transactions()
        .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction'),
    ).toHaveLength(1);
  });

  it('never refunds more than was captured', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const over = await owner.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total + 1, reason: 'Goodwill', lines: [] },
    });
    expect(over.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(over.errors?.[0]?.message).toMatch(/never refunded/);
    const all = await owner.client.data(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total, reason: 'Goodwill', lines: [] },
    });
    expect(all.refundPayment.state).toBe('REFUNDED');
    expect((await owner.client.data(AdminOrderDocument, { orderNumber: number })).order?.status).toBe('REFUNDED');
  });

  it('before settlement voids the whole charge, and refuses a partial refund until the settlement', async () => {
    const { number, order } = await shippedOrder();
    const partial = await owner.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: 100, reason: 'Late', lines: [] },
    });
    expect(partial.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(partial.errors?.[0]?.message).toMatch(/has not settled yet/);
    const whole = await owner.client.data(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total, reason: 'Cancelled by the customer', lines: [] },
    });
    expect(whole.refundPayment).toMatchObject({ state: 'REFUNDED', refunded: order.total });
    expect(
      sandbox()
        .transactions()
        .find((t) => t.invoiceNumber === number)?.status,
    ).toBe('voided');
  });

  it('never sends again a refund whose answer was lost: the retry says to check the gateway, and refunds nothing', async () => {
    const { number } = await shippedOrder();
    sandbox().settle();
    const gateway = suite.testApp.app.services.paymentGateway!;
    const refund = gateway.refund.bind(gateway);
    // The gateway makes the refund, and its answer never arrives (a timeout after the request left).
    const lost = jest.spyOn(gateway, 'refund').mockImplementation(async (...args) => {
      await refund(...args);
      return blankResult('UNKNOWN', 'no answer within 10000 ms');
    });
    const refundsAtGateway = () =>
      sandbox()
        .transactions()
        .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction');
    try {
      const input = { idempotencyKey: key(), amount: 100, reason: 'Goodwill', lines: [] };
      const first = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(first.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(first.errors?.[0]?.message).toMatch(/did not answer this refund[\s\S]*may have been made/);
      expect(first.errors?.[0]?.message).not.toMatch(/nothing was refunded/);
      const retried = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(retried.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(retried.errors?.[0]?.message).toMatch(/gateway's own screens before refunding again/);
      expect(lost).toHaveBeenCalledTimes(1);
    } finally {
      lost.mockRestore();
    }
    expect(refundsAtGateway().map((t) => t.authAmountCents)).toEqual([100]);
  });

  it('refunds two refunds sent at once for the whole charge once: the other is refused in words', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const whole = (idempotencyKey: string) =>
      owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey, amount: order.total, reason: 'Goodwill', lines: [] },
      });
    const answers = await Promise.all([whole(key()), whole(key())]);
    expect(answers.filter((a) => !a.errors).map((a) => a.data?.refundPayment.refunded)).toEqual([order.total]);
    expect(answers.flatMap((a) => a.errors ?? []).map((e) => e.extensions?.code)).toEqual(['CONFLICT']);
    expect(
      sandbox()
        .transactions()
        .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction')
        .map((t) => t.authAmountCents),
    ).toEqual([order.total]);
  });

  it('refunds a double click of one refund dialog once, and answers both clicks with it', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const input = { idempotencyKey: key(), amount: 100, reason: 'Goodwill', lines: [] };
    const clicks = await Promise.all([
      owner.client.data(RefundPaymentDocument, { orderNumber: number, input }),
      owner.client.data(RefundPaymentDocument, { orderNumber: number, input }),
    ]);
    expect(clicks.map((c) => c.refundPayment.refunded)).toEqual([100, 100]);
    expect(
      sandbox()
        .transactions()
        .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction')
        .map((t) => t.authAmountCents),
    ).toEqual([100]);
    expect(order.total).toBeGreaterThan(100);
  });

  it('refuses hostile refunds in words (never a 500) and refunds nothing', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const line = order.lines[0]!;
    const attempts: [string, Record<string, unknown>][] = [
      [number, { amount: -100 }],
      [number, { amount: 0 }],
      [number, { amount: 1.5 }],
      [number, { amount: 2 ** 53 }],
      [number, { amount: 100, lines: [{ lineId: line.id, quantity: 1 }] }],
      [number, { lines: [{ lineId: line.id, quantity: -1 }] }],
      [number, { lines: [{ lineId: '99999999999', quantity: 1 }] }],
      [number, { amount: 100, reason: '   ' }],
      [number, { amount: 100, reason: 'x'.repeat(501) }],
      [number, { amount: 100, reason: '=1+1\ud800' }],
      ['ESI-0', { amount: 100 }],
      ['<img src=x onerror=alert(1)>', { amount: 100 }],
    ];
    for (const [orderNumber, change] of attempts) {
      const input = { idempotencyKey: key(), reason: 'Goodwill', lines: [], ...change };
      const answer = await owner.client.request(RefundPaymentDocument, { orderNumber, input });
      // A value its type (or the request's check) refuses is a 400; one the service refuses, an error in words.
      expect([orderNumber, change, answer.errors?.[0]?.extensions?.code]).toEqual([
        orderNumber,
        change,
        expect.stringMatching(/^(BAD_USER_INPUT|NOT_FOUND)$/),
      ]);
      expect([200, 400]).toContain(answer.status);
    }
    const huge = await owner.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: 100, reason: 'x'.repeat(20_000_000), lines: [] },
    });
    expect(huge.status).toBe(413);
    expect(
      sandbox()
        .transactions()
        .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction'),
    ).toEqual([]);
  });

  it('refuses to mark an order refunded while its charge is not refunded, and refunds need REFUND_ORDER', async () => {
    const { number } = await shippedOrder();
    const marked = await owner.client.request(RefundOrderDocument, { orderNumber: number, reason: 'No money back' });
    expect(marked.errors?.[0]?.message).toMatch(/refund the payment/);
    const picker = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const refused = await picker.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: 100, reason: 'x', lines: [] },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
