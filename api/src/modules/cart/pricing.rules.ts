/** Money rules of DESIGN.md, in cents: one place computes every figure every screen shows. */
export const FIRST_PURCHASE_DISCOUNT_CENTS = 1_000;
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
  total: number;
  freeShippingThreshold: number;
  /** How much more to spend for free shipping (0 once it applies). */
  amountToFreeShipping: number;
}

export function computeTotals(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  settings: ShippingSettings,
  firstPurchase: boolean,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const freeShipping = subtotal >= settings.freeThresholdCents;
  const shipping = itemCount === 0 || freeShipping ? 0 : settings.flatFeeCents;
  const discount = firstPurchase && itemCount > 0 ? Math.min(FIRST_PURCHASE_DISCOUNT_CENTS, subtotal) : 0;
  return {
    itemCount,
    subtotal,
    discount,
    shipping,
    total: subtotal - discount + shipping,
    freeShippingThreshold: settings.freeThresholdCents,
    amountToFreeShipping: Math.max(0, settings.freeThresholdCents - subtotal),
  };
}
