import { barredClaimsIn } from '../../api/src/modules/compliance/barred-claims.rules';
import {
  type DiscountRule,
  type LawDiscount,
  type LawLine,
  type DatedDiscountRule,
  discountCheck,
  holdsAt,
  rulesInForce,
  zip5,
} from '../../api/src/modules/compliance/discount-law.rules';
import { barredDiscounts } from '../support/barred-discounts';
import { ShippingRuleKind } from '../../api/src/modules/compliance/shipping-rules.service';
import { BARRED_CLAIMS } from '../../api/src/db/migrations/data/1732168660000-discount-law.data';
import { LOCAL_DISCOUNT_RULE_SEED } from '../../api/src/db/migrations/data/1732168750000-local-discount-rules.data';

const rule = (kind: ShippingRuleKind, stateName: string | null = 'Utah'): DiscountRule => ({
  id: 1,
  stateCode: stateName ? 'UT' : null,
  stateName,
  city: null,
  zipCodes: [],
  kind,
  endsKinds: ['disposable', 'e-liquid'],
  description: 'd',
  source: 's',
});
const vape: LawLine = { endsKind: 'disposable', unitPriceCents: 2000, quantity: 2, wholesaleCostCents: 900 };
const lighter: LawLine = { endsKind: null, unitPriceCents: 500, quantity: 1, wholesaleCostCents: 200 };
const off = (amountCents: number, more: Partial<LawDiscount> = {}): LawDiscount => ({
  lineIndex: 0,
  promotionId: 7,
  amountCents,
  multiBuy: false,
  gift: false,
  ...more,
});

