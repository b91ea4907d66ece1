import { ShippingRuleKind } from './shipping-rules.service';

/**
 * A rule on discounts in force (a `shipping_rule` row of a discount kind); no state: federal, every state; a city:
 * only the lines shipped to one of its ZIP codes.
 */
export interface DiscountRule {
  id: number;
  stateCode: string | null;
  stateName: string | null;
  city: string | null;
  /** A city's five-digit ZIPs and three-digit ZIP prefixes; empty for a state's or a federal rule. */
  zipCodes: readonly string[];
  kind: ShippingRuleKind;
  endsKinds: readonly string[];
  description: string;
  source: string;
}

/**
 * A rule on discounts as the table keeps it, in force or not: the shop keeps every one in memory between changes
 * of the table (`promotion_revision` moves with each) and asks which are in force on the day of each question.
 */
export interface DatedDiscountRule extends DiscountRule {
  /** Confirmed by compliance staff (false: seeded from an UNCONFIRMED fact, or set inactive). */
  active: boolean;
  /** The first day in force and the first day no longer in force (YYYY-MM-DD, shop days); null: no end. */
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * Checks one discount against the rules of one place on one day (see `discountCheck`), on a line whose earlier
 * discounts leave it at `netCents`: the rule that refuses it, with why, or null.
 */
export type DiscountCheck = (line: LawLine, discount: LawDiscount, netCents: number) => DiscountBar | null;

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

/** A ship-to ZIP as the rules read it: its first five digits (ZIP+4 too), or null when it is not a US ZIP. */
export function zip5(zip: string | null | undefined): string | null {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip ?? '');
  return match ? match[1]! : null;
}

/**
 * Whether a rule holds at a ship-to place: a state's and a federal rule everywhere they are asked (the caller asks for
 * a state's), a city's only at one of its ZIPs or prefixes. An unknown ZIP meets no city's rule: the order, which
 * always has one, is checked again.
 */
export const holdsAt = (rule: Pick<DiscountRule, 'city' | 'zipCodes'>, zip: string | null): boolean =>
  rule.city === null || (zip !== null && rule.zipCodes.some((z) => zip.startsWith(z)));

/**
 * The rules in force at a place on a day, in the order given (federal, then the state's, then its city's): the
 * federal ones and those of the state (null: not known yet, none), of its cities only at one of their ZIPs.
 */
export function rulesInForce(
  rules: readonly DatedDiscountRule[],
  stateCode: string | null,
  zip: string | null,
  day: string,
): DatedDiscountRule[] {
  const at = zip5(zip);
  return rules.filter(
    (rule) =>
      rule.active &&
      rule.effectiveFrom <= day &&
      (rule.effectiveTo === null || rule.effectiveTo > day) &&
      (rule.stateCode === null || rule.stateCode === stateCode) &&
      holdsAt(rule, at),
  );
}

/** The check of a place's discounts on a day (its state and ZIP): the rules chosen once, then asked per discount. */
export function discountCheck(
  rules: readonly DatedDiscountRule[],
  stateCode: string | null,
  zip: string | null,
  day: string,
): DiscountCheck {
  const held = rulesInForce(rules, stateCode, zip, day);
  return (line, discount, netCents) =>
    held.length ? barOf(held, line, discount, netCents - discount.amountCents) : null;
}

/** Who makes the rule, as the shopper reads it: "New Jersey law", "Providence, Rhode Island". */
const maker = (rule: DiscountRule): string =>
  rule.city === null ? `${rule.stateName} law` : `${rule.city}, ${rule.stateName}`;

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
      return `${maker(rule)} does not allow discounts on vapour products`;
    case ShippingRuleKind.NO_MULTI_BUY: {
      const belowCost = line.wholesaleCostCents !== null && net < line.wholesaleCostCents * line.quantity;
      return discount.multiBuy || belowCost
        ? `${maker(rule)} does not allow buy-one-get-one, bundle or below-cost prices on vapour products`
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
