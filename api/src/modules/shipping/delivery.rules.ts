/** How an order travels: one method today, priced by the free-shipping threshold rule of pricing.rules. */
export enum DeliveryMethod {
  STANDARD = 'STANDARD',
}

export interface DeliveryTerms {
  /** Business days (Monday to Friday) after the order is placed. */
  minBusinessDays: number;
  maxBusinessDays: number;
}

export const DELIVERY_TERMS: Record<DeliveryMethod, DeliveryTerms> = {
  [DeliveryMethod.STANDARD]: { minBusinessDays: 3, maxBusinessDays: 5 },
};

export interface DeliveryWindow {
  /** YYYY-MM-DD, the earliest and latest expected delivery day. */
  from: string;
  to: string;
}

/** What the customer reads: an order that ships free says so. */
export function deliveryName(shippingCents: number): string {
  return shippingCents === 0 ? 'Free shipping' : 'Standard shipping';
}

/** The expected delivery days of an order placed on `placedAt` (a UTC calendar day). */
export function deliveryWindow(method: DeliveryMethod, placedAt: Date): DeliveryWindow {
  const terms = DELIVERY_TERMS[method];
  return {
    from: isoDay(addBusinessDays(placedAt, terms.minBusinessDays)),
    to: isoDay(addBusinessDays(placedAt, terms.maxBusinessDays)),
  };
}

/** Every method, priced by the cart's shipping figure, with its window if placed on `today`. */
export function deliveryOptionsFor(shippingCents: number, today: Date) {
  return Object.values(DeliveryMethod).map((method) => {
    const window = deliveryWindow(method, today);
    return {
      method,
      name: deliveryName(shippingCents),
      price: shippingCents,
      ...DELIVERY_TERMS[method],
      estimatedFrom: window.from,
      estimatedTo: window.to,
    };
  });
}

export function addBusinessDays(start: Date, days: number): Date {
  const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}
