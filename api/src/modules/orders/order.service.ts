import type { AppliedDiscountView } from '../promotions/promotion-view.rules';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { lineSaving, totalSavings } from '../cart/pricing.rules';
import { OrderStatus } from './order-status.type';
import { type DeliveryMethod, deliveryName } from '../shipping/delivery.rules';
import type { MailService } from '../mail/mail.service';
import { orderConfirmationMail, orderStatusMail } from './order-mail.templates';
import type { ExciseTaxLine, Order, OrderCounters, OrderPage, OrderStatusChange, OrderSummary } from './order.types';
import { type Shipment, trackingUrl } from '../shipping/shipment.rules';
import { awaitsVerification } from './order-verification.rules';
import type { Carrier, CarrierChoice } from '../shipping/carrier.service';
import type { ParcelContents } from '../shipping/carrier-fitness.rules';

/** The carriers the shop ships with (the orders module's own table, through CarrierService). */
export interface CarrierDirectory {
  find(idOrName: string): Promise<Carrier | null>;
  list(): Promise<Carrier[]>;
  choicesFor(contents: ParcelContents): Promise<CarrierChoice[]>;
  refuseUnfit(carrier: Carrier, contents: ParcelContents): Promise<void>;
}

/** What the catalogue says of the products an order holds: whether each is a vapour product (ENDS). */
export interface ProductFacts {
  shippingFacts(productIds: readonly number[]): Promise<Map<string, { brand: string; endsKind: string | null }>>;
}

/** Who a customer is, as order mail needs it (the customers module answers). */
export interface CustomerDirectory {
  customer(customerId: string): Promise<{ email: string } | null>;
  /** Holds the customer until the unit of work ends: one order at a time per customer. */
  lockCustomer(customerId: string): Promise<void>;
}

/** An order as a refund sees it (the payments module asks). */
export interface RefundFacts {
  orderNumber: string;
  customerId: string;
  status: OrderStatus;
  totalCents: number;
  subtotalCents: number;
  discountCents: number;
  lines: {
    id: string;
    productId: number | null;
    name: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    taxCents: number;
  }[];
}

/** The money side of a status step (the payments module answers): capture at shipping, void at rejection. */
export interface OrderPayments {
  /** In the step's unit of work, once the step is allowed; throws to refuse it. */
  statusStep(step: {
    orderNumber: string;
    from: OrderStatus;
    to: OrderStatus;
    totalCents: number;
    actor: Actor;
  }): Promise<void>;
  /** After a step its payment refused has rolled back: keeps what the gateway answered. */
  afterRefusedStep(error: unknown): Promise<void>;
  /** Whether the order still awaits its payment, which the customer can make on the order page (a card online). */
  awaitsPaymentOnline(orderNumber: string, totalCents: number): Promise<boolean>;
}

export interface OrderMailSettings {
  mail: MailService;
  customers: CustomerDirectory;
  /** The shop's address, for the order page link. */
  publicUrl: string;
}

export const ORDER_PAGE_SIZES = [10, 20, 30] as const;

/** Staff may move an order only along these edges. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  [OrderStatus.PENDING_APPROVAL]: [OrderStatus.APPROVED, OrderStatus.REJECTED],
  [OrderStatus.APPROVED]: [OrderStatus.SHIPPED, OrderStatus.REJECTED, OrderStatus.REFUNDED],
  [OrderStatus.SHIPPED]: [OrderStatus.DELIVERED, OrderStatus.REFUNDED],
  [OrderStatus.DELIVERED]: [OrderStatus.REFUNDED],
  [OrderStatus.REJECTED]: [],
  [OrderStatus.REFUNDED]: [],
};

/** The audit trail's verb for each step staff take (`order.approve` …). */
export const STEP_VERBS: Readonly<Record<OrderStatus, string>> = {
  [OrderStatus.PENDING_APPROVAL]: 'place',
  [OrderStatus.APPROVED]: 'approve',
  [OrderStatus.SHIPPED]: 'ship',
  [OrderStatus.DELIVERED]: 'deliver',
  [OrderStatus.REJECTED]: 'reject',
  [OrderStatus.REFUNDED]: 'refund',
};

/** Who takes a status step, and why (reject, refund). Without an actor: the command line. */
export interface StatusStep {
  actor?: Actor;
  reason?: string | null;
}

