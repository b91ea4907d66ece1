import type { Sql } from '../../db/sql';
import type { PromotionTerms } from './promotion-pricing.rules';

export const TERMS_COLUMNS = `id, name, starts_at AS "startsAt", ends_at AS "endsAt",
  min_subtotal_cents AS "minSubtotalCents", product_ids AS "productIds", brands, categories,
  ends_kinds AS "endsKinds", first_order AS "firstOrder", customer_group AS "customerGroup",
  requires_code AS "requiresCode", action, applies_to AS "appliesTo", percent_bp AS "percentBp",
  amount_cents AS "amountCents", buy_quantity AS "buyQuantity", get_quantity AS "getQuantity", combinable, priority,
  usage_limit AS "usageLimit", per_customer_limit AS "perCustomerLimit"`;

/**
 * The active promotions, kept in the process between questions: each question reads only `promotion_revision`
 * (one row, which every change of a promotion moves, in any process) and loads the promotions again when it moved.
 * Dates are compared by the engine at the moment of asking, so a promotion ends on time without a change.
 */
export class ActivePromotionsCache {
  private current: { revision: string; promotions: readonly PromotionTerms[] } | undefined;

  constructor(private readonly sql: Sql) {}

  async get(): Promise<readonly PromotionTerms[]> {
    const [row] = await this.sql.query<{ revision: string }>(`SELECT revision::text FROM promotion_revision`);
    const revision = row?.revision ?? '0';
    if (this.current?.revision === revision) return this.current.promotions;
    const promotions = await this.sql.query<PromotionTerms>(
      `SELECT ${TERMS_COLUMNS} FROM promotion WHERE status = 'active' AND (ends_at IS NULL OR ends_at > now())
       ORDER BY priority DESC, id`,
    );
    this.current = { revision, promotions };
    return promotions;
  }
}
