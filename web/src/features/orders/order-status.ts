import { formatDeliveryDays } from '../../lib/format-delivery-days';
import type { OrderStatus } from '../../graphql/__generated__/graphql';

/** The API sends enum values; the shop shows the words of DESIGN.md's order states. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_APPROVAL: 'Pending Approval',
  APPROVED: 'Approved',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REJECTED: 'Rejected',
  REFUNDED: 'Refunded',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "2026-11-21T04:05:06Z" as "Nov 21, 2026", in the shopper's own time zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The promised delivery days ("Fri, Nov 27 – Tue, Dec 1"), or null for an order placed before they were kept. */
export function formatDeliveryWindow(window: { estimatedFrom: string | null; estimatedTo: string | null }) {
  return window.estimatedFrom && window.estimatedTo
    ? formatDeliveryDays(window.estimatedFrom, window.estimatedTo)
    : null;
}
