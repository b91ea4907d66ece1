import { SHOP_TODAY, isShopDay } from '../../common/shop-day';
import type { Sql } from '../../db/sql';
import { badInput } from '../../errors';
import { type ExciseTax, type ExciseTaxRule, type TaxableLine, exciseTax } from './excise-tax.rules';

const RULE_COLUMNS = `id, state_code AS "stateCode", name, base, rate, ends_kinds AS "endsKinds",
  liquid_scope AS "liquidScope", container_over_cml AS "containerOverCml", container_up_to_cml AS "containerUpToCml",
  base_after_discount AS "baseAfterDiscount"`;

/** The state excise taxes on vapour products (issue 26 §3): dated rows in excise_tax_rule, computed by the rules. */
export class ExciseTaxService {
  constructor(private readonly sql: Sql) {}

  /**
   * A state's rules in force on a day (YYYY-MM-DD; the shop's today by default): from inclusive, to exclusive.
   * Read on every question, so an edited rate applies to the next one.
   */
  async rulesInForce(stateCode: string, day?: string): Promise<ExciseTaxRule[]> {
    if (day !== undefined && !isShopDay(day)) throw badInput(`"${day}" is not a calendar day written YYYY-MM-DD.`);
    return this.sql.query<ExciseTaxRule>(
      `SELECT ${RULE_COLUMNS} FROM excise_tax_rule
       WHERE state_code = $1 AND effective_from <= coalesce($2::date, ${SHOP_TODAY})
         AND (effective_to IS NULL OR effective_to > coalesce($2::date, ${SHOP_TODAY}))
       ORDER BY id`,
      [stateCode, day ?? null],
    );
  }

  /** The excise taxes on lines shipped to a state, on a day (the shop's today by default). */
  async taxFor(stateCode: string, lines: readonly TaxableLine[], day?: string): Promise<ExciseTax> {
    return exciseTax(await this.rulesInForce(stateCode, day), lines);
  }
}
