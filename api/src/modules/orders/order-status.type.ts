/** The states of an order as DESIGN.md decides them; the values are the display labels. */
export enum OrderStatus {
  PENDING_APPROVAL = 'Pending Approval',
  APPROVED = 'Approved',
  SHIPPED = 'Shipped',
  DELIVERED = 'Delivered',
  REJECTED = 'Rejected',
  REFUNDED = 'Refunded',
}
