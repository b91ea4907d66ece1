import type { ShippingRuleKind } from '../../graphql/__generated__/graphql';

export const KIND_LABELS: Record<ShippingRuleKind, string> = {
  NO_VAPE_SHIPPING: 'No shipping of these products',
  NO_ONLINE_SALES: 'No online sales of these products',
  FLAVOR_BAN: 'Flavour ban',
  NICOTINE_CAP: 'Nicotine cap',
  DIRECTORY: 'Only products listed in the state’s directory',
  QUANTITY_LIMIT: 'Most units per order',
  NO_DISCOUNT: 'No discounts on these products',
  NO_MULTI_BUY: 'No buy-one-get-one, bundle or below-cost price',
  NO_FREE_SAMPLE: 'Never free (no free samples)',
  NO_FREE_GIFT: 'Never free for buying another item',
};

/** The kinds that rule discounts: only these may name a city (the server refuses a city on another). */
export const DISCOUNT_KINDS: readonly ShippingRuleKind[] = [
  'NO_DISCOUNT',
  'NO_MULTI_BUY',
  'NO_FREE_SAMPLE',
  'NO_FREE_GIFT',
];

/** Today's UTC day, YYYY-MM-DD (the shop's days are UTC days). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** Where a rule holds, as staff read it: "New Jersey", "Federal", or a city's "Providence, Rhode Island". */
export const placeOf = (rule: { stateName: string; city: string | null }): string =>
  rule.city === null ? rule.stateName : `${rule.city}, ${rule.stateName}`;

/** A city's ZIP codes in words; a three-digit prefix reads "606xx" (every ZIP that starts so). */
export const zipCodesOf = (zipCodes: readonly string[]): string =>
  zipCodes.map((zip) => (zip.length === 3 ? `${zip}xx` : zip)).join(', ');

/**
 * ZIP codes as staff type them, commas or spaces between, into a list; "606xx" (as the page shows a prefix) is the
 * prefix "606". The server checks each one.
 */
export const zipCodesFrom = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((zip) => zip.replace(/xx$/i, ''));
