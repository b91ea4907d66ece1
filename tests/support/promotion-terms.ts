import type { PromotionTerms } from '../../api/src/modules/promotions/promotion-pricing.rules';

/** An active promotion as the engine reads it: 'Sale', open to all since January, combinable; `terms` set the rest. */
export const promotionTerms = (terms: Partial<PromotionTerms> & Pick<PromotionTerms, 'id'>): PromotionTerms => ({
  name: 'Sale',
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
  minSubtotalCents: null,
  productIds: [],
  brands: [],
  categories: [],
  endsKinds: [],
  firstOrder: false,
  customerGroup: null,
  requiresCode: false,
  action: 'percent-off',
  appliesTo: 'order',
  percentBp: null,
  amountCents: null,
  buyQuantity: null,
  getQuantity: null,
  combinable: true,
  priority: 0,
  usageLimit: null,
  perCustomerLimit: null,
  ...terms,
});
