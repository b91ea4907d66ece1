import type { ProductStatus, StockReason } from '../../graphql/__generated__/graphql';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  DRAFT: 'Draft (not in the shop)',
  ACTIVE: 'Active',
  ARCHIVED: 'Archived (not sold)',
};

export const REASON_LABELS: Record<StockReason, string> = {
  RECEIVED: 'Received',
  DAMAGED: 'Damaged',
  COUNT_CORRECTION: 'Count correction',
  RETURNED: 'Returned',
  ORDER: 'Order',
};
