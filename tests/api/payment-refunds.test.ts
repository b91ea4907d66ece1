import { randomBytes } from 'node:crypto';
import { blankResult } from '../../api/src/modules/payments/gateway-exchange.transport';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  CheckUnconfirmedRefundsDocument,
  RefundOrderDocument,
  RefundPaymentDocument,
  ReconcilePaymentsDocument,
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

const refundsAtGateway = (number: string) =>
  sandbox()
    .transactions()
    .filter((t) => t.invoiceNumber === number && t.type === 'refundTransaction');

const refundRows = async (number: string) =>
  (
    await suite.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_event WHERE order_number = $1 AND operation = 'refund' ORDER BY id`,
      [number],
    )
  ).rows.map((r) => r.outcome);

/**
 * A refund whose process dies once the gateway has refunded: the sandbox answers, and recording its answer throws.
 * What the refund request answered.
 */
async function crashingAfterTheGateway<T>(refund: () => Promise<T>): Promise<T> {
  const ledger = suite.testApp.app.services.paymentLedger;
  const append = ledger.append.bind(ledger);
  const dies = jest.spyOn(ledger, 'append').mockImplementation(async (event) => {
    if (event.operation === 'refund' && event.outcome === 'approved') throw new Error('the process died');
    return append(event);
  });
  try {
    return await refund();
  } finally {
    dies.mockRestore();
  }
}

/** The gateway makes the refund, and its answer never arrives (the connection drops after the request left). */
function losingTheAnswer() {
  const gateway = suite.testApp.app.services.paymentGateway!;
  const refund = gateway.refund.bind(gateway);
  return jest.spyOn(gateway, 'refund').mockImplementation(async (...args) => {
    await refund(...args);
    return blankResult('UNKNOWN', 'the connection dropped before the answer');
  });
}

const paymentRefundAudits = async (number: string) =>
  (await suite.db.query(`SELECT 1 FROM audit_event WHERE record_id = $1 AND operation = 'payment.refund'`, [number]))
    .rows.length;

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

  it('asks the gateway about a refund whose answer was lost before anything else, and never sends it again', async () => {
    const { number } = await shippedOrder();
    sandbox().settle();
    const gateway = suite.testApp.app.services.paymentGateway!;
    const lost = losingTheAnswer();
    const input = { idempotencyKey: key(), amount: 100, reason: 'Goodwill', lines: [] };
    try {
      const first = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(first.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(first.errors?.[0]?.message).toMatch(/Refund unconfirmed[\s\S]*may have been made/);
      expect(first.errors?.[0]?.message).not.toMatch(/nothing was refunded/);
      const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
      expect(order?.payment).toMatchObject({ refundUnconfirmed: true, refunded: 0 });
      // While the gateway cannot be asked, no other refund of the order is sent.
      const asking = jest.spyOn(gateway, 'findByReference').mockRejectedValue(new Error('the gateway is down'));
      try {
        const other = await owner.client.request(RefundPaymentDocument, {
          orderNumber: number,
          input: { ...input, idempotencyKey: key() },
        });
        expect(other.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
        expect(other.errors?.[0]?.message).toMatch(/Refund unconfirmed[\s\S]*checking with the gateway/);
      } finally {
        asking.mockRestore();
      }
      // The retry asks the gateway, finds the refund made, records it, and sends nothing more.
      const retried = await owner.client.data(RefundPaymentDocument, { orderNumber: number, input });
      expect(retried.refundPayment).toMatchObject({ refunded: 100, state: 'PARTIALLY_REFUNDED' });
      expect(lost).toHaveBeenCalledTimes(1);
    } finally {
      lost.mockRestore();
    }
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([100]);
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'approved']);
  });

  it('records a refund whose process died after the gateway refunded once: the next attempt asks, never sends it again', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const input = { idempotencyKey: key(), amount: 100, reason: 'Arrived late', lines: [] };
    const died = await crashingAfterTheGateway(() =>
      owner.client.request(RefundPaymentDocument, { orderNumber: number, input }),
    );
    // Trouble on the way (a 503), in words for staff: the refund may well have been made.
    expect(died.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(died.errors?.[0]?.message).toMatch(/Refund unconfirmed/);
    expect(died.errors?.[0]?.message).not.toMatch(/the process died/);
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([100]);
    expect(await refundRows(number)).toEqual(['requested', 'unknown']);
    const before = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(before.order?.payment).toMatchObject({ refundUnconfirmed: true, refunded: 0 });
    // The refund in doubt counts as made: no more than the rest of the charge can be asked for meanwhile.
    const quote = await owner.client.request(RefundQuoteDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total, reason: 'All', lines: [] },
    });
    expect(quote.errors?.[0]?.message).toMatch(new RegExp(`At most \\$${((order.total - 100) / 100).toFixed(2)}`));

    const gateway = suite.testApp.app.services.paymentGateway!;
    const sent = jest.spyOn(gateway, 'refund');
    try {
      const retried = await owner.client.data(RefundPaymentDocument, { orderNumber: number, input });
      expect(retried.refundPayment).toMatchObject({ refunded: 100, state: 'PARTIALLY_REFUNDED' });
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([100]);
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'approved']);
    expect(await paymentRefundAudits(number)).toBe(1);
    const after = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(after.order?.payment).toMatchObject({ refundUnconfirmed: false, refunded: 100 });
  });

  it('lets the daily reconciliation finish a line refund whose process died (units back once), and counts it for the next refund', async () => {
    const { number, order, email } = await shippedOrder();
    sandbox().settle();
    const pipeLine = order.lines.find((l) => l.quantity === 1)!;
    const before = await stockOf(products[1]!.id);
    await crashingAfterTheGateway(() =>
      owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: {
          idempotencyKey: key(),
          lines: [{ lineId: pipeLine.id, quantity: 1 }],
          reason: 'Arrived late',
          restock: true,
        },
      }),
    );
    const [made] = refundsAtGateway(number).map((t) => t.authAmountCents);
    expect(await stockOf(products[1]!.id)).toBe(before);
    const { reconcilePayments } = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(reconcilePayments?.mismatches).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNumber: number, action: 'recorded as refunded' })]),
    );
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'approved']);
    // Finished as an answered refund is: the unit back on the shelf, the customer mailed, the order page showing it.
    expect(await stockOf(products[1]!.id)).toBe(before + 1);
    expect((await mailTo(email)).filter((m) => /refund of/.test(m))).toHaveLength(1);
    const { order: after } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(after?.payment.refunds).toEqual([expect.objectContaining({ amount: made, reason: 'Arrived late' })]);
    // The rest of the charge, and not a cent more, is refunded after it.
    const rest = await owner.client.data(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total - made!, reason: 'The rest', lines: [] },
    });
    expect(rest.refundPayment).toMatchObject({ state: 'REFUNDED', refunded: order.total });
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([made, order.total - made!]);
    expect(await stockOf(products[1]!.id)).toBe(before + 1);
  });

  it('closes a refund in doubt that the gateway never received, and then sends the next one', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const gateway = suite.testApp.app.services.paymentGateway!;
    // The connection drops before the request reaches the gateway: it made nothing.
    const dropped = jest.spyOn(gateway, 'refund').mockResolvedValueOnce(blankResult('UNKNOWN', 'connection reset'));
    try {
      const first = await owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey: key(), amount: 100, reason: 'Goodwill', lines: [] },
      });
      expect(first.errors?.[0]?.message).toMatch(/Refund unconfirmed/);
      const input = { idempotencyKey: key(), amount: order.total, reason: 'Cancelled', lines: [] };
      // Moments after it was sent, the gateway's silence proves nothing: it may still make the refund.
      const early = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(early.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Refund unconfirmed/),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(await refundRows(number)).toEqual(['requested', 'unknown']);
      // Five minutes on (the ledger is append-only: the clock moves instead), it is closed as never made, and the
      // whole refund goes.
      const later = Date.now() + 6 * 60_000;
      const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
      try {
        const whole = await owner.client.data(RefundPaymentDocument, { orderNumber: number, input });
        expect(whole.refundPayment).toMatchObject({ state: 'REFUNDED', refunded: order.total });
      } finally {
        clock.mockRestore();
      }
    } finally {
      dropped.mockRestore();
    }
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([order.total]);
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'not-found', 'requested', 'approved']);
  });

  it('leaves one pending refund when the connection drops after the gateway refunded: a retry refunds nothing more, the reconciliation records it once', async () => {
    const { number, email } = await shippedOrder();
    sandbox().settle();
    const input = { idempotencyKey: key(), amount: 250, reason: 'Arrived late', lines: [] };
    const lost = losingTheAnswer();
    try {
      const first = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(first.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(first.errors?.[0]?.message).toMatch(/Refund unconfirmed[\s\S]*may have been made/);
      const pending = await owner.client.data(AdminOrderDocument, { orderNumber: number });
      expect(pending.order?.payment).toMatchObject({ refundUnconfirmed: true, refunded: 0 });
      expect(await refundRows(number)).toEqual(['requested', 'unknown']);

      // The retry, with the same key, while the gateway cannot be asked: refused in words, nothing sent.
      const gateway = suite.testApp.app.services.paymentGateway!;
      const down = jest.spyOn(gateway, 'findByReference').mockRejectedValue(new Error('the gateway is down'));
      try {
        const retried = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
        expect(retried.errors?.[0]?.message).toMatch(/Refund unconfirmed[\s\S]*checking with the gateway/);
        expect(retried.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
        const reconciled = await owner.client.data(ReconcilePaymentsDocument, {});
        expect(reconciled.reconcilePayments?.mismatches).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ orderNumber: number, action: 'the gateway could not be asked' }),
          ]),
        );
      } finally {
        down.mockRestore();
      }
      expect(lost).toHaveBeenCalledTimes(1);
    } finally {
      lost.mockRestore();
    }
    expect(await refundRows(number)).toEqual(['requested', 'unknown']);

    const { reconcilePayments } = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(reconcilePayments?.mismatches).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNumber: number, action: 'recorded as refunded' })]),
    );
    // The same dialog's retry now answers with the refund made, and sends nothing.
    const again = await owner.client.data(RefundPaymentDocument, { orderNumber: number, input });
    expect(again.refundPayment).toMatchObject({ refunded: 250, refundUnconfirmed: false });
    const later = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(later.reconcilePayments?.mismatches.filter((m) => m.orderNumber === number)).toEqual([]);

    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([250]);
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'approved']);
    expect(await paymentRefundAudits(number)).toBe(1);
    expect((await mailTo(email)).filter((m) => /refund of \$2\.50/.test(m))).toHaveLength(1);
  });

  it('finds a refund whose answer was lost after the gateway settled it, and never takes it for one not made', async () => {
    const { number, order } = await shippedOrder();
    sandbox().settle();
    const lost = losingTheAnswer();
    try {
      await owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey: key(), amount: 400, reason: 'Goodwill', lines: [] },
      });
    } finally {
      lost.mockRestore();
    }
    // The day's batch settles the refund before anyone asks: it is no longer among the unsettled transactions.
    sandbox().settle();
    expect(refundsAtGateway(number).map((t) => t.status)).toEqual(['refundSettledSuccessfully']);
    const { reconcilePayments } = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(reconcilePayments?.mismatches).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNumber: number, action: 'recorded as refunded' })]),
    );
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'approved']);
    // What is left to refund is the rest of the charge, not the whole of it again.
    const over = await owner.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total, reason: 'All', lines: [] },
    });
    expect(over.errors?.[0]?.message).toMatch(new RegExp(`At most \\$${((order.total - 400) / 100).toFixed(2)}`));
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([400]);
  });

  it('records nothing refunded when the gateway refuses the refund, and the same dialog never sends it again', async () => {
    const { number, email, order } = await shippedOrder();
    sandbox().settle();
    const gateway = suite.testApp.app.services.paymentGateway!;
    const refund = gateway.refund.bind(gateway);
    // Another card's last four digits: the gateway refuses the credit (reason 54), as it would a card it cannot match.
    const refused = jest
      .spyOn(gateway, 'refund')
      .mockImplementation((reference, transactionId, amountCents, _lastFour, bank, orderNumber) =>
        refund(reference, transactionId, amountCents, '0000', bank, orderNumber),
      );
    const input = { idempotencyKey: key(), amount: 300, reason: 'Goodwill', lines: [] };
    try {
      const first = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(first.errors?.[0]?.message).toMatch(/did not refund it[\s\S]*nothing was refunded/);
      const retried = await owner.client.request(RefundPaymentDocument, { orderNumber: number, input });
      expect(retried.errors?.[0]?.message).toMatch(/This refund was not made[\s\S]*start a new refund/);
      expect(refused).toHaveBeenCalledTimes(1);
    } finally {
      refused.mockRestore();
    }
    const { order: after } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(after?.payment).toMatchObject({ refunded: 0, refundUnconfirmed: false, state: 'CAPTURED' });
    expect(after?.payment.refunds).toEqual([]);
    expect(refundsAtGateway(number)).toEqual([]);
    expect(await paymentRefundAudits(number)).toBe(0);
    expect((await mailTo(email)).filter((m) => /refund of/.test(m))).toEqual([]);
    // The whole charge is still there to refund.
    const quote = await owner.client.data(RefundQuoteDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: order.total, reason: 'All', lines: [] },
    });
    expect(quote.refundQuote).toBe(order.total);
  });

  it('lets staff check an unconfirmed refund with the gateway from the order page, with the refund permission only', async () => {
    const { number } = await shippedOrder();
    sandbox().settle();
    const lost = losingTheAnswer();
    try {
      await owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey: key(), amount: 100, reason: 'Goodwill', lines: [] },
      });
    } finally {
      lost.mockRestore();
    }
    const picker = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const forbidden = await picker.client.request(CheckUnconfirmedRefundsDocument, { orderNumber: number });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await refundRows(number)).toEqual(['requested', 'unknown']);
    const missing = await owner.client.request(CheckUnconfirmedRefundsDocument, { orderNumber: 'ESI-0' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const { checkUnconfirmedRefunds } = await owner.client.data(CheckUnconfirmedRefundsDocument, {
      orderNumber: ` ${number.toLowerCase()} `,
    });
    expect(checkUnconfirmedRefunds).toMatchObject({ refundUnconfirmed: false, refunded: 100 });
    // Checked twice: the second finds nothing to ask about and records nothing.
    await owner.client.data(CheckUnconfirmedRefundsDocument, { orderNumber: number });
    expect(await refundRows(number)).toEqual(['requested', 'unknown', 'approved']);
    expect(refundsAtGateway(number).map((t) => t.authAmountCents)).toEqual([100]);
    expect(await paymentRefundAudits(number)).toBe(1);
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
