import { barredClaimsIn } from '../../api/src/modules/compliance/barred-claims.rules';
import {
  type DiscountRule,
  type LawDiscount,
  type LawLine,
  barredDiscounts,
} from '../../api/src/modules/compliance/discount-law.rules';
import { ShippingRuleKind } from '../../api/src/modules/compliance/shipping-rules.service';
import { BARRED_CLAIMS } from '../../api/src/db/migrations/data/1732168660000-discount-law.data';

const rule = (kind: ShippingRuleKind, stateName: string | null = 'Utah'): DiscountRule => ({
  id: 1,
  stateCode: stateName ? 'UT' : null,
  stateName,
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
