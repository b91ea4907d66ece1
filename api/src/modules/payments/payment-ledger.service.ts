import type { Sql } from '../../db/sql';
import type { NewPaymentEvent, PaymentAmounts, PaymentEvent } from './payment-event.types';
import { paymentAmounts } from './payment-ledger.rules';

const COLUMNS = `id::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  order_number AS "orderNumber", provider, operation, outcome, reference, amount_cents AS "amountCents",
  transaction_id AS "transactionId", response_code AS "responseCode", reason_code AS "reasonCode",
  auth_code AS "authCode", avs_result AS "avsResult", cvv_result AS "cvvResult", method, brand,
  last_four AS "lastFour", card_expiry AS "cardExpiry", message, actor, staff_id AS "staffId", reason, detail`;

const EXPORT_BATCH = 500;

/** One day of the settlement report, in cents. */
export interface SettlementDay {
  readonly day: string;
  readonly captures: number;
  readonly capturedCents: number;
  readonly refunds: number;
  readonly refundedCents: number;
  readonly voids: number;
}

/** The Payments list's filters: days inclusive (YYYY-MM-DD, UTC) and the beginning of an order number. */
export interface PaymentListFilter {
  readonly from: string | null;
  readonly to: string | null;
  readonly text: string | null;
}

/** The payment_event table: rows are appended, never changed (the database refuses it). */
export class PaymentLedger {
  constructor(private readonly sql: Sql) {}

  /** Appends a row in the caller's unit of work (it commits, or not, with the order's change). */
  async append(event: NewPaymentEvent): Promise<PaymentEvent> {
    const [row] = await this.sql.query<PaymentEvent>(
      `INSERT INTO payment_event (order_number, customer_id, placement_key, provider, operation, outcome, reference,
         amount_cents, transaction_id, response_code, reason_code, auth_code, avs_result, cvv_result, method, brand,
         last_four, card_expiry, message, actor, staff_id, reason, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
       RETURNING ${COLUMNS}`,
      [
        event.orderNumber,
        event.customerId ?? null,
        event.placementKey ?? null,
        event.provider,
        event.operation,
        event.outcome,
        event.reference,
        event.amountCents,
        event.transactionId ?? null,
        event.responseCode ?? null,
        event.reasonCode ?? null,
        event.authCode ?? null,
        event.avsResult ?? null,
        event.cvvResult ?? null,
        event.method ?? null,
        event.brand ?? null,
        event.lastFour ?? null,
        event.cardExpiry ?? null,
        event.message ?? null,
        event.actor,
        event.staffId ?? null,
        event.reason ?? null,
        event.detail === undefined ? null : JSON.stringify(event.detail),
      ],
    );
    return row!;
  }

  /**
   * The order's payments one at a time (refunds, payments recorded by hand, Pay now): the sums a step checks stay
   * true until its unit of work ends, which releases the lock.
   */
  async lockOrder(orderNumber: string): Promise<void> {
    await this.sql.query(`SELECT pg_advisory_xact_lock(hashtext('payment_refund:' || $1))`, [orderNumber]);
  }

