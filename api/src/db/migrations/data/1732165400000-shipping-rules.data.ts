/** The shipping_rule rows migration 1732165400000 inserted, from spec/state-rules.md (frozen: never edit). */
const VAPE_PRODUCT_TYPES = [
  'Disposable Vape',
  'Vape Juice',
  'Clearance Vapes',
  'Vape Kits',
  'Replacement Pods',
  'Vape Bundles',
];

const SOURCE = 'Public retailer and industry compilations, 2023–2026 (spec/state-rules.md); to be confirmed by counsel';

interface RuleSeed {
  state: string;
  kind: 'no-vape-shipping' | 'flavor-ban';
  description: string;
  productTypes: string[];
  allowedFlavors: string[];
  effectiveFrom: string;
  source: string;
}

const ban = (state: string, description: string, effectiveFrom: string): RuleSeed => ({
  state,
  kind: 'no-vape-shipping',
  description,
  productTypes: VAPE_PRODUCT_TYPES,
  allowedFlavors: [],
  effectiveFrom,
  source: SOURCE,
});

const flavorBan = (state: string, effectiveFrom: string, allowed = ['Tobacco']): RuleSeed => ({
  state,
  kind: 'flavor-ban',
  description:
    allowed.length > 1
      ? `flavored vape products banned (${allowed.join(' and ')} allowed)`
      : 'flavored vape products banned',
  productTypes: VAPE_PRODUCT_TYPES,
  allowedFlavors: allowed,
  effectiveFrom,
  source: SOURCE,
});

export const SHIPPING_RULE_SEED: readonly RuleSeed[] = [
  ban('AR', 'face-to-face sales only', '2021-01-01'),
  ban('GA', 'face-to-face sales only', '2021-01-01'),
  ban('HI', 'out-of-state online sales banned', '2023-07-01'),
  ban('ME', 'shipping only to licensed retailers', '2021-01-01'),
  ban('NE', 'online sales only between licensed businesses', '2024-07-19'),
  ban('NY', 'delivery to consumers banned', '2020-01-01'),
  ban('OR', 'online sales to consumers banned', '2021-01-01'),
  ban('SD', 'online sales to consumers banned', '2021-01-01'),
  ban('UT', 'online sales to consumers banned', '2021-01-01'),
  ban('VT', 'shipping only to licensed dealers', '2021-01-01'),
  flavorBan('MA', '2019-01-01'),
  flavorBan('NJ', '2020-01-01'),
  flavorBan('NY', '2020-01-01'),
  flavorBan('RI', '2020-01-01'),
  flavorBan('UT', '2021-01-01', ['Tobacco', 'Menthol']),
  flavorBan('DC', '2021-01-01'),
  flavorBan('CA', '2025-01-01'),
];
