import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { isShopDay } from '../../common/shop-day';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BarredClaim } from '../compliance/barred-claims.rules';
import type { PromotedLine } from './promotion.service';
import { TERMS_COLUMNS } from './active-promotions.cache';
import { type PromotionAction, type PromotionTerms, pricePromotions } from './promotion-pricing.rules';
import { headlineOf, randomCode } from './promotion.service';

export type PromotionStatus = 'draft' | 'active' | 'ended';

/** A promotion as staff write it (the engine's terms with its words and dates as text); money in cents. */
export type PromotionDraft = Omit<PromotionTerms, 'id' | 'startsAt' | 'endsAt' | 'customerGroup'> & {
  banner: string | null;
  startsAt: string;
  endsAt: string | null;
};

/** A promotion in the back office's list, with its use (kept orders: not rejected or refunded). */
export interface PromotionRow extends PromotionDraft {
  id: string;
  status: PromotionStatus;
  uses: number;
  codeCount: number;
  usedCodeCount: number;
  orders: number;
  discountCents: number;
  revenueCents: number;
  headline: string;
}

/** Which words promotions may not use (the compliance module answers). */
export interface ClaimCheck {
  claimsIn(...texts: (string | null | undefined)[]): Promise<BarredClaim[]>;
}

const ROW_COLUMNS = `p.id::text, p.name, p.banner, p.status, to_char(p.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startsAt",
  to_char(p.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "endsAt", p.min_subtotal_cents AS "minSubtotalCents",
  p.product_ids AS "productIds", p.brands, p.categories, p.ends_kinds AS "endsKinds", p.first_order AS "firstOrder",
  p.requires_code AS "requiresCode", p.action, p.applies_to AS "appliesTo", p.percent_bp AS "percentBp",
  p.amount_cents AS "amountCents", p.buy_quantity AS "buyQuantity", p.get_quantity AS "getQuantity", p.combinable,
  p.priority, p.usage_limit AS "usageLimit", p.per_customer_limit AS "perCustomerLimit", p.uses,
  (SELECT count(*)::int FROM promotion_code c WHERE c.promotion_id = p.id) AS "codeCount",
  (SELECT count(*)::int FROM promotion_code c WHERE c.promotion_id = p.id AND c.used_at IS NOT NULL) AS "usedCodeCount",
  coalesce(u.orders, 0) AS orders, coalesce(u.discount, 0) AS "discountCents", coalesce(u.revenue, 0) AS "revenueCents"`;

/** Each promotion's kept orders, what it took off them and what they brought in (one row per promotion). */
const USAGE = `LEFT JOIN LATERAL (
  SELECT count(*)::int AS orders, sum(d.amount)::int AS discount, sum(o.total_cents)::int AS revenue
  FROM (SELECT order_id, sum(amount_cents) AS amount FROM order_discount_line WHERE promotion_id = p.id
        GROUP BY order_id) d
  JOIN customer_order o ON o.id = d.order_id AND o.status NOT IN ('Rejected', 'Refunded')
) u ON true`;

const ACTIONS: readonly PromotionAction[] = ['percent-off', 'fixed-off', 'free-shipping', 'buy-x-get-y'];
const KINDS = ['closed-system', 'disposable', 'e-liquid', 'non-nicotine', 'open-system', 'part'];
export const MAX_CODE_BATCH = 5_000;

/**
 * The back office's promotions (issue 33 §4): list with their use, create and edit, activate and end, codes (one
 * shared or batches of single-use ones), every change audited in its unit of work. The engine reads what is saved.
 */
export class PromotionAdminService {
  constructor(
    private readonly sql: Sql,
    private readonly audit: AuditService,
    private readonly claims: ClaimCheck,
  ) {}

  async list(filter: { status?: PromotionStatus | null; text?: string | null }): Promise<PromotionRow[]> {
    const rows = await this.sql.query<PromotionRow>(
      `SELECT ${ROW_COLUMNS} FROM promotion p ${USAGE}
       WHERE ($1::text IS NULL OR p.status = $1)
         AND ($2::text IS NULL OR p.name ILIKE '%' || $2 || '%'
              OR EXISTS (SELECT 1 FROM promotion_code c WHERE c.promotion_id = p.id AND c.code = upper($2)))
       ORDER BY p.status = 'ended', p.starts_at DESC, p.id DESC LIMIT 500`,
      [filter.status ?? null, filter.text?.trim() || null],
    );
    return rows.map(withHeadline);
  }

