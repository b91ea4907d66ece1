import { isShopDay } from '../../common/shop-day';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { Permission } from '../staff/permission.type';
import type { StaffName } from '../staff/staff.service';
import type { CarrierChoice } from '../shipping/carrier.service';
import type { IdentityVerificationService } from '../verification/identity-verification.service';
import { OrderStatus } from './order-status.type';
import { ORDER_TRANSITIONS, type OrderService, type StatusStepDone } from './order.service';
import type { Order } from './order.types';
import { trackingUrl } from '../shipping/shipment.rules';
import { US_STATES } from '../../db/migrations/data/1732165300000-us-states.data';
import { AWAITS_VERIFICATION_SQL, awaitsVerification } from './order-verification.rules';

export enum OrderSort {
  DATE_DESC = 'DATE_DESC',
  DATE_ASC = 'DATE_ASC',
  TOTAL_DESC = 'TOTAL_DESC',
  TOTAL_ASC = 'TOTAL_ASC',
}

/** What staff can do to an order next; each is a step of ORDER_TRANSITIONS. */
export enum OrderAction {
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
  SHIP = 'SHIP',
  MARK_DELIVERED = 'MARK_DELIVERED',
  REFUND = 'REFUND',
}

const ACTION_OF: Readonly<Record<OrderStatus, OrderAction | null>> = {
  [OrderStatus.PENDING_APPROVAL]: null,
  [OrderStatus.APPROVED]: OrderAction.APPROVE,
  [OrderStatus.SHIPPED]: OrderAction.SHIP,
  [OrderStatus.DELIVERED]: OrderAction.MARK_DELIVERED,
  [OrderStatus.REJECTED]: OrderAction.REJECT,
  [OrderStatus.REFUNDED]: OrderAction.REFUND,
};

const ACTION_PERMISSION: Readonly<Record<OrderAction, Permission>> = {
  [OrderAction.APPROVE]: Permission.UPDATE_ORDER,
  [OrderAction.REJECT]: Permission.UPDATE_ORDER,
  [OrderAction.SHIP]: Permission.UPDATE_ORDER,
  [OrderAction.MARK_DELIVERED]: Permission.UPDATE_ORDER,
  [OrderAction.REFUND]: Permission.REFUND_ORDER,
};

export interface OrderListFilter {
  readonly status?: readonly OrderStatus[] | null;
  /** Ship-to states, two-letter codes. */
  readonly state?: readonly string[] | null;
  /** Inclusive days (YYYY-MM-DD, UTC) the order was placed. */
  readonly from?: string | null;
  readonly to?: string | null;
  /** Part of the order number, the ship-to name, or the customer's e-mail or name. */
  readonly text?: string | null;
  /** true: only orders held for identity verification; false: only those not held; null: either. */
  readonly awaitingIdentity?: boolean | null;
}

export interface OrderListRow {
  orderNumber: string;
  placedAt: string;
  status: OrderStatus;
  itemCount: number;
  total: number;
  customerId: string;
  customerName: string;
  customerEmail: string;
  shipToName: string;
  shipState: string;
}

export interface OrderList {
  orders: OrderListRow[];
  total: number;
  counts: { status: OrderStatus; count: number }[];
}

export interface DeskStep {
  status: OrderStatus;
  at: string;
  staffId: string | null;
  staffName: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  reason: string | null;
}

export interface DeskNote {
  id: string;
  body: string;
  at: string;
  staffId: string;
  staffName: string;
}

export interface DeskOrder extends Omit<Order, 'timeline'> {
  customer: { id: string; name: string; email: string };
  timeline: DeskStep[];
  notes: DeskNote[];
  actions: OrderAction[];
  /** The order awaits identity verification and the staff member may record a manual one. */
  canVerifyIdentity: boolean;
}

export interface BulkOutcome {
  orderNumber: string;
  done: boolean;
  /** Why not, with its error code; null when done. */
  problem: string | null;
  code: string | null;
}

/** Who a customer is, for the order page (the customers module answers). */
interface ContactDirectory {
  customer(customerId: string): Promise<{ email: string; firstName: string; lastName: string } | null>;
}

/** Staff names for the timeline and notes (the staff module answers). */
interface StaffDirectory {
  whoAre(ids: readonly (string | null)[]): Promise<Map<string, StaffName>>;
}

const STATE = /^[A-Z]{2}$/;
export const MAX_BULK_ORDERS = 200;

