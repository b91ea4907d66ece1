import type { Queryable, Sql } from '../../db/sql';
import { badInput, notFound } from '../../errors';
import type { AddressFields, AddressService } from '../customers/address.service';
import type { ShippingAddress } from '../customers/address.types';
import { type Outcome, failure, success } from '../customers/outcome';
import type { CatalogService } from '../catalog/catalog.service';
import { type CartService, checkQuantity, isFirstPurchase, parseProductId } from '../cart/cart.service';
import { type ShippingSettings, computeTotals } from '../cart/pricing';
import { OrderStatus } from './order-status';
import type { Order, OrderCounters, OrderPage, OrderSummary } from './order.types';
import { type ShippingRulesService, restrictionMessage } from './shipping-rules.service';

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

export interface PlaceOrderRequest {
  idempotencyKey: string;
  /**
   * For clients that send no key of their own: `idempotencyKey` is then a digest of the order's
   * content, and it stands for the same order only this long after that order was placed, so a retry
   * finds it but the same basket ordered again later is a new order.
   */
  retryWindowMs?: number;
  shipTo: { addressId: string } | { address: AddressFields };
  /** Explicit lines (the legacy API); without them the customer's cart is ordered and emptied. */
  lines?: { productId: string | number; quantity: number }[];
}

/** Carries an expected refusal out of a transaction so that it rolls back. */
class Refusal extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('refused');
  }
}

const SUMMARY_COLUMNS = `order_number AS "orderNumber", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "placedAt",
  item_count AS "itemCount", total_cents AS total, status`;

export class OrderService {
  constructor(
    private readonly sql: Sql,
    private readonly catalog: CatalogService,
    private readonly carts: CartService,
    private readonly addresses: AddressService,
    private readonly rules: ShippingRulesService,
    private readonly shipping: ShippingSettings,
  ) {}

