import { randomBytes } from 'node:crypto';
import { OrderVerificationWorker } from '../../api/src/modules/orders/order-verification.worker';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  RejectOrderDocument,
  VerifyOrderIdentityDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  type PlaceOrderMutation,
  PlaceOrderDocument,
  type ShippingAddressInput,
} from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { RestClient } from '../support/rest-client';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { type StubProvider, json, startStubProvider } from '../support/stub-provider';
import { type SuiteApp, useSuiteApp } from '../support/suite-app';
import { type TestApp, startTestApp } from '../support/test-app';
import { Client } from 'pg';

const suite = useSuiteApp();
let cheap: FixtureProduct;
let owner: SignedInStaff;

beforeAll(async () => {
  cheap = await findProduct(suite.testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
});

afterEach(() => jest.restoreAllMocks());

type Placed = PlaceOrderMutation['placeOrder'];

/** A new customer of this last name (an adult), signed in. */
async function customer(on: SuiteApp, lastName: string): Promise<{ shop: GraphQLClient; id: string }> {
  const shop = new GraphQLClient(on.testApp.url);
  const { id } = await signUpCustomer(shop, on.testApp.app.database.url, { firstName: 'Casey', lastName });
  return { shop, id };
}

async function place(
  shop: GraphQLClient,
  address: ShippingAddressInput = ARIZONA,
  key = randomBytes(8).toString('hex'),
) {
  await shop.data(AddToCartDocument, { productId: cheap.id, quantity: 1 });
  return (await shop.data(PlaceOrderDocument, { input: { idempotencyKey: key, address } })).placeOrder;
}

function placed(result: Placed) {
  if (result.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.order;
}

const stockOf = async (on: SuiteApp) =>
  (await on.db.query<{ stock: number }>(`SELECT stock FROM product WHERE id = $1`, [cheap.id])).rows[0]!.stock;

const verificationOf = async (on: SuiteApp, orderNumber: string) =>
  (
    await on.db.query<{ provider: string; reference: string | null; outcome: string; checked: Date | null }>(
      `SELECT verification_provider AS provider, verification_reference AS reference,
         verification_outcome AS outcome, verification_checked_at AS checked
       FROM customer_order WHERE order_number = $1`,
      [orderNumber],
    )
  ).rows[0]!;

describe('checkout verifies age and identity', () => {
  it('passes an adult, asks once per identity, and asks again when the address changes', async () => {
    const verify = jest.spyOn(suite.testApp.app.ageVerifier, 'verify');
    const { shop, id } = await customer(suite, 'Lovelace');
    const first = placed(await place(shop));
    expect(first.awaitingIdentityVerification).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toMatchObject({ firstName: 'Casey', lastName: 'Lovelace', stateCode: 'AZ' });
    const kept = await verificationOf(suite, first.orderNumber);
    expect(kept).toMatchObject({ provider: 'sandbox', outcome: 'PASSED' });
    expect(kept.reference).toMatch(/^sandbox-/);
    expect(kept.checked).toBeInstanceOf(Date);

    // The same identity again (spacing and case aside): the earlier pass answers.
    placed(await place(shop, { ...ARIZONA, address: ' 12  analytical way ' }));
    expect(verify).toHaveBeenCalledTimes(1);
    // Another address is another identity.
    placed(await place(shop, { ...ARIZONA, address: '99 Difference Engine Rd' }));
    expect(verify).toHaveBeenCalledTimes(2);

    // Only a digest of the identity is kept, never the identity itself.
    const { rows } = await suite.db.query(`SELECT * FROM identity_verification WHERE customer_id = $1`, [id]);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/Casey|Lovelace|Analytical|Difference|85004/i);
  });

  it('refuses a FAILED identity with a clear message and places nothing: no order, stock or key', async () => {
    const { shop, id } = await customer(suite, 'Underage');
    const stock = await stockOf(suite);
    const result = await place(shop);
    expect(result).toMatchObject({
      __typename: 'InputErrors',
      errors: [{ field: 'identity', code: 'IDENTITY_NOT_VERIFIED' }],
    });
    if (result.__typename !== 'InputErrors') throw new Error('not refused');
    expect(result.message).toMatch(/^We could not verify your age and identity/);
    expect(result.message).not.toMatch(/AGE NOT VERIFIED|underage|sandbox/i);
    expect(await stockOf(suite)).toBe(stock);
    const counts = await suite.db.query<{ orders: number; keys: number }>(
      `SELECT (SELECT count(*)::int FROM customer_order WHERE customer_id = $1) AS orders,
              (SELECT count(*)::int FROM order_idempotency_key WHERE customer_id = $1) AS keys`,
      [id],
    );
    expect(counts.rows[0]).toEqual({ orders: 0, keys: 0 });
  });

  it('sends a NEEDS_DOCUMENT identity to the photo-ID page and back, after which it passes', async () => {
    const { shop } = await customer(suite, 'Nomatch');
    const key = randomBytes(8).toString('hex');
    const result = await place(shop, ARIZONA, key);
    if (result.__typename !== 'IdentityDocumentNeeded') throw new Error(`no document step: ${JSON.stringify(result)}`);
    expect(result.code).toBe('IDENTITY_DOCUMENT_NEEDED');
    expect(result.message).toMatch(/upload a photo ID/);
    const sandbox = suite.testApp.app.verificationSandbox!;
    expect(result.documentUrl.startsWith(`${sandbox.url}/document?reference=`)).toBe(true);
    const page = await fetch(result.documentUrl);
    const html = await page.text();
    const done = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(done).toMatch(/^\/document\/done\?reference=/);
    const back = await fetch(`${sandbox.url}${done}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${suite.testApp.url}/CheckoutPage?step=review`);
    // Placing again (the refusal kept no key): the re-check passes.
    const order = placed(
      (await shop.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: ARIZONA } })).placeOrder,
    );
    expect(order.awaitingIdentityVerification).toBe(false);
    expect(await verificationOf(suite, order.orderNumber)).toMatchObject({ outcome: 'PASSED' });
  });

  it('places a PENDING_REVIEW identity awaiting verification: no approval until staff verify it manually', async () => {
    const { shop } = await customer(suite, 'Review');
    const verify = jest.spyOn(suite.testApp.app.ageVerifier, 'verify');
    const order = placed(await place(shop));
    expect(order).toMatchObject({ status: 'PENDING_APPROVAL', awaitingIdentityVerification: true });
    expect(await verificationOf(suite, order.orderNumber)).toMatchObject({
      provider: 'sandbox',
      outcome: 'PENDING_REVIEW',
    });

    const refused = await owner.client.request(ApproveOrderDocument, { orderNumber: order.orderNumber });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/awaiting identity verification/);
    const desk = (await owner.client.data(AdminOrderDocument, { orderNumber: order.orderNumber })).order!;
    expect(desk).toMatchObject({ awaitingIdentityVerification: true, canVerifyIdentity: true });
    expect(desk.actions).not.toContain('APPROVE');

    // Fulfilment may move orders on, not verify identities.
    const picker = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const variables = { orderNumber: order.orderNumber, how: 'ID seen at pickup', reference: 'DL-123456' };
    const forbidden = await picker.client.request(VerifyOrderIdentityDocument, variables);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
    const verified = (await compliance.client.data(VerifyOrderIdentityDocument, variables)).verifyOrderIdentity;
    expect(verified).toMatchObject({
      awaitingIdentityVerification: false,
      canVerifyIdentity: false,
      identityVerification: {
        provider: 'manual',
        outcome: 'PASSED',
        reference: 'DL-123456',
        note: 'ID seen at pickup',
      },
    });
    const audit = await suite.db.query(
      `SELECT staff_id, before, after FROM audit_event WHERE operation = 'order.verify-identity' AND record_id = $1`,
      [order.orderNumber],
    );
    expect(audit.rows).toEqual([
      {
        staff_id: compliance.id,
        before: expect.objectContaining({ outcome: 'PENDING_REVIEW', provider: 'sandbox' }),
        after: { provider: 'manual', reference: 'DL-123456', outcome: 'PASSED', how: 'ID seen at pickup' },
      },
    ]);
    const again = await compliance.client.request(VerifyOrderIdentityDocument, variables);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const approved = (await owner.client.data(ApproveOrderDocument, { orderNumber: order.orderNumber })).approveOrder;
    expect(approved.status).toBe('APPROVED');

    // The manual pass is the identity's: the next order to the same address reuses it, with no provider asked.
    expect(verify).toHaveBeenCalledTimes(1);
    const next = placed(await place(shop));
    expect(next.awaitingIdentityVerification).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await verificationOf(suite, next.orderNumber)).toMatchObject({
      provider: 'manual',
      reference: 'DL-123456',
      outcome: 'PASSED',
    });
  });

  it('awaits nothing once the order is rejected: no awaiting notice, no manual verification', async () => {
    const { shop } = await customer(suite, 'Review');
    const order = placed(await place(shop));
    expect(order.awaitingIdentityVerification).toBe(true);
    const rejected = (
      await owner.client.data(RejectOrderDocument, { orderNumber: order.orderNumber, reason: 'Could not verify' })
    ).rejectOrder;
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      awaitingIdentityVerification: false,
      canVerifyIdentity: false,
    });
    const variables = { orderNumber: order.orderNumber, how: 'ID seen at pickup', reference: 'DL-1' };
    const refused = await owner.client.request(VerifyOrderIdentityDocument, variables);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses the legacy order call of a FAILED identity with 422 and the reason', async () => {
    const rest = new RestClient(suite.testApp.url);
    const { id } = await signUpCustomer(rest.browser, suite.testApp.app.database.url, { lastName: 'Underage' });
    const saved = await rest.form('/requests/shipping/', {
      firstname: 'Ada',
      lastname: 'Underage',
      address: '12 Analytical Way',
      city: 'Phoenix',
      state: 'AZ',
      zipcode: '85004',
      logid: id,
    });
    const shipid = saved.json.id as string;
    const data = JSON.stringify({ logid: id, shipid, data: [{ item: cheap.name, qty: 1 }] });
    const { status, json: body } = await rest.form('/requests/orders/', { logid: id, shipid, data });
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toMatch(/We could not verify your age and identity/);
    const orders = await suite.db.query(`SELECT 1 FROM customer_order WHERE customer_id = $1`, [id]);
    expect(orders.rows).toHaveLength(0);
  });
});

