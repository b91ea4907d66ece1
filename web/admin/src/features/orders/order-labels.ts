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

/** The name on packing slips and printed pages. */
export const SHOP_NAME = 'ESI Smoke & Vape';

/**
 * The federal label text (15 U.S.C. 376(b)(3) as enacted in 2010): on the bill of lading and on the parcel, on
 * the surface that carries the address. The compliance facts mark the wording after the 2020 amendment (whether
 * it names NICOTINE) UNCONFIRMED: the shop prints the 2010 text until the compliance officer confirms it.
 */
export const PACT_LABEL_TEXT =
  'CIGARETTES/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES THE PAYMENT OF ALL APPLICABLE EXCISE TAXES, ' +
  'AND COMPLIANCE WITH APPLICABLE LICENSING AND TAX-STAMPING OBLIGATIONS';
