import type { DiscountNoticeSummary, DiscountSummary } from './promotion.service';

/**
 * The engine's summaries as the schema's `AppliedDiscount` and `DiscountNotice` answer them: plain objects, so the
 * cart and the checkout load no decorated class (as the rules files).
 */
export interface AppliedDiscountView {
  name: string;
  code: string | null;
  amount: number;
  freeShipping: boolean;
}

export interface DiscountNoticeView {
  promotion: string;
  code: string | null;
  products: string[];
  message: string;
}

export function toAppliedDiscounts(discounts: readonly DiscountSummary[]): AppliedDiscountView[] {
  return discounts.map(({ name, code, amountCents, freeShipping }) => ({
    name,
    code,
    amount: amountCents,
    freeShipping,
  }));
}

export function toDiscountNotices(notices: readonly DiscountNoticeSummary[]): DiscountNoticeView[] {
  return notices.map(({ promotionName, code, productNames, message }) => ({
    promotion: promotionName,
    code,
    products: productNames,
    message,
  }));
}
