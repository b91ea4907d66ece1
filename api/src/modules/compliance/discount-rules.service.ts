import type { Sql } from '../../db/sql';
import {
  type DiscountBar,
  type DiscountRule,
  type LawDiscount,
  type LawLine,
  barredDiscounts,
  holdsAt,
  zip5,
} from './discount-law.rules';
import { DISCOUNT_RULE_KINDS, IN_FORCE } from './shipping-rules.service';

/** Checks a priced cart's discounts against the rules of one place (see `forPlace`). */
export type DiscountCheck = (lines: readonly LawLine[], discounts: readonly LawDiscount[]) => DiscountBar[];

/**
 * The law on discounts (issue 33 §2): the rules of the state rules engine that rule discounts (New Jersey's ban,
 * Utah's multi-buy and below-cost ban, the federal free-sample ban, city bans such as Providence's by ship-to ZIP),
 * dated rows with their sources, read on every question so a staff edit applies to the next one.
 */
export class DiscountRulesService {
  constructor(private readonly sql: Sql) {}

  /**
   * The federal rules, those of a state (null: not known yet, the federal ones only) and those of its cities that
   * hold at the ship-to ZIP (null: not known yet, none), in force today: the federal ones first, then the state's,
   * then the city's.
   */
  async rulesFor(stateCode: string | null, zip: string | null = null): Promise<DiscountRule[]> {
    const rules = await this.sql.query<DiscountRule>(
      `SELECT r.id, r.state_code AS "stateCode", s.name AS "stateName", r.city, r.zip_codes AS "zipCodes", r.kind,
         r.ends_kinds AS "endsKinds", r.description, r.source
       FROM shipping_rule r LEFT JOIN us_state s ON s.code = r.state_code
       WHERE r.kind = ANY($1::text[]) AND (r.state_code IS NULL OR r.state_code = $2) AND ${IN_FORCE}
       ORDER BY r.state_code NULLS FIRST, r.city NULLS FIRST, r.id`,
      [DISCOUNT_RULE_KINDS, stateCode],
    );
    const at = zip5(zip);
    return rules.filter((rule) => holdsAt(rule, at));
  }

  /** The check of a place's discounts (its state and ZIP), its rules read once. */
  async forPlace(stateCode: string | null, zip: string | null = null): Promise<DiscountCheck> {
    const rules = await this.rulesFor(stateCode, zip);
    return (lines, discounts) => (rules.length ? barredDiscounts(rules, lines, discounts) : []);
  }
}
