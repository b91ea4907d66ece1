/** The shop's days are UTC days: a rule's dates and the dashboard's days are counted in this zone. */
export const SHOP_TIME_ZONE = 'UTC';

/** Today in the shop's time zone, as SQL (not current_date, which follows the session's zone). */
export const SHOP_TODAY = `(now() AT TIME ZONE '${SHOP_TIME_ZONE}')::date`;
