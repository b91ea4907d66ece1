import type { Sql } from '../../db/sql';
import type { DatedDiscountRule } from './discount-law.rules';
import { DISCOUNT_RULE_KINDS } from './shipping-rules.service';

/**
 * The law on discounts (issue 33 §2): the rules of the state rules engine that rule discounts (New Jersey's ban,
 * Utah's multi-buy and below-cost ban, the federal free-sample ban, city bans such as Providence's by ship-to ZIP),
 * dated rows with their sources. Promotions keep them in memory with the promotions and read them again whenever
 * `promotion_revision` moves, which every change of `shipping_rule` moves too (migration 1732168760000): a staff
 * edit applies to the next question, and which rules are in force is decided on the day of each question
 * (`rulesInForce`).
 */
export class DiscountRulesService {
  constructor(private readonly sql: Sql) {}

  /** Every rule on discounts, in force or not: the federal ones first, then each state's, then its cities'. */
  allRules(): Promise<DatedDiscountRule[]> {
    return this.sql.query<DatedDiscountRule>(
      `SELECT r.id, r.state_code AS "stateCode", s.name AS "stateName", r.city, r.zip_codes AS "zipCodes", r.kind,
         r.ends_kinds AS "endsKinds", r.description, r.source, r.active,
         to_char(r.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", to_char(r.effective_to, 'YYYY-MM-DD') AS "effectiveTo"
       FROM shipping_rule r LEFT JOIN us_state s ON s.code = r.state_code
       WHERE r.kind = ANY($1::text[])
       ORDER BY r.state_code NULLS FIRST, r.city NULLS FIRST, r.id`,
      [DISCOUNT_RULE_KINDS],
    );
  }
}
