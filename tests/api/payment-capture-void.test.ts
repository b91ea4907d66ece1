import { randomBytes } from 'node:crypto';
import { blankResult } from '../../api/src/modules/payments/gateway-exchange.transport';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  CapturePaymentDocument,
  CheckUnconfirmedRefundsDocument,
  RecordPaymentDocument,
  RefundOrderDocument,
  RefundPaymentDocument,
  RejectOrderDocument,
  ShipOrderDocument,
  VoidPaymentDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  OrderPageDocument,
  PayOrderDocument,
  PlaceOrderDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { sandboxPaidOrder, sandboxToken } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp({ PUBLIC_URL: 'https://shop.example.com' });
let cheap: FixtureProduct;
let owner: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  cheap = await findProduct(suite.testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  [owner, manager] = await Promise.all([
    signedInStaff(suite.testApp.app, StaffRole.OWNER),
    signedInStaff(suite.testApp.app, StaffRole.MANAGER),
  ]);
});

const key = () => randomBytes(8).toString('hex');
const sandbox = () => suite.testApp.app.paymentSandbox!;
const gateway = () => suite.testApp.app.services.paymentGateway!;

/** A customer's order paid with the sandbox's approving card (authorized), approved by staff unless said otherwise. */
async function authorizedOrder(approve = true) {
  const placed = await sandboxPaidOrder(suite.testApp, cheap.id);
  if (approve) await owner.client.data(ApproveOrderDocument, { orderNumber: placed.number });
  return placed;
}

const capture = (staff: SignedInStaff, orderNumber: string, idempotencyKey = key()) =>
  staff.client.request(CapturePaymentDocument, { orderNumber, idempotencyKey });
const voidIt = (staff: SignedInStaff, orderNumber: string, idempotencyKey = key()) =>
  staff.client.request(VoidPaymentDocument, { orderNumber, idempotencyKey });

/** The sandbox's own record of the order's transactions (its ledger, not the shop's). */
const atGateway = (number: string) =>
  sandbox()
    .transactions()
    .filter((t) => t.invoiceNumber === number);

/** Counts the shop's calls of the gateway (the sandbox would refuse a second capture itself: this counts tries). */
async function countingCalls<T>(operation: 'capture' | 'void', run: () => Promise<T>): Promise<[T, number]> {
  const calls = jest.spyOn(gateway(), operation);
  try {
    return [await run(), calls.mock.calls.length];
  } finally {
    calls.mockRestore();
  }
}

async function adminPayment(orderNumber: string) {
  const { order } = await owner.client.data(AdminOrderDocument, { orderNumber });
  return { status: order!.status, ...order!.payment };
}

async function auditOf(number: string): Promise<string[]> {
  const { rows } = await suite.db.query<{ operation: string }>(
    `SELECT operation FROM audit_event WHERE record_type = 'order' AND record_id = $1 ORDER BY id`,
    [number],
  );
  return rows.map((r) => r.operation);
}

