import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AddShippingRuleDocument,
  RecordHistoryDocument,
  type ShippingRuleInput,
  UpdateShippingRuleDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  ApplyPromotionCodeDocument,
  CartExciseTaxDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import type { GraphQLClient } from '../support/graphql-client';
import { givePastOrder, signedInShoppers } from '../support/shoppers';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let compliance: SignedInStaff;
let disposable: FixtureProduct;
let grinder: FixtureProduct;
let shopper: GraphQLClient;

const today = (): string => new Date().toISOString().slice(0, 10);
const percentOf = (cents: number, bp: number) => Math.floor((cents * bp + 5000) / 10_000);
const PAWTUCKET_WORDS =
  'Pawtucket, Rhode Island does not allow discounts on vapour products; the code still applies to the other items.';

const cityRule = (fields: Partial<ShippingRuleInput> = {}): ShippingRuleInput => ({
  stateCode: 'RI',
  kind: 'NO_DISCOUNT',
  description: 'No coupons or multi-pack discounts',
  endsKinds: ['CLOSED_SYSTEM', 'DISPOSABLE', 'E_LIQUID', 'OPEN_SYSTEM'],
  allowedFlavours: [],
  maxNicotineMg: null,
  maxUnits: null,
  effectiveFrom: today(),
  effectiveTo: null,
  source: 'Test ordinance 1',
  city: 'Pawtucket',
  zipCodes: ['02860'],
  ...fields,
});

/** What the code takes off the shopper's cart (a disposable vape and a grinder) shipped to a Rhode Island ZIP. */
const pricedTo = async (zip: string) => (await shopper.data(CartExciseTaxDocument, { state: 'RI', zip })).cartExciseTax;

