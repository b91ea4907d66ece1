import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { PreviewShippingRuleDocument, type ShippingRuleInput } from '../../web/admin/src/graphql/__generated__/graphql';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let compliance: SignedInStaff;

const today = (): string => new Date().toISOString().slice(0, 10);
const EVERY_KIND: ShippingRuleInput['endsKinds'] = [
  'CLOSED_SYSTEM',
  'DISPOSABLE',
  'E_LIQUID',
  'NON_NICOTINE',
  'OPEN_SYSTEM',
  'PART',
];

const rule = (fields: Partial<ShippingRuleInput>): ShippingRuleInput => ({
  stateCode: 'AZ',
  kind: 'NO_VAPE_SHIPPING',
  description: 'A rule previewed by the test',
  endsKinds: ['DISPOSABLE'],
  allowedFlavours: [],
  maxNicotineMg: null,
  maxUnits: null,
  effectiveFrom: today(),
  effectiveTo: null,
  source: 'Test statute 1',
  city: null,
  zipCodes: [],
  ...fields,
});

const preview = async (input: ShippingRuleInput, id: string | null = null) =>
  (await compliance.client.data(PreviewShippingRuleDocument, { input, id })).previewShippingRule;

/** Active products of these kinds (as the table spells them): what a rule on them covers. */
async function activeOfKinds(...kinds: string[]): Promise<number> {
  const { rows } = await suite.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product WHERE active AND ends_kind = ANY($1::text[])`,
    [kinds],
  );
  return rows[0]!.n;
}

const ruleCount = async (): Promise<number> =>
  (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shipping_rule`)).rows[0]!.n;

beforeAll(async () => {
  compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
});