  async get(id: string): Promise<PromotionRow> {
    const [row] = await this.sql.query<PromotionRow>(
      `SELECT ${ROW_COLUMNS} FROM promotion p ${USAGE} WHERE p.id = $1`,
      [idOf(id)],
    );
    if (!row) throw notFound('That promotion does not exist.');
    return withHeadline(row);
  }

  /** Creates a promotion as a draft, or changes one not ended. */
  async save(actor: Actor, id: string | null, input: PromotionDraft): Promise<PromotionRow> {
    const draft = checked(input);
    const barred = await this.claims.claimsIn(draft.name, draft.banner);
    if (barred.length) {
      throw badInput(
        `Promotion words may not claim health, quitting, lower risk or FDA approval: remove ` +
          `${barred.map((c) => `"${c.phrase}"`).join(', ')} (${barred[0]!.source}).`,
      );
    }
    const values = [
      draft.name,
      draft.banner,
      draft.startsAt,
      draft.endsAt,
      draft.minSubtotalCents,
      draft.productIds,
      draft.brands,
      draft.categories,
      draft.endsKinds,
      draft.firstOrder,
      draft.requiresCode,
      draft.action,
      draft.appliesTo,
      draft.percentBp,
      draft.amountCents,
      draft.buyQuantity,
      draft.getQuantity,
      draft.combinable,
      draft.priority,
      draft.usageLimit,
      draft.perCustomerLimit,
    ];
    return this.sql.transaction(async () => {
      let promotionId: string;
      let before: PromotionRow | null = null;
      if (id === null) {
        const [row] = await this.sql.query<{ id: string }>(
          `INSERT INTO promotion (name, banner, starts_at, ends_at, min_subtotal_cents, product_ids, brands, categories,
             ends_kinds, first_order, requires_code, action, applies_to, percent_bp, amount_cents, buy_quantity,
             get_quantity, combinable, priority, usage_limit, per_customer_limit)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
           RETURNING id::text`,
          values,
        );
        promotionId = row!.id;
      } else {
        before = await this.locked(id);
        if (before.status === 'ended') throw new AppError('CONFLICT', 'An ended promotion cannot change.');
        // The row is locked, so no order counts a use between this check and the update.
        if (draft.usageLimit !== null && draft.usageLimit < before.uses) {
          throw badInput(`usageLimit: at least ${before.uses}, the uses it has had already.`);
        }
        promotionId = before.id;
        await this.sql.query(
          `UPDATE promotion SET name = $1, banner = $2, starts_at = $3, ends_at = $4, min_subtotal_cents = $5,
             product_ids = $6, brands = $7, categories = $8, ends_kinds = $9, first_order = $10, requires_code = $11,
             action = $12, applies_to = $13, percent_bp = $14, amount_cents = $15, buy_quantity = $16,
             get_quantity = $17, combinable = $18, priority = $19, usage_limit = $20, per_customer_limit = $21,
             updated_at = now()
           WHERE id = $22`,
          [...values, promotionId],
        );
      }
      const after = await this.get(promotionId);
      await this.audit.record(actor, {
        operation: before ? 'promotion.update' : 'promotion.create',
        recordType: 'promotion',
        recordId: promotionId,
        before: before && auditView(before),
        after: auditView(after),
      });
      return after;
    });
  }

  /** Activates a draft or ends a promotion (asked first in the back office); the same step again changes nothing. */
  async setStatus(actor: Actor, id: string, status: 'active' | 'ended'): Promise<PromotionRow> {
    return this.sql.transaction(async () => {
      const before = await this.locked(id);
      if (before.status === status) return before;
      if (before.status === 'ended') throw new AppError('CONFLICT', 'An ended promotion stays ended.');
      await this.sql.query(`UPDATE promotion SET status = $2, updated_at = now() WHERE id = $1`, [before.id, status]);
      const after = await this.get(before.id);
      await this.audit.record(actor, {
        operation: status === 'active' ? 'promotion.activate' : 'promotion.end',
        recordType: 'promotion',
        recordId: before.id,
        before: { status: before.status },
        after: { status },
      });
      return after;
    });
  }

