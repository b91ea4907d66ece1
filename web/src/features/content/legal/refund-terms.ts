/** Spec section 9: the return and warranty terms. */
export const REFUND = {
  returnDays: 30,
  restockingFeePercent: 15,
  warrantyMonths: 6,
} as const;