/** What a status step did; `repeated` when it had been done already by the same staff member (no second mail). */
export interface StatusStepDone {
  from: OrderStatus;
  to: OrderStatus;
  repeated: boolean;
}

const COMMAND_LINE: Actor = { staffId: null, email: null, role: null, clientIp: 'command line' };

interface LatestStep {
  status: OrderStatus;
  staffId: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  reason: string | null;
  previous: OrderStatus | null;
}

const SUMMARY_COLUMNS = `order_number AS "orderNumber", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "placedAt",
  item_count AS "itemCount", total_cents AS total, status`;

/** The customer's orders as they read them, and staff's status changes. */
export class OrderService {
  constructor(
    private readonly sql: Sql,
    private readonly mailing: OrderMailSettings,
    private readonly audit: AuditService,
    private readonly shipping: { carriers: CarrierDirectory; products: ProductFacts },
    private readonly payments?: OrderPayments,
  ) {}

  /** What a refund needs of an order: its customer, status, totals and lines with each line's excise tax. */
  async refundFacts(orderNumber: string): Promise<RefundFacts | null> {
    const [order] = await this.sql.query<Omit<RefundFacts, 'lines'> & { id: string }>(
      `SELECT id, order_number AS "orderNumber", customer_id AS "customerId", status, total_cents AS "totalCents",
         subtotal_cents AS "subtotalCents", discount_cents AS "discountCents"
       FROM customer_order WHERE order_number = $1`,
      [orderNumber.trim().toUpperCase()],
    );
    if (!order) return null;
    const lines = await this.sql.query<RefundFacts['lines'][number]>(
      `SELECT l.id::text, l.product_id AS "productId", l.product_name AS name, l.quantity,
         l.unit_price_cents AS "unitPriceCents", l.line_total_cents AS "lineTotalCents",
         COALESCE((SELECT sum(t.tax_cents) FROM order_tax_line t WHERE t.order_line_id = l.id), 0)::int AS "taxCents"
       FROM order_line l WHERE l.order_id = $1 ORDER BY l.id`,
      [order.id],
    );
    const { id: _id, ...facts } = order;
    return { ...facts, lines };
  }

  /**
   * The order's status, its row locked until the caller's unit of work ends: a payment made meanwhile (Pay now) sees
   * the status no step can change under it, and a step waits for the payment and then sees it (a rejection voids it).
   */
  async lockedStatus(orderNumber: string): Promise<OrderStatus | null> {
    const [row] = await this.sql.query<{ status: OrderStatus }>(
      `SELECT status FROM customer_order WHERE order_number = $1 FOR UPDATE`,
      [orderNumber],
    );
    return row?.status ?? null;
  }

  /** The number of an order about to be placed, taken before its unit of work (a payment call carries it). */
  async reserveOrderNumber(): Promise<string> {
    const [row] = await this.sql.query<{ orderNumber: string }>(
      `SELECT 'ESI-' || nextval('order_number_seq') AS "orderNumber"`,
    );
    return row!.orderNumber;
  }

  /** Serialises the customer's placements: called first in each placing unit of work. */
  lockCustomer(customerId: string): Promise<void> {
    return this.mailing.customers.lockCustomer(customerId);
  }

  /** Records the confirmation of a newly placed order, in the unit of work that placed it. */
  async confirmPlaced(customerId: string, order: Order, awaitingPayment = false): Promise<void> {
    const customer = await this.mailing.customers.customer(customerId);
    if (customer) {
      await this.mailing.mail.enqueue(
        orderConfirmationMail(customer.email, order, this.mailing.publicUrl, awaitingPayment),
      );
    }
  }

  /** Starts an order's timeline (called in the unit of work that placed it). */
  async recordPlaced(orderId: string): Promise<void> {
    await this.sql.query(`INSERT INTO order_status_change (order_id, status) VALUES ($1, $2)`, [
      orderId,
      OrderStatus.PENDING_APPROVAL,
    ]);
  }

  /** A new account's first order gets the first-purchase discount. */
  async isFirstPurchase(customerId: string): Promise<boolean> {
    const rows = await this.sql.query(`SELECT 1 FROM customer_order WHERE customer_id = $1 LIMIT 1`, [customerId]);
    return rows.length === 0;
  }