describe('a provider that does not answer', () => {
  let stub: StubProvider;
  let other: SuiteApp;
  let testApp: TestApp;
  let db: Client;

  beforeAll(async () => {
    stub = await startStubProvider();
    testApp = await startTestApp({
      AGE_VERIFICATION_PROVIDER: 'veratad',
      VERATAD_URL: stub.url,
      VERATAD_USER: 'shop',
      VERATAD_PASS: 'veratad-secret',
    });
    db = new Client({ connectionString: testApp.app.database.url });
    await db.connect();
    other = { testApp, db };
  });
  afterAll(async () => {
    await db.end();
    await testApp.stop();
    await stub.stop();
  });

  it('places the order awaiting verification; the worker retries and a pass clears it for approval', async () => {
    stub.answer({ status: 503, text: 'Service Unavailable' });
    const { shop } = await customer(other, 'Lovelace');
    const order = placed(await place(shop));
    expect(order.awaitingIdentityVerification).toBe(true);
    expect(await verificationOf(other, order.orderNumber)).toMatchObject({ provider: 'veratad', outcome: 'ERROR' });
    const staff = await signedInStaff(testApp.app, StaffRole.OWNER);
    const refused = await staff.client.request(ApproveOrderDocument, { orderNumber: order.orderNumber });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Not due yet: the first retry waits a minute.
    const worker = new OrderVerificationWorker(
      testApp.app.services.sql,
      testApp.app.services.identities,
      testApp.app.logger,
    );
    expect(await worker.retryDue()).toBe(0);
    await db.query(`UPDATE customer_order SET verification_retry_at = now() WHERE order_number = $1`, [
      order.orderNumber,
    ]);
    // Still down: it stays awaiting, tried once more, and waits longer.
    expect(await worker.retryDue()).toBe(0);
    const later = await db.query<{ attempts: number; due: boolean }>(
      `SELECT verification_attempts AS attempts, verification_retry_at > now() + interval '90 seconds' AS due
       FROM customer_order WHERE order_number = $1`,
      [order.orderNumber],
    );
    expect(later.rows[0]).toEqual({ attempts: 1, due: true });

    stub.answer(json({ meta: { confirmation: 'V-777' }, result: { action: 'PASS', detail: 'ALL CHECKS PASSED' } }));
    await db.query(`UPDATE customer_order SET verification_retry_at = now() WHERE order_number = $1`, [
      order.orderNumber,
    ]);
    expect(await worker.retryDue()).toBe(1);
    expect(await verificationOf(other, order.orderNumber)).toMatchObject({
      provider: 'veratad',
      reference: 'V-777',
      outcome: 'PASSED',
    });
    const approved = (await staff.client.data(ApproveOrderDocument, { orderNumber: order.orderNumber })).approveOrder;
    expect(approved.status).toBe('APPROVED');
  });
});