describe('the preview of a shipping rule says what the rule would do, in its own terms', () => {
  it('New Jersey’s rule on discounts covers every vapour product there, and a narrower one adds nothing to it', async () => {
    const before = await ruleCount();
    const { rows } = await suite.db.query<{ id: string }>(
      `SELECT id::text FROM shipping_rule WHERE state_code = 'NJ' AND kind = 'no-discount'`,
    );
    const everyVape = await activeOfKinds(
      'closed-system',
      'disposable',
      'e-liquid',
      'non-nicotine',
      'open-system',
      'part',
    );
    expect(everyVape).toBeGreaterThan(0);

    // Editing it: no other rule of its kind holds in New Jersey, so it reaches every one anew.
    const editing = await preview(rule({ stateCode: 'NJ', kind: 'NO_DISCOUNT', endsKinds: EVERY_KIND }), rows[0]!.id);
    expect(editing).toMatchObject({
      effect: 'LIMITS_DISCOUNTS',
      kind: 'NO_DISCOUNT',
      stateCode: 'NJ',
      stateName: 'New Jersey',
      placeName: 'New Jersey',
      maxUnits: null,
      productCount: everyVape,
      newlyStoppedCount: everyVape,
      problem: null,
    });
    expect(editing.products.length).toBe(Math.min(everyVape, 25));

    // A second one on disposables: the rule in force already covers each of them.
    const disposables = await activeOfKinds('disposable');
    const second = await preview(rule({ stateCode: 'NJ', kind: 'NO_DISCOUNT' }));
    expect(second).toMatchObject({ effect: 'LIMITS_DISCOUNTS', productCount: disposables, newlyStoppedCount: 0 });
    expect(await ruleCount()).toBe(before);
  });

  it('a city’s rule names the city, and counts as covered already only what a rule of its kind holding at all its ZIPs covers', async () => {
    const disposables = await activeOfKinds('disposable');
    const pawtucket = await preview(
      rule({ stateCode: 'RI', kind: 'NO_DISCOUNT', city: 'Pawtucket', zipCodes: ['02860'] }),
    );
    expect(pawtucket).toMatchObject({
      effect: 'LIMITS_DISCOUNTS',
      stateName: 'Rhode Island',
      placeName: 'Pawtucket, Rhode Island',
      productCount: disposables,
      newlyStoppedCount: disposables,
    });

    // Within Providence's ZIPs its own rule already refuses every discount; a multi-buy ban is another kind.
    const withinProvidence = rule({ stateCode: 'RI', kind: 'NO_DISCOUNT', city: 'Downtown', zipCodes: ['02903'] });
    expect(await preview(withinProvidence)).toMatchObject({ productCount: disposables, newlyStoppedCount: 0 });
    expect(await preview({ ...withinProvidence, kind: 'NO_MULTI_BUY' })).toMatchObject({
      productCount: disposables,
      newlyStoppedCount: disposables,
    });
    // A prefix reaching past Providence's ZIPs is not covered throughout.
    expect(await preview({ ...withinProvidence, zipCodes: ['029'] })).toMatchObject({
      newlyStoppedCount: disposables,
    });

    // The name is text, given back as staff typed it.
    const hostile = '<img src=x onerror=alert(1)>';
    expect(await preview({ ...withinProvidence, city: hostile })).toMatchObject({
      placeName: `${hostile}, Rhode Island`,
    });
  });

  it('a federal rule in force covers every state already; an unconfirmed rule is not in force', async () => {
    const disposables = await activeOfKinds('disposable');
    // 21 CFR 1140.16(d) holds in Texas.
    expect(await preview(rule({ stateCode: 'TX', kind: 'NO_FREE_SAMPLE' }))).toMatchObject({
      effect: 'LIMITS_DISCOUNTS',
      kind: 'NO_FREE_SAMPLE',
      productCount: disposables,
      newlyStoppedCount: 0,
    });
    // New York's ban on discounts waits for compliance staff (active = false): the shop does not apply it.
    expect(await preview(rule({ stateCode: 'NY', kind: 'NO_DISCOUNT' }))).toMatchObject({
      active: true,
      productCount: disposables,
      newlyStoppedCount: disposables,
    });
    // Edited, that rule stays unconfirmed: the preview says the shop will still not apply it.
    const { rows } = await suite.db.query<{ id: string }>(
      `SELECT id::text FROM shipping_rule WHERE state_code = 'NY' AND kind = 'no-discount' AND city IS NULL AND NOT active`,
    );
    expect(rows).toHaveLength(1);
    expect(await preview(rule({ stateCode: 'NY', kind: 'NO_DISCOUNT' }), rows[0]!.id)).toMatchObject({
      active: false,
    });
  });

  it('a quantity limit covers the products of its kinds with its most units, counting what no other limit counts', async () => {
    const liquids = await activeOfKinds('e-liquid');
    const disposables = await activeOfKinds('disposable');
    expect(liquids).toBeGreaterThan(0);
    // Vermont bans shipping vape products: no quantity limit counts them, so the limit reaches each anew.
    expect(
      await preview(rule({ stateCode: 'VT', kind: 'QUANTITY_LIMIT', maxUnits: 5, endsKinds: ['E_LIQUID'] })),
    ).toMatchObject({
      effect: 'LIMITS_QUANTITY',
      kind: 'QUANTITY_LIMIT',
      placeName: 'Vermont',
      maxUnits: 5,
      productCount: liquids,
      newlyStoppedCount: liquids,
    });
    // Virginia's two limits already count e-liquids and disposables alike; its bottles' own limit, edited, counts
    // them anew, as no other limit of Virginia counts e-liquid.
    const virginia = rule({ stateCode: 'VA', kind: 'QUANTITY_LIMIT', maxUnits: 3, endsKinds: ['E_LIQUID'] });
    expect(await preview({ ...virginia, endsKinds: ['DISPOSABLE', 'E_LIQUID'] })).toMatchObject({
      productCount: liquids + disposables,
      newlyStoppedCount: 0,
    });
    const { rows } = await suite.db.query<{ id: string }>(
      `SELECT id::text FROM shipping_rule WHERE state_code = 'VA' AND kind = 'quantity-limit' AND ends_kinds = '{e-liquid}'`,
    );
    expect(await preview(virginia, rows[0]!.id)).toMatchObject({
      maxUnits: 3,
      productCount: liquids,
      newlyStoppedCount: liquids,
      problem: null,
    });
  });

  it('a shipping ban counts the products that could not be shipped, as before', async () => {
    const disposables = await activeOfKinds('disposable');
    expect(await preview(rule({ stateCode: 'AZ' }))).toMatchObject({
      effect: 'STOPS_SHIPPING',
      kind: 'NO_VAPE_SHIPPING',
      stateName: 'Arizona',
      placeName: 'Arizona',
      maxUnits: null,
      productCount: disposables,
      newlyStoppedCount: disposables,
      problem: null,
    });
    // Vermont stops them already.
    expect(await preview(rule({ stateCode: 'VT' }))).toMatchObject({
      effect: 'STOPS_SHIPPING',
      productCount: disposables,
      newlyStoppedCount: 0,
    });
  });
});
