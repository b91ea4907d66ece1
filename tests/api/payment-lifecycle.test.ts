import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  ExpiringAuthorizationsDocument,
  RejectOrderDocument,
  RecordPaymentDocument,
  ShipOrderDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { AddToCartDocument, OrderPageDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { sandboxPaidOrder } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { type SuiteApp, useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let cheap: FixtureProduct;
let owner: SignedInStaff;

beforeAll(async () => {
  cheap = await findProduct(suite.testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
});

/** A customer's order paid with this sandbox card, placed through the shop's API. */
const paidOrder = (on: SuiteApp, card: string = SANDBOX_CARDS.approve) => sandboxPaidOrder(on.testApp, cheap.id, card);

/** A customer's order placed without a card (as the legacy call places one): awaiting payment. */
async function unpaidOrder(on: SuiteApp) {
  const shop = new GraphQLClient(on.testApp.url);
  await signUpCustomer(shop, on.testApp.app.database.url, { firstName: 'Robin', lastName: 'Later' });
  await shop.data(AddToCartDocument, { productId: cheap.id, quantity: 1 });
  const { placeOrder } = await shop.data(PlaceOrderDocument, {
    input: { idempotencyKey: randomBytes(8).toString('hex'), address: ARIZONA },
  });
  if (placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(placeOrder)}`);
  return { number: placeOrder.order.orderNumber, total: placeOrder.order.total };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const gatewayStatus = (on: SuiteApp, number: string) =>
  on.testApp.app.paymentSandbox!.transactions().find((t) => t.invoiceNumber === number)?.status;

async function auditOf(on: SuiteApp, number: string): Promise<string[]> {
  const { rows } = await on.db.query<{ operation: string }>(
    `SELECT operation FROM audit_event WHERE record_type = 'order' AND record_id = $1 ORDER BY id`,
    [number],
  );
  return rows.map((r) => r.operation);
}

const ship = (staff: SignedInStaff, orderNumber: string) =>
  staff.client.request(ShipOrderDocument, { orderNumber, carrier: 'ups', trackingNumber: '1Z999AA10123456784' });

describe('the money of an order as it moves', () => {
  it('captures the authorization when staff ship the order, in the step, audited; both order pages say so', async () => {
    const { shop, number, total } = await paidOrder(suite);
    await owner.client.data(ApproveOrderDocument, { orderNumber: number });
    expect(gatewayStatus(suite, number)).toBe('authorizedPendingCapture');
    expect((await ship(owner, number)).errors).toBeUndefined();
    expect(gatewayStatus(suite, number)).toBe('capturedPendingSettlement');
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order?.payment).toMatchObject({
      state: 'CAPTURED',
      authorized: 0,
      charged: total,
      due: 0,
      brand: 'Visa',
      lastFour: '1111',
    });
    expect(order?.payment.events.map((e) => `${e.operation} ${e.outcome}`)).toEqual([
      'authorize requested',
      'authorize approved',
      'capture requested',
      'capture approved',
    ]);
    expect(await auditOf(suite, number)).toEqual(['order.approve', 'payment.capture', 'order.ship']);
    const page = await shop.data(OrderPageDocument, { orderNumber: number });
    expect(page.order?.payment).toMatchObject({ state: 'CAPTURED', charged: total, refunded: 0 });
  });

  it('voids the authorization of a rejected order and never captures it', async () => {
    const { shop, number, total } = await paidOrder(suite);
    await owner.client.data(RejectOrderDocument, {
      orderNumber: number,
      reason: 'Address cannot receive vape products',
    });
    expect(gatewayStatus(suite, number)).toBe('voided');
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order?.payment).toMatchObject({ state: 'VOIDED', authorized: 0, charged: 0, due: total });
    expect(await auditOf(suite, number)).toEqual(['payment.void', 'order.reject']);
    expect((await shop.data(OrderPageDocument, { orderNumber: number })).order?.payment.state).toBe('VOIDED');
  });

  it('refuses to ship an order whose capture the gateway refuses, keeps the order as it was, and keeps the answer', async () => {
    const { number } = await paidOrder(suite, SANDBOX_CARDS.held);
    await owner.client.data(ApproveOrderDocument, { orderNumber: number });
    const refused = await ship(owner, number);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/could not be charged.*stays Approved/);
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order?.status).toBe('APPROVED');
    expect(order?.payment.state).toBe('HELD');
    expect(order?.payment.events.slice(-2).map((e) => `${e.operation} ${e.outcome}`)).toEqual([
      'capture requested',
      'capture error',
    ]);
  });

  it('refuses to ship an unpaid order, says why on the order page, and ships it once the payment received is recorded', async () => {
    const { number, total } = await unpaidOrder(suite);
    await owner.client.data(ApproveOrderDocument, { orderNumber: number });
    const before = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(before.order?.payment).toMatchObject({ state: 'UNPAID', authorized: 0, due: total });
    const reason = `Order ${number} cannot ship: ${dollars(total)} is still to pay and nothing is authorized`;
    expect(before.order?.payment.shipRefusal).toContain(reason);
    expect(before.order?.payment.shipRefusal).toContain('The customer pays on their order page');
    const refused = await ship(owner, number);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain(reason);
    expect((await owner.client.data(AdminOrderDocument, { orderNumber: number })).order?.status).toBe('APPROVED');
    expect(await auditOf(suite, number)).toEqual(['order.approve']);

    // Part of it received is not enough.
    await owner.client.data(RecordPaymentDocument, {
      orderNumber: number,
      input: { amount: total - 100, reference: `MO-${number}-1`, note: null },
    });
    expect((await ship(owner, number)).errors?.[0]?.message).toContain(`${dollars(100)} is still to pay`);
    const { recordPayment } = await owner.client.data(RecordPaymentDocument, {
      orderNumber: number,
      input: { amount: 100, reference: `MO-${number}-2`, note: null },
    });
    expect(recordPayment).toMatchObject({ due: 0, shipRefusal: null });
    expect((await ship(owner, number)).errors).toBeUndefined();
    expect((await owner.client.data(AdminOrderDocument, { orderNumber: number })).order?.status).toBe('SHIPPED');
  });

  it('lists the authorizations that lapse within a week unless their orders ship', async () => {
    const { number } = await paidOrder(suite);
    const [row] = (
      await suite.db.query<{ transaction_id: string; amount_cents: number }>(
        `SELECT transaction_id, amount_cents FROM payment_event WHERE order_number = $1 AND outcome = 'approved'`,
        [number],
      )
    ).rows;
    // An older authorization, as the ledger would have it 25 days on (rows are never changed: a second one is added).
    await suite.db.query(
      `INSERT INTO payment_event (order_number, provider, operation, outcome, reference, amount_cents, transaction_id, actor, at)
       VALUES ($1, 'sandbox', 'authorize', 'approved', $2, $3, $4, 'customer', now() - interval '25 days')`,
      [`${number}-OLD`, `old-${number}`.slice(0, 40), row!.amount_cents, `old-${row!.transaction_id}`],
    );
    const { expiringAuthorizations } = await owner.client.data(ExpiringAuthorizationsDocument, { withinDays: 7 });
    expect(expiringAuthorizations.map((a) => a.orderNumber)).toContain(`${number}-OLD`);
    expect(expiringAuthorizations.map((a) => a.orderNumber)).not.toContain(number);
  });
});

describe('with PAYMENT_CAPTURE_AT=approval', () => {
  const atApproval = useSuiteApp({ PAYMENT_CAPTURE_AT: 'approval' });
  let manager: SignedInStaff;
  beforeAll(async () => {
    manager = await signedInStaff(atApproval.testApp.app, StaffRole.OWNER);
  });

  it('captures when staff approve, and ships without a second capture', async () => {
    const { number } = await paidOrder(atApproval);
    await manager.client.data(ApproveOrderDocument, { orderNumber: number });
    expect(gatewayStatus(atApproval, number)).toBe('capturedPendingSettlement');
    expect((await ship(manager, number)).errors).toBeUndefined();
    const { order } = await manager.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order?.payment.events.filter((e) => e.operation === 'capture' && e.outcome === 'approved')).toHaveLength(1);
  });

  it('refuses to approve an unpaid order, since approval charges the card', async () => {
    const { number, total } = await unpaidOrder(atApproval);
    const refused = await manager.client.request(ApproveOrderDocument, { orderNumber: number });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain(
      `Order ${number} cannot be approved (approval charges the card): ${dollars(total)} is still to pay`,
    );
    const { order } = await manager.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order?.status).toBe('PENDING_APPROVAL');
  });
});
