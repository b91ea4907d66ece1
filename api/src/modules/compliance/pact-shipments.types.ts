/** One line of an order as it shipped: what the monthly PACT report reads (the orders module answers). */
export interface ShippedLine {
  orderNumber: string;
  /** The day of its SHIPPED step (YYYY-MM-DD, UTC). */
  shipDate: string;
  recipientName: string;
  address: string;
  city: string;
  zip: string;
  stateName: string;
  productId: number | null;
  product: string;
  quantity: number;
  carrierName: string;
  carrierAddress: string;
  carrierTelephone: string;
  /** The excise taxes charged on the line, in US cents. */
  exciseCents: number;
}

/** The orders shipped into a state in a month, with the products their lines hold. */
export interface ShippedMonth {
  stateCode: string;
  /** YYYY-MM. */
  month: string;
  orders: number;
  productIds: (number | null)[];
}