const SORT_KEYS: Readonly<Record<OrderSort, { key: string; type: string; direction: 'ASC' | 'DESC' }>> = {
  [OrderSort.DATE_DESC]: { key: 'o.created_at', type: 'timestamptz', direction: 'DESC' },
  [OrderSort.DATE_ASC]: { key: 'o.created_at', type: 'timestamptz', direction: 'ASC' },
  [OrderSort.TOTAL_DESC]: { key: 'o.total_cents', type: 'integer', direction: 'DESC' },
  [OrderSort.TOTAL_ASC]: { key: 'o.total_cents', type: 'integer', direction: 'ASC' },
};

const ROW_COLUMNS = `o.order_number AS "orderNumber",
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "placedAt", o.status,
  o.item_count AS "itemCount", o.total_cents AS total, o.customer_id AS "customerId", c.name AS "customerName",
  c.email AS "customerEmail", o.ship_first_name || ' ' || o.ship_last_name AS "shipToName",
  o.ship_state_code AS "shipState"`;

const STATE_BY_NAME = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

/**
 * The states one entry of the filter names, as codes: a code ("nj"), a name in any case ("New Jersey", "new
 * jersey"), or codes apart by spaces ("AZ TX"); null when it is none of those.
 */
export function stateCodesOf(entry: string): string[] | null {
  const words = entry.trim().replace(/\s+/g, ' ');
  const named = STATE_BY_NAME.get(words.toLowerCase());
  if (named) return [named];
  const codes = words.toUpperCase().split(' ').filter(Boolean);
  return codes.length && codes.every((code) => STATE.test(code)) ? codes : null;
}

/** The filter as checked values; refuses with a message naming the field. */
export function checkedOrderFilter(filter: OrderListFilter): OrderListFilter {
  for (const [field, day] of [
    ['from', filter.from],
    ['to', filter.to],
  ] as const) {
    if (day && !isShopDay(day)) {
      throw badInput(`filter.${field}: "${day}" is not a date (YYYY-MM-DD).`);
    }
  }
  const state = filter.state?.flatMap((entry) => {
    const codes = stateCodesOf(entry);
    if (!codes) throw badInput(`filter.state: "${entry.trim()}" is not a state's name or two-letter code.`);
    return codes;
  });
  const text = filter.text?.trim() || null;
  if (text && text.length > 100) throw badInput('filter.text is at most 100 characters.');
  const status = filter.status?.filter((s) => Object.values(OrderStatus).includes(s));
  return {
    status: status?.length ? status : null,
    state: state?.length ? state : null,
    from: filter.from || null,
    to: filter.to || null,
    text,
    awaitingIdentity: filter.awaitingIdentity ?? null,
  };
}

/**
 * The filter as SQL conditions, only those that are set (so each statement's plan fits its filter).
 * The customer's e-mail and name come from `customer_contact`, the customers module's published view.
 */
