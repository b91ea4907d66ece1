import {
  type DiscountBar,
  type DiscountRule,
  type LawDiscount,
  type LawLine,
  barOf,
} from '../../api/src/modules/compliance/discount-law.rules';

/**
 * The tests' reference judge of a whole pricing (the engine asks `barOf` as it makes each discount instead): the
 * discounts the rules refuse, line by line, in the order the promotions applied: a refused discount takes
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