const refundOutcomes = async (number: string) =>
  (
    await suite.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_event WHERE order_number = $1 AND operation = 'refund' ORDER BY id`,
      [number],
    )
  ).rows.map((r) => r.outcome);

/** The mails sent to the customer, oldest first (the outbox, in the unit of work of what sent them). */
async function mailTo(email: string) {
  const { rows } = await suite.db.query<{ subject: string; body: string; html: string }>(
    `SELECT subject, body, html_body AS html FROM outgoing_mail WHERE lower(recipient) = lower($1) ORDER BY id`,
    [email],
  );
  return rows;
}

const voidMails = async (email: string) => (await mailTo(email)).filter((m) => /payment for order/.test(m.subject));

const rowsOf = (payment: { events: readonly { operation: string; outcome: string }[] }, operation: string) =>
  payment.events.filter((e) => e.operation === operation).map((e) => e.outcome);

describe('Capture from the Payment panel', () => {
  it('captures the amount authorized, once per key, audited; the order then ships without a second capture', async () => {
    const { shop, number, total } = await authorizedOrder();
    // The panel offers both: the same rules as the actions'.
    expect(await adminPayment(number)).toMatchObject({ captureRefusal: null, voidRefusal: null });
    const idempotencyKey = key();
    const first = await capture(owner, number, idempotencyKey);
    expect(first.errors).toBeUndefined();
    expect(first.data?.capturePayment).toMatchObject({
      state: 'CAPTURED',
      authorized: 0,
      charged: total,
      due: 0,
      captureRefusal: `Order ${number} is captured already ($${(total / 100).toFixed(2)}): nothing more is authorized.`,
      voidRefusal: expect.stringContaining('refund it instead'),
    });
    expect(atGateway(number).map((t) => [t.status, t.settleAmountCents])).toEqual([
      ['capturedPendingSettlement', total],
    ]);
    // The same confirmation again (a retried request): answered the same, nothing sent.
    const [again, calls] = await countingCalls('capture', () => capture(owner, number, idempotencyKey));
    expect(calls).toBe(0);
    expect(again.data?.capturePayment).toMatchObject({ state: 'CAPTURED', charged: total });
    const payment = await adminPayment(number);
    expect(payment.status).toBe('APPROVED');
    expect(rowsOf(payment, 'capture')).toEqual(['requested', 'approved']);
    expect(await auditOf(number)).toEqual(['order.approve', 'payment.capture']);

    const shipped = await owner.client.request(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.errors).toBeUndefined();
    expect(rowsOf(await adminPayment(number), 'capture')).toEqual(['requested', 'approved']);
    expect((await shop.data(OrderPageDocument, { orderNumber: number })).order?.payment).toMatchObject({
      state: 'CAPTURED',
      charged: total,
    });
  });

  it('captures a double click of one confirmation once, and answers both clicks with it', async () => {
    const { number, total } = await authorizedOrder();
    const idempotencyKey = key();
    const [clicks, calls] = await countingCalls('capture', () =>
      Promise.all([capture(owner, number, idempotencyKey), capture(owner, number, idempotencyKey)]),
    );
    expect(calls).toBe(1);
    expect(clicks.map((c) => [c.errors, c.data?.capturePayment.charged])).toEqual([
      [undefined, total],
      [undefined, total],
    ]);
    expect(atGateway(number)).toHaveLength(1);
    expect(rowsOf(await adminPayment(number), 'capture')).toEqual(['requested', 'approved']);
  });

  it('captures once when two staff capture at once; the other is told in words it is captured already', async () => {
    const { number, total } = await authorizedOrder();
    const [answers, calls] = await countingCalls('capture', () =>
      Promise.all([capture(owner, number), capture(manager, number)]),
    );
    expect(calls).toBe(1);
    expect(answers.filter((a) => !a.errors).map((a) => a.data?.capturePayment.charged)).toEqual([total]);
    const refusals = answers.flatMap((a) => a.errors ?? []);
    expect(refusals.map((e) => e.extensions?.code)).toEqual(['CONFLICT']);
    expect(refusals[0]?.message).toBe(
      `Order ${number} is captured already ($${(total / 100).toFixed(2)}): nothing more is authorized.`,
    );
    expect(atGateway(number).map((t) => t.status)).toEqual(['capturedPendingSettlement']);
    expect(await auditOf(number)).toEqual(['order.approve', 'payment.capture']);
  });

  it('refuses an order not yet approved, one with nothing authorized, and an unknown order, in words', async () => {
    const pending = await authorizedOrder(false);
    expect(await adminPayment(pending.number)).toMatchObject({
      captureRefusal: expect.stringContaining('approve it first'),
      voidRefusal: null,
    });
    const notYet = await capture(owner, pending.number);
    expect(notYet.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(notYet.errors?.[0]?.message).toBe(
      `Order ${pending.number} is Pending Approval: approve it first (an order is charged once the shop accepts it).`,
    );

    const shop = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(shop, suite.testApp.app.database.url);
    await shop.data(AddToCartDocument, { productId: cheap.id, quantity: 1 });
    const { placeOrder } = await shop.data(PlaceOrderDocument, { input: { idempotencyKey: key(), address: ARIZONA } });
    if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
    const unpaid = placeOrder.order.orderNumber;
    await owner.client.data(ApproveOrderDocument, { orderNumber: unpaid });
    const nothing = await capture(owner, unpaid);
    expect(nothing.errors?.[0]?.message).toBe(`Order ${unpaid} has nothing authorized to capture.`);

    const hostile = await capture(owner, '<script>alert(1)</script>');
    expect(hostile.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(hostile.errors?.[0]?.message).toBe('There is no order <script>alert(1)</script>.');
    const keyless = await capture(owner, pending.number, '   ');
    expect(keyless.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(keyless.errors?.[0]?.message).toBe('Each capture needs an idempotency key of 1 to 100 characters.');
    expect(atGateway(pending.number).map((t) => t.status)).toEqual(['authorizedPendingCapture']);
    expect(await auditOf(pending.number)).toEqual([]);
  });

  it('refuses a capture the gateway refuses, keeps its answer and changes nothing; the same confirmation then goes through', async () => {
    const { number, total } = await authorizedOrder();
    const refused = jest
      .spyOn(gateway(), 'capture')
      .mockResolvedValueOnce({ ...blankResult('ERROR', 'An error occurred during processing.'), responseCode: '3' });
    const idempotencyKey = key();
    try {
      const first = await capture(owner, number, idempotencyKey);
      expect(first.status).toBe(200);
      expect(first.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(first.errors?.[0]?.message).toBe(
        `The card could not be charged (An error occurred during processing.). Order ${number} stays Approved.`,
      );
      const after = await adminPayment(number);
      expect(after).toMatchObject({ state: 'AUTHORIZED', authorized: total, charged: 0 });
      expect(rowsOf(after, 'capture')).toEqual(['requested', 'error']);
      expect(await auditOf(number)).toEqual(['order.approve']);

      // Confirmed again (the dialog keeps its key): a new try, which the gateway now approves.
      const second = await capture(owner, number, idempotencyKey);
      expect(second.errors).toBeUndefined();
      expect(second.data?.capturePayment).toMatchObject({ state: 'CAPTURED', charged: total });
      expect(refused).toHaveBeenCalledTimes(2);
    } finally {
      refused.mockRestore();
    }
    expect(rowsOf(await adminPayment(number), 'capture')).toEqual(['requested', 'error', 'requested', 'approved']);
  });

  it('answers a gateway that does not answer with a 503 in words, and charges nothing', async () => {
    const { number, total } = await authorizedOrder();
    const silent = jest
      .spyOn(gateway(), 'capture')
      .mockResolvedValue(blankResult('UNKNOWN', 'no answer within 10000 ms'));
    try {
      const answer = await capture(owner, number);
      expect(answer.status).toBe(503);
      expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toBe(
        `The card could not be charged: the payment gateway did not answer. Order ${number} stays Approved; try again in a minute.`,
      );
    } finally {
      silent.mockRestore();
    }
    expect(await adminPayment(number)).toMatchObject({ state: 'AUTHORIZED', authorized: total, charged: 0 });
    expect(atGateway(number).map((t) => t.status)).toEqual(['authorizedPendingCapture']);
    expect(await auditOf(number)).toEqual(['order.approve']);
  });
  it('records once a capture the gateway made though its answer was lost (a 503): the retry charges nothing more', async () => {
    const { number, total } = await authorizedOrder();
    const made = gateway().capture.bind(gateway());
    const lost = jest.spyOn(gateway(), 'capture').mockImplementationOnce(async (...args) => {
      await made(...args);
      return blankResult('UNKNOWN', 'the connection dropped before the answer');
    });
    const unreachable = jest.spyOn(gateway(), 'details').mockRejectedValueOnce(new Error('unreachable'));
    const idempotencyKey = key();
    try {
      expect((await capture(owner, number, idempotencyKey)).status).toBe(503);
      expect(await adminPayment(number)).toMatchObject({ state: 'AUTHORIZED', charged: 0, captureRefusal: null });
      // Confirmed again: the gateway says it is captured already, and its record says so; nothing is charged twice.
      const retried = await capture(owner, number, idempotencyKey);
      expect(retried.errors).toBeUndefined();
      expect(retried.data?.capturePayment).toMatchObject({ state: 'CAPTURED', authorized: 0, charged: total, due: 0 });
    } finally {
      lost.mockRestore();
      unreachable.mockRestore();
    }
    expect(atGateway(number).map((t) => [t.status, t.settleAmountCents])).toEqual([
      ['capturedPendingSettlement', total],
    ]);
    expect(rowsOf(await adminPayment(number), 'capture')).toEqual(['requested', 'unknown', 'requested', 'approved']);
    expect(await auditOf(number)).toEqual(['order.approve', 'payment.capture']);
  });
});

describe('Void from the Payment panel', () => {
  it('releases the authorization without rejecting the order, which owes its total again: the customer pays on the order page', async () => {
    const { shop, number, total } = await authorizedOrder(false);
    const idempotencyKey = key();
    const voided = await voidIt(owner, number, idempotencyKey);
    expect(voided.errors).toBeUndefined();
    expect(voided.data?.voidPayment).toMatchObject({ state: 'VOIDED', authorized: 0, charged: 0, due: total });
    expect(atGateway(number).map((t) => t.status)).toEqual(['voided']);
    expect((await voidIt(owner, number, idempotencyKey)).errors).toBeUndefined();
    const payment = await adminPayment(number);
    expect(payment.status).toBe('PENDING_APPROVAL');
    expect(rowsOf(payment, 'void')).toEqual(['requested', 'approved']);
    expect(await auditOf(number)).toEqual(['payment.void']);

    // Staff cannot ship it unpaid; the customer pays again with a card on the order page.
    await owner.client.data(ApproveOrderDocument, { orderNumber: number });
    expect(
      (
        await owner.client.request(ShipOrderDocument, {
          orderNumber: number,
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        })
      ).errors?.[0]?.message,
    ).toContain('is still to pay');
    expect((await shop.data(OrderPageDocument, { orderNumber: number })).order?.payment).toMatchObject({
      state: 'VOIDED',
      due: total,
    });
    const { payOrder } = await shop.data(PayOrderDocument, {
      input: {
        orderNumber: number,
        idempotencyKey: key(),
        payment: await sandboxToken(sandbox(), SANDBOX_CARDS.approve),
      },
    });
    expect(payOrder).toMatchObject({
      __typename: 'OrderPaid',
      order: { payment: { state: 'AUTHORIZED', authorized: total } },
    });
  });

  it('mails the customer once that the card payment was cancelled and not charged, what is due and where to pay', async () => {
    const { email, number, total } = await authorizedOrder(false);
    const due = `$${(total / 100).toFixed(2)}`;
    const idempotencyKey = key();
    expect((await voidIt(owner, number, idempotencyKey)).errors).toBeUndefined();
    const [mail, ...more] = await voidMails(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`ESI Smoke & Vape: card payment for order ${number} cancelled, ${due} due`);
    expect(mail!.body).toContain(`The card payment for order ${number} was cancelled.`);
    expect(mail!.body).toContain('your Visa card ending 1111 was not charged');
    expect(mail!.body).toContain(`Your order is kept, and ${due} is now due.`);
    expect(mail!.body).toContain('Please pay it with Pay now on your order page (sign in first).');
    expect(mail!.body).toContain(`1 × ${cheap.name}`);
    expect(mail!.body).toContain(`Pay for your order: https://shop.example.com/app/orders/${number}`);
    expect(mail!.html).toContain(`<a href="https://shop.example.com/app/orders/${number}">Pay for your order</a>`);

    // The same confirmation again (a retried request, a double click): nothing voided or mailed again.
    const [again, calls] = await countingCalls('void', () =>
      Promise.all([voidIt(owner, number, idempotencyKey), voidIt(owner, number, idempotencyKey)]),
    );
    expect(again.map((a) => a.errors)).toEqual([undefined, undefined]);
    expect(calls).toBe(0);
    expect(await voidMails(email)).toHaveLength(1);
  });

  it('mails nothing when the gateway does not void, and nothing of its own when Reject voids (the rejection mail says it)', async () => {
    const kept = await authorizedOrder(false);
    const refused = jest
      .spyOn(gateway(), 'void')
      .mockResolvedValueOnce({ ...blankResult('ERROR', 'The transaction cannot be found.'), responseCode: '3' });
    try {
      expect((await voidIt(owner, kept.number)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    } finally {
      refused.mockRestore();
    }
    expect(await voidMails(kept.email)).toEqual([]);

    const rejected = await authorizedOrder(false);
    await owner.client.data(RejectOrderDocument, { orderNumber: rejected.number, reason: 'Cannot ship there' });
    expect(atGateway(rejected.number).map((t) => t.status)).toEqual(['voided']);
    expect(await voidMails(rejected.email)).toEqual([]);
    const orderMails = (await mailTo(rejected.email)).filter((m) => m.subject.includes(rejected.number));
    expect(orderMails.map((m) => m.subject)).toEqual([
      `ESI Smoke & Vape: order ${rejected.number} received`,
      `ESI Smoke & Vape: order ${rejected.number} — Rejected`,
    ]);
  });

  it("writes a hostile product name into the void's mail as text: markup escaped in HTML, formulas left inert", async () => {
    const { email, number } = await authorizedOrder(false);
    const hostile = '<img src=x onerror="alert(1)"> =HYPERLINK("https://evil.example") & Co';
    await suite.db.query(
      `UPDATE order_line SET product_name = $2 WHERE order_id = (SELECT id FROM customer_order WHERE order_number = $1)`,
      [number, hostile],
    );
    await voidIt(owner, number);
    const [mail] = await voidMails(email);
    expect(mail!.body).toContain(`- 1 × ${hostile}`);
    expect(mail!.html).toContain(
      '<li>1 × &lt;img src=x onerror=&quot;alert(1)&quot;&gt; =HYPERLINK(&quot;https://evil.example&quot;) &amp; Co</li>',
    );
    expect(mail!.html).not.toContain('<img');
  });

  it('after a void and a payment recorded by hand, refuses a refund through the gateway in words, never a 503 to retry', async () => {
    const { number, total } = await authorizedOrder(false);
    await voidIt(owner, number);
    await owner.client.data(RecordPaymentDocument, {
      orderNumber: number,
      input: { amount: total, reference: 'MO-7' },
    });
    const refund = await owner.client.request(RefundPaymentDocument, {
      orderNumber: number,
      input: { idempotencyKey: key(), amount: total, reason: 'Cancelled by the customer', lines: [] },
    });
    expect(refund.status).toBe(200);
    expect(refund.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refund.errors?.[0]?.message).toBe(
      'This order was not paid through the payment gateway: refund it by the means it was paid.',
    );
    expect(await adminPayment(number)).toMatchObject({ state: 'CAPTURED', charged: total, refunded: 0 });
    expect(atGateway(number).map((t) => t.status)).toEqual(['voided']);
  });

  it('refuses a captured order (refund it instead), a voided one, and a rejected one, in words, voiding nothing', async () => {
    const captured = await authorizedOrder();
    await capture(owner, captured.number);
    const refund = await voidIt(owner, captured.number);
    expect(refund.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refund.errors?.[0]?.message).toBe(
      `Order ${captured.number} is captured ($${(captured.total / 100).toFixed(2)}): a charge is not voided here; ` +
        'refund it instead (before settlement the refund voids it).',
    );
    expect(atGateway(captured.number).map((t) => t.status)).toEqual(['capturedPendingSettlement']);

    const twice = await authorizedOrder(false);
    await voidIt(owner, twice.number);
    const again = await voidIt(owner, twice.number);
    expect(again.errors?.[0]?.message).toBe(
      `Order ${twice.number} has nothing authorized to void: its authorization was voided.`,
    );
    const recapture = await capture(owner, twice.number);
    expect(recapture.errors?.[0]?.message).toBe(
      `Order ${twice.number} has nothing authorized to capture: its authorization was voided.`,
    );

    const rejected = await authorizedOrder(false);
    await owner.client.data(RejectOrderDocument, { orderNumber: rejected.number, reason: 'Cannot ship there' });
    expect((await voidIt(owner, rejected.number)).errors?.[0]?.message).toBe(
      `Order ${rejected.number} has nothing authorized to void: its authorization was voided.`,
    );
    expect(await auditOf(rejected.number)).toEqual(['payment.void', 'order.reject']);
  });

  it('voids or captures once when staff press both at once: the other is refused in words', async () => {
    const { number } = await authorizedOrder();
    const answers = await Promise.all([capture(owner, number), voidIt(manager, number)]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.flatMap((a) => a.errors ?? []).map((e) => e.extensions?.code)).toEqual(['CONFLICT']);
    expect(atGateway(number)).toHaveLength(1);
    expect(['capturedPendingSettlement', 'voided']).toContain(atGateway(number)[0]?.status);
  });

  it('answers a gateway that cannot be reached with a 503 in words, and keeps the authorization', async () => {
    const { number, total } = await authorizedOrder(false);
    const down = jest.spyOn(gateway(), 'void').mockResolvedValue(blankResult('ERROR', 'unreachable (ECONNREFUSED)'));
    const details = jest.spyOn(gateway(), 'details').mockRejectedValue(new Error('unreachable'));
    try {
      const answer = await voidIt(owner, number);
      expect(answer.status).toBe(503);
      expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toBe(
        `The authorization of order ${number} could not be voided (the payment gateway did not answer; try again in a minute). Nothing changed.`,
      );
    } finally {
      down.mockRestore();
      details.mockRestore();
    }
    expect(await adminPayment(number)).toMatchObject({ state: 'AUTHORIZED', authorized: total });
    expect(await auditOf(number)).toEqual([]);
  });
});

