import type { RulePlace } from './city-rule.rules';
import {
  DISCOUNT_RULE_KINDS,
  type RuleTerms,
  type RuledProduct,
  ShippingRuleKind,
  covers,
  ruleStops,
} from './shipping-rules.service';

/** What a rule does to the products it reaches: the preview tells staff this, in the words of each. */
export enum RuleEffect {
  /** They cannot ship to the place (every shipping kind: a ban, a flavour ban, a nicotine cap, a directory). */
  STOPS_SHIPPING = 'STOPS_SHIPPING',
  /** An order to the place holds at most the rule's units of them, all lines together. */
  LIMITS_QUANTITY = 'LIMITS_QUANTITY',
  /** Some discounts on them are refused for orders shipped to the place (each discount kind its own). */
  LIMITS_DISCOUNTS = 'LIMITS_DISCOUNTS',
}

export const effectOf = (kind: ShippingRuleKind): RuleEffect => {
  if (kind === ShippingRuleKind.QUANTITY_LIMIT) return RuleEffect.LIMITS_QUANTITY;
  return DISCOUNT_RULE_KINDS.includes(kind) ? RuleEffect.LIMITS_DISCOUNTS : RuleEffect.STOPS_SHIPPING;
};

/** A rule as the preview reads it: its terms and where it holds; no state is a federal rule, every state. */
export type PlacedRule = Omit<RuleTerms, 'stateCode'> & RulePlace & { stateCode: string | null };

/** A rule of one state (every shipping rule and quantity limit is). */
export const ofState = <R extends PlacedRule>(rule: R): rule is R & { stateCode: string } => rule.stateCode !== null;

/**
 * Whether a rule does its effect to a product: stops it (the checkout's `ruleStops`), or, for a quantity limit and a
 * rule on discounts, covers it (`covers`: a limit counts its units, a rule on discounts judges its discounts).
 */
export function reaches(rule: RuleTerms, product: RuledProduct): boolean {
  return effectOf(rule.kind) === RuleEffect.STOPS_SHIPPING ? ruleStops(rule, product) : covers(rule, product);
}

/**
 * Whether `other`, in force, already does to a product what `draft` would, everywhere the draft holds: any rule of
 * the state that stops it, for a shipping rule; another quantity limit of the state that counts it, for a limit; for
 * a rule on discounts, one of the same kind that covers it and holds at every ZIP the draft does (a federal rule, the
 * state's, or a city's whose ZIPs take in all of the draft's).
 */
export function alreadyReaches(other: PlacedRule, draft: RuleTerms & RulePlace, product: RuledProduct): boolean {
  switch (effectOf(draft.kind)) {
    case RuleEffect.STOPS_SHIPPING:
      return ofState(other) && other.stateCode === draft.stateCode && ruleStops(other, product);
    case RuleEffect.LIMITS_QUANTITY:
      return (
        other.kind === ShippingRuleKind.QUANTITY_LIMIT && other.stateCode === draft.stateCode && covers(other, product)
      );
    case RuleEffect.LIMITS_DISCOUNTS:
      return other.kind === draft.kind && holdsWherever(other, draft) && covers(other, product);
  }
}

/** Whether a rule holds at every ship-to place another does (the city's ZIPs, or the whole state). */
function holdsWherever(rule: PlacedRule, place: Pick<RuleTerms, 'stateCode'> & RulePlace): boolean {
  if (rule.stateCode === null) return true;
  if (rule.stateCode !== place.stateCode) return false;
  if (rule.city === null) return true;
  // A city's rule holds only at its ZIPs: never throughout the state, and throughout a city only if it takes in all.
  return place.city !== null && place.zipCodes.every((zip) => rule.zipCodes.some((own) => zip.startsWith(own)));
}
