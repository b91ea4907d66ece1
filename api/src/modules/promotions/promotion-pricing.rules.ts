/**
 * The promotion engine: which promotions a cart gets and how much each takes off each line, as a pure function of
 * the active promotions and the cart, so the cart page, checkout, the order and the legacy order call all compute
 * the same figures. Money in integer cents; percentages in basis points; each line's discount rounded once, half
 * up; an amount spread over lines is shared by their value with the remainder cents going to the largest shares,
 * so the parts always add up to the whole. A line is never taken below $0. The law, which may forbid a discount on a
 * line altogether, is asked about each discount as it is made (`Lawful`, which `PromotionService` builds from the
 * ship-to place's rules), so a refused one is priced again at once without that line.
 */

export type PromotionAction = 'percent-off' | 'fixed-off' | 'free-shipping' | 'buy-x-get-y';
export type PromotionTarget = 'lines' | 'order';

/** An active promotion as the engine reads it (a `promotion` row). */
export interface PromotionTerms {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date | null;
  minSubtotalCents: number | null;
  productIds: readonly number[];
  brands: readonly string[];
  categories: readonly string[];
  endsKinds: readonly string[];
  firstOrder: boolean;
  customerGroup: string | null;
  requiresCode: boolean;
  action: PromotionAction;
  /** Fixed-off only: `lines` takes the amount off each matching unit, `order` once, shared over matching lines. */
  appliesTo: PromotionTarget;
  /** Percent off (percent-off), or off each free unit's price (buy-x-get-y: 10000 = free). */
  percentBp: number | null;
  amountCents: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  combinable: boolean;
  /** Higher first; then the older promotion. */
  priority: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/** A cart line as the engine reads it. */
export interface PromotableLine {
  productId: string;
  unitPriceCents: number;
  quantity: number;
  brand: string;
  category: string;
  /** Null: not a vapour product. */
  endsKind: string | null;
}

/** Who is buying and what they entered. */
export interface PromotionContext {
  now: Date;
  /** Signed in with no order yet. */
  firstOrder: boolean;
  /** The customer's verified groups (e.g. military). */
  groups: ReadonlySet<string>;
  /** The codes the shopper entered that name a usable code of the promotion: promotion id → code. */
  codes: ReadonlyMap<number, string>;
  /** Promotions this customer may not use again (their per-customer limit reached) or that are used up. */
  exhausted: ReadonlySet<number>;
}

/** One promotion's part of one line. */
export interface LineDiscount {
  lineIndex: number;
  promotionId: number;
  amountCents: number;
}

export interface AppliedPromotion {
  promotionId: number;
  name: string;
  code: string | null;
}

/**
 * Whether the law allows a discount on its line, which the discounts before it leave at `lineLeftCents`: false leaves
 * the line out of the promotion, which is priced again without it (an amount off the order then falls on the other
 * lines). The caller keeps the reasons.
 */
export type Lawful = (discount: LineDiscount, lineLeftCents: number) => boolean;

export interface PromotionPricing {
  /** Per line and promotion, in the order the promotions were applied. */
  lineDiscounts: LineDiscount[];
  /** The promotion that makes shipping free, if one does. */
  freeShippingBy: number | null;
  /** Every promotion that took something off, in the order applied. */
  applied: AppliedPromotion[];
}

const BASIS_POINTS = 10_000;

/** n × bp / 10 000, rounded half up (n ≥ 0). */
export function percentOf(cents: number, bp: number): number {
  return Math.floor((cents * bp + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** The order the engine tries promotions in: priority, then the oldest. */
export function byPriority(a: PromotionTerms, b: PromotionTerms): number {
  return b.priority - a.priority || a.id - b.id;
}

/** The promotions in the engine's order: the cache answers them so already, and then they are not copied. */
function inPriorityOrder(promotions: readonly PromotionTerms[]): readonly PromotionTerms[] {
  for (let i = 1; i < promotions.length; i++) {
    if (byPriority(promotions[i - 1]!, promotions[i]!) > 0) return [...promotions].sort(byPriority);
  }
  return promotions;
}

/** Whether a line is one a promotion's product conditions name: every list given must name it (none: all lines). */
export function lineMatches(terms: PromotionTerms, line: PromotableLine): boolean {
  return (
    (!terms.productIds.length || terms.productIds.includes(Number(line.productId))) &&
    (!terms.brands.length || terms.brands.includes(line.brand)) &&
    (!terms.categories.length || terms.categories.includes(line.category)) &&
    (!terms.endsKinds.length || (line.endsKind !== null && terms.endsKinds.includes(line.endsKind)))
  );
}

/** Whether a promotion is open to this shopper now, before looking at the lines. */
export function promotionOpen(terms: PromotionTerms, context: PromotionContext): boolean {
  return (
    // Compared as numbers: a Date compared as such is converted on each comparison.
    terms.startsAt.getTime() <= context.now.getTime() &&
    (terms.endsAt === null || terms.endsAt.getTime() > context.now.getTime()) &&
    (!terms.requiresCode || context.codes.has(terms.id)) &&
    (!terms.firstOrder || context.firstOrder) &&
    (terms.customerGroup === null || context.groups.has(terms.customerGroup)) &&
    !context.exhausted.has(terms.id)
  );
}

/**
 * Shares `amount` over lines in proportion to `weights` (each share at most its weight), the remainder cents to
 * the largest fractions (ties: the earlier line), so the shares add up to min(amount, Σ weights) exactly. The
 * remainder is fewer cents than there are lines, each given by a pass over the fractions: no sort, nothing allocated
 * per line but the shares (this runs for every order-wide amount on every priced cart).
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  let total = 0;
  for (const w of weights) total += w;
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  if (amount >= total) return [...weights];
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount;
  for (const s of shares) left -= s;
  // A line given its cent, or full, is out of the running: its fraction is set below any real one (they are ≥ 0).
  const rests = weights.map((w, i) => (shares[i]! < w ? (amount * w) % total : -1));
  for (; left > 0; left--) {
    let best = -1;
    for (let i = 0; i < rests.length; i++) if (rests[i]! >= 0 && (best < 0 || rests[i]! > rests[best]!)) best = i;
    if (best < 0) break;
    shares[best]! += 1;
    rests[best] = -1;
  }
  return shares;
}

/** What one promotion takes off each line, given what is left of each line. */
function discountsOf(
  terms: PromotionTerms,
  lines: readonly PromotableLine[],
  matching: readonly boolean[],
  left: readonly number[],
): number[] {
  switch (terms.action) {
    case 'percent-off':
      return lines.map((line, i) =>
        matching[i] ? Math.min(left[i]!, percentOf(line.unitPriceCents * line.quantity, terms.percentBp!)) : 0,
      );
    case 'fixed-off':
      if (terms.appliesTo === 'lines') {
        return lines.map((line, i) => (matching[i] ? Math.min(left[i]!, terms.amountCents! * line.quantity) : 0));
      }
      return shareOut(
        terms.amountCents!,
        left.map((l, i) => (matching[i] ? l : 0)),
      );
    case 'free-shipping':
      return lines.map(() => 0);
    case 'buy-x-get-y':
      return buyXGetY(terms, lines, matching, left);
  }
}

/**
 * Buy X get Y: the matching units, dearest first, in groups of X + Y; the Y cheapest of each whole group are
 * discounted by percentBp (in the same order: FDA's guidance allows a multi-buy only within one sale). Walked line
 * by line, unit positions counted, so no unit list is built.
 */
function buyXGetY(
  terms: PromotionTerms,
  lines: readonly PromotableLine[],
  matching: readonly boolean[],
  left: readonly number[],
): number[] {
  const order = lines
    .map((_, i) => i)
    .filter((i) => matching[i])
    .sort((a, b) => lines[b]!.unitPriceCents - lines[a]!.unitPriceCents || a - b);
  const buy = terms.buyQuantity!;
  const group = buy + terms.getQuantity!;
  const units = order.reduce((sum, i) => sum + lines[i]!.quantity, 0);
  const wholeUnits = Math.floor(units / group) * group;
  const discounts = lines.map(() => 0);
  let position = 0;
  for (const i of order) {
    const line = lines[i]!;
    let free = 0;
    for (let k = position; k < Math.min(position + line.quantity, wholeUnits); k++) {
      if (k % group >= buy) free += 1;
    }
    position += line.quantity;
    if (free) discounts[i] = Math.min(free * percentOf(line.unitPriceCents, terms.percentBp!), left[i]!);
  }
  return discounts;
}

/**
 * One promotion's discounts that the law allows: each line it refuses is left out and the promotion priced again
 * without it, until it refuses none (each turn leaves out a line more, so this ends).
 */
function lawfulDiscountsOf(
  terms: PromotionTerms,
  lines: readonly PromotableLine[],
  matching: boolean[],
  left: readonly number[],
  lawful: Lawful | undefined,
): number[] {
  for (;;) {
    const amounts = discountsOf(terms, lines, matching, left);
    if (!lawful) return amounts;
    let refused = false;
    amounts.forEach((amountCents, lineIndex) => {
      if (amountCents > 0 && !lawful({ lineIndex, promotionId: terms.id, amountCents }, left[lineIndex]!)) {
        matching[lineIndex] = false;
        refused = true;
      }
    });
    if (!refused) return amounts;
  }
}

/**
 * The discounts a cart gets: promotions tried by priority; one that does not combine applies only alone (skipped
 * once another applied, and stops the rest once it applies); a promotion that would take nothing is not applied.
 * With `lawful`, each discount is one the law allows.
 */
export function pricePromotions(
  promotions: readonly PromotionTerms[],
  lines: readonly PromotableLine[],
  context: PromotionContext,
  shippingCents: number,
  lawful?: Lawful,
): PromotionPricing {
  const left = lines.map((line) => line.unitPriceCents * line.quantity);
  const subtotal = left.reduce((sum, cents) => sum + cents, 0);
  const pricing: PromotionPricing = { lineDiscounts: [], freeShippingBy: null, applied: [] };
  // One array for every promotion's matching lines: this runs for each promotion on every priced cart.
  const matching = lines.map(() => false);
  for (const terms of inPriorityOrder(promotions)) {
    if (!promotionOpen(terms, context)) continue;
    if (terms.minSubtotalCents !== null && subtotal < terms.minSubtotalCents) continue;
    if (!terms.combinable && pricing.applied.length) continue;
    let matches = false;
    for (let i = 0; i < lines.length; i++) {
      matching[i] = lineMatches(terms, lines[i]!);
      matches ||= matching[i]!;
    }
    // A promotion needs a line it names in the cart, whatever it does (free shipping for e-liquid orders too).
    if (!matches) continue;
    let took = false;
    if (terms.action === 'free-shipping') {
      took = shippingCents > 0 && pricing.freeShippingBy === null;
      if (took) pricing.freeShippingBy = terms.id;
    } else {
      const amounts = lawfulDiscountsOf(terms, lines, matching, left, lawful);
      for (let lineIndex = 0; lineIndex < amounts.length; lineIndex++) {
        const amountCents = amounts[lineIndex]!;
        if (amountCents <= 0) continue;
        left[lineIndex]! -= amountCents;
        pricing.lineDiscounts.push({ lineIndex, promotionId: terms.id, amountCents });
        took = true;
      }
    }
    if (!took) continue;
    pricing.applied.push({ promotionId: terms.id, name: terms.name, code: context.codes.get(terms.id) ?? null });
    if (!terms.combinable) break;
  }
  return pricing;
}