describe('A captured order whose refund is unconfirmed', () => {
  it('is not rejected until the gateway is asked: the refund voided the charge, and the ledger then holds what the gateway holds', async () => {
    const { number, total } = await authorizedOrder();
    await capture(owner, number);
    // The whole refund voids the unsettled charge at the gateway; its answer never arrives.
    const sent = gateway().void.bind(gateway());
    const lost = jest.spyOn(gateway(), 'void').mockImplementation(async (...args) => {
      await sent(...args);
      return blankResult('UNKNOWN', 'the connection dropped before the answer');
    });
    try {
      const refund = await owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey: key(), amount: total, reason: 'Cancelled by the customer', lines: [] },
      });
      expect(refund.errors?.[0]?.message).toMatch(/^Refund unconfirmed/);
    } finally {
      lost.mockRestore();
    }
    expect(atGateway(number).map((t) => t.status)).toEqual(['voided']);

    // Rejecting would void the charge again and count it twice (a void and a refund of the same money).
    const rejected = await owner.client.request(RejectOrderDocument, { orderNumber: number, reason: 'Cannot ship' });
    expect(rejected.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(rejected.errors?.[0]?.message).toBe(
      `A refund of order ${number} is unconfirmed (the payment gateway did not answer it): check it with the ` +
        'gateway on the Payment panel before rejecting the order.',
    );
    const refused = await adminPayment(number);
    expect(refused.status).toBe('APPROVED');
    expect(rowsOf(refused, 'void')).toEqual([]);

    await owner.client.data(CheckUnconfirmedRefundsDocument, { orderNumber: number });
    // Captured, then all of it refunded: nothing held, as at the gateway.
    expect(await adminPayment(number)).toMatchObject({
      state: 'REFUNDED',
      charged: total,
      refunded: total,
      refundUnconfirmed: false,
    });
    expect(await auditOf(number)).toEqual(['order.approve', 'payment.capture', 'payment.refund', 'order.refund']);
  });
});

