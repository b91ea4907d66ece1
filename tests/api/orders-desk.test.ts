import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AddOrderNoteDocument,
  AdminOrderDocument,
  AdminOrderListDocument,
  ApproveOrderDocument,
  BulkApproveOrdersDocument,
  MarkOrderDeliveredDocument,
  RecordHistoryDocument,
  RefundOrderDocument,
  RejectOrderDocument,
  ResendOrderMailDocument,
  ShipOrderDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { AddToCartDocument, OrderPageDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { payInFull } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let cheap: FixtureProduct;
let owner: SignedInStaff;
let picker: SignedInStaff;

beforeAll(async () => {
  cheap = await findProduct(suite.testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
  picker = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
});

/** An order placed by a new customer through the shop, as a customer would. */
async function placeOrder(): Promise<{ shop: GraphQLClient; email: string; number: string }> {
  const shop = new GraphQLClient(suite.testApp.url);
  const { email } = await signUpCustomer(shop, suite.testApp.app.database.url);
  await shop.data(AddToCartDocument, { productId: cheap.id, quantity: 2 });
  const placed = await shop.data(PlaceOrderDocument, {
    input: { idempotencyKey: randomBytes(8).toString('hex'), address: ARIZONA },
  });
  if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error('not placed');
  return { shop, email, number: placed.placeOrder.order.orderNumber };
}

async function mailsAbout(number: string): Promise<{ subject: string; body: string }[]> {
  const { rows } = await suite.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outgoing_mail WHERE subject LIKE '%' || $1 || ' — %' ORDER BY id`,
    [number],
  );
  return rows;
}

const auditOf = async (number: string) =>
  (
    await suite.db.query<{ operation: string; staff_id: string | null; before: unknown; after: unknown }>(
      `SELECT operation, staff_id, before, after FROM audit_event WHERE record_type = 'order' AND record_id = $1
       ORDER BY id`,
      [number],
    )
  ).rows;

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('the orders list', () => {
  const marker = `Q${randomBytes(3).toString('hex').toUpperCase()}`;
  // Six orders of one customer, numbered with the marker so a text search finds these alone.
  const fixtures = [
    { n: 1, status: 'Pending Approval', state: 'AZ', day: '2026-03-01', total: 1500 },
    { n: 2, status: 'Pending Approval', state: 'TX', day: '2026-03-02', total: 9000 },
    { n: 3, status: 'Approved', state: 'AZ', day: '2026-03-03', total: 3000 },
    { n: 4, status: 'Shipped', state: 'AZ', day: '2026-03-04', total: 500 },
    { n: 5, status: 'Delivered', state: 'TX', day: '2026-03-05', total: 12000 },
    { n: 6, status: 'Rejected', state: 'NV', day: '2026-03-06', total: 700 },
  ];
  const numberOf = (n: number) => `ESI-${marker}-${n}`;

  beforeAll(async () => {
    const shop = new GraphQLClient(suite.testApp.url);
    const { id } = await signUpCustomer(shop, suite.testApp.app.database.url, {
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    for (const f of fixtures) {
      await suite.db.query(
        `INSERT INTO customer_order (order_number, customer_id, status, ship_first_name, ship_last_name,
           ship_address, ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents,
           discount_cents, shipping_cents, total_cents, created_at)
         VALUES ($1, $2, $3, 'Grace', 'Hopper', '1 Main St', 'Town', $4::text, $4::text, '85001', 1, $5, 0, 0, $5,
           ($6::date + time '12:00') AT TIME ZONE 'UTC')`,
        [numberOf(f.n), id, f.status, f.state, f.total, f.day],
      );
    }
  });

  const list = (
    filter: Record<string, unknown>,
    sort?: 'DATE_DESC' | 'DATE_ASC' | 'TOTAL_DESC' | 'TOTAL_ASC',
    page = 1,
    pageSize = 20,
  ) =>
    owner.client.data(AdminOrderListDocument, { filter: { text: marker, ...filter }, sort, page: { page, pageSize } });

  it('finds orders by number, customer e-mail and customer name, newest first by default', async () => {
    const { orders } = await list({});
    expect(orders.orders.map((o) => o.orderNumber)).toEqual([6, 5, 4, 3, 2, 1].map(numberOf));
    expect(orders.orders[0]).toMatchObject({
      customerName: 'Grace Hopper',
      shipToName: 'Grace Hopper',
      shipState: 'NV',
      total: 700,
    });
    const email = orders.orders[0]!.customerEmail;
    const byEmail = await owner.client.data(AdminOrderListDocument, {
      filter: { text: email.toUpperCase() },
      page: { page: 1, pageSize: 20 },
    });
    expect(byEmail.orders.total).toBe(6);
  });

  it('filters by status, state and dates, and counts each status for the other filters', async () => {
    const { orders } = await list({ status: ['PENDING_APPROVAL', 'APPROVED'], state: ['az'] });
    expect(orders.orders.map((o) => o.orderNumber)).toEqual([3, 1].map(numberOf));
    expect(orders.total).toBe(2);
    // The chips count every status among AZ orders, whatever status is chosen.
    const counts = Object.fromEntries(orders.statusCounts.map((c) => [c.status, c.count]));
    expect(counts).toEqual({ PENDING_APPROVAL: 1, APPROVED: 1, SHIPPED: 1, DELIVERED: 0, REJECTED: 0, REFUNDED: 0 });
    // Without a state or text filter the counts come from the per-day tally, kept as orders change.
    await suite.db.query(`UPDATE customer_order SET status = 'Refunded' WHERE order_number = $1`, [numberOf(5)]);
    const march = await list({ text: null, from: '2026-03-01', to: '2026-03-06' });
    expect(Object.fromEntries(march.orders.statusCounts.map((c) => [c.status, c.count]))).toEqual({
      PENDING_APPROVAL: 2,
      APPROVED: 1,
      SHIPPED: 1,
      DELIVERED: 0,
      REJECTED: 1,
      REFUNDED: 1,
    });
    expect(march.orders.total).toBe(6);
    await suite.db.query(`UPDATE customer_order SET status = 'Delivered' WHERE order_number = $1`, [numberOf(5)]);
    const dated = await list({ from: '2026-03-02', to: '2026-03-04' });
    expect(dated.orders.orders.map((o) => o.orderNumber)).toEqual([4, 3, 2].map(numberOf));
  });

  it("takes a state's name as well as its code, in any case, and refuses what is neither in words", async () => {
    const numbers = async (state: string[]) => (await list({ state })).orders.orders.map((o) => o.orderNumber);
    expect(await numbers(['Texas'])).toEqual([5, 2].map(numberOf));
    expect(await numbers(['  new   MEXICO', 'nevada'])).toEqual([6].map(numberOf));
    expect(await numbers(['Arizona', 'tx'])).toEqual([5, 4, 3, 2, 1].map(numberOf));
    expect(await numbers(['AZ TX'])).toEqual([5, 4, 3, 2, 1].map(numberOf));
    const refused = await owner.client.request(AdminOrderListDocument, {
      filter: { state: ['Texsa'] },
      page: { page: 1, pageSize: 20 },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'filter.state: "Texsa" is not a state\'s name or two-letter code.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sorts by date or total and pages', async () => {
    expect((await list({}, 'DATE_ASC')).orders.orders.map((o) => o.orderNumber)).toEqual(
      [1, 2, 3, 4, 5, 6].map(numberOf),
    );
    expect((await list({}, 'TOTAL_DESC')).orders.orders.map((o) => o.total)).toEqual([
      12000, 9000, 3000, 1500, 700, 500,
    ]);
    const second = await list({}, 'TOTAL_ASC', 2, 4);
    expect(second.orders.orders.map((o) => o.total)).toEqual([9000, 12000]);
    expect(second.orders.total).toBe(6);
  });

  it('refuses a bad filter naming the field, and needs READ_ORDER', async () => {
    const bad = await owner.client.request(AdminOrderListDocument, {
      filter: { from: 'March' },
      page: { page: 1, pageSize: 5 },
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/filter\.from/);
    const impossible = await owner.client.request(AdminOrderListDocument, {
      filter: { to: '2026-02-31' },
      page: { page: 1, pageSize: 5 },
    });
    expect(impossible.errors?.[0]?.message).toMatch(/filter\.to/);
    const catalogue = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    expect(
      codeOf(await catalogue.client.request(AdminOrderListDocument, { filter: {}, page: { page: 1, pageSize: 5 } })),
    ).toBe('FORBIDDEN');
  });

  it('exports the filtered list as CSV, in batches, to READ_ORDER only', async () => {
    // Batches of 2 walk the keyset past every tie and page boundary.
    const rows = [];
    for await (const row of suite.testApp.app.services.orderDesk.each({ text: marker }, 'TOTAL_DESC' as never, 2))
      rows.push(row);
    expect(rows.map((r) => r.total)).toEqual([12000, 9000, 3000, 1500, 700, 500]);

    const url = `${suite.testApp.url}/admin-api/export/orders.csv?text=${marker}&status=PENDING_APPROVAL,SHIPPED&sort=DATE_ASC`;
    const response = await fetch(url, { headers: picker.client.identity() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'orderNumber,placedAt,status,itemCount,totalCents,customerName,customerEmail,shipToName,shipState',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).concat(l.split(',')[4]!))).toEqual([
      [numberOf(1), '2026-03-01T12:00:00Z', 'Pending Approval', '1500'],
      [numberOf(2), '2026-03-02T12:00:00Z', 'Pending Approval', '9000'],
      [numberOf(4), '2026-03-04T12:00:00Z', 'Shipped', '500'],
    ]);
    const catalogue = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    expect((await fetch(url, { headers: catalogue.client.identity() })).status).toBe(403);
    const bad = await fetch(`${suite.testApp.url}/admin-api/export/orders.csv?status=LOST`, {
      headers: picker.client.identity(),
    });
    expect(bad.status).toBe(400);
  });
});

describe('an order on the desk', () => {
  it('shows lines, customer, ship-to, timeline with who and when, notes, and the actions the state allows', async () => {
    const { email, number } = await placeOrder();
    const { order } = await picker.client.data(AdminOrderDocument, { orderNumber: number.toLowerCase() });
    expect(order).toMatchObject({
      orderNumber: number,
      status: 'PENDING_APPROVAL',
      customer: { email, name: 'Ada Lovelace' },
      shipTo: { state: 'AZ', address: ARIZONA.address },
      actions: ['APPROVE', 'REJECT'],
    });
    expect(order!.lines).toEqual([expect.objectContaining({ name: cheap.name, quantity: 2 })]);
    expect(order!.timeline).toEqual([expect.objectContaining({ status: 'PENDING_APPROVAL', staffName: null })]);

    await picker.client.data(ApproveOrderDocument, { orderNumber: number });
    const { addOrderNote } = await picker.client.data(AddOrderNoteDocument, {
      orderNumber: number,
      body: ' Fragile: wrap twice ',
    });
    expect(addOrderNote.notes).toEqual([
      expect.objectContaining({ body: 'Fragile: wrap twice', staffName: 'Test fulfilment' }),
    ]);
    expect(addOrderNote.timeline[1]).toMatchObject({
      status: 'APPROVED',
      staffId: picker.id,
      staffName: 'Test fulfilment',
    });
    // A picker cannot refund, so the desk does not offer it to them; the owner sees it.
    expect(addOrderNote.actions).toEqual(['SHIP', 'REJECT']);
    expect((await owner.client.data(AdminOrderDocument, { orderNumber: number })).order!.actions).toEqual([
      'SHIP',
      'REJECT',
      'REFUND',
    ]);
    expect((await picker.client.data(AdminOrderDocument, { orderNumber: 'ESI-1' })).order).toBeNull();
    const empty = await picker.client.request(AddOrderNoteDocument, { orderNumber: number, body: '  ' });
    expect(empty.errors?.[0]?.message).toMatch(/^body/);
  });

  it('approves, ships, delivers and refunds, each step mailed, audited in its own unit of work', async () => {
    const { shop, number } = await placeOrder();
    await picker.client.data(ApproveOrderDocument, { orderNumber: number });
    await payInFull(suite.testApp.app.services, number);
    const shipped = await picker.client.data(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.shipOrder.timeline[2]).toMatchObject({
      status: 'SHIPPED',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    await picker.client.data(MarkOrderDeliveredDocument, { orderNumber: number });
    const refused = await picker.client.request(RefundOrderDocument, { orderNumber: number, reason: 'Broken' });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const { refundOrder } = await owner.client.data(RefundOrderDocument, {
      orderNumber: number,
      reason: 'Arrived broken',
    });
    expect(refundOrder).toMatchObject({ status: 'REFUNDED', actions: [] });

    const mails = await mailsAbout(number);
    expect(mails.map((m) => m.subject.split(' — ')[1])).toEqual(['Approved', 'Shipped', 'Delivered', 'Refunded']);
    expect(mails[3]!.body).toContain('Reason: Arrived broken');
    const audit = await auditOf(number);
    expect(audit.map((a) => a.operation)).toEqual([
      'order.approve',
      'payment.manual',
      'order.ship',
      'order.deliver',
      'order.refund',
    ]);
    expect(audit[4]).toMatchObject({
      staff_id: owner.id,
      before: { status: 'Delivered' },
      after: { status: 'Refunded', reason: 'Arrived broken' },
    });
    // now() is the transaction's start: each record bears the exact time of its status step.
    const { rows } = await suite.db.query(
      `SELECT count(*)::int AS n FROM order_status_change s JOIN customer_order o ON o.id = s.order_id
       JOIN audit_event a ON a.record_id = o.order_number AND a.at = s.changed_at AND a.staff_id = s.staff_id
       WHERE o.order_number = $1`,
      [number],
    );
    expect(rows[0].n).toBe(4);
    const { order } = await shop.data(OrderPageDocument, { orderNumber: number });
    expect(order?.status).toBe('REFUNDED');
  });

  it('rejects with the reason the customer reads, and refuses each step from the wrong state with CONFLICT', async () => {
    const { number } = await placeOrder();
    for (const attempt of [
      picker.client.request(ShipOrderDocument, {
        orderNumber: number,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
      picker.client.request(MarkOrderDeliveredDocument, { orderNumber: number }),
      owner.client.request(RefundOrderDocument, { orderNumber: number, reason: 'x' }),
    ]) {
      const result = await attempt;
      expect(codeOf(result)).toBe('CONFLICT');
      expect(result.errors?.[0]?.message).toMatch(/^An order that is Pending Approval cannot become/);
    }
    const noReason = await picker.client.request(RejectOrderDocument, { orderNumber: number, reason: ' ' });
    expect(noReason.errors?.[0]?.message).toMatch(/^reason/);
    await picker.client.data(RejectOrderDocument, { orderNumber: number, reason: 'We cannot verify your age' });
    expect((await mailsAbout(number))[0]!.body).toContain('Reason: We cannot verify your age');
    const late = await picker.client.request(ApproveOrderDocument, { orderNumber: number });
    expect(codeOf(late)).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toBe('An order that is Rejected cannot become Approved; its state is final.');
    const noParcel = await picker.client.request(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'UPS',
      trackingNumber: '',
    });
    expect(noParcel.errors?.[0]?.message).toMatch(/^trackingNumber/);
  });

  it('answers the same step by the same staff member again as done, without doing it twice', async () => {
    const { number } = await placeOrder();
    const [first, again] = await Promise.all([
      picker.client.request(ApproveOrderDocument, { orderNumber: number }),
      picker.client.request(ApproveOrderDocument, { orderNumber: number }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(again.data?.approveOrder.status).toBe('APPROVED');
    expect((await auditOf(number)).map((a) => a.operation)).toEqual(['order.approve']);
    expect(await mailsAbout(number)).toHaveLength(1);
    const steps = await suite.db.query(
      `SELECT count(*)::int AS n FROM order_status_change s JOIN customer_order o ON o.id = s.order_id WHERE o.order_number = $1`,
      [number],
    );
    expect(steps.rows[0].n).toBe(2);
  });

  it('lets one of two staff pressing Approve at once win and tells the other', async () => {
    const { number } = await placeOrder();
    const other = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const results = await Promise.all([
      picker.client.request(ApproveOrderDocument, { orderNumber: number }),
      other.client.request(ApproveOrderDocument, { orderNumber: number }),
    ]);
    expect(results.map((r) => codeOf(r) ?? 'done').sort()).toEqual(['CONFLICT', 'done']);
    expect(results.find((r) => r.errors)?.errors?.[0]?.message).toBe(
      'An order that is Approved cannot become Approved; it can become Shipped, Rejected, Refunded.',
    );
    expect(await auditOf(number)).toHaveLength(1);
    expect(await mailsAbout(number)).toHaveLength(1);
  });

  it('approves in bulk, answering per order done or why not', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    await owner.client.data(RejectOrderDocument, { orderNumber: b.number, reason: 'Out of stock' });
    const { bulkApproveOrders } = await picker.client.data(BulkApproveOrdersDocument, {
      orderNumbers: [a.number, b.number, 'ESI-1', a.number],
    });
    expect(bulkApproveOrders).toEqual([
      expect.objectContaining({ orderNumber: a.number, done: true, problem: null }),
      expect.objectContaining({ orderNumber: b.number, done: false, code: 'CONFLICT' }),
      expect.objectContaining({ orderNumber: 'ESI-1', done: false, code: 'NOT_FOUND' }),
    ]);
    const { recordHistory } = await picker.client.data(RecordHistoryDocument, {
      recordType: 'order',
      recordId: a.number,
    });
    expect(recordHistory.map((e) => e.operation)).toEqual(['order.approve']);
  });

  it('lets support mail the customer again about the order as it stands, and records it', async () => {
    const { number, email } = await placeOrder();
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    expect(codeOf(await picker.client.request(ResendOrderMailDocument, { orderNumber: number }))).toBe('FORBIDDEN');
    await support.client.data(ResendOrderMailDocument, { orderNumber: number });
    await picker.client.data(ApproveOrderDocument, { orderNumber: number });
    await payInFull(suite.testApp.app.services, number);
    await picker.client.data(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456799',
    });
    await support.client.data(ResendOrderMailDocument, { orderNumber: number });
    const { rows: mails } = await suite.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outgoing_mail WHERE recipient = $1 AND subject LIKE '%' || $2 || '%' ORDER BY id`,
      [email, number],
    );
    // Placed, sent again; approved, shipped, the shipment sent again with its tracking number.
    expect(mails).toHaveLength(5);
    expect(mails[1]!.subject).toBe(mails[0]!.subject);
    // Placed without a card and still unpaid: the confirmation sent again still asks for the payment.
    expect(mails[1]!.body).toContain('Your order is awaiting payment');
    expect(mails[4]!.subject).toBe(mails[3]!.subject);
    expect(mails[4]!.body).toContain('1Z999AA10123456799');
    const resent = (await auditOf(number)).filter((e) => e.operation === 'order.resend-mail');
    expect(resent.map((e) => e.staff_id)).toEqual([support.id, support.id]);
    expect(codeOf(await support.client.request(ResendOrderMailDocument, { orderNumber: 'ESI-1' }))).toBe('NOT_FOUND');
  });

  it('is still moved by the staff command, through the same rules and trail', async () => {
    const { number } = await placeOrder();
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: suite.testApp.app.database.url, NODE_ENV: 'test' };
    const { stdout } = await run(
      'npx',
      ['tsx', 'api/src/modules/orders/orders.cli.ts', 'set-status', number, 'rejected', '--reason', 'No stock'],
      { env },
    );
    expect(stdout).toContain(`${number}: Pending Approval -> Rejected`);
    const audit = await auditOf(number);
    expect(audit).toEqual([
      expect.objectContaining({
        operation: 'order.reject',
        staff_id: null,
        after: { status: OrderStatus.REJECTED, reason: 'No stock' },
      }),
    ]);
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: number });
    expect(order!.timeline[1]).toMatchObject({ status: 'REJECTED', reason: 'No stock', staffName: null });
  });
});
