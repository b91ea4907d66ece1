import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../../api/src/config';
import { createLogger } from '../../api/src/logger';
import { sweepTasks } from '../../api/src/maintenance/sweep-tasks';
import { Sweeper } from '../../api/src/maintenance/sweeper';
import type { Actor } from '../../api/src/modules/audit/audit.service';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { ROLE_PERMISSIONS, StaffRole } from '../../api/src/modules/staff/permission.type';
import { AddToCartDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import {
  AddCarrierDocument,
  type CarrierInput,
  OrderCarriersDocument,
  ShipOrderDocument,
  UpdateCarrierDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { payInFull } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { signedInShoppers } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const COMMAND_LINE: Actor = { staffId: null, email: null, role: null, clientIp: 'command line' };
let disposable: FixtureProduct;
let lighter: FixtureProduct;
let courier: string;
let clerk: SignedInStaff;
let compliance: SignedInStaff;

/** Two months before this one (YYYY-MM): its report is overdue whatever day the tests run. */
const month = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
})();

let key = 0;
async function place(
  lines: [FixtureProduct, number][],
  to: { first: string; city: string; zip: string; state?: string },
): Promise<string> {
  const { api } = (await signedInShoppers(suite, 1))[0]!;
  for (const [product, quantity] of lines) await api.data(AddToCartDocument, { productId: product.id, quantity });
  const placed = await api.data(PlaceOrderDocument, {
    input: {
      idempotencyKey: `pact-${++key}-${Date.now()}`,
      address: {
        firstName: to.first,
        lastName: 'Tester',
        address: `${key} Market St`,
        city: to.city,
        state: to.state ?? 'PA',
        zipcode: to.zip,
      },
    },
  });
  if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(placed)}`);
  const number = placed.placeOrder.order.orderNumber;
  await suite.testApp.app.services.orders.setStatus(number, OrderStatus.APPROVED);
  // Paid (a money order staff record), so that it may ship.
  await payInFull(suite.testApp.app.services, number);
  return number;
}

const ship = (number: string, carrier: string) =>
  suite.testApp.app.services.orders.setStatus(number, OrderStatus.SHIPPED, { carrier, trackingNumber: `TRK${key}X99` });

/** Moves the order's SHIPPED step to the 15th of the report's month, noon UTC. */
async function shippedOn(number: string, day: string): Promise<void> {
  await suite.db.query(
    `UPDATE order_status_change SET changed_at = $2::timestamptz
     WHERE status = 'Shipped' AND order_id = (SELECT id FROM customer_order WHERE order_number = $1)`,
    [number, `${day}T12:00:00Z`],
  );
}

async function factsOf(number: string) {
  const { rows } = await suite.db.query<{ brand: string; product: string; quantity: number; excise: number }>(
    `SELECT b.name AS brand, l.product_name AS product, l.quantity,
       (SELECT coalesce(sum(tax_cents), 0)::int FROM order_tax_line t WHERE t.order_line_id = l.id) AS excise
     FROM order_line l JOIN customer_order o ON o.id = l.order_id JOIN product p ON p.id = l.product_id
     JOIN brand b ON b.id = p.brand_id WHERE o.order_number = $1 AND p.ends_kind IS NOT NULL`,
    [number],
  );
  return rows[0]!;
}

beforeAll(async () => {
  clerk = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
  compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
  const url = suite.testApp.app.database.url;
  disposable = await findProduct(url, `p.ends_kind = 'disposable' AND f.name = 'Tobacco'`);
  lighter = await findProduct(url, `p.ends_kind IS NULL AND p.stock > 10`);
  courier = (
    await suite.testApp.app.services.carriers.add(COMMAND_LINE, {
      name: 'Test Adult-Signature Courier',
      address: '1 Depot Road, Harrisburg, PA 17101',
      telephone: '717-555-0199',
      adultSignatureId: true,
      trackingUrlPattern: 'https://courier.example.com/track/{number}',
    })
  ).name;
});

describe('PACT-ready delivery', () => {
  it('refuses a vapour product by USPS (or any carrier without adult signature and ID), and takes it by one with', async () => {
    const number = await place([[disposable, 1]], { first: 'Vera', city: 'Erie', zip: '16501' });
    await expect(ship(number, 'USPS')).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: expect.stringMatching(
        /USPS may not carry vapour products at all \(federal law, the PACT Act's mail ban\)/,
      ),
    });
    await expect(ship(number, 'UPS')).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    await expect(ship(number, courier)).resolves.toMatchObject({ to: OrderStatus.SHIPPED });
    const { rows } = await suite.db.query(
      `SELECT carrier FROM order_status_change s JOIN carrier c ON c.id = s.carrier_id
       WHERE s.status = 'Shipped' AND s.order_id = (SELECT id FROM customer_order WHERE order_number = $1)`,
      [number],
    );
    expect(rows).toEqual([{ carrier: courier }]);
  }, 30_000);

  it('lets an order without a vapour product go by USPS', async () => {
    const number = await place([[lighter, 1]], { first: 'Len', city: 'Erie', zip: '16501' });
    const { orderCarriers } = await clerk.client.data(OrderCarriersDocument, { orderNumber: number });
    expect(orderCarriers.every((c) => c.fit && c.reason === null)).toBe(true);
    await expect(ship(number, 'usps')).resolves.toMatchObject({ to: OrderStatus.SHIPPED });
  }, 30_000);

  it('offers the Ship dialog only the carriers fit for a vapour order, the others with why, and the server refuses those', async () => {
    const number = await place([[disposable, 1]], { first: 'Fay', city: 'Erie', zip: '16501' });
    const { orderCarriers } = await clerk.client.data(OrderCarriersDocument, { orderNumber: number });
    expect(orderCarriers.filter((c) => c.fit).map((c) => c.name)).toEqual([courier]);
    const why = new Map(orderCarriers.map((c) => [c.name, c.reason]));
    expect(why.get('USPS')).toMatch(/may not carry vapour products at all/);
    expect(why.get('UPS')).toMatch(/does not deliver with an adult's signature and ID check/);
    expect(why.get('UPS')).toContain(disposable.name);

    const refused = await clerk.client.request(ShipOrderDocument, {
      orderNumber: number,
      carrier: 'FedEx',
      trackingNumber: 'TRK123456',
    });
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'UNPROCESSABLE' },
      message: expect.stringContaining(`Ship it by ${courier}.`),
    });
    const { rows } = await suite.db.query(`SELECT status FROM customer_order WHERE order_number = $1`, [number]);
    expect(rows).toEqual([{ status: OrderStatus.APPROVED }]);
  }, 30_000);
});

describe('the carrier editor', () => {
  const usps = async () => (await suite.testApp.app.services.carriers.find('USPS'))!;
  const draft = (over: Partial<CarrierInput>): CarrierInput => ({
    name: 'USPS',
    address: '475 LEnfant Plaza SW, Washington, DC 20260',
    telephone: '800-275-8777',
    adultSignatureId: true,
    trackingUrlPattern: null,
    ...over,
  });

  it('refuses to mark the Postal Service fit for vapour products, by any of its names or its tracking page', async () => {
    const before = await usps();
    for (const input of [
      draft({}),
      draft({ name: 'U.S. Postal Service' }),
      draft({ name: 'United States Postal Service' }),
      draft({ name: 'Mail Co', trackingUrlPattern: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' }),
    ]) {
      const update = await compliance.client.request(UpdateCarrierDocument, { id: before.id, input });
      expect(update.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
        message: expect.stringContaining('the Postal Service may never carry vapour products'),
      });
      const add = await compliance.client.request(AddCarrierDocument, { input: { ...input, name: `${input.name} 2` } });
      expect(add.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await usps()).toEqual(before);
    // Renaming a fit carrier to USPS is the same claim.
    const fit = (await suite.testApp.app.services.carriers.find(courier))!;
    const renamed = await compliance.client.request(UpdateCarrierDocument, {
      id: fit.id,
      input: draft({ name: 'usps', address: fit.address, telephone: fit.telephone }),
    });
    expect(renamed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // USPS may still be edited while it says no.
    await compliance.client.data(UpdateCarrierDocument, { id: before.id, input: draft({ adultSignatureId: false }) });
  });
});

describe('the monthly PACT report', () => {
  it('has a row per vapour-product line shipped into the state that month, by city then ZIP, as CSV (golden)', async () => {
    const pittsburgh = await place(
      [
        [disposable, 2],
        [lighter, 1],
      ],
      { first: 'Pia', city: 'Pittsburgh', zip: '15222' },
    );
    const allentown = await place([[disposable, 1]], { first: 'Al', city: 'Allentown', zip: '18101' });
    const ohio = await place([[disposable, 1]], { first: 'Otto', city: 'Akron', zip: '44308', state: 'OH' });
    const later = await place([[disposable, 1]], { first: 'Lena', city: 'Altoona', zip: '16601' });
    for (const number of [pittsburgh, allentown, ohio, later]) await ship(number, courier);
    await shippedOn(pittsburgh, `${month}-15`);
    await shippedOn(allentown, `${month}-03`);
    await shippedOn(ohio, `${month}-15`);
    const [p, a] = [await factsOf(pittsburgh), await factsOf(allentown)];
    const carrier = `${courier},"1 Depot Road, Harrisburg, PA 17101",717-555-0199`;
    const usd = (cents: number) => (cents / 100).toFixed(2);
    const csv = (name: string) => (/[",]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name);
    expect(p.excise).toBeGreaterThan(0);
    const golden = [
      'state,city,zip,recipientName,address,brand,product,quantity,carrierName,carrierAddress,carrierTelephone,orderNumber,shipDate,exciseCollectedUsd',
      `PA,Allentown,18101,Al Tester,${key - 2} Market St,${csv(a.brand)},${csv(a.product)},1,${carrier},${allentown},${month}-03,${usd(a.excise)}`,
      `PA,Pittsburgh,15222,Pia Tester,${key - 3} Market St,${csv(p.brand)},${csv(p.product)},2,${carrier},${pittsburgh},${month}-15,${usd(p.excise)}`,
      '',
    ].join('\n');

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'api/src/modules/compliance/compliance.cli.ts',
        'pact-report',
        '--state',
        'PA',
        '--month',
        month,
      ],
      {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, DATABASE_URL: suite.testApp.app.database.url, NODE_ENV: 'test' },
      },
    );
    expect(stdout).toBe(golden);

    const report = await suite.testApp.app.services.pactReports.report('pa', month);
    expect(report.totals).toEqual({ shipments: 2, lines: 2, units: 3, exciseCents: p.excise + a.excise });
    expect(report.seller.examples).toContain('SELLER_ATF_REGISTRATION');
  }, 60_000);

  it("counts the overdue report on compliance's start page until it is marked filed, which the trail keeps", async () => {
    const { pactReports, work } = suite.testApp.app.services;
    const due = await pactReports.due();
    expect(due).toContainEqual(expect.objectContaining({ stateCode: 'PA', month, status: 'OVERDUE', filing: null }));
    // The compliance officer's start page counts it.
    const overdue = async () =>
      (await work.forRole(ROLE_PERMISSIONS[StaffRole.COMPLIANCE])).compliance!.pactReportsOverdue;
    const before = await overdue();
    expect(before).toBe(due.filter((r) => r.status === 'OVERDUE').length);
    expect(before).toBeGreaterThanOrEqual(1);
    const filed = await pactReports.markFiled(COMMAND_LINE, 'PA', month, 'PA-REV-123');
    expect(filed).toMatchObject({ status: 'FILED', filing: { filedBy: null, reference: 'PA-REV-123' } });
    await expect(pactReports.markFiled(COMMAND_LINE, 'PA', month, '')).rejects.toMatchObject({ code: 'CONFLICT' });
    const { rows } = await suite.db.query(
      `SELECT operation, record_id AS "recordId", after FROM audit_event WHERE operation = 'pact-report.file'`,
    );
    expect(rows).toEqual([
      {
        operation: 'pact-report.file',
        recordId: `PA ${month}`,
        after: expect.objectContaining({ reference: 'PA-REV-123' }),
      },
    ]);
    expect(await overdue()).toBe(before - 1);
  }, 30_000);
});

describe('the records the reports read', () => {
  it('are kept at least five years: the sweep deletes no order, line, tax line or step younger than that', async () => {
    const number = await place([[disposable, 1]], { first: 'Ria', city: 'Reading', zip: '19601' });
    await ship(number, courier);
    await suite.db.query(
      `UPDATE customer_order SET created_at = now() - interval '5 years' + interval '1 day' WHERE order_number = $1`,
      [number],
    );
    await suite.db.query(
      `UPDATE order_status_change SET changed_at = now() - interval '5 years' + interval '1 day'
       WHERE order_id = (SELECT id FROM customer_order WHERE order_number = $1)`,
      [number],
    );
    const counts = async () =>
      (
        await suite.db.query<{ lines: number; taxes: number; steps: number }>(
          `SELECT (SELECT count(*)::int FROM order_line WHERE order_id = o.id) AS lines,
             (SELECT count(*)::int FROM order_tax_line WHERE order_id = o.id) AS taxes,
             (SELECT count(*)::int FROM order_status_change WHERE order_id = o.id) AS steps
           FROM customer_order o WHERE o.order_number = $1`,
          [number],
        )
      ).rows;
    const before = await counts();
    expect(before).toEqual([{ lines: 1, taxes: 1, steps: 3 }]);
    await new Sweeper(sweepTasks(suite.testApp.app.services), createLogger('silent')).sweepOnce();
    expect(await counts()).toEqual(before);
  }, 30_000);
});
