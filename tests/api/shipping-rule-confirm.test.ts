import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AddShippingRuleDocument,
  RecordHistoryDocument,
  SetShippingRuleActiveDocument,
  ShippingRulesDocument,
  UpdateShippingRuleDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { AddToCartDocument, CartExciseTaxDocument } from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import type { GraphQLClient } from '../support/graphql-client';
import { signedInShoppers } from '../support/shoppers';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let compliance: SignedInStaff;
let disposable: FixtureProduct;
let shopper: GraphQLClient;

/** The id of the seeded rule of a whole state (null: federal) and kind. */
async function seededRule(state: string | null, kind: string): Promise<string> {
  const { rows } = await suite.db.query<{ id: string }>(
    `SELECT id::text FROM shipping_rule WHERE state_code IS NOT DISTINCT FROM $1 AND kind = $2 AND city IS NULL`,
    [state, kind],
  );
  return rows[0]!.id;
}

/** What the sale takes off the shopper's disposable vape shipped to a state. */
const discountTo = async (state: string): Promise<number> =>
  (await shopper.data(CartExciseTaxDocument, { state })).cartExciseTax.discount;

beforeAll(async () => {
  compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
  disposable = await findProduct(
    suite.testApp.app.database.url,
    `p.ends_kind = 'disposable' AND f.name = 'Tobacco' AND p.stock > 20`,
  );
  // The suite's own database: the sale runs for every test here.
  await suite.db.query(
    `INSERT INTO promotion (status, name, action, percent_bp) VALUES ('active', 'Confirm sale', 'percent-off', 1000)`,
  );
  [{ api: shopper }] = (await signedInShoppers(suite, 1)) as [{ api: GraphQLClient; id: string }];
  await shopper.data(AddToCartDocument, { productId: disposable.id, quantity: 1 });
});

