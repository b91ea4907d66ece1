import type { Sql } from '../../db/sql';
import type { DatedDiscountRule } from '../compliance/discount-law.rules';
import type { PromotionTerms } from './promotion-pricing.rules';

export const TERMS_COLUMNS = `id, name, starts_at AS "startsAt", ends_at AS "endsAt",
  min_subtotal_cents AS "minSubtotalCents", product_ids AS "productIds", brands, categories,
  ends_kinds AS "endsKinds", first_order AS "firstOrder", customer_group AS "customerGroup",
  requires_code AS "requiresCode", action, applies_to AS "appliesTo", percent_bp AS "percentBp",
  amount_cents AS "amountCents", buy_quantity AS "buyQuantity", get_quantity AS "getQuantity", combinable, priority,
  usage_limit AS "usageLimit", per_customer_limit AS "perCustomerLimit"`;

/** What pricing reads besides the cart: the active promotions, and every rule on discounts (the law's). */
export interface PricingTerms {
  promotions: readonly PromotionTerms[];
  discountRules: readonly DatedDiscountRule[];
}

/**
 * The active promotions and the rules on discounts, kept in the process between questions: each question reads only
 * `promotion_revision` (one row, which every change of a promotion or of a shipping rule moves, in any process) and
 * loads both again when it moved. Dates are compared at the moment of asking (a promotion's by the engine, a rule's
 * by `rulesInForce`), so a promotion ends and a rule comes into force on time without a change. The revision is read
 * before what it guards: a change committed between them is loaded now and read again at the next question, never
 * missed.
 */
export class ActivePromotionsCache {
  private current: ({ revision: string } & PricingTerms) | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly discountRules: () => Promise<readonly DatedDiscountRule[]>,
  ) {}

  async get(): Promise<PricingTerms> {
    const [row] = await this.sql.query<{ revision: string }>(`SELECT revision::text FROM promotion_revision`);
    const revision = row?.revision ?? '0';
    if (this.current?.revision === revision) return this.current;
    const promotions = await this.sql.query<PromotionTerms>(
      `SELECT ${TERMS_COLUMNS} FROM promotion WHERE status = 'active' AND (ends_at IS NULL OR ends_at > now())
       ORDER BY priority DESC, id`,
    );
    const discountRules = await this.discountRules();
    this.current = { revision, promotions, discountRules };
    return this.current;
  }
}