describe('Mark refunded while a refund is unconfirmed', () => {
  it('is refused with where the refund stands and what to press, not told to refund again; once checked, the usual rule', async () => {
    const { number, total } = await authorizedOrder();
    await capture(owner, number);
    sandbox().settle();
    const sent = gateway().refund.bind(gateway());
    const lost = jest.spyOn(gateway(), 'refund').mockImplementation(async (...args) => {
      await sent(...args);
      return blankResult('UNKNOWN', 'the connection dropped before the answer');
    });
    try {
      const refund = await owner.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey: key(), amount: 100, reason: 'Goodwill', lines: [] },
      });
      expect(refund.errors?.[0]?.message).toMatch(/^Refund unconfirmed/);
    } finally {
      lost.mockRestore();
    }
    const marked = await owner.client.request(RefundOrderDocument, { orderNumber: number, reason: 'Goodwill' });
    expect(marked.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(marked.errors?.[0]?.message).toBe(
      `A refund of order ${number} is being confirmed with the payment gateway (it did not answer it), so whether ` +
        'the money went back is not known yet: use Check with the gateway on the Payment panel. A refund it ' +
        'confirms marks the order refunded once all its charge is back.',
    );
    expect((await adminPayment(number)).status).toBe('APPROVED');

    await owner.client.data(CheckUnconfirmedRefundsDocument, { orderNumber: number });
    expect(await adminPayment(number)).toMatchObject({ refunded: 100, refundUnconfirmed: false });
    const rest = `$${((total - 100) / 100).toFixed(2)}`;
    expect(
      (await owner.client.request(RefundOrderDocument, { orderNumber: number, reason: 'Goodwill' })).errors?.[0]
        ?.message,
    ).toBe(`Order ${number} has ${rest} charged and not refunded: refund the payment (by lines or an amount) first.`);
  });
});

