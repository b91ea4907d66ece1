import type { QueryRunner } from 'typeorm';
import { ServiceDiscount1732168700000 } from '../../api/src/db/migrations/1732168700000-service-discount';
import { hmacSignature } from '../../api/src/modules/affiliation/affiliation-provider.rules';
import {
  AddToCartDocument,
  ApplyPromotionCodeDocument,
  CartExciseTaxDocument,
  PlaceOrderDocument,
  ServiceDiscountDocument,
  VerifyServiceStatusDocument,
  type ServiceClaimInput,
} from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { signedInShoppers, givePastOrder } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let disposable: FixtureProduct;
let grinder: FixtureProduct;

const quarterOf = (cents: number) => Math.floor((cents * 2500 + 5000) / 10_000);
const claim = (lastName: string, status = 'ACTIVE_DUTY'): ServiceClaimInput => ({
  status,
  organization: 'US Navy',
  firstName: 'Grace',
  lastName,
  birthDate: '1970-12-09',
});

/** A signed-in customer with an earlier order (the first purchase does not mix into these figures). */
async function customer(): Promise<{ api: GraphQLClient; id: string }> {
  const [shopper] = (await signedInShoppers(suite, 1)) as [{ api: GraphQLClient; id: string }];
  await givePastOrder(suite, shopper.id);
  return shopper;
}

async function verify(api: GraphQLClient, input: ServiceClaimInput) {
  return (await api.data(VerifyServiceStatusDocument, { input })).verifyServiceStatus;
}

async function verified(api: GraphQLClient, input: ServiceClaimInput) {
  const answer = await verify(api, input);
  if (answer.__typename !== 'ServiceVerification') throw new Error(JSON.stringify(answer));
  return answer;
}

const mailsTo = async (customerId: string) =>
  (
    await suite.db.query<{ body: string }>(
      `SELECT body FROM outgoing_mail WHERE recipient = (SELECT email FROM customer WHERE id = $1) ORDER BY id`,
      [customerId],
    )
  ).rows.map((r) => r.body);

