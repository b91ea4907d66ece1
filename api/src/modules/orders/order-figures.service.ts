import { SHOP_TIME_ZONE, SHOP_TODAY } from '../../common/shop-day';
import type { Sql } from '../../db/sql';
import { OrderStatus } from './order-status.type';
import { AWAITS_VERIFICATION_SQL } from './order-verification.rules';

export interface DaySales {
  /** YYYY-MM-DD in the shop's time zone. */
  day: string;
  orders: number;
  revenueCents: number;
  discountCents: number;
  /** Orders given the first-purchase discount. */
  discountedOrders: number;
}

export interface TopProductRow {
  productId: string | null;
  name: string;
  units: number;
  revenueCents: number;
}

/** Orders that brought no money in: rejected before shipping, or refunded. */
const NO_REVENUE = `status IN ('${OrderStatus.REJECTED}', '${OrderStatus.REFUNDED}')`;
/** Midnight of the first of the last `$1` shop days, as a timestamptz (so the created_at index serves). */
const SINCE = `((${SHOP_TODAY} - ($1::int - 1)) AT TIME ZONE '${SHOP_TIME_ZONE}')`;

/** The orders module's figures for the dashboard: what waits for staff, and what sold. */
export class OrderFiguresService {
  constructor(private readonly sql: Sql) {}

  /**
   * Fulfilment's and support's counts: orders pending approval that may be approved now, those held until the
   * customer's identity is verified, and approved orders to ship (the open-status index serves all three).
   */
  async work(): Promise<{ toApprove: number; heldForIdentity: number; toShip: number }> {
    const [row] = await this.sql.query<{ toApprove: number; heldForIdentity: number; toShip: number }>(
      `SELECT count(*) FILTER (WHERE o.status = $1 AND NOT ${AWAITS_VERIFICATION_SQL})::int AS "toApprove",
              count(*) FILTER (WHERE ${AWAITS_VERIFICATION_SQL})::int AS "heldForIdentity",
              count(*) FILTER (WHERE o.status = $2)::int AS "toShip"
       FROM customer_order o WHERE o.status IN ($1, $2)`,
      [OrderStatus.PENDING_APPROVAL, OrderStatus.APPROVED],
    );
    return row!;
  }

  /**
   * The last `days` shop days, oldest first, every day present (zero when nothing was ordered): orders placed,
   * and the revenue and discounts of those not rejected or refunded.
   */
  salesByDay(days: number): Promise<DaySales[]> {
    return this.sql.query<DaySales>(
      `WITH placed AS (
         SELECT (created_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS day, count(*)::int AS orders,
                coalesce(sum(total_cents) FILTER (WHERE NOT ${NO_REVENUE}), 0)::int AS revenue,
                coalesce(sum(discount_cents) FILTER (WHERE NOT ${NO_REVENUE}), 0)::int AS discount,
                count(*) FILTER (WHERE discount_cents > 0 AND NOT ${NO_REVENUE})::int AS discounted
         FROM customer_order WHERE created_at >= ${SINCE} GROUP BY 1)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.orders, 0) AS orders,
              coalesce(p.revenue, 0) AS "revenueCents", coalesce(p.discount, 0) AS "discountCents",
              coalesce(p.discounted, 0) AS "discountedOrders"
       FROM generate_series(${SHOP_TODAY} - ($1::int - 1), ${SHOP_TODAY}, interval '1 day') AS d(day)
       LEFT JOIN placed p ON p.day = d.day::date
       ORDER BY d.day`,
      [days],
    );
  }

  /** The products sold most (by units) over the last `days` shop days, in orders not rejected or refunded. */
  topProducts(days: number, limit: number): Promise<TopProductRow[]> {
    // Grouped by hash first, the name read for the few rows kept (its last line's), not sorted into every group.
    return this.sql.query<TopProductRow>(
      `WITH sold AS (
         SELECT l.product_id, sum(l.quantity)::int AS units, sum(l.line_total_cents)::int AS revenue, max(l.id) AS last_line
         FROM customer_order o JOIN order_line l ON l.order_id = o.id
         WHERE o.created_at >= ${SINCE} AND NOT o.${NO_REVENUE}
         GROUP BY l.product_id, CASE WHEN l.product_id IS NULL THEN l.product_name END
         ORDER BY units DESC, max(l.id) DESC LIMIT $2)
       SELECT s.product_id::text AS "productId", l.product_name AS name, s.units, s.revenue AS "revenueCents"
       FROM sold s JOIN order_line l ON l.id = s.last_line
       ORDER BY s.units DESC, l.product_name`,
      [days, limit],
    );
  }
}