describe('compliance staff confirm the rules the facts leave unconfirmed', () => {
  it('lists the federal rules as "Federal", and a rule awaiting confirmation as not active', async () => {
    const { shippingRules } = await compliance.client.data(ShippingRulesDocument);
    const federal = shippingRules.filter((r) => r.stateCode === null);
    expect(federal.map((r) => [r.stateName, r.kind, r.active, r.inForce])).toEqual([
      ['Federal', 'NO_FREE_GIFT', false, false],
      ['Federal', 'NO_FREE_SAMPLE', true, true],
    ]);
    expect(shippingRules.find((r) => r.stateCode === 'NY' && r.kind === 'NO_DISCOUNT')).toMatchObject({
      active: false,
      inForce: false,
    });
  });

  it('setting a rule inactive and confirming it again changes the next priced cart at once, each step audited', async () => {
    const nj = await seededRule('NJ', 'no-discount');
    expect(await discountTo('NJ')).toBe(0);

    const { setShippingRuleActive: inactive } = await compliance.client.data(SetShippingRuleActiveDocument, {
      id: nj,
      active: false,
    });
    expect(inactive).toMatchObject({ stateName: 'New Jersey', active: false, inForce: false });
    const sale = await discountTo('AZ');
    expect(sale).toBeGreaterThan(0);
    expect(await discountTo('NJ')).toBe(sale);

    const { setShippingRuleActive: confirmed } = await compliance.client.data(SetShippingRuleActiveDocument, {
      id: nj,
      active: true,
    });
    expect(confirmed).toMatchObject({ active: true, inForce: true });
    expect(await discountTo('NJ')).toBe(0);
    // Confirming a confirmed rule changes nothing, and the trail says nothing more.
    await compliance.client.data(SetShippingRuleActiveDocument, { id: nj, active: true });

    const { recordHistory } = await compliance.client.data(RecordHistoryDocument, {
      recordType: 'shipping-rule',
      recordId: nj,
    });
    expect(recordHistory.map((e) => [e.operation, e.before, e.after])).toEqual([
      ['shipping-rule.confirm', '{"active":false}', '{"active":true}'],
      ['shipping-rule.deactivate', '{"active":true}', '{"active":false}'],
    ]);
  });

  it('prices the next cart by a rule changed straight in the table too (a migration, a console), never by a stale one', async () => {
    expect(await discountTo('NJ')).toBe(0);
    await suite.db.query(
      `UPDATE shipping_rule SET effective_to = (now() AT TIME ZONE 'UTC')::date WHERE state_code = 'NJ' AND kind = 'no-discount'`,
    );
    expect(await discountTo('NJ')).toBe(await discountTo('AZ'));
    await suite.db.query(
      `UPDATE shipping_rule SET effective_to = NULL WHERE state_code = 'NJ' AND kind = 'no-discount'`,
    );
    expect(await discountTo('NJ')).toBe(0);
  });

  it('confirms a federal rule like a state’s', async () => {
    const gift = await seededRule(null, 'no-free-gift');
    const { setShippingRuleActive } = await compliance.client.data(SetShippingRuleActiveDocument, {
      id: gift,
      active: true,
    });
    expect(setShippingRuleActive).toMatchObject({ stateCode: null, stateName: 'Federal', inForce: true });
    await compliance.client.data(SetShippingRuleActiveDocument, { id: gift, active: false });
    // It stays federal: an edit cannot make it one state's.
    const { shippingRules } = await compliance.client.data(ShippingRulesDocument);
    const {
      id,
      stateName: _name,
      city: _city,
      zipCodes: _zipCodes,
      active: _active,
      inForce: _inForce,
      updatedAt: _at,
      __typename,
      ...fields
    } = shippingRules.find((r) => r.id === gift)!;
    const edited = await compliance.client.request(UpdateShippingRuleDocument, {
      id,
      input: { ...fields, stateCode: 'AZ' },
    });
    expect(edited.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^stateCode: a federal rule/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists a city’s rule with its city and ZIP codes; an edit keeps them, and cannot move the rule to another state', async () => {
    const { shippingRules } = await compliance.client.data(ShippingRulesDocument);
    const providence = shippingRules.find((r) => r.city === 'Providence')!;
    expect(providence).toMatchObject({
      stateCode: 'RI',
      stateName: 'Rhode Island',
      kind: 'NO_DISCOUNT',
      inForce: true,
    });
    expect(providence.zipCodes).toEqual(expect.arrayContaining(['02903', '02906']));
    expect(providence.zipCodes).not.toContain('02860');
    expect(shippingRules.find((r) => r.city === 'Chicago')).toMatchObject({ stateCode: 'IL', active: false });

    const {
      id,
      stateName: _name,
      active: _active,
      inForce: _inForce,
      updatedAt: _at,
      __typename,
      ...rest
    } = providence;
    const { zipCodes } = providence;
    const fields = { ...rest, stateCode: 'RI' };
    // A rule of its whole state, of the same kind and days, is no overlap: the editor judges overlaps place by place.
    const { addShippingRule: state } = await compliance.client.data(AddShippingRuleDocument, {
      input: { ...fields, city: null, zipCodes: [], description: 'Rhode Island, every town' },
    });
    expect(state).toMatchObject({ city: null, zipCodes: [] });
    const { updateShippingRule } = await compliance.client.data(UpdateShippingRuleDocument, {
      id,
      input: { ...fields, description: 'Providence: no coupons or multi-pack discounts' },
    });
    expect(updateShippingRule).toMatchObject({ city: 'Providence', stateCode: 'RI', zipCodes });
    const moved = await compliance.client.request(UpdateShippingRuleDocument, {
      id,
      input: { ...fields, stateCode: 'MA' },
    });
    expect(moved.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^stateCode: the rule of Providence stays in its state/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await compliance.client.data(UpdateShippingRuleDocument, { id, input: fields });
    await suite.db.query(`DELETE FROM shipping_rule WHERE id = $1`, [state.id]);
  });

  it('refuses staff without the right to change rules, and an unknown rule, changing nothing', async () => {
    const ny = await seededRule('NY', 'no-discount');
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const refused = await clerk.client.request(SetShippingRuleActiveDocument, { id: ny, active: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await compliance.client.request(SetShippingRuleActiveDocument, { id: '999999', active: true });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const hostile = await compliance.client.request(SetShippingRuleActiveDocument, { id: "1' OR 1=1", active: true });
    expect(hostile.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { rows } = await suite.db.query(`SELECT active FROM shipping_rule WHERE id = $1`, [ny]);
    expect(rows).toEqual([{ active: false }]);
  });
});
