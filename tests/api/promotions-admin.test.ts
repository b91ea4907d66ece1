import { parse } from 'csv-parse/sync';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  ActivatePromotionDocument,
  AddPromotionCodesDocument,
  CreatePromotionDocument,
  EndPromotionDocument,
  PromotionPreviewDocument,
  PromotionsDocument,
  UpdatePromotionDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  ApplyPromotionCodeDocument,
  PlaceOrderDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { signedInShoppers } from '../support/shoppers';
import { promotionInput } from '../support/promotion-input';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let grinder: FixtureProduct;

const auditOf = async (id: string) =>
  (
    await suite.db.query<{ operation: string; email: string }>(
      `SELECT operation, staff_email AS email FROM audit_event WHERE record_type = 'promotion' AND record_id = $1
       ORDER BY id`,
      [id],
    )
  ).rows;

beforeAll(async () => {
  grinder = await findProduct(
    suite.testApp.app.database.url,
    `p.ends_kind IS NULL AND p.stock > 20 AND p.price_cents > 1200`,
  );
});

describe('promotions in the back office', () => {
  it('lets a manager create a dated promotion with 500 codes, export them, see their use, every step audited', async () => {
    const manager = await signedInStaff(suite.testApp.app, StaffRole.MANAGER);
    const { createPromotion: draft } = await manager.client.data(CreatePromotionDocument, { input: promotionInput() });
    expect(draft).toMatchObject({ status: 'DRAFT', headline: '15% OFF', startsAt: '2026-01-01T00:00:00Z' });

    expect(
      (await manager.client.data(AddPromotionCodesDocument, { id: draft.id, count: 500, prefix: 'SPR' }))
        .addPromotionCodes,
    ).toBe(500);
    const { activatePromotion } = await manager.client.data(ActivatePromotionDocument, { id: draft.id });
    expect(activatePromotion).toMatchObject({ status: 'ACTIVE', requiresCode: true, codeCount: 500 });

    const csv = await fetch(`${suite.testApp.url}/admin-api/export/promotion-codes.csv?promotion=${draft.id}`, {
      headers: manager.client.cookieHeader(),
    });
    expect(csv.status).toBe(200);
    const rows = parse(await csv.text(), { columns: true }) as { code: string; single_use: string; used_at: string }[];
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((r) => r.code)).size).toBe(500);
    expect(rows.every((r) => /^SPR[A-Z2-9]{8}$/.test(r.code) && r.single_use === 'yes' && r.used_at === '')).toBe(true);

    // A shopper uses one of them, in lower case.
    const { api } = (await signedInShoppers(suite, 1))[0]!;
    await api.data(AddToCartDocument, { productId: grinder.id, quantity: 1 });
    const applied = await api.data(ApplyPromotionCodeDocument, { code: rows[7]!.code.toLowerCase() });
    expect(applied.applyPromotionCode.__typename).toBe('CodeApplied');
    const { placeOrder } = await api.data(PlaceOrderDocument, {
      input: {
        idempotencyKey: `admin-${Date.now()}`,
        address: { firstName: 'A', lastName: 'L', address: '1 St', city: 'Phoenix', state: 'AZ', zipcode: '85004' },
      },
    });
    if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
    const spring = placeOrder.order.discounts.find((d) => d.name === 'Spring weekend')!;
    expect(spring.amount).toBe(Math.floor((grinder.price * 1500 + 5000) / 10_000));

    const { promotions } = await manager.client.data(PromotionsDocument, { status: 'ACTIVE', text: 'spring' });
    expect(promotions).toEqual([
      expect.objectContaining({
        id: draft.id,
        orders: 1,
        discountCents: spring.amount,
        revenueCents: placeOrder.order.total,
        usedCodeCount: 1,
      }),
    ]);
    const { promotionPreview } = await manager.client.data(PromotionPreviewDocument, {
      id: draft.id,
      productIds: [grinder.id],
      quantities: [2],
    });
    expect(promotionPreview.summary).toBe(`This cart would get $${((spring.amount * 2) / 100).toFixed(2)} off.`);

    await manager.client.data(UpdatePromotionDocument, {
      id: draft.id,
      input: promotionInput({ name: 'Spring weekend sale' }),
    });
    await manager.client.data(EndPromotionDocument, { id: draft.id });
    expect(await auditOf(draft.id)).toEqual(
      ['promotion.create', 'promotion.codes', 'promotion.activate', 'promotion.update', 'promotion.end'].map(
        (operation) => ({
          operation,
          email: manager.email,
        }),
      ),
    );
  });

  it('refuses a use limit below the uses a promotion has had, in words, and keeps the limit it had', async () => {
    const manager = await signedInStaff(suite.testApp.app, StaffRole.MANAGER);
    const { createPromotion: draft } = await manager.client.data(CreatePromotionDocument, {
      input: promotionInput({ name: 'Limited weekend', usageLimit: 5 }),
    });
    await suite.db.query(`UPDATE promotion SET uses = 3 WHERE id = $1`, [draft.id]);
    const refused = await manager.client.request(UpdatePromotionDocument, {
      id: draft.id,
      input: promotionInput({ name: 'Limited weekend', usageLimit: 2 }),
    });
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: 'usageLimit: at least 3, the uses it has had already.',
    });
    const { updatePromotion } = await manager.client.data(UpdatePromotionDocument, {
      id: draft.id,
      input: promotionInput({ name: 'Limited weekend', usageLimit: 3 }),
    });
    expect(updatePromotion).toMatchObject({ usageLimit: 3, uses: 3 });
  });

  it('refuses a day that is not in the calendar, or not in the database’s, in words', async () => {
    const manager = await signedInStaff(suite.testApp.app, StaffRole.MANAGER);
    for (const startsAt of ['2026-02-30', '0000-01-01', '0001-01-01T00:00:00+01:00', '9999-12-31T23:00:00-02:00']) {
      const refused = await manager.client.request(CreatePromotionDocument, {
        input: promotionInput({ startsAt, endsAt: null }),
      });
      expect(refused.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
        message: 'startsAt: a date, YYYY-MM-DD.',
      });
    }
    const { createPromotion } = await manager.client.data(CreatePromotionDocument, {
      input: promotionInput({ startsAt: '2026-03-01T12:30:00-05:00', endsAt: null }),
    });
    expect(createPromotion.startsAt).toBe('2026-03-01T17:30:00Z');
  });

  it('refuses health and cessation claims in a promotion’s words, naming the law', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const refused = await owner.client.request(CreatePromotionDocument, {
      input: promotionInput({ name: 'Quit smoking week', banner: 'The safer choice' }),
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/^Promotion words may not claim health.*"quit", "safer"/);
  });

  it('keeps promotions from staff without MANAGE_PROMOTIONS, and the codes export too', async () => {
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const refused = await clerk.client.request(PromotionsDocument, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await fetch(`${suite.testApp.url}/admin-api/export/promotion-codes.csv?promotion=1`, {
      headers: clerk.client.cookieHeader(),
    });
    expect(csv.status).toBe(403);
  });
});