  /** Appends a row unless its call already has one (a replayed webhook): whether it was appended. */
  async appendOnce(event: NewPaymentEvent): Promise<boolean> {
    const rows = await this.sql.query(
      `INSERT INTO payment_event (order_number, provider, operation, outcome, reference, amount_cents, transaction_id,
         message, actor, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        event.orderNumber,
        event.provider,
        event.operation,
        event.outcome,
        event.reference,
        event.amountCents,
        event.transactionId ?? null,
        event.message ?? null,
        event.actor,
        event.detail === undefined ? null : JSON.stringify(event.detail),
      ],
    );
    return rows.length > 0;
  }

  /** The order a gateway transaction belongs to, from the rows that carry it. */
  async orderOfTransaction(transactionId: string): Promise<string | null> {
    const [row] = await this.sql.query<{ orderNumber: string }>(
      `SELECT order_number AS "orderNumber" FROM payment_event WHERE transaction_id = $1 ORDER BY payment_event.id LIMIT 1`,
      [transactionId],
    );
    return row?.orderNumber ?? null;
  }

  /**
   * The orders with a payment (an authorization answered, or a manual payment), newest first, filtered by the day of
   * their first payment (inclusive, UTC) and an order number's beginning.
   */
  async list(
    filter: PaymentListFilter,
    window: { offset: number; limit: number },
  ): Promise<{ orders: { orderNumber: string; firstAt: string }[]; total: number }> {
    const rows = await this.sql.query<{ orderNumber: string; firstAt: string; total: string }>(
      `WITH paid AS (
         SELECT order_number, min(at) AS first_at FROM payment_event
         WHERE ((operation = 'authorize' AND outcome IN ('approved', 'held')) OR (operation = 'manual' AND outcome = 'approved'))
           AND ($1::text IS NULL OR order_number LIKE $1 || '%')
         GROUP BY order_number)
       SELECT order_number AS "orderNumber",
         to_char(first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "firstAt", count(*) OVER () AS total
       FROM paid WHERE ($2::date IS NULL OR first_at >= $2::date) AND ($3::date IS NULL OR first_at < $3::date + 1)
       ORDER BY first_at DESC, order_number DESC OFFSET $4 LIMIT $5`,
      [filter.text, filter.from, filter.to, window.offset, window.limit],
    );
    return {
      orders: rows.map(({ orderNumber, firstAt }) => ({ orderNumber, firstAt })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  /**
   * Each UTC day of the last `days` with money moved: what was captured (and received by hand) and refunded, and how
   * many authorizations were voided. A refund made by voiding an unsettled charge counts as a refund.
   */
  settlementDays(days: number): Promise<SettlementDay[]> {
    return this.sql.query<SettlementDay>(
      `SELECT to_char((at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
         count(*) FILTER (WHERE operation IN ('capture', 'manual'))::int AS captures,
         COALESCE(sum(amount_cents) FILTER (WHERE operation IN ('capture', 'manual')), 0)::int AS "capturedCents",
         count(*) FILTER (WHERE operation = 'refund')::int AS refunds,
         COALESCE(sum(amount_cents) FILTER (WHERE operation = 'refund'), 0)::int AS "refundedCents",
         count(*) FILTER (WHERE operation = 'void')::int AS voids
       FROM payment_event
       WHERE outcome = 'approved' AND operation IN ('capture', 'manual', 'refund', 'void')
         AND at >= (now() AT TIME ZONE 'UTC')::date - $1::int
       GROUP BY 1 ORDER BY 1 DESC`,
      [days - 1],
    );
  }

  /** Every page of the list, for the CSV export: a batch at a time. */
  async *each(
    filter: PaymentListFilter,
  ): AsyncGenerator<{ orderNumber: string; firstAt: string; events: PaymentEvent[] }> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { orders } = await this.list(filter, { offset, limit: EXPORT_BATCH });
      const events = await this.eventsOf(orders.map((o) => o.orderNumber));
      for (const order of orders) yield { ...order, events: events.get(order.orderNumber) ?? [] };
      if (orders.length < EXPORT_BATCH) return;
    }
  }

  /** The rows of these orders, oldest first, by order. */
  async eventsOf(orderNumbers: readonly string[]): Promise<Map<string, PaymentEvent[]>> {
    const rows = await this.sql.query<PaymentEvent>(
      `SELECT ${COLUMNS} FROM payment_event WHERE order_number = ANY($1::text[]) ORDER BY payment_event.id`,
      [orderNumbers],
    );
    const byOrder = new Map<string, PaymentEvent[]>();
    for (const row of rows) byOrder.set(row.orderNumber, [...(byOrder.get(row.orderNumber) ?? []), row]);
    return byOrder;
  }

  /** An order's rows, oldest first. */
  events(orderNumber: string): Promise<PaymentEvent[]> {
    return this.sql.query<PaymentEvent>(
      `SELECT ${COLUMNS} FROM payment_event WHERE order_number = $1 ORDER BY payment_event.id`,
      [orderNumber],
    );
  }

  /** The rows of the calls made while placing with this key, oldest first (whichever order number they carry). */
  placementEvents(customerId: string, placementKey: string): Promise<PaymentEvent[]> {
    return this.sql.query<PaymentEvent>(
      `SELECT ${COLUMNS} FROM payment_event WHERE customer_id = $1 AND placement_key = $2 ORDER BY payment_event.id`,
      [customerId, placementKey],
    );
  }

  /**
   * Live authorizations older than `olderThanDays`: approved (or held) and neither captured nor voided since, oldest
   * first. An order has one live authorization at most, so this is one row per order.
   */
  expiring(
    olderThanDays: number,
    limit: number,
  ): Promise<{ orderNumber: string; amountCents: number; authorizedAt: string }[]> {
    return this.sql.query(
      `SELECT a.order_number AS "orderNumber", a.amount_cents AS "amountCents",
         to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "authorizedAt"
       FROM payment_event a
       WHERE a.operation = 'authorize' AND a.outcome IN ('approved', 'held') AND a.transaction_id IS NOT NULL
         AND a.at < now() - $1 * interval '1 day'
         AND NOT EXISTS (SELECT 1 FROM payment_event b WHERE b.transaction_id = a.transaction_id
           AND b.operation IN ('capture', 'void') AND b.outcome = 'approved')
       ORDER BY a.at LIMIT $2`,
      [olderThanDays, limit],
    );
  }

  async amounts(orderNumber: string, totalCents: number): Promise<PaymentAmounts> {
    return paymentAmounts(await this.events(orderNumber), totalCents);
  }
}
