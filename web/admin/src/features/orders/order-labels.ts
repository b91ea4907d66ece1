import type { OrderStatus } from '../../graphql/__generated__/graphql';

/** The shop's own words for each status (the customer sees the same). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_APPROVAL: 'Pending approval',
  APPROVED: 'Approved',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REJECTED: 'Rejected',
  REFUNDED: 'Refunded',
};

export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];
