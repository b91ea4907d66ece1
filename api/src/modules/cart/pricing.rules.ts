/** Money rules of DESIGN.md, in cents: one place computes every figure every screen shows. */
export const MAX_LINE_QUANTITY = 99;

export interface ShippingSettings {
  freeThresholdCents: number;
  flatFeeCents: number;
}

export interface Totals {
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  /** State excise taxes, once the ship-to state is known (0 before). */
  exciseTax: number;
  total: number;
  freeShippingThreshold: number;
  /** How much more to spend for free shipping (0 once it applies). */
  amountToFreeShipping: number;
  /** What the sale prices save against the former prices; shown only, never subtracted again. */
  savings: number;
}

/** A line as the money rules see it: the price charged, the former price if on sale, and how many. */
export interface PricedQuantity {
  unitPriceCents: number;
  compareAtCents?: number | null;
  quantity: number;
}

/** A product's current prices as a line of `quantity`. */
export function pricedQuantity(
  product: { price: number; compareAtPrice: number | null },
  quantity: number,
): PricedQuantity {
  return { unitPriceCents: product.price, compareAtCents: product.compareAtPrice, quantity };
}

/** (compare-at − price) × quantity; 0 for a line not on sale. */
export function lineSaving({ unitPriceCents, compareAtCents, quantity }: PricedQuantity): number {
  return compareAtCents == null ? 0 : Math.max(0, compareAtCents - unitPriceCents) * quantity;
}

export function totalSavings(lines: readonly PricedQuantity[]): number {
  return lines.reduce((sum, line) => sum + lineSaving(line), 0);
}

/** The whole percentage a sale takes off the former price, or null when not on sale. */
export function savingPercent(priceCents: number, compareAtCents: number | null): number | null {
  if (compareAtCents === null || compareAtCents <= priceCents) return null;
  return Math.round(((compareAtCents - priceCents) * 100) / compareAtCents);
}

/** Standard shipping before promotions: free at or above the threshold, else the flat fee (0 for no items). */
export function standardShipping(lines: readonly PricedQuantity[], settings: ShippingSettings): number {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return itemCount === 0 || subtotal >= settings.freeThresholdCents ? 0 : settings.flatFeeCents;
}

/** What the promotions engine took off: the lines' discounts together, and shipping waived. */
export interface PromotionDiscounts {
  discountCents: number;
  shippingDiscountCents: number;
}

export const NO_DISCOUNTS: PromotionDiscounts = { discountCents: 0, shippingDiscountCents: 0 };

/**
 * The figures of an order: total = subtotal − discount + shipping + the state's excise taxes, the discount and
 * any shipping waived as the promotions engine priced them (never more than the subtotal or the shipping).
 */
export function computeTotals(
  lines: readonly PricedQuantity[],
  settings: ShippingSettings,
  promotions: PromotionDiscounts = NO_DISCOUNTS,
  exciseTax = 0,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const standard = standardShipping(lines, settings);
  const shipping = standard - Math.min(standard, promotions.shippingDiscountCents);
  const discount = Math.min(promotions.discountCents, subtotal);
  return {
    itemCount,
    subtotal,
    discount,
    shipping,
    exciseTax,
    total: subtotal - discount + shipping + exciseTax,
    freeShippingThreshold: settings.freeThresholdCents,
    amountToFreeShipping: Math.max(0, settings.freeThresholdCents - subtotal),
    savings: totalSavings(lines),
  };
}