  /** One of the customer's own orders; another customer's number is simply not found. */
  async detail(customerId: string, orderNumber: string): Promise<Order | null> {
    const [order] = await this.sql.query<
      OrderSummary & Omit<Order, 'lines' | 'shipTo'> & { id: string } & Record<string, string>
    >(
      `SELECT id, ${SUMMARY_COLUMNS}, subtotal_cents AS subtotal, discount_cents AS discount, shipping_cents AS shipping,
         excise_tax_cents AS "exciseTax",
         ship_first_name, ship_last_name, ship_address, ship_city, ship_state_code, ship_state_name, ship_zipcode,
         delivery_method, to_char(delivery_from, 'YYYY-MM-DD') AS delivery_from,
         to_char(delivery_to, 'YYYY-MM-DD') AS delivery_to, verification_provider, verification_reference,
         verification_outcome, verification_note,
         to_char(verification_checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS verification_checked_at
       FROM customer_order WHERE customer_id = $1 AND order_number = $2`,
      [customerId, orderNumber.trim().toUpperCase()],
    );
    if (!order) return null;
    const rows = await this.sql.query<Omit<Order['lines'][number], 'saving'>>(
      `SELECT id::text, product_id::text AS "productId", product_name AS name, category_name AS category,
         subcategory_name AS subcategory, quantity, unit_price_cents AS "unitPrice", line_total_cents AS "lineTotal",
         compare_at_cents AS "compareAtPrice"
       FROM order_line WHERE order_id = $1 ORDER BY id`,
      [order.id],
    );
    const priced = (line: (typeof rows)[number]) => ({
      unitPriceCents: line.unitPrice,
      compareAtCents: line.compareAtPrice,
      quantity: line.quantity,
    });
    const discounts = await this.discounts(order.id);
    const lines = rows.map((line) => ({
      ...line,
      saving: lineSaving(priced(line)),
      discount: discounts.byLine.get(line.id) ?? 0,
    }));
    return {
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      itemCount: order.itemCount,
      total: order.total,
      status: order.status,
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      exciseTax: order.exciseTax,
      taxes: await this.taxes(order.id),
      discounts: discounts.applied,
      savings: totalSavings(rows.map(priced)),
      shipTo: {
        firstName: order.ship_first_name!,
        lastName: order.ship_last_name!,
        address: order.ship_address!,
        city: order.ship_city!,
        state: order.ship_state_code!,
        stateName: order.ship_state_name!,
        zipcode: order.ship_zipcode!,
      },
      delivery: {
        method: order.delivery_method as DeliveryMethod,
        name: deliveryName(order.shipping),
        estimatedFrom: order.delivery_from ?? null,
        estimatedTo: order.delivery_to ?? null,
      },
      lines,
      timeline: await this.timeline(order.id),
      awaitingIdentityVerification: awaitsVerification(order.status, order.verification_outcome),
      identityVerification: order.verification_outcome
        ? {
            provider: order.verification_provider!,
            reference: order.verification_reference ?? null,
            outcome: order.verification_outcome,
            checkedAt: order.verification_checked_at!,
            note: order.verification_note ?? null,
          }
        : null,
    };
  }

  /** The excise taxes the order was charged, one line per tax, as it kept them. */
  private taxes(orderId: string): Promise<ExciseTaxLine[]> {
    return this.sql.query<ExciseTaxLine>(
      `SELECT name, sum(tax_cents)::int AS amount FROM order_tax_line WHERE order_id = $1
       GROUP BY name ORDER BY min(id)`,
      [orderId],
    );
  }

