import type { ShippingRuleKind } from '../../graphql/__generated__/graphql';

export const KIND_LABELS: Record<ShippingRuleKind, string> = {
  NO_VAPE_SHIPPING: 'No shipping of these products',
  NO_ONLINE_SALES: 'No online sales of these products',
  FLAVOR_BAN: 'Flavour ban',
  NICOTINE_CAP: 'Nicotine cap',
  DIRECTORY: 'Only products listed in the state’s directory',
  QUANTITY_LIMIT: 'Most units per order',
};

/** Today's UTC day, YYYY-MM-DD (the shop's days are UTC days). */
export const today = (): string => new Date().toISOString().slice(0, 10);
