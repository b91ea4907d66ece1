import type { Sql } from '../../db/sql';
import { type DiscountBar, type DiscountRule, type LawDiscount, type LawLine, barOf } from './discount-law.rules';
import { DISCOUNT_RULE_KINDS, IN_FORCE } from './shipping-rules.service';

/**
 * Checks one discount against the rules of one place (see `forState`), on a line whose earlier discounts leave it at
 * `netCents`: the rule that refuses it, with why, or null.
 */
export type DiscountCheck = (line: LawLine, discount: LawDiscount, netCents: number) => DiscountBar | null;

/**
 * The law on discounts (issue 33 §2): the rules of the state rules engine that rule discounts (New Jersey's ban,
 * Utah's multi-buy and below-cost ban, the federal free-sample ban), dated rows with their sources, read on every
 * question so a staff edit applies to the next one.
 */
export class DiscountRulesService {
  constructor(private readonly sql: Sql) {}

  /** The federal rules and those of a state (null: not known yet, the federal ones only), in force today. */
  rulesFor(stateCode: string | null): Promise<DiscountRule[]> {
    return this.sql.query<DiscountRule>(
      `SELECT r.id, r.state_code AS "stateCode", s.name AS "stateName", r.kind, r.ends_kinds AS "endsKinds",
         r.description, r.source
       FROM shipping_rule r LEFT JOIN us_state s ON s.code = r.state_code
       WHERE r.kind = ANY($1::text[]) AND (r.state_code IS NULL OR r.state_code = $2) AND ${IN_FORCE}
       ORDER BY r.state_code NULLS LAST, r.id`,
      [DISCOUNT_RULE_KINDS, stateCode],
    );
  }

  /** The check of a place's discounts, its rules read once. */
  async forState(stateCode: string | null): Promise<DiscountCheck> {
    const rules = await this.rulesFor(stateCode);
    return (line, discount, netCents) =>
      rules.length ? barOf(rules, line, discount, netCents - discount.amountCents) : null;
  }
}
