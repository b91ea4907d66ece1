import type { PromotionInput } from '../../web/admin/src/graphql/__generated__/graphql';

/** What the back office's editor sends for a promotion: a dated 15 % off the order, changed by `more`. */
export const promotionInput = (more: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'Spring weekend',
  banner: '15% off accessories',
  startsAt: '2026-01-01',
  endsAt: '2030-01-01',
  action: 'PERCENT_OFF',
  appliesTo: 'ORDER',
  percentBp: 1500,
  productIds: [],
  brands: [],
  categories: [],
  endsKinds: [],
  firstOrder: false,
  requiresCode: false,
  combinable: true,
  priority: 0,
  ...more,
});
