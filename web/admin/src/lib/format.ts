const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** An ISO time as staff read it, in UTC (the shop's day boundaries are UTC). */
export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer US cents as dollars, e.g. 1999 → $19.99. */
export function formatCents(cents: number): string {
  return MONEY.format(cents / 100);
}
