import type { Sql } from '../../db/sql';
import type { ShippedLine, ShippedMonth } from '../compliance/pact-shipments.types';

/** An order's SHIPPED step in the month starting on $1 (UTC days): the latest, should there be more. */
const SHIPPED_FROM = `SELECT DISTINCT ON (s.order_id) s.order_id, s.changed_at, s.carrier, s.carrier_id
  FROM order_status_change s
  WHERE s.status = 'Shipped' AND s.changed_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
    AND s.changed_at < ($2::date)::timestamp AT TIME ZONE 'UTC'
  ORDER BY s.order_id, s.changed_at DESC, s.id DESC`;

const nextMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

/** What left the shop, by state and month: the orders module's answer to the PACT reports. */
export class ShippedLinesService {
  constructor(private readonly sql: Sql) {}

  /** Every line of the orders shipped into the state in the month (YYYY-MM), by city, ZIP, ship date, order. */
  linesShippedInto(stateCode: string, month: string): Promise<ShippedLine[]> {
    return this.sql.query<ShippedLine>(
      `WITH shipped AS (${SHIPPED_FROM})
       SELECT o.order_number AS "orderNumber", to_char(sh.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "shipDate",
         o.ship_first_name || ' ' || o.ship_last_name AS "recipientName", o.ship_address AS address,
         o.ship_city AS city, o.ship_zipcode AS zip, o.ship_state_name AS "stateName",
         l.product_id AS "productId", l.product_name AS product, l.quantity,
         coalesce(c.name, sh.carrier, '') AS "carrierName", coalesce(c.address, '') AS "carrierAddress",
         coalesce(c.telephone, '') AS "carrierTelephone",
         (SELECT coalesce(sum(t.tax_cents), 0)::int FROM order_tax_line t WHERE t.order_line_id = l.id) AS "exciseCents"
       FROM shipped sh JOIN customer_order o ON o.id = sh.order_id AND o.ship_state_code = $3::char(2)
         JOIN order_line l ON l.order_id = o.id
         LEFT JOIN carrier c ON c.id = sh.carrier_id
       ORDER BY upper(o.ship_city), o.ship_zipcode, sh.changed_at, o.order_number, l.id`,
      [`${month}-01`, nextMonth(month), stateCode],
    );
  }

  /** Per state and month from `fromMonth` (YYYY-MM) on: the orders shipped there and the products they held. */
  monthsShipped(fromMonth: string): Promise<ShippedMonth[]> {
    return this.sql.query<ShippedMonth>(
      `SELECT o.ship_state_code::text AS "stateCode", to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
         count(DISTINCT o.id)::int AS orders, array_agg(DISTINCT l.product_id) AS "productIds"
       FROM order_status_change s JOIN customer_order o ON o.id = s.order_id JOIN order_line l ON l.order_id = o.id
       WHERE s.status = 'Shipped' AND s.changed_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
       GROUP BY 1, 2 ORDER BY 2 DESC, 1`,
      [`${fromMonth}-01`],
    );
  }
}
