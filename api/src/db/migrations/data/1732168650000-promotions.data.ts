/**
 * The promotion migration 1732168650000 inserted (frozen: never edit; a later change is a staff edit in the back
 * office or a new migration, so the history stays): the $10 off a new account's first order, which until then was
 * a constant of the pricing code (spec/storefront-spec.md, the footer's "$10 OFF your first purchase").
 */
export const FIRST_PURCHASE_PROMOTION = {
  name: 'First purchase',
  banner: 'your first purchase',
  startsAt: '2024-01-01T00:00:00Z',
  firstOrder: true,
  action: 'fixed-off',
  appliesTo: 'order',
  amountCents: 1_000,
  combinable: true,
  priority: 0,
} as const;