  /**
   * Places an order in one transaction: catalogue prices snapshotted into the lines, a human order
   * number, status Pending Approval, the cart emptied. A retry with the same idempotency key returns
   * the order already placed. A refusal (empty cart, a state rule …) changes nothing.
   */
  async place(customerId: string, request: PlaceOrderRequest): Promise<Outcome<Order>> {
    const key = request.idempotencyKey.trim();
    if (!key || key.length > 100) throw badInput('Each checkout needs an idempotency key of 1 to 100 characters.');
    const window = request.retryWindowMs;
    const previous = await this.findByKey(this.sql, customerId, key, window);
    if (previous) return success(previous);
    // Inside the transaction every statement must use its connection: warm the caches first.
    await Promise.all([this.catalog.ready(), this.addresses.usStates()]);
    try {
      return await this.sql.transaction(async (tx) => {
        // One order at a time per customer: the first-purchase discount and the key stay exact.
        await tx.query(`SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
        const again = await this.findByKey(tx, customerId, key, window);
        if (again) return success(again);

        const lines = await this.orderLines(tx, customerId, request.lines);
        const shipTo = await this.destination(tx, customerId, request.shipTo);
        const restricted = await this.rules.restrictedLines(
          shipTo.state,
          lines.map((l) => l.product),
          tx,
        );
        if (restricted.length) {
          throw new Refusal(
            failure({
              field: 'state',
              code: 'SHIPPING_RESTRICTED',
              message: restrictionMessage(shipTo.stateName, restricted),
            }),
          );
        }
        const totals = computeTotals(
          lines.map((l) => ({ unitPriceCents: l.product.price, quantity: l.quantity })),
          this.shipping,
          await isFirstPurchase(tx, customerId),
        );
        const [order] = await tx.query<{ id: string; orderNumber: string }>(
          `INSERT INTO customer_order (order_number, customer_id, idempotency_key, ship_first_name, ship_last_name,
             ship_address, ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents,
             discount_cents, shipping_cents, total_cents)
           VALUES ('ESI-' || nextval('order_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           RETURNING id, order_number AS "orderNumber"`,
          [
            customerId,
            // A content digest is stored with its time, so the same content may be ordered again later.
            window === undefined ? key : `${key}@${Date.now()}`,
            shipTo.firstName,
            shipTo.lastName,
            shipTo.address,
            shipTo.city,
            shipTo.state,
            shipTo.stateName,
            shipTo.zipcode,
            totals.itemCount,
            totals.subtotal,
            totals.discount,
            totals.shipping,
            totals.total,
          ],
        );
        await tx.query(
          `INSERT INTO order_line (order_id, product_id, product_name, category_name, subcategory_name,
             unit_price_cents, quantity, line_total_cents)
           SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[])`,
          [
            order!.id,
            lines.map((l) => Number(l.product.id)),
            lines.map((l) => l.product.name),
            lines.map((l) => l.product.category),
            lines.map((l) => l.product.subcategory),
            lines.map((l) => l.product.price),
            lines.map((l) => l.quantity),
            lines.map((l) => l.product.price * l.quantity),
          ],
        );
        if (!request.lines) await this.carts.empty(tx, customerId);
        return success((await this.detail(customerId, order!.orderNumber, tx))!);
      });
    } catch (error) {
      if (error instanceof Refusal) return error.outcome;
      // Two retries racing past the first look: the loser finds the winner's order.
      if ((error as { code?: string }).code === '23505') {
        const winner = await this.findByKey(this.sql, customerId, key, window);
        if (winner) return success(winner);
      }
      throw error;
    }
  }

  private async orderLines(tx: Queryable, customerId: string, explicit: PlaceOrderRequest['lines']) {
    if (explicit) {
      if (!explicit.length)
        throw new Refusal(failure({ field: 'lines', code: 'EMPTY_CART', message: 'The order has no lines.' }));
      const quantities = new Map<number, number>();
      for (const line of explicit) {
        checkQuantity(line.quantity);
        const id = parseProductId(line.productId);
        quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
      }
      for (const quantity of quantities.values()) checkQuantity(quantity);
      const products = await this.catalog.productsByIds([...quantities.keys()], tx);
      const missing = [...quantities.keys()].filter((id) => !products.some((p) => p.id === String(id)));
      if (missing.length) throw notFound(`Product ${missing.join(', ')} is not in the catalogue.`);
      return products.map((product) => ({ product, quantity: quantities.get(Number(product.id))! }));
    }
    const cartId = await this.carts.cartIdOf(customerId, tx);
    if (cartId) await tx.query(`SELECT 1 FROM cart_line WHERE cart_id = $1 FOR UPDATE`, [cartId]);
    const stored = cartId
      ? await tx.query<{ productId: number }>(`SELECT product_id AS "productId" FROM cart_line WHERE cart_id = $1`, [
          cartId,
        ])
      : [];
    const lines = await this.carts.pricedLines(tx, cartId);
    if (stored.length > lines.length) {
      const gone = stored.filter((s) => !lines.some((l) => l.product.id === String(s.productId))).length;
      throw new Refusal(
        failure({
          field: 'lines',
          code: 'PRODUCT_UNAVAILABLE',
          message: `${gone} product${gone === 1 ? ' in your cart is' : 's in your cart are'} no longer available. Please review your cart.`,
        }),
      );
    }
    if (!lines.length)
      throw new Refusal(failure({ field: 'lines', code: 'EMPTY_CART', message: 'Your cart is empty.' }));
    return lines;
  }

  private async destination(
    tx: Queryable,
    customerId: string,
    shipTo: PlaceOrderRequest['shipTo'],
  ): Promise<ShippingAddress> {
    if ('addressId' in shipTo) {
      const saved = await this.addresses.get(customerId, shipTo.addressId, tx);
      if (!saved) throw notFound('That shipping address was not found.');
      return saved;
    }
    const saved = await this.addresses.save(customerId, shipTo.address, undefined, tx);
    if (!saved.ok) throw new Refusal(saved);
    return saved.value;
  }

  private async findByKey(db: Queryable, customerId: string, key: string, windowMs?: number): Promise<Order | null> {
    const [row] =
      windowMs === undefined
        ? await db.query<{ orderNumber: string }>(
            `SELECT order_number AS "orderNumber" FROM customer_order WHERE customer_id = $1 AND idempotency_key = $2`,
            [customerId, key],
          )
        : await db.query<{ orderNumber: string }>(
            `SELECT order_number AS "orderNumber" FROM customer_order
             WHERE customer_id = $1 AND starts_with(idempotency_key, $2 || '@')
               AND created_at > now() - $3 * interval '1 millisecond'
             ORDER BY created_at DESC LIMIT 1`,
            [customerId, key, windowMs],
          );
    return row ? this.detail(customerId, row.orderNumber, db) : null;
  }

  /** One of the customer's own orders; another customer's number is simply not found. */
  async detail(customerId: string, orderNumber: string, db: Queryable = this.sql): Promise<Order | null> {
    const [order] = await db.query<
      OrderSummary & Omit<Order, 'lines' | 'shipTo'> & { id: string } & Record<string, string>
    >(
      `SELECT id, ${SUMMARY_COLUMNS}, subtotal_cents AS subtotal, discount_cents AS discount, shipping_cents AS shipping,
         ship_first_name, ship_last_name, ship_address, ship_city, ship_state_code, ship_state_name, ship_zipcode
       FROM customer_order WHERE customer_id = $1 AND order_number = $2`,
      [customerId, orderNumber.trim().toUpperCase()],
    );
    if (!order) return null;
    const lines = await db.query<Order['lines'][number]>(
      `SELECT id::text, product_id::text AS "productId", product_name AS name, category_name AS category,
         subcategory_name AS subcategory, quantity, unit_price_cents AS "unitPrice", line_total_cents AS "lineTotal"
       FROM order_line WHERE order_id = $1 ORDER BY id`,
      [order.id],
    );
    return {
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      itemCount: order.itemCount,
      total: order.total,
      status: order.status,
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      shipTo: {
        firstName: order.ship_first_name!,
        lastName: order.ship_last_name!,
        address: order.ship_address!,
        city: order.ship_city!,
        state: order.ship_state_code!,
        stateName: order.ship_state_name!,
        zipcode: order.ship_zipcode!,
      },
      lines,
    };
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

  /** Staff: moves an order to its next state, along ORDER_TRANSITIONS only. */
  async setStatus(orderNumber: string, status: OrderStatus): Promise<{ from: OrderStatus; to: OrderStatus }> {
    return this.sql.transaction(async (tx) => {
      const [row] = await tx.query<{ status: OrderStatus }>(
        `SELECT status FROM customer_order WHERE order_number = $1 FOR UPDATE`,
        [orderNumber.trim().toUpperCase()],
      );
      if (!row) throw notFound(`There is no order ${orderNumber}.`);
      if (!ORDER_TRANSITIONS[row.status].includes(status)) {
        const next = ORDER_TRANSITIONS[row.status];
        throw badInput(
          `An order that is ${row.status} cannot become ${status}` +
            (next.length ? `; it can become ${next.join(', ')}.` : '; its state is final.'),
        );
      }
      await tx.query(`UPDATE customer_order SET status = $2, updated_at = now() WHERE order_number = $1`, [
        orderNumber.trim().toUpperCase(),
        status,
      ]);
      return { from: row.status, to: status };
    });
  }
}