  /**
   * Adds codes: one shared code (`code`, letters, digits and dashes, any case), or a batch of `count` single-use
   * codes, each `prefix` and 8 random characters. Answers how many were added.
   */
  async addCodes(
    actor: Actor,
    id: string,
    request: { code?: string | null; count?: number | null; prefix?: string | null },
  ) {
    const shared = request.code?.trim().toUpperCase();
    const prefix = (request.prefix ?? '').trim().toUpperCase();
    if (shared !== undefined && shared !== '' && !/^[A-Z0-9][A-Z0-9-]{2,39}$/.test(shared)) {
      throw badInput('code: 3 to 40 letters, digits and dashes, starting with a letter or digit.');
    }
    if (!shared) {
      if (!Number.isInteger(request.count) || request.count! < 1 || request.count! > MAX_CODE_BATCH) {
        throw badInput(`count: a whole number from 1 to ${MAX_CODE_BATCH}.`);
      }
      if (!/^([A-Z0-9][A-Z0-9-]{0,20})?$/.test(prefix)) {
        throw badInput('prefix: up to 21 letters, digits and dashes, starting with a letter or digit.');
      }
    }
    return this.sql.transaction(async () => {
      const promotion = await this.locked(id);
      if (promotion.status === 'ended') throw new AppError('CONFLICT', 'An ended promotion takes no new codes.');
      const codes = shared ? [shared] : Array.from({ length: request.count! }, () => prefix + randomCode(8));
      const added = await this.sql.query<{ code: string }>(
        `INSERT INTO promotion_code (promotion_id, code, single_use)
         SELECT $1, unnest($2::text[]), $3 ON CONFLICT (code) DO NOTHING RETURNING code`,
        [promotion.id, codes, !shared],
      );
      if (shared && !added.length) throw new AppError('CONFLICT', `The code ${shared} is taken already.`);
      // A random clash in a batch is drawn again, so the batch has exactly its count.
      let missing = codes.length - added.length;
      while (missing > 0) {
        const more = await this.sql.query<{ code: string }>(
          `INSERT INTO promotion_code (promotion_id, code, single_use)
           SELECT $1, unnest($2::text[]), true ON CONFLICT (code) DO NOTHING RETURNING code`,
          [promotion.id, Array.from({ length: missing }, () => prefix + randomCode(8))],
        );
        missing -= more.length;
      }
      if (!promotion.requiresCode) {
        await this.sql.query(`UPDATE promotion SET requires_code = true, updated_at = now() WHERE id = $1`, [
          promotion.id,
        ]);
      }
      await this.audit.record(actor, {
        operation: 'promotion.codes',
        recordType: 'promotion',
        recordId: promotion.id,
        after: shared ? { code: shared, singleUse: false } : { count: codes.length, prefix, singleUse: true },
      });
      return codes.length;
    });
  }

  /** A promotion's codes for the CSV, a thousand at a time, oldest first. */
  async *codes(id: string): AsyncGenerator<{ code: string; single_use: string; used_at: string }> {
    const promotion = await this.get(id);
    let after = '0';
    for (;;) {
      const rows = await this.sql.query<{ id: string; code: string; singleUse: boolean; usedAt: string | null }>(
        `SELECT id::text, code, single_use AS "singleUse",
           to_char(used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "usedAt"
         FROM promotion_code WHERE promotion_id = $1 AND id > $2::bigint ORDER BY id LIMIT 1000`,
        [promotion.id, after],
      );
      for (const row of rows) {
        yield { code: row.code, single_use: row.singleUse ? 'yes' : 'no', used_at: row.usedAt ?? '' };
      }
      if (rows.length < 1000) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /** "This cart would get …": what the promotion alone, as saved, takes off these lines now (law aside). */
  async preview(id: string, lines: readonly PromotedLine[]): Promise<{ discountCents: number; freeShipping: boolean }> {
    const [terms] = await this.sql.query<PromotionTerms>(`SELECT ${TERMS_COLUMNS} FROM promotion WHERE id = $1`, [
      idOf(id),
    ]);
    if (!terms) throw notFound('That promotion does not exist.');
    const pricing = pricePromotions(
      [{ ...terms, startsAt: new Date(0), endsAt: null, requiresCode: false, firstOrder: false, customerGroup: null }],
      lines.map(({ product, quantity }) => ({
        productId: product.id,
        unitPriceCents: product.price,
        quantity,
        brand: product.brand,
        category: product.category,
        endsKind: product.endsKind,
      })),
      { now: new Date(), firstOrder: true, groups: new Set(), codes: new Map(), exhausted: new Set() },
      1,
    );
    return {
      discountCents: pricing.lineDiscounts.reduce((sum, d) => sum + d.amountCents, 0),
      freeShipping: pricing.freeShippingBy !== null,
    };
  }

  private async locked(id: string): Promise<PromotionRow> {
    const [row] = await this.sql.query<{ id: string }>(`SELECT id::text FROM promotion WHERE id = $1 FOR UPDATE`, [
      idOf(id),
    ]);
    if (!row) throw notFound('That promotion does not exist.');
    return this.get(row.id);
  }
}

function idOf(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1) throw notFound('That promotion does not exist.');
  return value;
}

function withHeadline(row: PromotionRow): PromotionRow {
  return { ...row, headline: headlineOf(row) };
}

/** What the audit trail keeps of a promotion: its terms, not its running figures. */
function auditView(row: PromotionRow): Record<string, unknown> {
  const { uses, codeCount, usedCodeCount, orders, discountCents, revenueCents, headline, ...terms } = row;
  void [uses, codeCount, usedCodeCount, orders, discountCents, revenueCents, headline];
  return terms;
}

const whole = (value: number | null, name: string, min: number, max: number): number | null => {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(`${name}: a whole number from ${min} to ${max}.`);
  }
  return value;
};

