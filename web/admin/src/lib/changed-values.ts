import { formatMoney } from '../../../src/lib/format-money';
import { formatDateTime } from './format';

/** Field names the trail keeps that read better said otherwise; others are read from their camelCase. */
const LABELS: Readonly<Record<string, string>> = {
  compareAtPriceCents: 'Compare-at price',
  compareAtCents: 'Compare-at price',
  nicotineMg: 'Nicotine (mg/mL)',
  liquidMl: 'E-liquid (mL)',
  imageUrl: 'Picture',
  pictureUrl: 'Picture',
  fdaStatus: 'FDA status',
  endsKind: 'ENDS kind',
  percentBp: 'Percent off',
};

/** "wholesaleCostCents" → "Wholesale cost", "lowStockThreshold" → "Low stock threshold". */
function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value as a person reads it: money in dollars, yes or no, a time in words, a list with commas. */
function shown(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && /Cents$/.test(key)) return formatMoney(value);
  // Basis points (a promotion's percent, an excise rate): 1500 is 15 %.
  if (typeof value === 'number' && /Bp$/.test(key)) return `${value / 100} %`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map((item) => shown(key, item)).join(', ') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const parsed = (json: string | null): Record<string, unknown> => {
  const value: unknown = json ? JSON.parse(json) : {};
  // A record's values are an object; anything else is shown as the one value it is.
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
};

/** What a change did, from its before and after JSON, as "Price: $12.34 → $13.00" lines, a field each. */
export function changedValues(before: string | null, after: string | null): string[] {
  const b = parsed(before);
  const a = parsed(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) =>
      key in b
        ? `${fieldLabel(key)}: ${shown(key, b[key])} → ${shown(key, a[key])}`
        : `${fieldLabel(key)}: ${shown(key, a[key])}`,
    );
}
