import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AddCarrierDocument,
  AdminOrderListDocument,
  DirectoryListingsDocument,
  MyWorkDocument,
  type MyWorkQuery,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const staff: Partial<Record<StaffRole, SignedInStaff>> = {};
const work = async (role: StaffRole): Promise<MyWorkQuery['myWork']> =>
  (await staff[role]!.client.data(MyWorkDocument)).myWork;

let seq = 0;
/** An order written straight into the table, with its identity check's outcome (null: none was made). */
async function plant(status: string, verification: string | null): Promise<string> {
  const number = `WORK-${process.pid}-${++seq}`;
  await suite.db.query(
    `INSERT INTO customer_order (order_number, customer_id, status, ship_first_name, ship_last_name, ship_address,
       ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents,
       shipping_cents, total_cents, verification_provider, verification_outcome)
     SELECT $1, id, $2, 'Ada', 'Lovelace', '1 Main St', 'Phoenix', 'AZ', 'Arizona', '85004', 1, 1000, 0, 0, 1000,
       CASE WHEN $3::text IS NOT NULL THEN 'sandbox' END, $3
     FROM customer ORDER BY created_at LIMIT 1`,
    [number, status, verification],
  );
  return number;
}

beforeAll(async () => {
  await suite.db.query(
    `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
     VALUES ('work@example.com', 'Work', 'Day', '1980-01-01', 'x') ON CONFLICT DO NOTHING`,
  );
  for (const role of Object.values(StaffRole)) staff[role] = await signedInStaff(suite.testApp.app, role);
});

describe("each role's work", () => {
  it("counts a fulfilment clerk's orders to approve and to ship, and shows them no other role's work", async () => {
    const before = await work(StaffRole.FULFILMENT);
    const held = await plant('Pending Approval', 'NEEDS_DOCUMENT');
    await plant('Pending Approval', null);
    await plant('Pending Approval', 'PASSED');
    await plant('Approved', 'PASSED');
    const after = await work(StaffRole.FULFILMENT);

    expect(after.fulfilment!.toApprove - before.fulfilment!.toApprove).toBe(2);
    expect(after.fulfilment!.heldForIdentity - before.fulfilment!.heldForIdentity).toBe(1);
    expect(after.fulfilment!.toShip - before.fulfilment!.toShip).toBe(1);
    expect(after).toMatchObject({ support: null, compliance: null, catalogue: null, setup: null });

    // The count's link opens the list it counted.
    const list = async (awaitingIdentity: boolean) =>
      (
        await staff[StaffRole.FULFILMENT]!.client.data(AdminOrderListDocument, {
          filter: { status: ['PENDING_APPROVAL'], text: `WORK-${process.pid}-`, awaitingIdentity },
          sort: 'DATE_DESC',
          page: { page: 1, pageSize: 50 },
        })
      ).orders;
    expect((await list(true)).orders.map((o) => o.orderNumber)).toEqual([held]);
    expect((await list(false)).total).toBe(2);
  });

  it('shows support the customers waiting for identity verification, and nothing of fulfilment', async () => {
    const before = await work(StaffRole.SUPPORT);
    await plant('Pending Approval', 'PENDING_REVIEW');
    const after = await work(StaffRole.SUPPORT);
    expect(after.support!.awaitingIdentity - before.support!.awaitingIdentity).toBe(1);
    expect(after).toMatchObject({ fulfilment: null, compliance: null, catalogue: null, setup: null });
  });

  it('shows the catalogue its low stock and drafts', async () => {
    const before = await work(StaffRole.CATALOGUE);
    await suite.db.query(
      `UPDATE product SET status = 'draft' WHERE id = (SELECT id FROM product WHERE status = 'active' ORDER BY id LIMIT 1)`,
    );
    const after = await work(StaffRole.CATALOGUE);
    expect(after.catalogue!.drafts - before.catalogue!.drafts).toBe(1);
    expect(after.catalogue!.lowStock).toBeGreaterThanOrEqual(0);
    expect(after).toMatchObject({ fulfilment: null, support: null, compliance: null, setup: null });
  });

  it('shows compliance the directory listings ending within 30 days, which the listings page then filters', async () => {
    const before = await work(StaffRole.COMPLIANCE);
    const { rows } = await suite.db.query<{ id: string }>(
      `INSERT INTO product_state_listing (product_id, state_code, listed_from, listed_to, reference)
       SELECT p.id, 'WY', current_date - 10, current_date + 10, 'ending soon' FROM product p
       WHERE NOT EXISTS (SELECT 1 FROM product_state_listing l WHERE l.product_id = p.id AND l.state_code = 'WY')
       ORDER BY p.id LIMIT 1 RETURNING id::text`,
    );
    await suite.db.query(
      `INSERT INTO product_state_listing (product_id, state_code, listed_from, listed_to, reference)
       SELECT p.id, 'WY', current_date - 10, current_date + 90, 'ending later' FROM product p
       WHERE NOT EXISTS (SELECT 1 FROM product_state_listing l WHERE l.product_id = p.id AND l.state_code = 'WY')
       ORDER BY p.id LIMIT 1`,
    );
    const after = await work(StaffRole.COMPLIANCE);
    expect(after.compliance!.listingsEndingDays).toBe(30);
    expect(after.compliance!.listingsEnding - before.compliance!.listingsEnding).toBe(1);
    expect(after.compliance!.pactReportsDue).toBeGreaterThanOrEqual(after.compliance!.pactReportsOverdue);
    expect(after).toMatchObject({ fulfilment: null, catalogue: null, setup: null });

    const { directoryListings } = await staff[StaffRole.COMPLIANCE]!.client.data(DirectoryListingsDocument, {
      filter: { stateCode: 'WY', inForceOnly: true, endingWithinDays: 30 },
      page: { page: 1, pageSize: 50 },
    });
    expect(directoryListings.listings.map((l) => l.id)).toEqual([rows[0]!.id]);
  });

  it('gives the owner every card', async () => {
    const owner = await work(StaffRole.OWNER);
    for (const part of ['fulfilment', 'support', 'compliance', 'catalogue', 'setup'] as const) {
      expect(owner[part]).not.toBeNull();
    }
  });
});