/**
 * A day (UTC midnight) or an ISO 8601 time, as an ISO time: its day a real one as written (2026-02-30 is not) and
 * once in UTC (PostgreSQL has no year 0000 and no year past 9999).
 */
const day = (value: string, name: string): string => {
  const time = Date.parse(value);
  const iso = Number.isNaN(time) ? '' : new Date(time).toISOString();
  if (!isShopDay(value.slice(0, 10)) || !isShopDay(iso.slice(0, 10))) throw badInput(`${name}: a date, YYYY-MM-DD.`);
  return iso;
};

const words = (values: readonly string[], name: string): string[] => {
  const cleaned = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  if (cleaned.length > 100 || cleaned.some((v) => v.length > 100)) throw badInput(`${name}: at most 100 names.`);
  return cleaned;
};

/** The draft as the table takes it, or a 400 naming the field. */
function checked(input: PromotionDraft): PromotionDraft {
  const name = input.name.trim();
  if (!name || name.length > 120) throw badInput('name: 1 to 120 characters.');
  const banner = input.banner?.trim() || null;
  if (banner && banner.length > 200) throw badInput('banner: at most 200 characters.');
  if (!ACTIONS.includes(input.action)) throw badInput(`action: one of ${ACTIONS.join(', ')}.`);
  const startsAt = day(input.startsAt, 'startsAt');
  const endsAt = input.endsAt ? day(input.endsAt, 'endsAt') : null;
  if (endsAt && endsAt <= startsAt) throw badInput('endsAt: after startsAt.');
  if (input.endsKinds.some((k) => !KINDS.includes(k))) throw badInput(`endsKinds: of ${KINDS.join(', ')}.`);
  const percent = input.action === 'percent-off' || input.action === 'buy-x-get-y';
  const draft: PromotionDraft = {
    ...input,
    name,
    banner,
    startsAt,
    endsAt,
    minSubtotalCents: whole(input.minSubtotalCents, 'minSubtotal', 1, 10_000_000),
    productIds: input.productIds.map((id) => whole(id, 'productIds', 1, 2 ** 31 - 1)!),
    brands: words(input.brands, 'brands'),
    categories: words(input.categories, 'categories'),
    endsKinds: [...new Set(input.endsKinds)].sort(),
    appliesTo: input.action === 'fixed-off' ? input.appliesTo : 'order',
    percentBp: percent ? whole(input.percentBp, 'percent', 1, 10_000) : null,
    amountCents: input.action === 'fixed-off' ? whole(input.amountCents, 'amount', 1, 10_000_000) : null,
    buyQuantity: input.action === 'buy-x-get-y' ? whole(input.buyQuantity, 'buyQuantity', 1, 99) : null,
    getQuantity: input.action === 'buy-x-get-y' ? whole(input.getQuantity, 'getQuantity', 1, 99) : null,
    priority: whole(input.priority, 'priority', -1000, 1000)!,
    usageLimit: whole(input.usageLimit, 'usageLimit', 1, 100_000_000),
    perCustomerLimit: whole(input.perCustomerLimit, 'perCustomerLimit', 1, 1000),
  };
  if (percent && draft.percentBp === null) throw badInput('percent: required for this action.');
  if (input.action === 'fixed-off' && draft.amountCents === null) throw badInput('amount: required for this action.');
  if (input.action === 'buy-x-get-y' && (draft.buyQuantity === null || draft.getQuantity === null)) {
    throw badInput('buyQuantity and getQuantity: required for buy X get Y.');
  }
  return draft;
}
