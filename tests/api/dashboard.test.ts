import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  DashboardDocument,
  type DashboardQuery,
  MyWorkDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { findProducts } from '../support/catalog-fixtures';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let manager: SignedInStaff;

const dayOf = (daysAgo: number): string => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

interface Planted {
  status: string;
  daysAgo: number;
  total: number;
  discount: number;
  lines: [productId: string, quantity: number][];
}

let seq = 0;
/** An order written straight into the tables, placed `daysAgo` days before now. */
async function plant(customerId: string, order: Planted): Promise<void> {
  const number = `DASH-${process.pid}-${++seq}`;
  const { rows } = await suite.db.query<{ id: string }>(
    `INSERT INTO customer_order (order_number, customer_id, status, ship_first_name, ship_last_name,
       ship_address, ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents,
       discount_cents, shipping_cents, total_cents, created_at)
     VALUES ($1, $2, $3, 'Ada', 'Lovelace', '1 Main St', 'Phoenix', 'AZ', 'Arizona', '85004', $4, $5::int, $6::int, 0, $5::int - $6::int,
       now() - $7 * interval '1 day')
     RETURNING id`,
    [
      number,
      customerId,
      order.status,
      order.lines.reduce((n, [, q]) => n + q, 0),
      order.total + order.discount,
      order.discount,
      order.daysAgo,
    ],
  );
  for (const [productId, quantity] of order.lines) {
    await suite.db.query(
      `INSERT INTO order_line (order_id, product_id, product_name, category_name, unit_price_cents, quantity,
         line_total_cents)
       SELECT $1, p.id, p.name, 'Test', 100, $3, 100 * $3 FROM product p WHERE p.id = $2`,
      [rows[0]!.id, productId, quantity],
    );
  }
}

const figures = async (): Promise<DashboardQuery['dashboard']> =>
  (await manager.client.data(DashboardDocument)).dashboard;

beforeAll(async () => {
  manager = await signedInStaff(suite.testApp.app, StaffRole.MANAGER);
});

describe('the dashboard', () => {
  it('counts what waits, sums the last 30 UTC days per day with every day present, and ranks the best sellers', async () => {
    const before = await figures();
    const waitingBefore = (await manager.client.data(MyWorkDocument)).myWork.fulfilment!;
    const { rows } = await suite.db.query<{ id: string }>(
      `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
       VALUES ('dash@example.com', 'Dash', 'Board', '1980-01-01', 'x') RETURNING id`,
    );
    const customer = rows[0]!.id;
    const [p1, p2] = await findProducts(suite.testApp.app.database.url, 'true', 2);
    await plant(customer, { status: 'Pending Approval', daysAgo: 0, total: 5000, discount: 500, lines: [[p1!.id, 3]] });
    await plant(customer, { status: 'Rejected', daysAgo: 0, total: 3000, discount: 500, lines: [[p2!.id, 50]] });
    await plant(customer, {
      status: 'Approved',
      daysAgo: 3,
      total: 10_000,
      discount: 0,
      lines: [
        [p1!.id, 1],
        [p2!.id, 5],
      ],
    });
    await plant(customer, { status: 'Shipped', daysAgo: 29, total: 2000, discount: 1000, lines: [[p2!.id, 1]] });
    await plant(customer, { status: 'Delivered', daysAgo: 30, total: 99_999, discount: 0, lines: [[p1!.id, 90]] });

    const after = await figures();
    // What waits is the start page's work cards (myWork), counted once.
    const waiting = (await manager.client.data(MyWorkDocument)).myWork.fulfilment!;
    expect(waiting.toApprove - waitingBefore.toApprove).toBe(1);
    expect(waiting.toShip - waitingBefore.toShip).toBe(1);
    expect(after.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => dayOf(29 - i)));
    const delta = (daysAgo: number) => {
      const [now, then] = [after.days[29 - daysAgo]!, before.days[29 - daysAgo]!];
      return { orders: now.orders - then.orders, revenueCents: now.revenueCents - then.revenueCents };
    };
    // Every order counts as placed; a rejected one brings no revenue.
    expect(delta(0)).toEqual({ orders: 2, revenueCents: 5000 });
    expect(delta(1)).toEqual({ orders: 0, revenueCents: 0 });
    expect(delta(3)).toEqual({ orders: 1, revenueCents: 10_000 });
    expect(delta(29)).toEqual({ orders: 1, revenueCents: 2000 });
    expect(after.today.orders - before.today.orders).toBe(2);
    expect(after.today.revenueCents - before.today.revenueCents).toBe(5000);
    expect(after.last30Days.orders - before.last30Days.orders).toBe(4);
    expect(after.last30Days.revenueCents - before.last30Days.revenueCents).toBe(17_000);
    expect(after.last30Days.orders).toBe(after.days.reduce((n, d) => n + d.orders, 0));
    // The discount of the rejected order was never given.
    expect(after.firstPurchaseDiscountCents - before.firstPurchaseDiscountCents).toBe(1500);
    expect(after.firstPurchaseDiscountOrders - before.firstPurchaseDiscountOrders).toBe(2);
    // Units over 30 days, rejected and older orders left out: p2 6, p1 4.
    expect(after.topProducts.slice(0, 2)).toMatchObject([
      { productId: p2!.id, units: 6, revenueCents: 600 },
      { productId: p1!.id, units: 4, revenueCents: 400 },
    ]);
  });

  it('lists the active products at or below their own low-stock threshold, fewest first', async () => {
    const [empty, atLine, above, ownLine] = await findProducts(suite.testApp.app.database.url, 'p.stock > 100', 4);
    // Every other product well stocked, so the ten lowest are these.
    await suite.db.query(`UPDATE product SET stock = low_stock_threshold + 50 WHERE stock <= low_stock_threshold`);
    const before = await figures();
    expect(before.lowStock.total).toBe(0);
    // Each product's own line: 5, 5, 5, and 20 for the last, which 15 units put below it.
    await suite.db.query(
      `UPDATE product SET low_stock_threshold = CASE id WHEN $4 THEN 20 ELSE 5 END,
         stock = CASE id WHEN $1 THEN 0 WHEN $2 THEN 5 WHEN $3 THEN 6 ELSE 15 END
       WHERE id IN ($1, $2, $3, $4)`,
      [empty!.id, atLine!.id, above!.id, ownLine!.id],
    );
    const after = await figures();
    expect(after.lowStock.total - before.lowStock.total).toBe(3);
    const ids = after.lowStock.products.map((p) => p.id);
    expect(after.lowStock.products[0]).toMatchObject({ stock: 0, threshold: 5 });
    expect(ids).toEqual(expect.arrayContaining([empty!.id, atLine!.id, ownLine!.id]));
    expect(ids).not.toContain(above!.id);
    expect(after.lowStock.products.find((p) => p.id === ownLine!.id)).toMatchObject({ stock: 15, threshold: 20 });
    expect(after.lowStock.products.map((p) => p.stock)).toEqual(
      [...after.lowStock.products.map((p) => p.stock)].sort((a, b) => a - b),
    );
  });

  it('is refused to a role without READ_DASHBOARD', async () => {
    const fulfilment = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const refused = await fulfilment.client.request(DashboardDocument);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