describe("an owner's first start", () => {
  it('lists what to set before selling, each with where to set it, and ticks off a carrier once one is added', async () => {
    const steps = (await work(StaffRole.OWNER)).setup!;
    expect(steps.map(({ key, done }) => ({ key, done }))).toEqual([
      { key: 'seller-registration', done: false },
      { key: 'vapour-carrier', done: false },
      { key: 'identity-provider', done: false },
      { key: 'payment-provider', done: false },
    ]);
    const [seller, carrier, provider, payment] = steps;
    expect(seller!.detail).toContain('SELLER_LEGAL_NAME');
    expect(seller!.detail).toContain('SELLER_ATF_REGISTRATION');
    expect(carrier!.link).toMatchObject({ path: '/admin/carriers', label: 'Carriers' });
    expect(provider!.detail).toContain('sandbox');
    expect(payment!.detail).toContain('PAYMENT_PROVIDER');
    expect((await work(StaffRole.MANAGER)).setup).toHaveLength(4);

    // A Postal Service row marked fit before the editor refused it (as an older version allowed) is still no carrier
    // for vapour products: the Ship dialog refuses it, so the first start does not count it.
    await suite.db.query(`UPDATE carrier SET adult_signature_id = true WHERE name = 'USPS'`);
    try {
      const usps = (await work(StaffRole.OWNER)).setup!.find((s) => s.key === 'vapour-carrier');
      expect(usps).toMatchObject({ done: false, link: { path: '/admin/carriers' } });
    } finally {
      await suite.db.query(`UPDATE carrier SET adult_signature_id = false WHERE name = 'USPS'`);
    }

    await staff[StaffRole.OWNER]!.client.data(AddCarrierDocument, {
      input: {
        name: 'Adult Signature Express',
        address: '1 Carrier Way, Phoenix, AZ 85004',
        telephone: '602-555-0100',
        adultSignatureId: true,
        trackingUrlPattern: null,
      },
    });
    const after = (await work(StaffRole.OWNER)).setup!;
    expect(after.find((s) => s.key === 'vapour-carrier')).toMatchObject({ done: true, link: null });
    expect(after.find((s) => s.key === 'vapour-carrier')!.detail).toContain('Adult Signature Express');
  });
});

describe('an owner whose settings are made', () => {
  const settled = useSuiteApp({
    SELLER_LEGAL_NAME: 'Desert Vapour LLC',
    SELLER_TRADE_NAME: 'Desert Vapour',
    SELLER_ADDRESS: '1 Main St, Phoenix, AZ 85004',
    SELLER_PHONE: '602-555-0199',
    SELLER_EMAIL: 'owner@desert.example',
    SELLER_WEBSITE: 'https://desert.example',
    SELLER_ATF_REGISTRATION: 'ATF-12345',
    AGE_VERIFICATION_PROVIDER: 'manual',
    PAYMENT_PROVIDER: 'manual',
  });

  it('reads the seller as set, manual identity checks as not yet a provider, and manual payments as set', async () => {
    const owner = await signedInStaff(settled.testApp.app, StaffRole.OWNER);
    const steps = (await owner.client.data(MyWorkDocument)).myWork.setup!;
    expect(steps.find((s) => s.key === 'seller-registration')).toMatchObject({
      done: true,
      detail: 'Desert Vapour LLC, ATF registration ATF-12345.',
    });
    expect(steps.find((s) => s.key === 'identity-provider')).toMatchObject({ done: false });
    expect(steps.find((s) => s.key === 'identity-provider')!.detail).toContain('By hand');
    expect(steps.find((s) => s.key === 'payment-provider')).toMatchObject({ done: true });
  });
});
