import { ShippingRuleKind } from './shipping-rules.service';

/** A rule on discounts in force (a `shipping_rule` row of a discount kind); no state: federal, every state. */
export interface DiscountRule {
  id: number;
  stateCode: string | null;
  stateName: string | null;
  kind: ShippingRuleKind;
  endsKinds: readonly string[];
  description: string;
  source: string;
}

/** A line as the law reads it. */
export interface LawLine {
  /** Null: not a vapour (tobacco) product. */
  endsKind: string | null;
  unitPriceCents: number;
  quantity: number;
  /** The shop's cost per unit; null when unknown. */
  wholesaleCostCents: number | null;
}

/** One promotion's part of one line, in the order the promotions applied, with what kind of offer it is. */
export interface LawDiscount {
  lineIndex: number;
  promotionId: number;
  amountCents: number;
  /** Cheaper because of another unit bought (buy X get Y). */
  multiBuy: boolean;
  /** A unit free because of another item bought that is not a vapour product. */
  gift: boolean;
}

/** A discount the law refuses on a line, with the rule and the sentence the shopper reads. */
export interface DiscountBar {
  lineIndex: number;
  promotionId: number;
  rule: DiscountRule;
  reason: string;
}

/** Whether a rule covers a line: a vapour product of one of its kinds. */
const covers = (rule: DiscountRule, line: LawLine): boolean =>
  line.endsKind !== null && rule.endsKinds.includes(line.endsKind);

/** Why a rule refuses a discount on a line that would be left at `net` cents, or null. */
function refusal(
  rule: DiscountRule,
  line: LawLine,
  discount: Pick<LawDiscount, 'multiBuy' | 'gift'>,
  net: number,
): string | null {
  switch (rule.kind) {
    case ShippingRuleKind.NO_DISCOUNT:
      return `${rule.stateName} law does not allow discounts on vapour products`;
    case ShippingRuleKind.NO_MULTI_BUY: {
      const belowCost = line.wholesaleCostCents !== null && net < line.wholesaleCostCents * line.quantity;
      return discount.multiBuy || belowCost
        ? `${rule.stateName} law does not allow buy-one-get-one, bundle or below-cost prices on vapour products`
        : null;
    }
    case ShippingRuleKind.NO_FREE_SAMPLE:
      return net <= 0 ? 'Federal law does not allow a vapour product free of charge (no free samples)' : null;
    case ShippingRuleKind.NO_FREE_GIFT:
      return discount.gift ? 'Federal law does not allow a free vapour product for buying another item' : null;
    default:
      return null;
  }
}

/** The first rule that refuses a discount on a line that would be left at `net` cents, with why; null: allowed. */
export function barOf(
  rules: readonly DiscountRule[],
  line: LawLine,
  discount: Pick<LawDiscount, 'lineIndex' | 'promotionId' | 'multiBuy' | 'gift'>,
  net: number,
): DiscountBar | null {
  for (const rule of rules) {
    if (!covers(rule, line)) continue;
    const reason = refusal(rule, line, discount, net);
    if (reason) return { lineIndex: discount.lineIndex, promotionId: discount.promotionId, rule, reason };
  }
  return null;
}

/**
 * The discounts the rules refuse, line by line, in the order the promotions applied: a refused discount takes
 * nothing off, so a later one is judged on the price the line would really have.
 */
export function barredDiscounts(
  rules: readonly DiscountRule[],
  lines: readonly LawLine[],
  discounts: readonly LawDiscount[],
): DiscountBar[] {
  const net = lines.map((line) => line.unitPriceCents * line.quantity);
  const bars: DiscountBar[] = [];
  for (const discount of discounts) {
    const after = net[discount.lineIndex]! - discount.amountCents;
    const bar = barOf(rules, lines[discount.lineIndex]!, discount, after);
    if (bar) bars.push(bar);
    else net[discount.lineIndex] = after;
  }
  return bars;
}