describe('the law on discounts', () => {
  it("refuses Utah's buy-one-get-one and a price below cost on vapour lines, and allows a plain discount", () => {
    const utah = [rule(ShippingRuleKind.NO_MULTI_BUY)];
    expect(barredDiscounts(utah, [vape], [off(500)])).toEqual([]);
    expect(barredDiscounts(utah, [vape], [off(1000, { multiBuy: true })])[0]?.reason).toBe(
      'Utah law does not allow buy-one-get-one, bundle or below-cost prices on vapour products',
    );
    // 4000 − 2300 = 1700 < 2 × 900
    expect(barredDiscounts(utah, [vape], [off(2300)])).toHaveLength(1);
    expect(barredDiscounts(utah, [lighter], [off(400, { multiBuy: true })])).toEqual([]);
  });

  it('never lets a vapour line reach $0, judging a later discount on what the earlier left', () => {
    const federal = [rule(ShippingRuleKind.NO_FREE_SAMPLE, null)];
    expect(barredDiscounts(federal, [vape], [off(3999)])).toEqual([]);
    const bars = barredDiscounts(federal, [vape], [off(3000), off(1000, { promotionId: 8 })]);
    expect(bars.map((b) => [b.promotionId, b.reason])).toEqual([
      [8, 'Federal law does not allow a vapour product free of charge (no free samples)'],
    ]);
    expect(barredDiscounts(federal, [lighter], [off(500)])).toEqual([]);
  });

  it('refuses a free vapour product given for buying another item', () => {
    const federal = [rule(ShippingRuleKind.NO_FREE_GIFT, null)];
    expect(barredDiscounts(federal, [vape], [off(2000, { multiBuy: true, gift: true })])).toHaveLength(1);
    expect(barredDiscounts(federal, [vape], [off(2000, { multiBuy: true })])).toEqual([]);
  });
  it('reads a ship-to ZIP by its first five digits, ZIP+4 too, and nothing else as a ZIP', () => {
    expect([' 02903-1234 ', '029031234', '02903', 'abcde', '0290', '029031', '', null].map(zip5)).toEqual([
      '02903',
      '02903',
      '02903',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('holds a city’s rule at its ZIP codes and prefixes only, a state’s at any ZIP, and names the city to the shopper', () => {
    const city: DiscountRule = {
      ...rule(ShippingRuleKind.NO_DISCOUNT, 'Rhode Island'),
      city: 'Providence',
      zipCodes: ['02903', '606'],
    };
    expect(holdsAt(city, '02903')).toBe(true);
    expect(holdsAt(city, '60614')).toBe(true);
    expect(holdsAt(city, '02904')).toBe(false);
    expect(holdsAt(city, null)).toBe(false);
    expect(holdsAt(rule(ShippingRuleKind.NO_DISCOUNT), null)).toBe(true);
    expect(holdsAt(rule(ShippingRuleKind.NO_DISCOUNT), '02904')).toBe(true);
    expect(barredDiscounts([city], [vape, lighter], [off(100), off(100, { lineIndex: 1 })])).toEqual([
      expect.objectContaining({
        lineIndex: 0,
        reason: 'Providence, Rhode Island does not allow discounts on vapour products',
      }),
    ]);
  });

  it('holds a rule on the days it is in force and confirmed only, the federal ones and the ship-to state’s', () => {
    const dated = (more: Partial<DatedDiscountRule>): DatedDiscountRule => ({
      ...rule(ShippingRuleKind.NO_DISCOUNT, 'New Jersey'),
      stateCode: 'NJ',
      active: true,
      effectiveFrom: '2020-03-01',
      effectiveTo: null,
      ...more,
    });
    const nj = dated({ id: 1 });
    const ended = dated({ id: 2, effectiveTo: '2026-06-01' });
    const later = dated({ id: 3, effectiveFrom: '2026-06-01' });
    const unconfirmed = dated({ id: 4, active: false });
    const federal = dated({ id: 5, stateCode: null, stateName: null, kind: ShippingRuleKind.NO_FREE_SAMPLE });
    const city = dated({ id: 6, stateCode: 'RI', city: 'Providence', zipCodes: ['02903'] });
    const all = [federal, nj, ended, later, unconfirmed, city];
    const ids = (stateCode: string | null, zip: string | null, day: string) =>
      rulesInForce(all, stateCode, zip, day).map((r) => r.id);
    expect(ids('NJ', null, '2026-05-31')).toEqual([5, 1, 2]);
    // The first day no longer in force, and the first day in force.
    expect(ids('NJ', null, '2026-06-01')).toEqual([5, 1, 3]);
    expect(ids(null, null, '2026-06-01')).toEqual([5]);
    expect(ids('RI', '02903', '2026-06-01')).toEqual([5, 6]);
    expect(ids('RI', null, '2026-06-01')).toEqual([5]);
    expect(ids('NJ', '02903', '2026-06-01')).toEqual([5, 1, 3]);
    const net = vape.unitPriceCents * vape.quantity;
    expect(discountCheck(all, 'NJ', null, '2019-01-01')(vape, off(100), net)).toBeNull();
    expect(discountCheck(all, 'NJ', null, '2026-06-01')(vape, off(100), net)).toMatchObject({
      reason: 'New Jersey law does not allow discounts on vapour products',
    });
    // The federal free-sample rule judges the line as the discounts before this one left it.
    expect(discountCheck(all, null, null, '2026-06-01')(vape, off(100), 100)).toMatchObject({ rule: { id: 5 } });
  });

  it('seeds Providence and San Mateo in force by their own ZIP codes, and the unconfirmed cities inactive', () => {
    const seeded = (city: string) => LOCAL_DISCOUNT_RULE_SEED.find((r) => r.city === city)!;
    const providence = seeded('Providence');
    expect(providence).toMatchObject({ state: 'RI', kind: 'no-discount', active: true });
    // Downtown Providence is in; Pawtucket, Cranston and Newport, also Rhode Island, are not.
    expect(holdsAt(providence, '02903')).toBe(true);
    expect(['02860', '02920', '02840'].some((zip) => holdsAt(providence, zip))).toBe(false);
    expect(seeded('San Mateo')).toMatchObject({ state: 'CA', active: true });
    expect(holdsAt(seeded('San Mateo'), '94401')).toBe(true);
    expect(holdsAt(seeded('San Mateo'), '94105')).toBe(false);
    expect(seeded('New York City').active).toBe(false);
    expect(seeded('Chicago').active).toBe(false);
    for (const seed of LOCAL_DISCOUNT_RULE_SEED) {
      expect(seed.source).toMatch(/^https:\/\//);
      expect(seed.zipCodes.every((zip) => /^\d{3}(\d{2})?$/.test(zip))).toBe(true);
      expect(seed.endsKinds).toContain('part');
      // Within what the editor takes, so staff can edit a seeded row as it is.
      expect(seed.description.length).toBeLessThanOrEqual(200);
      expect(`${seed.source} ; ZIP codes: ${seed.zipSource}`.length).toBeLessThanOrEqual(500);
    }
  });
});

describe('the words promotions may not use', () => {
  it('finds health, quitting, lower-risk and FDA claims as whole words in any case', () => {
    const found = (text: string) => barredClaimsIn(text, BARRED_CLAIMS).map((c) => c.phrase);
    expect(found('The SAFER way to vape')).toEqual(['safer']);
    expect(found('Quit smoking for good: FDA  Approved kits')).toEqual(['quit', 'fda approved']);
    expect(found('Lowest prices weekend, lifesaver deals')).toEqual([]);
    expect(found('Spring sale: 20% off e-liquids')).toEqual([]);
  });
});