const webhook = (body: string, signature: string) =>
  fetch(`${suite.testApp.url}/webhooks/sheerid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sheerid-signature': signature },
    body,
  });

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  disposable = await findProduct(url, `p.ends_kind = 'disposable' AND f.name = 'Tobacco' AND p.stock > 20`);
  grinder = await findProduct(url, `p.ends_kind IS NULL AND p.stock > 20 AND p.price_cents > 1200`);
});

describe('the military and first-responder discount', () => {
  it('verifies a customer as military, shows and mails a code for 25% off, and keeps only the group and the day', async () => {
    const { api, id } = await customer();
    const answer = await verified(api, claim('Hopper'));
    expect(answer).toMatchObject({ state: 'VERIFIED', documentUrl: null });
    expect(answer.code).toMatch(/^SVC-[A-Z0-9]{12}$/);

    const { serviceDiscount } = await api.data(ServiceDiscountDocument);
    expect(serviceDiscount).toMatchObject({
      available: true,
      group: 'military',
      todaysCode: answer.code,
      todaysCodeUsed: false,
    });
    expect(await mailsTo(id)).toEqual([expect.stringContaining(`Your discount code is ${answer.code}`)]);
    const { rows } = await suite.db.query(`SELECT * FROM customer_affiliation WHERE customer_id = $1`, [id]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['affiliation', 'customer_id', 'verified_on']);
  });

  it('verifies a police officer as a first responder', async () => {
    const { api } = await customer();
    expect(await verified(api, claim('Peel', 'POLICE'))).toMatchObject({ state: 'VERIFIED' });
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount.group).toBe('first responder');
  });

  it('takes 25% off an order with the code, and to New Jersey the vapour line still loses it', async () => {
    const { api } = await customer();
    const { code } = await verified(api, claim('Hopper'));
    await api.data(AddToCartDocument, { productId: disposable.id, quantity: 1 });
    await api.data(AddToCartDocument, { productId: grinder.id, quantity: 1 });
    const applied = (await api.data(ApplyPromotionCodeDocument, { code: code!.toLowerCase(), state: 'NJ' }))
      .applyPromotionCode;
    expect(applied.__typename).toBe('CodeApplied');

    const { cartExciseTax: nj } = await api.data(CartExciseTaxDocument, { state: 'NJ' });
    expect(nj.discounts).toEqual([expect.objectContaining({ code, amount: quarterOf(grinder.price) })]);
    expect(nj.notices).toEqual([expect.objectContaining({ code, products: [disposable.name] })]);

    const { placeOrder } = await api.data(PlaceOrderDocument, {
      input: {
        idempotencyKey: `service-${Date.now()}`,
        address: {
          firstName: 'Grace',
          lastName: 'Hopper',
          address: '1 Main St',
          city: 'Phoenix',
          state: 'AZ',
          zipcode: '85004',
        },
      },
    });
    if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
    expect(placeOrder.order.discounts).toEqual([
      expect.objectContaining({ code, amount: quarterOf(disposable.price + grinder.price) }),
    ]);
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount.todaysCodeUsed).toBe(true);
  });

  it('gives one code a day: a second verification the same day is refused, and the database refuses a second row', async () => {
    const { api, id } = await customer();
    await verified(api, claim('Hopper'));
    const again = await verify(api, claim('Hopper'));
    expect(again).toMatchObject({
      __typename: 'InputErrors',
      errors: [
        expect.objectContaining({
          code: 'SERVICE_CODE_ALREADY_TODAY',
          message: 'You already received a code today: one code per day. You can verify again tomorrow.',
        }),
      ],
    });
    const second = await suite.testApp.app.services.promotions.issueOwnedCode('military', id);
    await expect(
      suite.db.query(
        `INSERT INTO affiliation_code (customer_id, issued_on, code_id)
         SELECT customer_id, issued_on, $2 FROM affiliation_code WHERE customer_id = $1`,
        [id, second!.id],
      ),
    ).rejects.toThrow(/affiliation_code_pkey/);
    expect(await mailsTo(id)).toHaveLength(1);
  });

  it('says plainly when the service cannot verify the claim, and gives nothing', async () => {
    const { api, id } = await customer();
    expect(await verified(api, claim('Ineligible'))).toEqual({
      __typename: 'ServiceVerification',
      state: 'NOT_ELIGIBLE',
      code: null,
      documentUrl: null,
    });
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount).toMatchObject({ group: null, todaysCode: null });
    expect(await mailsTo(id)).toEqual([]);
  });

  it('says plainly when the shop no longer runs the discount, asking no provider, and a late confirmation gives no code', async () => {
    const { api, id } = await customer();
    const pending = await verified(api, claim('Document', 'VETERAN'));
    await suite.db.query(`UPDATE promotion SET status = 'ended' WHERE customer_group = 'military'`);
    try {
      expect(await verify(api, claim('Hopper'))).toMatchObject({
        __typename: 'InputErrors',
        errors: [
          expect.objectContaining({
            field: 'status',
            message:
              'The military discount is not running right now, so there is no code to give. Please check back later.',
          }),
        ],
      });
      // The document done after the discount ended: verified, and nothing minted or mailed.
      const verificationId = new URL(pending.documentUrl!).searchParams.get('verificationId')!;
      const sandbox = suite.testApp.app.affiliationSandbox!;
      await fetch(`${sandbox.url}/verify/done?verificationId=${verificationId}`, { redirect: 'manual' });
      const body = JSON.stringify({ verificationId });
      expect((await webhook(body, hmacSignature(sandbox.settings.webhookSecret, body))).status).toBe(200);
      expect((await api.data(ServiceDiscountDocument)).serviceDiscount).toMatchObject({
        group: 'military',
        todaysCode: null,
      });
      const { rows } = await suite.db.query(
        `SELECT verification_id FROM affiliation_verification WHERE customer_id = $1`,
        [id],
      );
      expect(rows).toEqual([{ verification_id: verificationId }]);
      expect(await mailsTo(id)).toEqual([]);
    } finally {
      await suite.db.query(`UPDATE promotion SET status = 'active' WHERE customer_group = 'military'`);
    }
  });

  it('stops a customer who tries identity after identity after five attempts in an hour', async () => {
    const { api } = await customer();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verified(api, claim('Ineligible'))).state).toBe('NOT_ELIGIBLE');
    }
    const { errors } = await api.request(VerifyServiceStatusDocument, { input: claim('Hopper') });
    expect(errors?.[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount.todaysCode).toBeNull();
  });

  it("sends a customer who needs a document to the provider's upload page, and mails the code once it is done", async () => {
    const { api, id } = await customer();
    const answer = await verified(api, claim('Document', 'VETERAN'));
    expect(answer.state).toBe('DOCUMENT_NEEDED');
    const documentUrl = new URL(answer.documentUrl!);
    expect(documentUrl.origin).toBe(suite.testApp.app.affiliationSandbox!.url);
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount.todaysCode).toBeNull();

    const page = await fetch(documentUrl);
    expect(await page.text()).toContain('I have uploaded my document');
    const verificationId = documentUrl.searchParams.get('verificationId')!;
    const back = await fetch(`${documentUrl.origin}/verify/done?verificationId=${verificationId}`, {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`${suite.testApp.url}/Military`);

    const { serviceDiscount } = await api.data(ServiceDiscountDocument);
    expect(serviceDiscount).toMatchObject({ group: 'military', todaysCode: expect.stringMatching(/^SVC-/) });
    expect(await mailsTo(id)).toEqual([expect.stringContaining(serviceDiscount.todaysCode!)]);
  });

  it('changes nothing for a forged webhook, or a genuine one replayed', async () => {
    const sandbox = suite.testApp.app.affiliationSandbox!;
    const { api, id } = await customer();
    const answer = await verified(api, claim('Document', 'ACTIVE_DUTY'));
    const verificationId = new URL(answer.documentUrl!).searchParams.get('verificationId')!;
    const body = JSON.stringify({ verificationId });

    // Forged: no signature, another key's, or the right one for another body.
    expect((await webhook(body, '')).status).toBe(401);
    expect((await webhook(body, hmacSignature('not-the-secret', body))).status).toBe(401);
    expect((await webhook(body, hmacSignature(sandbox.settings.webhookSecret, `${body} `))).status).toBe(401);
    // Signed, but the provider itself says the document is still awaited: nothing either.
    expect((await webhook(body, hmacSignature(sandbox.settings.webhookSecret, body))).status).toBe(200);
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount.todaysCode).toBeNull();

    await fetch(`${sandbox.url}/verify/done?verificationId=${verificationId}`, { redirect: 'manual' });
    const { todaysCode } = (await api.data(ServiceDiscountDocument)).serviceDiscount;
    expect(todaysCode).toMatch(/^SVC-/);
    // Replayed: answered, and nothing more is minted or mailed.
    expect((await webhook(body, hmacSignature(sandbox.settings.webhookSecret, body))).status).toBe(200);
    expect((await api.data(ServiceDiscountDocument)).serviceDiscount.todaysCode).toBe(todaysCode);
    expect(await mailsTo(id)).toHaveLength(1);
    const { rows } = await suite.db.query(
      `SELECT count(*)::int AS n FROM promotion_code WHERE owner_customer_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it("refuses a code from another customer's account in plain words, at the cart and at the order", async () => {
    const owner = await customer();
    const { code } = await verified(owner.api, claim('Hopper'));
    const other = await customer();
    await other.api.data(AddToCartDocument, { productId: grinder.id, quantity: 1 });
    const answer = (await other.api.data(ApplyPromotionCodeDocument, { code: code! })).applyPromotionCode;
    expect(answer).toMatchObject({
      __typename: 'InputErrors',
      errors: [
        expect.objectContaining({
          code: 'PROMOTION_CODE_NOT_YOURS',
          message: `The code ${code} belongs to another account: it works only for the customer it was issued to.`,
        }),
      ],
    });
    // Slipped into the cart behind the page's back, the order is refused in the same words (an entered code that
    // gives nothing refuses the order), and the code stays unused.
    await suite.db.query(
      `INSERT INTO cart_promotion_code (cart_id, code) SELECT id, $2 FROM cart WHERE customer_id = $1`,
      [other.id, code],
    );
    const ordersOf = async (id: string) =>
      (await suite.db.query(`SELECT count(*)::int AS n FROM customer_order WHERE customer_id = $1`, [id])).rows[0].n;
    const ordersBefore = await ordersOf(other.id);
    const { placeOrder } = await other.api.data(PlaceOrderDocument, {
      input: {
        idempotencyKey: `not-yours-${Date.now()}`,
        address: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '1 Main St',
          city: 'Phoenix',
          state: 'AZ',
          zipcode: '85004',
        },
      },
    });
    expect(placeOrder).toMatchObject({
      __typename: 'InputErrors',
      errors: [expect.objectContaining({ code: 'PROMOTION_CODE_NOT_YOURS', field: 'code' })],
    });
    const { rows } = await suite.db.query(`SELECT used_at FROM promotion_code WHERE code = $1`, [code]);
    expect(rows).toEqual([{ used_at: null }]);
    expect(await ordersOf(other.id)).toBe(ordersBefore);
  });

  it('asks a guest to log in', async () => {
    const guest = new GraphQLClient(suite.testApp.url);
    const { errors } = await guest.request(ServiceDiscountDocument);
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const verifying = await guest.request(VerifyServiceStatusDocument, { input: claim('Hopper') });
    expect(verifying.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the migration', () => {
  it('is undone by its down after orders used the discount, which then stays ended for their records', async () => {
    const { id } = await customer();
    await suite.db.query(
      `INSERT INTO promotion_redemption (promotion_id, order_id, customer_id)
       SELECT p.id, o.id, o.customer_id FROM promotion p, customer_order o
       WHERE p.customer_group = 'military' AND o.customer_id = $1`,
      [id],
    );
    const runner = {
      query: async (text: string, values?: unknown[]) => (await suite.db.query(text, values)).rows,
    } as unknown as QueryRunner;
    await new ServiceDiscount1732168700000().down(runner);
    const left = await suite.db.query(`SELECT name, status FROM promotion WHERE customer_group IS NOT NULL`);
    expect(left.rows).toEqual([{ name: 'Military 25% off', status: 'ended' }]);
    await new ServiceDiscount1732168700000().up(runner);
  });
});