function conditions(filter: OrderListFilter, withStatus: boolean, values: unknown[]): string {
  const where: string[] = [];
  const add = (value: unknown): string => `$${values.push(value)}`;
  if (withStatus && filter.status) where.push(`o.status = ANY(${add(filter.status)}::text[])`);
  // The column is char(2): compared as char(2) so its index serves.
  if (filter.state) where.push(`o.ship_state_code = ANY(${add(filter.state)}::char(2)[])`);
  if (filter.awaitingIdentity === true) where.push(AWAITS_VERIFICATION_SQL);
  if (filter.awaitingIdentity === false) where.push(`NOT ${AWAITS_VERIFICATION_SQL}`);
  if (filter.from) where.push(`o.created_at >= (${add(filter.from)}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (filter.to) where.push(`o.created_at < (${add(filter.to)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  if (filter.text) {
    // The matching orders first, each arm by its own index (trigrams; customer_id): statements are prepared, and a
    // generic plan must not turn a search into a walk of the whole list in date order.
    const pattern = add('%' + filter.text.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%');
    where.push(`o.id = ANY(ARRAY(
      SELECT id FROM customer_order WHERE lower(order_number) LIKE ${pattern}
      UNION SELECT id FROM customer_order WHERE lower(ship_first_name || ' ' || ship_last_name) LIKE ${pattern}
      UNION SELECT id FROM customer_order WHERE customer_id = ANY(ARRAY(SELECT id FROM customer_contact
        WHERE lower(email) LIKE ${pattern} OR lower(name) LIKE ${pattern}))))`);
  }
  return where.length ? where.join(' AND ') : 'true';
}

/** The back office's orders desk: the list, one order as staff see it, its steps, notes and bulk approval. */
export class OrderDeskService {
  constructor(
    private readonly sql: Sql,
    private readonly orders: OrderService,
    private readonly customers: ContactDirectory,
    private readonly staff: StaffDirectory,
    private readonly audit: AuditService,
    private readonly identities: Pick<IdentityVerificationService, 'keepFor'>,
  ) {}

  /** A page of orders with the total that matches and the count per status (for the filter without status). */
  async list(raw: OrderListFilter, sort: OrderSort, page: { offset: number; limit: number }): Promise<OrderList> {
    const filter = checkedOrderFilter(raw);
    const { key, direction } = SORT_KEYS[sort];
    const rowValues: unknown[] = [];
    const rowWhere = conditions(filter, true, rowValues);
    const [orders, counted] = await Promise.all([
      this.sql.query<OrderListRow>(
        `SELECT ${ROW_COLUMNS} FROM customer_order o JOIN customer_contact c ON c.id = o.customer_id
         WHERE ${rowWhere} ORDER BY ${key} ${direction}, o.id ${direction}
         LIMIT ${page.limit} OFFSET ${page.offset}`,
        rowValues,
      ),
      this.statusCounts(filter),
    ]);
    const counts = Object.values(OrderStatus).map((status) => ({
      status,
      count: counted.find((c) => c.status === status)?.count ?? 0,
    }));
    const total = counts
      .filter((c) => !filter.status || filter.status.includes(c.status))
      .reduce((sum, c) => sum + c.count, 0);
    return { orders, total, counts };
  }

  /**
   * Orders per status for the filter without its status part. Without a state or text filter they come from
   * `order_day_count` (a few rows a day) rather than from counting the orders.
   */
  private statusCounts(filter: OrderListFilter): Promise<{ status: OrderStatus; count: number }[]> {
    const values: unknown[] = [];
    if (!filter.state && !filter.text && filter.awaitingIdentity === null) {
      const where: string[] = [];
      if (filter.from) where.push(`day >= $${values.push(filter.from)}::date`);
      if (filter.to) where.push(`day <= $${values.push(filter.to)}::date`);
      return this.sql.query(
        `SELECT status, sum(n)::int AS count FROM order_day_count WHERE ${where.join(' AND ') || 'true'} GROUP BY status`,
        values,
      );
    }
    const where = conditions(filter, false, values);
    return this.sql.query(
      `SELECT o.status, count(*)::int AS count FROM customer_order o WHERE ${where} GROUP BY o.status`,
      values,
    );
  }

  /** Every order of the filter in its sort, a keyset-paged batch at a time (for a streamed export). */
  async *each(raw: OrderListFilter, sort: OrderSort, batchSize = 1_000): AsyncGenerator<OrderListRow> {
    const filter = checkedOrderFilter(raw);
    const { key, type, direction } = SORT_KEYS[sort];
    let after: { cursor: string; id: string } | null = null;
    for (;;) {
      const values: unknown[] = [];
      let where = conditions(filter, true, values);
      if (after) {
        const op = direction === 'DESC' ? '<' : '>';
        where += ` AND (${key}, o.id) ${op} ($${values.push(after.cursor)}::${type}, $${values.push(after.id)}::uuid)`;
      }
      const batch: (OrderListRow & { cursor: string; id: string })[] = await this.sql.query(
        `SELECT ${ROW_COLUMNS}, ${key}::text AS cursor, o.id::text AS id
         FROM customer_order o JOIN customer_contact c ON c.id = o.customer_id
         WHERE ${where} ORDER BY ${key} ${direction}, o.id ${direction} LIMIT ${batchSize}`,
        values,
      );
      for (const { cursor: _cursor, id: _id, ...row } of batch) yield row;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1]!;
      after = { cursor: last.cursor, id: last.id };
    }
  }

  /** One order as staff see it, with what `granted` permissions allow doing next; null when there is none. */
  async detail(orderNumber: string, granted: readonly Permission[]): Promise<DeskOrder | null> {
    const number = orderNumber.trim().toUpperCase();
    const [row] = await this.sql.query<{ id: string; customerId: string }>(
      `SELECT id, customer_id AS "customerId" FROM customer_order WHERE order_number = $1`,
      [number],
    );
    if (!row) return null;
    const [order, customer, steps, notes] = await Promise.all([
      this.orders.detail(row.customerId, number),
      this.customers.customer(row.customerId),
      this.sql.query<Omit<DeskStep, 'staffName' | 'trackingUrl'> & { pattern: string | null }>(
        `SELECT s.status, to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
           s.staff_id AS "staffId", s.carrier, s.tracking_number AS "trackingNumber", s.reason,
           c.tracking_url_pattern AS pattern
         FROM order_status_change s LEFT JOIN carrier c ON c.id = s.carrier_id
         WHERE s.order_id = $1 ORDER BY s.changed_at, s.id`,
        [row.id],
      ),
      this.sql.query<Omit<DeskNote, 'staffName'>>(
        `SELECT id::text, body, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
           staff_id AS "staffId"
         FROM order_note WHERE order_id = $1 ORDER BY id`,
        [row.id],
      ),
    ]);
    if (!order) return null;
    const names = await this.staff.whoAre([...steps.map((s) => s.staffId), ...notes.map((n) => n.staffId)]);
    const { timeline: _shopTimeline, ...rest } = order;
    return {
      ...rest,
      customer: {
        id: row.customerId,
        name: customer ? `${customer.firstName} ${customer.lastName}` : '',
        email: customer?.email ?? '',
      },
      timeline: steps.map(({ pattern, ...step }) => ({
        ...step,
        staffName: step.staffId ? (names.get(step.staffId)?.name ?? null) : null,
        trackingUrl: trackingUrl(step.carrier, step.trackingNumber, pattern),
      })),
      notes: notes.map((note) => ({ ...note, staffName: names.get(note.staffId)?.name ?? '' })),
      actions: ORDER_TRANSITIONS[order.status]
        .map((status) => ACTION_OF[status])
        .filter((action): action is OrderAction => action !== null && granted.includes(ACTION_PERMISSION[action]))
        // Approval waits for the identity check (setStatus refuses it meanwhile).
        .filter((action) => action !== OrderAction.APPROVE || !order.awaitingIdentityVerification),
      canVerifyIdentity: order.awaitingIdentityVerification && granted.includes(Permission.VERIFY_IDENTITY),
    };
  }

  /**
   * Staff verified the customer's age and identity by hand (an ID seen at pickup, the provider's portal): the
   * order's check becomes PASSED with provider `manual`, how and the reference kept with it, recorded in the
   * audit trail in the same unit of work. Only an order awaiting verification, still pending, is verified. The
   * pass is kept with the identity's other checks, so the customer's next order to the same address reuses it.
   */
  async verifyIdentityManually(actor: Actor, orderNumber: string, how: string, reference: string): Promise<void> {
    const method = how.trim();
    const ref = reference.trim();
    if (!method) throw badInput('how: say how the identity was verified (e.g. ID seen at pickup).');
    if (!ref) throw badInput('reference: give the reference of the verification (a document or portal number).');
    if (method.length > 200 || ref.length > 200) throw badInput('how and reference are at most 200 characters each.');
    const number = orderNumber.trim().toUpperCase();
    await this.sql.transaction(async () => {
      const [row] = await this.sql.query<{
        id: string;
        status: OrderStatus;
        provider: string | null;
        reference: string | null;
        outcome: string | null;
        customerId: string;
        address: string;
        city: string;
        state: string;
        zipcode: string;
      }>(
        `SELECT id, status, verification_provider AS provider, verification_reference AS reference,
           verification_outcome AS outcome, customer_id AS "customerId", ship_address AS address,
           ship_city AS city, ship_state_code AS state, ship_zipcode AS zipcode
         FROM customer_order WHERE order_number = $1 FOR UPDATE`,
        [number],
      );
      if (!row) throw notFound(`There is no order ${orderNumber}.`);
      if (!awaitsVerification(row.status, row.outcome)) {
        throw new AppError('CONFLICT', `Order ${number} is not awaiting identity verification.`);
      }
      const [checked] = await this.sql.query<{ checkedAt: string }>(
        `UPDATE customer_order SET verification_provider = 'manual', verification_reference = $2,
           verification_outcome = 'PASSED', verification_checked_at = now(), verification_note = $3,
           verification_retry_at = NULL, updated_at = now()
         WHERE id = $1
         RETURNING to_char(verification_checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "checkedAt"`,
        [row.id, ref, method],
      );
      const residence = { address: row.address, city: row.city, state: row.state.trim(), zipcode: row.zipcode };
      await this.identities.keepFor(row.customerId, residence, {
        provider: 'manual',
        reference: ref,
        outcome: 'PASSED',
        checkedAt: checked!.checkedAt,
      });
      await this.audit.record(actor, {
        operation: 'order.verify-identity',
        recordType: 'order',
        recordId: number,
        before: { provider: row.provider, reference: row.reference, outcome: row.outcome },
        after: { provider: 'manual', reference: ref, outcome: 'PASSED', how: method },
      });
    });
  }

  approve(actor: Actor, orderNumber: string): Promise<StatusStepDone> {
    return this.orders.setStatus(orderNumber, OrderStatus.APPROVED, undefined, { actor });
  }

  /** The reason goes to the customer in the mail, so staff must give one. */
  reject(actor: Actor, orderNumber: string, reason: string): Promise<StatusStepDone> {
    if (!reason.trim()) throw badInput('reason: tell the customer why the order is rejected.');
    return this.orders.setStatus(orderNumber, OrderStatus.REJECTED, undefined, { actor, reason });
  }

  /** The carriers for the order's parcel, fit first, each with why not otherwise (the rule `ship` is held to). */
  carrierChoices(orderNumber: string): Promise<CarrierChoice[]> {
    return this.orders.carrierChoices(orderNumber);
  }

  ship(actor: Actor, orderNumber: string, carrier: string, trackingNumber: string): Promise<StatusStepDone> {
    if (!carrier.trim()) throw badInput('carrier: choose the carrier.');
    // OrderService.setStatus checks the carrier (one of the carriers' table, fit for the parcel by the shipping
    // module's rule), so the command line is held to the same rule.
    if (!trackingNumber.trim()) throw badInput('trackingNumber: enter the tracking number.');
    return this.orders.setStatus(orderNumber, OrderStatus.SHIPPED, { carrier, trackingNumber }, { actor });
  }

  markDelivered(actor: Actor, orderNumber: string): Promise<StatusStepDone> {
    return this.orders.setStatus(orderNumber, OrderStatus.DELIVERED, undefined, { actor });
  }

  refund(actor: Actor, orderNumber: string, reason: string): Promise<StatusStepDone> {
    if (!reason.trim()) throw badInput('reason: tell the customer why the order is refunded.');
    return this.orders.setStatus(orderNumber, OrderStatus.REFUNDED, undefined, { actor, reason });
  }

  /** Approves each order in its own unit of work: one refusal stops none of the others. */
  async bulkApprove(actor: Actor, orderNumbers: readonly string[]): Promise<BulkOutcome[]> {
    const unique = [...new Set(orderNumbers.map((n) => n.trim().toUpperCase()))];
    if (!unique.length) throw badInput('orderNumbers: choose at least one order.');
    if (unique.length > MAX_BULK_ORDERS) throw badInput(`orderNumbers: at most ${MAX_BULK_ORDERS} at a time.`);
    const outcomes: BulkOutcome[] = [];
    for (const orderNumber of unique) {
      try {
        await this.approve(actor, orderNumber);
        outcomes.push({ orderNumber, done: true, problem: null, code: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ orderNumber, done: false, problem: error.message, code: error.code });
      }
    }
    return outcomes;
  }

  /** The customer's mail about the order's current state, sent again (OrderService owns order mail). */
  resendMail(actor: Actor, orderNumber: string): Promise<{ to: string }> {
    return this.orders.resendMail(actor, orderNumber);
  }

  /** An internal note (never shown to the customer), kept with who wrote it and recorded in the trail. */
  async addNote(actor: Actor, orderNumber: string, body: string): Promise<void> {
    const text = body.trim();
    if (!text) throw badInput('body: write the note.');
    if (text.length > 2000) throw badInput('body: a note is at most 2000 characters.');
    const number = orderNumber.trim().toUpperCase();
    await this.sql.transaction(async () => {
      const [row] = await this.sql.query<{ id: string }>(`SELECT id FROM customer_order WHERE order_number = $1`, [
        number,
      ]);
      if (!row) throw notFound(`There is no order ${orderNumber}.`);
      await this.sql.query(`INSERT INTO order_note (order_id, staff_id, body) VALUES ($1, $2, $3)`, [
        row.id,
        actor.staffId,
        text,
      ]);
      await this.audit.record(actor, {
        operation: 'order.note',
        recordType: 'order',
        recordId: number,
        after: { body: text },
      });
    });
  }
}
