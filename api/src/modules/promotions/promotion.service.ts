import { randomInt } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { type Outcome, failure, success } from '../../common/outcome';
import type { FieldProblem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import type { Product } from '../catalog/product.type';
import { ActivePromotionsCache } from './active-promotions.cache';
import {
  type DatedDiscountRule,
  type DiscountBar,
  type DiscountCheck,
  type LawLine,
  discountCheck,
} from '../compliance/discount-law.rules';
import { shopDayOf } from '../../common/shop-day';
import {
  type Lawful,
  lineMatches,
  type PromotableLine,
  type PromotionContext,
  type PromotionPricing,
  type PromotionTerms,
  pricePromotions,
  promotionOpen,
} from './promotion-pricing.rules';

/** Whether a customer's next order is their first (the orders module answers). */
export interface FirstPurchasePolicy {
  isFirstPurchase(customerId: string): Promise<boolean>;
}

/** The groups a customer is verified in (e.g. military), as the affiliation module answers. */
export interface CustomerGroups {
  groupsOf(customerId: string): Promise<ReadonlySet<string>>;
}

/** A cart or order line as promotions read it: the catalogue product and how many. */
export interface PromotedLine {
  product: Pick<Product, 'id' | 'name' | 'price' | 'brand' | 'category' | 'endsKind' | 'wholesaleCostCents'>;
  quantity: number;
}

export interface PriceRequest {
  /** Null for a guest: no first order, no group, no per-customer limit. */
  customerId: string | null;
  lines: readonly PromotedLine[];
  /** Shipping before promotions (a free-shipping promotion waives it). */
  shippingCents: number;
  /** The ship-to state when known: its rules on discounts apply (the federal ones always do). */
  stateCode?: string | null;
  /** The ship-to ZIP when known: the rules of a city of the state that has it apply too. */
  zip?: string | null;
  /** The discount codes the shopper entered (any case); unknown or unusable ones give nothing. */
  codes?: readonly string[];
}

/** A code as an entry finds it, with what its promotion allows now. */
interface CodeRow {
  id: string;
  code: string;
  promotionId: number;
  singleUse: boolean;
  /** The only customer who may use the code (a code minted for them), or null for anyone. */
  ownerId: string | null;
  /** Unusable now: its promotion is not active or not in its dates, the code or the promotion is used up. */
  problem: 'expired' | 'not-yet' | 'used-up' | null;
  startsOn: string;
}

/** A code as the shop keeps it: trimmed, upper case (codes are case-insensitive). */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
const CODE_SHAPE = /^[A-Z0-9-]{1,40}$/;

/** A customer group's code promotion running now (`$1`: the group), as a condition on `promotion`. */
const OWNED_CODE_OFFER = `customer_group = $1 AND requires_code AND status = 'active' AND starts_at <= now()
  AND (ends_at IS NULL OR ends_at > now())`;

/** The law on discounts, as the compliance module answers it (wired in services.ts): every rule, dated. */
export interface DiscountLaw {
  allRules(): Promise<readonly DatedDiscountRule[]>;
}

/** A discount the law refused, in the shopper's words: which promotion, on which products, and why. */
export interface DiscountNoticeSummary {
  promotionId: number;
  promotionName: string;
  code: string | null;
  productNames: string[];
  /** The sentence to show: the law's reason, and whether the promotion still applies to the other items. */
  message: string;
  /** The rule's id and source, for the record. */
  ruleId: number;
  source: string;
}

/** One promotion's discount on a cart or order, all its lines together. */
export interface DiscountSummary {
  promotionId: number;
  name: string;
  code: string | null;
  amountCents: number;
  /** The amount is shipping waived, not taken off the lines. */
  freeShipping: boolean;
}

/** An entered code that gives the cart nothing now, and the code box's answer why. */
export interface LapsedCode {
  code: string;
  problem: FieldProblem;
}

/** What promotions take off a cart: per line, in all, and whether shipping is free. */
export interface PricedPromotions {
  pricing: PromotionPricing;
  /** Each line's discounts together, in the lines' order. */
  lineDiscountCents: number[];
  discountCents: number;
  /** The shipping a promotion waives (0 when none does). */
  shippingDiscountCents: number;
  discounts: DiscountSummary[];
  /** Discounts the law refused on some lines, each with its reason. */
  notices: DiscountNoticeSummary[];
  /** The entered codes that gave an applied promotion, by promotion. */
  codes: Map<number, { id: string; code: string; singleUse: boolean }>;
}

/**
 * Promotions (issue 33): the active ones priced by one engine for every path (the cart, checkout, the order, the
 * legacy order call), and their uses counted in the order's unit of work.
 */
export class PromotionService {
  private readonly active: ActivePromotionsCache;

  constructor(
    private readonly sql: Sql,
    private readonly firstPurchases: FirstPurchasePolicy,
    law: DiscountLaw,
    private readonly customerGroups: CustomerGroups,
  ) {
    this.active = new ActivePromotionsCache(sql, () => law.allRules());
  }

  /**
   * The offer a new account gets: the active first-order promotion with a banner, open now and for everyone (no
   * code, no group), its headline from its action; null when the shop runs none.
   */
  async signUpOffer(): Promise<{ headline: string; text: string } | null> {
    const [offer] = await this.sql.query<{
      banner: string;
      action: string;
      percentBp: number | null;
      amountCents: number | null;
    }>(
      `SELECT banner, action, percent_bp AS "percentBp", amount_cents AS "amountCents" FROM promotion
       WHERE status = 'active' AND first_order AND banner IS NOT NULL AND NOT requires_code AND customer_group IS NULL
         AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())
       ORDER BY priority DESC, id LIMIT 1`,
    );
    return offer ? { headline: headlineOf(offer), text: offer.banner } : null;
  }

  /**
   * The cart's discounts now, as the cart page and checkout show them (nothing is reserved), each checked against
   * the law of the ship-to state (and city, by ZIP) as the engine makes it: a discount the law refuses on a line is
   * priced again without that line (an amount off the order then falls on the other lines), and the shopper reads why.
   */
  async price(request: PriceRequest, exhausted: ReadonlySet<number> = new Set()): Promise<PricedPromotions> {
    const { promotions, discountRules } = await this.active.get();
    const entered = await this.codesOf(request.codes ?? []);
    const context = await this.contextFor(request.customerId, promotions, exhausted, entered);
    const lines = request.lines.map(promotable);
    const bars: DiscountBar[] = [];
    // The law is asked only when a promotion is open to this shopper (a guest of a shop whose only one is the first
    // order's asks nothing): the rules in force at the ship-to place (its state, and its city by ZIP) on the day the
    // engine prices, from those kept with the promotions.
    const lawful = promotions.some((p) => promotionOpen(p, context))
      ? lawfulFor(
          discountCheck(discountRules, request.stateCode ?? null, request.zip ?? null, shopDayOf(context.now)),
          promotions,
          request.lines,
          bars,
        )
      : undefined;
    const pricing = pricePromotions(promotions, lines, context, request.shippingCents, lawful);
    const priced = summarise(pricing, lines.length, pricing.freeShippingBy === null ? 0 : request.shippingCents);
    const codes = new Map(
      entered
        .filter((c) => pricing.applied.some((a) => a.promotionId === c.promotionId && a.code === c.code))
        .map((c) => [c.promotionId, { id: c.id, code: c.code, singleUse: c.singleUse }]),
    );
    return { ...priced, codes, notices: noticesOf(bars, pricing, promotions, request.lines, context) };
  }

  /**
   * Prices an order in its unit of work and takes the uses it needs: each limited promotion's row and each
   * single-use code's row is locked (in id order, so two orders never wait on each other crosswise) and counted, so of
   * two orders racing for a last use one gets it. An automatic promotion used up meanwhile is left out and the order
   * priced without it. A code the shopper entered refuses the order instead whenever it gives nothing now (it expired,
   * its promotion ended or was used up, the cart or the state no longer allows it): the shopper saw its discount, so
   * the order would charge more than they were shown. `refused` carries the code's own answer (`checkCode`'s). The
   * customer is locked by the caller (one order at a time per customer), so the per-customer limits counted here are
   * exact.
   */
  async priceForOrder(
    request: PriceRequest & { customerId: string },
  ): Promise<PricedPromotions | { refused: FieldProblem }> {
    const exhausted = new Set<number>();
    for (;;) {
      const priced = await this.price(request, exhausted);
      const lapsed = await this.lapsedCode(request, priced);
      if (lapsed) return { refused: lapsed };
      const usedUp = await this.usedUp(priced);
      const code = usedUp.map((id) => priced.codes.get(id)?.code).find(Boolean);
      if (code) {
        return {
          refused: {
            field: 'code',
            code: ProblemCode.PROMOTION_CODE_USED_UP,
            // The words of a code found used before the order began (lapsedCode): which of two racing orders
            // loses, and when, is timing, so the loser reads the same either way.
            message: `The code ${code} has already been used. Remove it from your cart to place the order.`,
          },
        };
      }
      if (!usedUp.length) {
        await this.takeUses(priced);
        return priced;
      }
      usedUp.forEach((id) => exhausted.add(id));
    }
  }

  /** The first entered code that gives this order nothing, with its answer (`lapsedCodes`) and what to do. */
  private async lapsedCode(request: PriceRequest, priced: PricedPromotions): Promise<FieldProblem | null> {
    const [lapsed] = await this.lapsedCodes(request, priced);
    if (!lapsed) return null;
    return { ...lapsed.problem, message: `${lapsed.problem.message} Remove it from your cart to place the order.` };
  }

  /**
   * Each entered code that gives this pricing nothing, with the answer the code box would give it now (the same
   * check, `checkCode`): the cart shows it beside the code, and placement refuses the order with it. A code whose
   * promotion another entered code already opened is fine: the promotion applies. Codes that give something cost no
   * query, so a cart whose codes all apply is priced as before.
   */
  async lapsedCodes(request: PriceRequest, priced: PricedPromotions): Promise<LapsedCode[]> {
    const giving = new Set([...priced.codes.values()].map((c) => c.code));
    const lapsed: LapsedCode[] = [];
    for (const code of new Set((request.codes ?? []).map(normalizeCode))) {
      if (giving.has(code)) continue;
      const checked = await this.checkCode(request, code);
      if (!checked.ok) lapsed.push({ code, problem: checked.problems[0]! });
    }
    return lapsed;
  }

  /**
   * Whether an entered code gives something to this cart (to this ship-to state when known), or the plain answer why
   * not: unknown, expired or not started, used up, refused by the state's law, or for other items or a larger order.
   */
  async checkCode(request: PriceRequest, entered: string): Promise<Outcome<string>> {
    const code = normalizeCode(entered);
    const refuse = (problem: ProblemCode, message: string) => failure({ field: 'code', code: problem, message });
    if (!CODE_SHAPE.test(code)) {
      return refuse(ProblemCode.PROMOTION_CODE_UNKNOWN, 'A discount code has only letters, digits and dashes.');
    }
    const [row] = await this.codesOf([code]);
    if (!row)
      return refuse(ProblemCode.PROMOTION_CODE_UNKNOWN, `We do not know the code ${code}. Check it and try again.`);
    if (row.problem === 'expired') return refuse(ProblemCode.PROMOTION_CODE_EXPIRED, `The code ${code} has expired.`);
    if (row.problem === 'not-yet') {
      return refuse(
        ProblemCode.PROMOTION_CODE_EXPIRED,
        `The code ${code} is not valid yet: it starts on ${row.startsOn}.`,
      );
    }
    if (row.problem === 'used-up') {
      return refuse(ProblemCode.PROMOTION_CODE_USED_UP, `The code ${code} has already been used.`);
    }
    if (row.ownerId !== null && row.ownerId !== request.customerId) {
      return refuse(
        ProblemCode.PROMOTION_CODE_NOT_YOURS,
        request.customerId
          ? `The code ${code} belongs to another account: it works only for the customer it was issued to.`
          : `The code ${code} is personal: log in to the account it was issued to.`,
      );
    }
    const priced = await this.price({ ...request, codes: [...(request.codes ?? []), code] });
    if (priced.codes.has(row.promotionId)) return success(code);
    const terms = (await this.active.get()).promotions.find((p) => p.id === row.promotionId)!;
    if (request.customerId && terms.perCustomerLimit !== null) {
      const [used] = await this.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM promotion_redemption WHERE customer_id = $1 AND promotion_id = $2`,
        [request.customerId, terms.id],
      );
      if (used!.n >= terms.perCustomerLimit) {
        return refuse(ProblemCode.PROMOTION_CODE_USED_UP, `You have already used the code ${code}.`);
      }
    }
    const notice = priced.notices.find((n) => n.promotionId === terms.id);
    if (notice) return refuse(ProblemCode.PROMOTION_CODE_NOT_ALLOWED, notice.message);
    return refuse(ProblemCode.PROMOTION_CODE_NOT_FOR_CART, notForCart(code, terms, request));
  }

  /** Whether the customer group's code promotion runs now (the service discount's: staff may end it). */
  async offersOwnedCode(customerGroup: string): Promise<boolean> {
    const [row] = await this.sql.query(`SELECT 1 FROM promotion WHERE ${OWNED_CODE_OFFER}`, [customerGroup]);
    return row !== undefined;
  }

  /**
   * A new single-use code of the running code promotion for a customer group, good for this customer only (the
   * service discount's daily code), in the caller's unit of work; null when no such promotion runs now.
   */
  async issueOwnedCode(customerGroup: string, customerId: string): Promise<{ id: string; code: string } | null> {
    const code = `SVC-${randomCode(12)}`;
    const [row] = await this.sql.query<{ id: string }>(
      `INSERT INTO promotion_code (promotion_id, code, single_use, owner_customer_id)
       SELECT id, $2, true, $3 FROM promotion WHERE ${OWNED_CODE_OFFER}
       ORDER BY priority DESC, id LIMIT 1
       RETURNING id::text`,
      [customerGroup, code, customerId],
    );
    return row ? { id: row.id, code } : null;
  }

  /** Counts the order's promotions as used by the customer, in the unit of work that placed it. */
  async redeem(orderId: string, customerId: string, priced: PricedPromotions): Promise<void> {
    const ids = priced.pricing.applied.map((a) => a.promotionId);
    if (!ids.length) return;
    const codes = ids.map((id) => priced.codes.get(id));
    await this.sql.query(
      `INSERT INTO promotion_redemption (promotion_id, code_id, single_use, order_id, customer_id)
       SELECT p, c, s, $4, $5 FROM unnest($1::int[], $2::bigint[], $3::boolean[]) AS u (p, c, s)`,
      [ids, codes.map((c) => c?.id ?? null), codes.map((c) => c?.singleUse ?? false), orderId, customerId],
    );
  }

  /** The customer's context: a first order and per-customer limits are asked only when a promotion needs them. */
  private async contextFor(
    customerId: string | null,
    promotions: readonly PromotionTerms[],
    exhausted: ReadonlySet<number>,
    entered: readonly CodeRow[],
  ): Promise<PromotionContext> {
    const firstOrder =
      customerId !== null && promotions.some((p) => p.firstOrder)
        ? await this.firstPurchases.isFirstPurchase(customerId)
        : false;
    const groups =
      customerId !== null && promotions.some((p) => p.customerGroup !== null)
        ? await this.customerGroups.groupsOf(customerId)
        : new Set<string>();
    const limited = promotions.filter((p) => p.perCustomerLimit !== null);
    const spent = new Set(exhausted);
    if (customerId !== null && limited.length) {
      const counts = await this.sql.query<{ promotionId: number; uses: number }>(
        `SELECT promotion_id AS "promotionId", count(*)::int AS uses FROM promotion_redemption
         WHERE customer_id = $1 AND promotion_id = ANY($2::int[]) GROUP BY promotion_id`,
        [customerId, limited.map((p) => p.id)],
      );
      for (const { promotionId, uses } of counts) {
        if (uses >= limited.find((p) => p.id === promotionId)!.perCustomerLimit!) spent.add(promotionId);
      }
    }
    // A usable code opens its promotion; the first entered wins when two name the same one. A code minted for
    // one customer opens nothing for anyone else.
    const codes = new Map<number, string>();
    for (const row of entered) {
      const usable = !row.problem && (row.ownerId === null || row.ownerId === customerId);
      if (usable && !codes.has(row.promotionId)) codes.set(row.promotionId, row.code);
    }
    return { now: new Date(), firstOrder, groups, codes, exhausted: spent };
  }

  /** The entered codes the shop knows, each with whether its promotion can use it now. */
  private async codesOf(entered: readonly string[]): Promise<CodeRow[]> {
    const codes = [...new Set(entered.map(normalizeCode))].filter((c) => CODE_SHAPE.test(c));
    if (!codes.length) return [];
    return this.sql.query<CodeRow>(
      `SELECT c.id::text, c.code, c.promotion_id AS "promotionId", c.single_use AS "singleUse",
         c.owner_customer_id AS "ownerId",
         CASE WHEN p.status <> 'active' OR p.ends_at <= now() THEN 'expired'
              WHEN p.starts_at > now() THEN 'not-yet'
              WHEN c.used_at IS NOT NULL OR p.uses >= p.usage_limit THEN 'used-up' END AS problem,
         to_char(p.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "startsOn"
       FROM promotion_code c JOIN promotion p ON p.id = c.promotion_id
       WHERE c.code = ANY($1::text[]) ORDER BY array_position($1::text[], c.code)`,
      [codes],
    );
  }

  /**
   * The applied promotions with no use left (a total limit reached, or their single-use code used), their rows and
   * their single-use codes' rows locked until commit.
   */
  private async usedUp(priced: PricedPromotions): Promise<number[]> {
    const ids = priced.pricing.applied.map((a) => a.promotionId);
    if (!ids.length) return [];
    const rows = await this.sql.query<{ id: number; full: boolean }>(
      `SELECT id, uses >= usage_limit AS full FROM promotion
       WHERE id = ANY($1::int[]) AND usage_limit IS NOT NULL ORDER BY id FOR UPDATE`,
      [ids],
    );
    const singleUse = [...priced.codes.values()].filter((c) => c.singleUse).map((c) => c.id);
    const codes = singleUse.length
      ? await this.sql.query<{ promotionId: number; used: boolean }>(
          `SELECT promotion_id AS "promotionId", used_at IS NOT NULL AS used FROM promotion_code
           WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
          [singleUse],
        )
      : [];
    return [...rows.filter((r) => r.full).map((r) => r.id), ...codes.filter((c) => c.used).map((c) => c.promotionId)];
  }

  private async takeUses(priced: PricedPromotions): Promise<void> {
    const ids = priced.pricing.applied.map((a) => a.promotionId);
    if (!ids.length) return;
    // Only limited promotions are counted here: an unlimited one (the first purchase) locks nothing, so orders
    // using it never queue behind each other.
    await this.sql.query(`UPDATE promotion SET uses = uses + 1 WHERE id = ANY($1::int[]) AND usage_limit IS NOT NULL`, [
      ids,
    ]);
    const singleUse = [...priced.codes.values()].filter((c) => c.singleUse).map((c) => c.id);
    if (singleUse.length) {
      await this.sql.query(`UPDATE promotion_code SET used_at = now() WHERE id = ANY($1::bigint[])`, [singleUse]);
    }
  }
}

/** The characters of generated codes: no 0/O or 1/I/L, which shoppers mistype. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A generated code's random part. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

function promotable({ product, quantity }: PromotedLine): PromotableLine {
  return {
    productId: product.id,
    unitPriceCents: product.price,
    quantity,
    brand: product.brand,
    category: product.category,
    endsKind: product.endsKind,
  };
}

/** Why a usable code gives this cart nothing, in the shopper's words. */
function notForCart(code: string, terms: PromotionTerms, request: PriceRequest): string {
  const subtotal = request.lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  if (terms.minSubtotalCents !== null && subtotal < terms.minSubtotalCents) {
    return `The code ${code} is for orders of $${(terms.minSubtotalCents / 100).toFixed(2)} or more.`;
  }
  if (terms.firstOrder) return `The code ${code} is for a first order only.`;
  if (terms.customerGroup !== null) return `The code ${code} is for verified ${terms.customerGroup} customers only.`;
  return `The code ${code} does not apply to the items in your cart.`;
}

function lawLine({ product, quantity }: PromotedLine): LawLine {
  return {
    endsKind: product.endsKind,
    unitPriceCents: product.price,
    quantity,
    // A vapour product's cost is at least a cent (the editor's rule); 0 is a product that never had one.
    wholesaleCostCents: product.wholesaleCostCents > 0 ? product.wholesaleCostCents : null,
  };
}

/**
 * The engine's question to the law, from the place's check: a buy-X-get-Y is a multi-buy, and a gift when it frees a
 * vapour unit for a non-vapour one (each promotion judged once, when first asked). A refusal's reason goes to `bars`.
 */
function lawfulFor(
  check: DiscountCheck,
  promotions: readonly PromotionTerms[],
  lines: readonly PromotedLine[],
  bars: DiscountBar[],
): Lawful {
  const lawLines = lines.map(lawLine);
  const offers = new Map<number, { multiBuy: boolean; gift: boolean }>();
  const offerOf = (promotionId: number) => {
    let offer = offers.get(promotionId);
    if (!offer) {
      const terms = promotions.find((p) => p.id === promotionId)!;
      const multiBuy = terms.action === 'buy-x-get-y';
      const gift =
        multiBuy &&
        terms.percentBp === 10_000 &&
        lines.some((l) => l.product.endsKind === null && lineMatches(terms, promotable(l)));
      offer = { multiBuy, gift };
      offers.set(promotionId, offer);
    }
    return offer;
  };
  return ({ lineIndex, promotionId, amountCents }, lineLeftCents) => {
    const { multiBuy, gift } = offerOf(promotionId);
    const bar = check(lawLines[lineIndex]!, { lineIndex, promotionId, amountCents, multiBuy, gift }, lineLeftCents);
    if (bar) bars.push(bar);
    return !bar;
  };
}

/** One notice per promotion and reason, naming the products it left out. */
function noticesOf(
  bars: readonly DiscountBar[],
  pricing: PromotionPricing,
  promotions: readonly PromotionTerms[],
  lines: readonly PromotedLine[],
  context: PromotionContext,
): DiscountNoticeSummary[] {
  const notices = new Map<string, DiscountNoticeSummary>();
  for (const bar of bars) {
    const key = `${bar.promotionId}:${bar.reason}`;
    const name = lines[bar.lineIndex]!.product.name;
    const known = notices.get(key);
    if (known) {
      if (!known.productNames.includes(name)) known.productNames.push(name);
      continue;
    }
    const terms = promotions.find((p) => p.id === bar.promotionId)!;
    const code = context.codes.get(terms.id) ?? null;
    const stillApplies = pricing.applied.some((a) => a.promotionId === terms.id);
    const what = code ? 'the code' : 'the promotion';
    notices.set(key, {
      promotionId: terms.id,
      promotionName: terms.name,
      code,
      productNames: [name],
      message: stillApplies ? `${bar.reason}; ${what} still applies to the other items.` : `${bar.reason}.`,
      ruleId: bar.rule.id,
      source: bar.rule.source,
    });
  }
  return [...notices.values()];
}

function summarise(
  pricing: PromotionPricing,
  lineCount: number,
  shippingDiscountCents: number,
): Omit<PricedPromotions, 'notices' | 'codes'> {
  const lineDiscountCents = new Array<number>(lineCount).fill(0);
  const perPromotion = new Map<number, number>();
  for (const d of pricing.lineDiscounts) {
    lineDiscountCents[d.lineIndex]! += d.amountCents;
    perPromotion.set(d.promotionId, (perPromotion.get(d.promotionId) ?? 0) + d.amountCents);
  }
  return {
    pricing,
    lineDiscountCents,
    discountCents: lineDiscountCents.reduce((sum, d) => sum + d, 0),
    shippingDiscountCents,
    // Literals, not spreads: this runs on every pricing.
    discounts: pricing.applied.map(({ promotionId, name, code }) => {
      const freeShipping = promotionId === pricing.freeShippingBy;
      return {
        promotionId,
        name,
        code,
        freeShipping,
        amountCents: freeShipping ? shippingDiscountCents : perPromotion.get(promotionId)!,
      };
    }),
  };
}

/** A promotion's action in the words of a banner: "$10 OFF", "15% OFF", "FREE SHIPPING", "BUY 2 GET 1". */
export function headlineOf(terms: {
  action: string;
  percentBp: number | null;
  amountCents: number | null;
  buyQuantity?: number | null;
  getQuantity?: number | null;
}): string {
  switch (terms.action) {
    case 'fixed-off':
      return `$${dollars(terms.amountCents!)} OFF`;
    case 'percent-off':
      return `${terms.percentBp! / 100}% OFF`;
    case 'free-shipping':
      return 'FREE SHIPPING';
    default:
      return `BUY ${terms.buyQuantity ?? ''} GET ${terms.getQuantity ?? ''}`.replace(/ {2,}/g, ' ').trim();
  }
}

/** Whole dollars without cents ("10"), else with them ("9.99"). */
function dollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
