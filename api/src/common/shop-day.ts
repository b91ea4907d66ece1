/** The shop's days are UTC days: a rule's dates and the dashboard's days are counted in this zone. */
export const SHOP_TIME_ZONE = 'UTC';

/** Today in the shop's time zone, as SQL (not current_date, which follows the session's zone). */
export const SHOP_TODAY = `(now() AT TIME ZONE '${SHOP_TIME_ZONE}')::date`;

const SHOP_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment's day in the shop's time zone, YYYY-MM-DD: `SHOP_TODAY` as the app reads it at that moment. */
export const shopDayOf = (moment: Date): string => SHOP_DAY_FORMAT.format(moment);

/**
 * Whether a text is a real calendar day written YYYY-MM-DD (2026-02-31 is not), as every date filter takes it.
 * The year 0000 is none: JavaScript's calendar has it, PostgreSQL's (1 BC, then AD 1) does not, and would refuse
 * the statement with an error of ours (a 500) instead of the person's mistake in words.
 */
export function isShopDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