describe('A rejection racing a refund of the same charge', () => {
  it('returns the money once: the refund named meanwhile waits for the rejection, sees the charge voided, and sends nothing', async () => {
    const { shop, number, total } = await authorizedOrder();
    await capture(owner, number);
    // Reject has read the ledger (no refund yet) and is in its void call when staff confirm a refund.
    const voidCall = gateway().void.bind(gateway());
    let entered!: () => void;
    const inVoid = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = jest.spyOn(gateway(), 'void').mockImplementationOnce(async (...args) => {
      entered();
      await released;
      return voidCall(...args);
    });
    try {
      const rejecting = owner.client.request(RejectOrderDocument, { orderNumber: number, reason: 'Cannot ship there' });
      await inVoid;
      const refunding = manager.client.request(RefundPaymentDocument, {
        orderNumber: number,
        input: { idempotencyKey: key(), amount: total, reason: 'Cancelled by the customer', lines: [] },
      });
      // The refund's request is written ahead, before its call; then the rejection's void goes on.
      for (let tries = 0; tries < 500 && (await refundOutcomes(number)).length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await refundOutcomes(number)).toEqual(['requested']);
      release();
      expect((await rejecting).errors).toBeUndefined();
      const refund = await refunding;
      expect(refund.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(refund.errors?.[0]?.message).toBe(
        `The charge of order ${number} was voided meanwhile (the order was rejected): its money is back already, ` +
          'and nothing more was refunded.',
      );
    } finally {
      held.mockRestore();
    }
    // Nothing held, nothing counted refunded: as at the gateway, where the charge is voided once.
    expect(await adminPayment(number)).toMatchObject({ status: 'REJECTED', charged: 0, refunded: 0 });
    expect(await refundOutcomes(number)).toEqual(['requested', 'not-found']);
    expect(atGateway(number).map((t) => t.status)).toEqual(['voided']);
    expect(await auditOf(number)).toEqual(['order.approve', 'payment.capture', 'payment.void', 'order.reject']);
    expect((await shop.data(OrderPageDocument, { orderNumber: number })).order?.payment).toMatchObject({
      refunded: 0,
    });
  });
});

describe('Capture and Void need the refund permission', () => {
  it('refuses both to a role without REFUND_ORDER and moves no money', async () => {
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const { number, total } = await authorizedOrder();
    for (const answer of [await capture(clerk, number), await voidIt(clerk, number)]) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await adminPayment(number)).toMatchObject({ state: 'AUTHORIZED', authorized: total });
    expect(atGateway(number).map((t) => t.status)).toEqual(['authorizedPendingCapture']);
  });
});
