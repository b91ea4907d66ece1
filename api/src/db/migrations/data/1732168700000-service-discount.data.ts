/**
 * The promotions migration 1732168700000 inserted (frozen: never edit; a later change is a staff edit in the back
 * office or a new migration): the 25 % off of the Military & First Responder page (spec/storefront-spec.md), one
 * promotion per verified group, each taken only with a single-use code minted for its verified owner.
 */
export const SERVICE_DISCOUNT_PROMOTIONS = [
  { name: 'Military 25% off', customerGroup: 'military' },
  { name: 'First responder 25% off', customerGroup: 'first responder' },
].map((p) => ({
  ...p,
  startsAt: '2024-01-01T00:00:00Z',
  action: 'percent-off',
  appliesTo: 'order',
  percentBp: 2_500,
  // A service discount is the order's whole discount: it does not stack with the first purchase or a sale.
  combinable: false,
  priority: 10,
}));