const ruleCount = async (): Promise<number> =>
  (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shipping_rule`)).rows[0]!.n;

beforeAll(async () => {
  compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
  const url = suite.testApp.app.database.url;
  disposable = await findProduct(url, `p.ends_kind = 'disposable' AND f.name = 'Tobacco' AND p.stock > 20`);
  grinder = await findProduct(url, `p.ends_kind IS NULL AND p.stock > 20 AND p.price_cents > 1200`);
  const { rows } = await suite.db.query<{ id: number }>(
    `INSERT INTO promotion (status, requires_code, name, action, percent_bp)
     VALUES ('active', true, 'Town ten', 'percent-off', 1000) RETURNING id`,
  );
  await suite.db.query(`INSERT INTO promotion_code (promotion_id, code, single_use) VALUES ($1, 'TOWNTEN', false)`, [
    rows[0]!.id,
  ]);
  const [{ api, id }] = (await signedInShoppers(suite, 1)) as [{ api: GraphQLClient; id: string }];
  await givePastOrder(suite, id);
  shopper = api;
  await shopper.data(AddToCartDocument, { productId: disposable.id, quantity: 1 });
  await shopper.data(AddToCartDocument, { productId: grinder.id, quantity: 1 });
  const { applyPromotionCode } = await shopper.data(ApplyPromotionCodeDocument, {
    code: 'townten',
    state: 'RI',
    zip: '02860',
  });
  expect(applyPromotionCode.__typename).toBe('CodeApplied');
});

describe('compliance staff add a city’s rule on discounts in the state rules editor', () => {
  let pawtucket: string;

  it('applies a city rule added in the editor to the next priced cart at its ZIPs: the vape loses the code in the city’s words, the grinder keeps it', async () => {
    const both = percentOf(disposable.price, 1000) + percentOf(grinder.price, 1000);
    // Priced once before the rule, so the rules on discounts are cached: the add must move them on.
    expect((await pricedTo('02860')).discount).toBe(both);

    const { addShippingRule } = await compliance.client.data(AddShippingRuleDocument, {
      input: cityRule({ city: '  Pawtucket ', zipCodes: [' 02861', '02860'] }),
    });
    pawtucket = addShippingRule.id;
    expect(addShippingRule).toMatchObject({
      stateCode: 'RI',
      stateName: 'Rhode Island',
      city: 'Pawtucket',
      zipCodes: ['02860', '02861'],
      inForce: true,
    });

    const there = await pricedTo('02860');
    expect(there.discount).toBe(percentOf(grinder.price, 1000));
    expect(there.notices).toEqual([
      expect.objectContaining({ code: 'TOWNTEN', products: [disposable.name], message: PAWTUCKET_WORDS }),
    ]);
    // Another Rhode Island town's ZIP is not the city's.
    expect((await pricedTo('02886')).discount).toBe(both);
  });

  it('edits the city’s name and ZIP codes, the next cart following, and the rule’s history tells each change', async () => {
    const { updateShippingRule } = await compliance.client.data(UpdateShippingRuleDocument, {
      id: pawtucket,
      input: cityRule({ zipCodes: ['02861'] }),
    });
    expect(updateShippingRule).toMatchObject({ city: 'Pawtucket', zipCodes: ['02861'] });
    expect((await pricedTo('02860')).notices).toEqual([]);
    await compliance.client.data(UpdateShippingRuleDocument, {
      id: pawtucket,
      input: cityRule({ zipCodes: ['028'] }),
    });
    expect((await pricedTo('02860')).notices.map((n) => n.message)).toEqual([PAWTUCKET_WORDS]);

    const { recordHistory } = await compliance.client.data(RecordHistoryDocument, {
      recordType: 'shipping-rule',
      recordId: pawtucket,
    });
    const zipsOf = (json: string | null | undefined) =>
      json ? (JSON.parse(json) as { city: string; zipCodes: string[] }) : null;
    expect(
      recordHistory.map((e) => [e.operation, zipsOf(e.before)?.zipCodes ?? null, zipsOf(e.after)?.zipCodes]),
    ).toEqual([
      ['shipping-rule.update', ['02861'], ['028']],
      ['shipping-rule.update', ['02860', '02861'], ['02861']],
      ['shipping-rule.add', null, ['02860', '02861']],
    ]);
    expect(zipsOf(recordHistory[2]!.after)?.city).toBe('Pawtucket');
  });

  it.each<[string, Partial<ShippingRuleInput>, RegExp]>([
    ['a city without ZIP codes', { zipCodes: [] }, /^zipCodes: a city’s rule names at least one ZIP code/],
    ['a four-digit ZIP', { zipCodes: ['2860'] }, /^zipCodes: “2860” is not a ZIP code/],
    ['a ZIP+4', { zipCodes: ['02860-1234'] }, /^zipCodes: “02860-1234” is not a ZIP code/],
    ['markup for a ZIP', { zipCodes: ['<b>1</b>'] }, /^zipCodes: “<b>1<\/b>” is not a ZIP code/],
    ['a ZIP named twice', { zipCodes: ['02860', '02860'] }, /^zipCodes: 02860 is named twice/],
    ['a prefix named twice', { zipCodes: ['028', '028'] }, /^zipCodes: 028xx is named twice/],
    ['a ZIP within a prefix also named', { zipCodes: ['02860', '028'] }, /^zipCodes: 02860 is already within 028xx/],
    [
      'more than 200 ZIP codes',
      { zipCodes: Array.from({ length: 201 }, (_, i) => String(10_000 + i)) },
      /^zipCodes: at most 200/,
    ],
    ['ZIP codes without a city', { city: null }, /^zipCodes: ZIP codes belong to a city’s rule/],
    ['ZIP codes with a blank city', { city: '   ' }, /^zipCodes: ZIP codes belong to a city’s rule/],
    ['a city on a shipping rule', { kind: 'NO_VAPE_SHIPPING' }, /^city: only a rule on discounts may name a city/],
    ['a city name over 80 characters', { city: 'P'.repeat(81) }, /^city: at most 80 characters/],
    ['a city name on two lines', { city: 'Paw\ntucket' }, /^city: a name on one line/],
  ])('refuses %s in words, adding nothing', async (_case, fields, message) => {
    const before = await ruleCount();
    const refused = await compliance.client.request(AddShippingRuleDocument, {
      input: cityRule({ city: 'Central Falls', zipCodes: ['02863'], ...fields }),
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(message),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await ruleCount()).toBe(before);
  });

  it('keeps a city’s rule a city’s and a state’s rule the state’s on an edit, changing nothing', async () => {
    const toState = await compliance.client.request(UpdateShippingRuleDocument, {
      id: pawtucket,
      input: cityRule({ city: null, zipCodes: [] }),
    });
    expect(toState.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^city: the rule of Pawtucket stays a city’s rule/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { addShippingRule: state } = await compliance.client.data(AddShippingRuleDocument, {
      input: cityRule({ stateCode: 'CT', city: null, zipCodes: null }),
    });
    const toCity = await compliance.client.request(UpdateShippingRuleDocument, {
      id: state.id,
      input: cityRule({ stateCode: 'CT', city: 'Hartford', zipCodes: ['061'] }),
    });
    expect(toCity.errors?.[0]?.message).toMatch(/^city: a rule of the whole state stays the state’s/);
    const { rows } = await suite.db.query(`SELECT city, zip_codes FROM shipping_rule WHERE id = ANY($1::int[])`, [
      [pawtucket, state.id],
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        { city: 'Pawtucket', zip_codes: ['028'] },
        { city: null, zip_codes: [] },
      ]),
    );
    await suite.db.query(`DELETE FROM shipping_rule WHERE id = $1`, [state.id]);
  });

  it('keeps a hostile city name as text, and refuses a second rule of the same city, kind and days', async () => {
    const hostile = `<img src=x onerror=alert(1)> O'Brien "Town"`;
    const { addShippingRule } = await compliance.client.data(AddShippingRuleDocument, {
      input: cityRule({ stateCode: 'MA', city: hostile, zipCodes: ['01001'] }),
    });
    expect(addShippingRule.city).toBe(hostile);
    const again = await compliance.client.request(AddShippingRuleDocument, {
      input: cityRule({ city: 'Pawtucket', zipCodes: ['02860'] }),
    });
    expect(again.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/already covers these kinds of product/),
      extensions: { code: 'CONFLICT' },
    });
    expect(again.errors?.[0]?.message).toContain('Pawtucket, Rhode Island');
    await suite.db.query(`DELETE FROM shipping_rule WHERE id = $1`, [addShippingRule.id]);
  });

  it('takes a city typed in another case or with spaces for the same city, refusing its second rule in words and in the database', async () => {
    const before = await ruleCount();
    const again = await compliance.client.request(AddShippingRuleDocument, {
      input: cityRule({ city: '  PAWTUCKET ', zipCodes: ['02862'] }),
    });
    expect(again.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^effectiveFrom: rule \d+ \(Pawtucket, Rhode Island, .*already covers/),
      extensions: { code: 'CONFLICT' },
    });
    // A writer that skips the editor's check meets the same refusal in the table.
    await expect(
      suite.db.query(
        `INSERT INTO shipping_rule (state_code, city, zip_codes, kind, description, ends_kinds, effective_from, source)
         SELECT state_code, 'pawtucket', '{02862}', kind, description, ends_kinds, effective_from, source
         FROM shipping_rule WHERE city = 'Pawtucket'`,
      ),
    ).rejects.toThrow(/shipping_rule_no_overlap/);
    const spaced = await compliance.client.data(AddShippingRuleDocument, {
      input: cityRule({ stateCode: 'MA', city: ' North   Adams ', zipCodes: ['01247'] }),
    });
    expect(spaced.addShippingRule.city).toBe('North Adams');
    await suite.db.query(`DELETE FROM shipping_rule WHERE id = $1`, [spaced.addShippingRule.id]);
    expect(await ruleCount()).toBe(before);
  });

  it('refuses staff without the right to change rules, adding nothing', async () => {
    const before = await ruleCount();
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const refused = await clerk.client.request(AddShippingRuleDocument, {
      input: cityRule({ city: 'Central Falls', zipCodes: ['02863'] }),
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await ruleCount()).toBe(before);
  });
});
