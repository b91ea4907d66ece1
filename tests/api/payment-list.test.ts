import { randomBytes } from 'node:crypto';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  ApproveOrderDocument,
  PaymentsDocument,
  SettlementReportDocument,
  ShipOrderDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { findProduct } from '../support/catalog-fixtures';
import { sandboxPaidOrder } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let owner: SignedInStaff;
let number: string;

beforeAll(async () => {
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
  const product = await findProduct(
    suite.testApp.app.database.url,
    'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL',
  );
  ({ number } = await sandboxPaidOrder(suite.testApp, product.id));
});

describe('the Payments list', () => {
  it('lists the orders with a payment, filtered by order number and day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { payments } = await owner.client.data(PaymentsDocument, {
      filter: { text: number.toLowerCase(), from: today, to: today },
      page: { page: 1, pageSize: 50 },
    });
    expect(payments.total).toBe(1);
    expect(payments.rows[0]).toMatchObject({
      orderNumber: number,
      state: 'AUTHORIZED',
      brand: 'Visa',
      lastFour: '1111',
      charged: 0,
    });
    const none = await owner.client.data(PaymentsDocument, {
      filter: { to: '2020-01-01' },
      page: { page: 1, pageSize: 50 },
    });
    expect(none.payments.rows.map((r) => r.orderNumber)).not.toContain(number);
    const bad = await owner.client.request(PaymentsDocument, {
      filter: { from: '2026-13-01' },
      page: { page: 1, pageSize: 50 },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports the same rows as CSV, money in cents, formulas written as text', async () => {
    // A row a spreadsheet would run: a manual payment whose provider names a formula (data, never code).
    await suite.db.query(
      `INSERT INTO payment_event (order_number, provider, operation, outcome, reference, amount_cents, actor)
       VALUES ('ESI-FORMULA', '=HYPERLINK("http://evil.example")', 'manual', 'approved', $1, 500, 'staff')`,
      [`formula-${randomBytes(4).toString('hex')}`],
    );
    const response = await fetch(`${suite.testApp.url}/admin-api/export/payments.csv?text=${number}`, {
      headers: owner.client.identity(),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'orderNumber,firstAt,provider,state,authorizedCents,capturedCents,refundedCents,brand,lastFour,transactionId',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${number},[^,]+,sandbox,AUTHORIZED,\\d+,0,0,Visa,1111,\\d+$`)),
    ]);
    const formula = await (
      await fetch(`${suite.testApp.url}/admin-api/export/payments.csv?text=ESI-FORMULA`, {
        headers: owner.client.identity(),
      })
    ).text();
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const refused = await fetch(`${suite.testApp.url}/admin-api/export/payments.csv`, {
      headers: clerk.client.identity(),
    });
    expect(refused.status).toBe(403);
  });
});

describe('the daily settlement report', () => {
  it("adds a capture to its day's figures", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = (await owner.client.data(SettlementReportDocument, { days: 1 })).settlementReport.find(
      (d) => d.day === today,
    );
    await owner.client.data(ApproveOrderDocument, { orderNumber: number });
    await owner.client.data(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    const { payments } = await owner.client.data(PaymentsDocument, {
      filter: { text: number },
      page: { page: 1, pageSize: 1 },
    });
    const after = (await owner.client.data(SettlementReportDocument, { days: 1 })).settlementReport.find(
      (d) => d.day === today,
    );
    expect(after?.captures).toBe((before?.captures ?? 0) + 1);
    expect(after?.captured).toBe((before?.captured ?? 0) + payments.rows[0]!.charged);
    expect(after?.net).toBe(after!.captured - after!.refunded);
  });
});