  /** The order's discount lines as it kept them: per promotion (and code), and per order line. */
  private async discounts(orderId: string): Promise<{ applied: AppliedDiscountView[]; byLine: Map<string, number> }> {
    const rows = await this.sql.query<{ lineId: string | null; name: string; code: string | null; amount: number }>(
      `SELECT order_line_id::text AS "lineId", promotion_name AS name, code, amount_cents AS amount
       FROM order_discount_line WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    const applied = new Map<string, AppliedDiscountView>();
    const byLine = new Map<string, number>();
    for (const row of rows) {
      const key = JSON.stringify([row.name, row.code, row.lineId === null]);
      const known = applied.get(key);
      if (known) known.amount += row.amount;
      else applied.set(key, { name: row.name, code: row.code, amount: row.amount, freeShipping: row.lineId === null });
      if (row.lineId !== null) byLine.set(row.lineId, (byLine.get(row.lineId) ?? 0) + row.amount);
    }
    return { applied: [...applied.values()], byLine };
  }

  private async timeline(orderId: string): Promise<OrderStatusChange[]> {
    const rows = await this.sql.query<Omit<OrderStatusChange, 'trackingUrl'> & { pattern: string | null }>(
      `SELECT s.status, to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, s.carrier,
         s.tracking_number AS "trackingNumber", c.tracking_url_pattern AS pattern
       FROM order_status_change s LEFT JOIN carrier c ON c.id = s.carrier_id
       WHERE s.order_id = $1 ORDER BY s.changed_at, s.id`,
      [orderId],
    );
    return rows.map(({ pattern, ...row }) => ({
      ...row,
      trackingUrl: trackingUrl(row.carrier, row.trackingNumber, pattern),
    }));
  }

  async counters(customerId: string): Promise<OrderCounters> {
    const [row] = await this.sql.query<OrderCounters>(
      `SELECT count(*) FILTER (WHERE status = 'Pending Approval')::int AS pending,
              count(*) FILTER (WHERE status IN ('Approved', 'Shipped'))::int AS undelivered,
              count(*) FILTER (WHERE status = 'Delivered')::int AS delivered,
              count(*) FILTER (WHERE status IN ('Rejected', 'Refunded'))::int AS refund
       FROM customer_order WHERE customer_id = $1`,
      [customerId],
    );
    return row!;
  }

  /** Staff: the latest orders of every customer, newest first. */
  latest(limit: number): Promise<{ orderNumber: string; status: OrderStatus; customerId: string }[]> {
    return this.sql.query(
      `SELECT order_number AS "orderNumber", status, customer_id AS "customerId" FROM customer_order
       ORDER BY created_at DESC LIMIT $1`,
      [limit],
    );
  }

  /** Every order of the customer, newest first and unpaged (the legacy dashboard lists them all). */
  summaries(customerId: string): Promise<OrderSummary[]> {
    return this.sql.query<OrderSummary>(
      `SELECT ${SUMMARY_COLUMNS} FROM customer_order WHERE customer_id = $1
       ORDER BY created_at DESC, order_number DESC`,
      [customerId],
    );
  }

  /** The customer's orders, newest first, optionally searched by order number or item name. */
  async history(
    customerId: string,
    query: { search?: string | null; page: number; pageSize: number },
  ): Promise<OrderPage> {
    const { page, pageSize } = query;
    if (!(ORDER_PAGE_SIZES as readonly number[]).includes(pageSize)) {
      throw badInput(`The page size must be one of ${ORDER_PAGE_SIZES.join(', ')}.`);
    }
    if (!Number.isInteger(page) || page < 1) throw badInput('The page number starts at 1.');
    const text = query.search?.trim().toLowerCase() ?? '';
    if (text.length > 100) throw badInput('Search text is at most 100 characters.');
    const pattern = text ? '%' + text.replace(/[\\%_]/g, (c) => '\\' + c) + '%' : null;
    const where = `o.customer_id = $1 AND ($2::text IS NULL OR lower(o.order_number) LIKE $2
      OR EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND lower(l.product_name) LIKE $2))`;
    const [[count], orders, counters] = await Promise.all([
      this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_order o WHERE ${where}`, [
        customerId,
        pattern,
      ]),
      this.sql.query<OrderSummary>(
        `SELECT ${SUMMARY_COLUMNS} FROM customer_order o WHERE ${where}
         ORDER BY o.created_at DESC, o.order_number DESC LIMIT $3 OFFSET $4`,
        [customerId, pattern, pageSize, (page - 1) * pageSize],
      ),
      this.counters(customerId),
    ]);
    const total = count!.n;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    if (page > pageCount) throw badInput(`Page ${page} does not exist: choose a page from 1 to ${pageCount}.`);
    return { orders, total, page, pageSize, pageCount, counters };
  }

  /**
   * Staff: moves an order to its next state, along ORDER_TRANSITIONS only, keeps the change with who took it,
   * when and why (for a shipment its carrier and tracking number), records it in the audit trail and the
   * customer's mail about it, all in one unit of work. The one place an order's status changes: the admin
   * API and the command line both come here.
   *
   * Idempotent per staff member: when the order's latest step is this very step by the same staff member
   * (same parcel, same reason), it is answered as done again without a second step, record or mail. Any other
   * order that is not in a state this step leaves from is refused with CONFLICT: the state has moved on.
   */
  async setStatus(
    orderNumber: string,
    status: OrderStatus,
    shipment?: Shipment,
    step: StatusStep = {},
  ): Promise<StatusStepDone> {
    const number = orderNumber.trim().toUpperCase();
    if (shipment && status !== OrderStatus.SHIPPED)
      throw badInput('A carrier and tracking number go with Shipped only.');
    const carrier = shipment ? await this.shipping.carriers.find(shipment.carrier) : null;
    if (shipment && !carrier) {
      const names = (await this.shipping.carriers.list()).map((c) => c.name);
      throw badInput(`The carrier must be one of ${names.join(', ')}.`);
    }
    if (shipment && !/^[A-Za-z0-9-]{6,40}$/.test(shipment.trackingNumber.trim())) {
      throw badInput('The tracking number is 6 to 40 letters and digits.');
    }
    const reason = step.reason?.trim() || null;
    if (reason && status !== OrderStatus.REJECTED && status !== OrderStatus.REFUNDED) {
      throw badInput('A reason goes with Rejected and Refunded only.');
    }
    if (reason && reason.length > 500) throw badInput('The reason is at most 500 characters.');
    const actor = step.actor ?? COMMAND_LINE;
    const parcel =
      shipment && carrier ? { carrier: carrier.name, trackingNumber: shipment.trackingNumber.trim() } : null;
    const stepped = this.sql.transaction(async () => {
      const [row] = await this.sql.query<{
        id: string;
        status: OrderStatus;
        customerId: string;
        verification: string | null;
        totalCents: number;
      }>(
        `SELECT id, status, customer_id AS "customerId", verification_outcome AS verification,
           total_cents AS "totalCents"
         FROM customer_order WHERE order_number = $1 FOR UPDATE`,
        [number],
      );
      if (!row) throw notFound(`There is no order ${orderNumber}.`);
      // PACT: the order is accepted only once the customer's age and identity are verified.
      if (status === OrderStatus.APPROVED && awaitsVerification(row.status, row.verification)) {
        throw new AppError(
          'CONFLICT',
          `Order ${number} is awaiting identity verification: it can be approved once the check passes or is verified manually.`,
        );
      }
      if (!ORDER_TRANSITIONS[row.status].includes(status)) {
        const latest = await this.latestStep(row.id);
        const same =
          latest.status === status &&
          actor.staffId !== null &&
          latest.staffId === actor.staffId &&
          latest.carrier === (parcel?.carrier ?? null) &&
          latest.trackingNumber === (parcel?.trackingNumber ?? null) &&
          latest.reason === reason;
        if (same) return { from: latest.previous ?? status, to: status, repeated: true };
        const next = ORDER_TRANSITIONS[row.status];
        throw new AppError(
          'CONFLICT',
          `An order that is ${row.status} cannot become ${status}` +
            (next.length ? `; it can become ${next.join(', ')}.` : '; its state is final.'),
        );
      }
      if (carrier) await this.shipping.carriers.refuseUnfit(carrier, await this.parcelContents(row.id));
      // The money moves with the step, in its unit of work: captured as it ships, voided as it is rejected.
      await this.payments?.statusStep({
        orderNumber: number,
        from: row.status,
        to: status,
        totalCents: row.totalCents,
        actor,
      });
      await this.sql.query(`UPDATE customer_order SET status = $2, updated_at = now() WHERE id = $1`, [row.id, status]);
      await this.sql.query(
        `INSERT INTO order_status_change (order_id, status, carrier, carrier_id, tracking_number, staff_id, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
          status,
          parcel?.carrier ?? null,
          carrier?.id ?? null,
          parcel?.trackingNumber ?? null,
          actor.staffId,
          reason,
        ],
      );
      await this.audit.record(actor, {
        operation: `order.${STEP_VERBS[status]}`,
        recordType: 'order',
        recordId: number,
        before: { status: row.status },
        after: { status, ...(parcel ?? {}), ...(reason ? { reason } : {}) },
      });
      const [order, customer] = await Promise.all([
        this.detail(row.customerId, number),
        this.mailing.customers.customer(row.customerId),
      ]);
      if (order && customer) {
        await this.mailing.mail.enqueue(
          orderStatusMail(
            customer.email,
            order,
            { shipment: parcel && { ...parcel, trackingUrlPattern: carrier?.trackingUrlPattern }, reason },
            this.mailing.publicUrl,
          ),
        );
      }
      return { from: row.status, to: status, repeated: false };
    });
    return stepped.catch(async (error: unknown) => {
      await this.payments?.afterRefusedStep(error);
      throw error;
    });
  }

  /**
   * Sends the customer the mail of the order's current state again (a confirmation while it waits for approval,
   * else its latest step's mail, with that step's parcel or reason), recorded in the trail.
   */
  async resendMail(actor: Actor, orderNumber: string): Promise<{ to: string }> {
    const number = orderNumber.trim().toUpperCase();
    return this.sql.transaction(async () => {
      const [row] = await this.sql.query<{ id: string; status: OrderStatus; customerId: string }>(
        `SELECT id, status, customer_id AS "customerId" FROM customer_order WHERE order_number = $1 FOR SHARE`,
        [number],
      );
      if (!row) throw notFound(`There is no order ${orderNumber}.`);
      const [order, customer] = await Promise.all([
        this.detail(row.customerId, number),
        this.mailing.customers.customer(row.customerId),
      ]);
      if (!order || !customer)
        throw new AppError('CONFLICT', 'The customer of this order has no e-mail address on file.');
      if (row.status === OrderStatus.PENDING_APPROVAL) {
        const awaitingPayment = (await this.payments?.awaitsPaymentOnline(number, order.total)) ?? false;
        await this.mailing.mail.enqueue(
          orderConfirmationMail(customer.email, order, this.mailing.publicUrl, awaitingPayment),
        );
      } else {
        const latest = await this.latestStep(row.id);
        const shipment =
          latest.carrier && latest.trackingNumber
            ? { carrier: latest.carrier, trackingNumber: latest.trackingNumber }
            : null;
        await this.mailing.mail.enqueue(
          orderStatusMail(customer.email, order, { shipment, reason: latest.reason }, this.mailing.publicUrl),
        );
      }
      await this.audit.record(actor, {
        operation: 'order.resend-mail',
        recordType: 'order',
        recordId: number,
        after: { status: row.status, to: customer.email },
      });
      return { to: customer.email };
    });
  }

  /** The carriers for the order's parcel, those that may take it first, each with why not otherwise. */
  async carrierChoices(orderNumber: string): Promise<CarrierChoice[]> {
    const [row] = await this.sql.query<{ id: string }>(`SELECT id FROM customer_order WHERE order_number = $1`, [
      orderNumber.trim().toUpperCase(),
    ]);
    if (!row) throw notFound(`There is no order ${orderNumber}.`);
    return this.shipping.carriers.choicesFor(await this.parcelContents(row.id));
  }

  /**
   * What the order's parcel holds, as carriers care: its first vapour product. An order line whose product left
   * the catalogue counts as one (the shop cannot tell otherwise).
   */
  private async parcelContents(orderId: string): Promise<ParcelContents> {
    const lines = await this.sql.query<{ productId: number | null; name: string }>(
      `SELECT product_id AS "productId", product_name AS name FROM order_line WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    const facts = await this.shipping.products.shippingFacts(
      lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    );
    const vapour = lines.find(
      (line) => line.productId === null || (facts.get(String(line.productId))?.endsKind ?? null) !== null,
    );
    return { vapourProduct: vapour?.name ?? null };
  }

  private async latestStep(orderId: string): Promise<LatestStep> {
    const [latest] = await this.sql.query<LatestStep>(
      `SELECT status, staff_id AS "staffId", carrier, tracking_number AS "trackingNumber", reason,
         lag(status) OVER (ORDER BY changed_at, id) AS previous
       FROM order_status_change WHERE order_id = $1 ORDER BY changed_at DESC, id DESC LIMIT 1`,
      [orderId],
    );
    return latest!;
  }
}
