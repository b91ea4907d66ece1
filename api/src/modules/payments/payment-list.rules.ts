import { badInput } from '../../errors';
import { isShopDay } from '../../common/shop-day';
import type { PaymentEvent, PaymentStatus } from './payment-event.types';
import type { PaymentListFilter } from './payment-ledger.service';
import { paymentAmounts } from './payment-ledger.rules';

/** One order's payment as the Payments list and its CSV show it. */
export interface PaymentListRow {
  readonly orderNumber: string;
  readonly firstAt: string;
  readonly provider: string;
  readonly state: PaymentStatus;
  readonly authorizedCents: number;
  readonly capturedCents: number;
  readonly refundedCents: number;
  readonly brand: string | null;
  readonly lastFour: string | null;
  readonly transactionId: string | null;
}

/** The CSV's columns, in order (money in integer cents, as every export). */
export const PAYMENT_CSV_COLUMNS = [
  'orderNumber',
  'firstAt',
  'provider',
  'state',
  'authorizedCents',
  'capturedCents',
  'refundedCents',
  'brand',
  'lastFour',
  'transactionId',
] as const;

/** The filters as typed (a URL's, the API's): dates checked, an order number's beginning upper-cased. */
export function checkedPaymentFilter(
  filter: Partial<Record<keyof PaymentListFilter, string | null>>,
): PaymentListFilter {
  for (const day of [filter.from, filter.to]) {
    if (day && !isShopDay(day)) throw badInput(`"${day}" is not a date (YYYY-MM-DD).`);
  }
  const text = filter.text?.trim().toUpperCase() || null;
  if (text && !/^[A-Z0-9-]{1,20}$/.test(text))
    throw badInput('Search by an order number (or its beginning), e.g. ESI-1001.');
  return { from: filter.from || null, to: filter.to || null, text };
}

export function paymentListRow(orderNumber: string, firstAt: string, events: readonly PaymentEvent[]): PaymentListRow {
  const amounts = paymentAmounts(events, 0);
  return {
    orderNumber,
    firstAt,
    provider: events[0]?.provider ?? 'unknown',
    state: amounts.status,
    authorizedCents: amounts.authorizedCents,
    capturedCents: amounts.capturedCents,
    refundedCents: amounts.refundedCents,
    brand: amounts.brand,
    lastFour: amounts.lastFour,
    transactionId: amounts.transactionId,
  };
}
