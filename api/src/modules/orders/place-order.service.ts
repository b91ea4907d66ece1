import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { type Outcome, failure, success } from '../../common/outcome';
import { ProblemCode } from '../../common/problem-code';
import { formatUsd } from '../../common/money.scalar';
import type { AddressFields, AddressService } from '../customers/address.service';
import type { ShippingAddress } from '../customers/address.types';
import type { CatalogService } from '../catalog/catalog.service';
import { outOfStockMessage } from '../catalog/stock.rules';
import { type CartService, type PricedLine, checkQuantity, parseProductId } from '../cart/cart.service';
import { type ShippingSettings, computeTotals, pricedQuantity, standardShipping } from '../cart/pricing.rules';
import type { PricedPromotions, PromotionService } from '../promotions/promotion.service';
import { CLIENT_KEY_TTL_MS, CONTENT_KEY_TTL_MS, type IdempotencyKeys, fingerprintOf } from './idempotency-keys.service';
import type { OrderService } from './order.service';
import type { Order } from './order.types';
import { DeliveryMethod, deliveryWindow } from '../shipping/delivery.rules';
import { type ShippingRulesService, restrictionMessage } from '../compliance/shipping-rules.service';
import type { ExciseTaxService } from '../compliance/excise-tax.service';
import type { LineTax } from '../compliance/excise-tax.rules';
import { taxableLine } from '../compliance/taxable-line.rules';
import type { FieldProblem } from '../../common/problem';
import type { VerificationResult } from '../verification/age-verification.types';
import { errorResult } from '../verification/age-verification.rules';
import {
  FIRST_RETRY_MS,
  IDENTITY_DOCUMENT_MESSAGE,
  IDENTITY_NOT_VERIFIED_MESSAGE,
  awaitsVerification,
} from './order-verification.rules';
import { OrderStatus } from './order-status.type';
import type { IdentityVerificationService, ResidentialAddress } from '../verification/identity-verification.service';
import type { CheckoutPayment, PaymentCall, PaymentRefusal, PaymentService } from '../payments/payment.service';

/**
 * A saved address, or a new one, kept in the address book unless `save` is false; `makeDefault` makes the
 * (saved) address the customer's default.
 */
export type ShipTo = { makeDefault?: boolean } & ({ addressId: string } | { address: AddressFields; save?: boolean });

export interface PlaceFromCartRequest {
  idempotencyKey: string;
  shipTo: ShipTo;
  delivery?: DeliveryMethod;
  /** The gateway script's token for the card or bank account; without one the order is placed awaiting payment. */
  payment?: CheckoutPayment | null;
  /** The customer's address, sent to the gateway for its fraud checks. */
  customerIp?: string | null;
  /** The total the customer was shown at review; another total refuses the order (`TOTAL_CHANGED`). */
  expectedTotalCents?: number | null;
}

export interface PlaceLinesRequest {
  idempotencyKey: string;
  /** The key is a digest of the order's content (a legacy client sent none): it holds 10 minutes only. */
  keyFromContent?: boolean;
  shipTo: ShipTo;
  lines: readonly { productId: string | number; quantity: number }[];
}

/** What differs between the two use cases; the core does the rest. */
interface Placement {
  key: string;
  keyTtlMs: number;
  fingerprint: string;
  shipTo: ShipTo;
  delivery: DeliveryMethod;
  lines(): Promise<PricedLine[]>;
  /** The discount codes the shopper entered (the cart's); none for the legacy call, which takes none. */
  codes?(): Promise<string[]>;
  placed?(): Promise<void>;
  payment?: CheckoutPayment | null;
  customerIp?: string | null;
  expectedTotalCents?: number | null;
}

/** A placement's answer; a refusal for a photo ID carries where the customer uploads it. */
export type PlaceOrderOutcome = Outcome<Order> | { ok: false; problems: FieldProblem[]; documentUrl: string };

/** Carries an expected refusal out of the unit of work so that it rolls back. */
class Refusal extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('refused');
  }
}

/** Carries a payment that did not go through out of the unit of work: the order rolls back, the answer is kept. */
class PaymentRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super('payment refused');
  }
}

const refuse = (code: ProblemCode, message: string, field = 'lines'): never => {
  throw new Refusal(failure({ field, code, message }));
};

/**
 * Placing an order, in two use cases over one core: from the customer's cart (the storefront), or
 * from lines the client sends (the legacy call). Each runs as one unit of work: catalogue prices
 * snapshotted into the lines, a human order number, status Pending Approval. A retry with the same
 * idempotency key and request returns the order already placed; the same key with another request
 * is refused as a conflict; a refusal (empty cart, a state rule …) changes nothing.
 */
export class PlaceOrderService {
  constructor(
    private readonly sql: Sql,
    private readonly orders: OrderService,
    private readonly keys: IdempotencyKeys,
    private readonly catalog: CatalogService,
    private readonly carts: CartService,
    private readonly addresses: AddressService,
    private readonly rules: ShippingRulesService,
    private readonly shipping: ShippingSettings,
    private readonly exciseTaxes: ExciseTaxService,
    private readonly identities: IdentityVerificationService,
    private readonly promotions: PromotionService,
    private readonly payments: PaymentService,
  ) {}

  /** Orders the customer's cart and empties it. */
  fromCart(customerId: string, request: PlaceFromCartRequest): Promise<PlaceOrderOutcome> {
    const delivery = request.delivery ?? DeliveryMethod.STANDARD;
    return this.place(customerId, {
      key: request.idempotencyKey,
      keyTtlMs: CLIENT_KEY_TTL_MS,
      fingerprint: fingerprintOf({ from: 'cart', shipTo: canonicalShipTo(request.shipTo), delivery }),
      shipTo: request.shipTo,
      delivery,
      lines: async () => {
        const { lines, unavailable } = await this.carts.checkoutLines(customerId);
        if (unavailable) {
          refuse(
            ProblemCode.PRODUCT_UNAVAILABLE,
            `${unavailable} product${unavailable === 1 ? ' in your cart is' : 's in your cart are'} no longer available. Please review your cart.`,
          );
        }
        if (!lines.length) refuse(ProblemCode.EMPTY_CART, 'Your cart is empty.');
        return lines;
      },
      codes: () => this.carts.checkoutCodes(customerId),
      placed: () => this.carts.empty(customerId),
      payment: request.payment,
      customerIp: request.customerIp,
      expectedTotalCents: request.expectedTotalCents,
    });
  }

  /** Orders exactly these lines (the cart is left alone). */
  theseLines(customerId: string, request: PlaceLinesRequest): Promise<PlaceOrderOutcome> {
    if (!request.lines.length)
      return Promise.resolve(
        failure({ field: 'lines', code: ProblemCode.EMPTY_CART, message: 'The order has no lines.' }),
      );
    const quantities = new Map<number, number>();
    for (const line of request.lines) {
      checkQuantity(line.quantity);
      const id = parseProductId(line.productId);
      quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
    }
    for (const quantity of quantities.values()) checkQuantity(quantity);
    const wanted = [...quantities].sort(([a], [b]) => a - b);
    return this.place(customerId, {
      key: request.idempotencyKey,
      keyTtlMs: request.keyFromContent ? CONTENT_KEY_TTL_MS : CLIENT_KEY_TTL_MS,
      fingerprint: fingerprintOf({ from: 'lines', shipTo: canonicalShipTo(request.shipTo), lines: wanted }),
      shipTo: request.shipTo,
      delivery: DeliveryMethod.STANDARD,
      lines: async () => {
        const products = await this.catalog.productsByIds(wanted.map(([id]) => id));
        const missing = wanted.filter(([id]) => !products.some((p) => p.id === String(id))).map(([id]) => id);
        if (missing.length) throw notFound(`Product ${missing.join(', ')} is not in the catalogue.`);
        return products.map((product) => ({ product, quantity: quantities.get(Number(product.id))! }));
      },
    });
  }

  /** Deletes expired idempotency keys (run on a schedule). */
  sweepExpiredKeys(): Promise<number> {
    return this.keys.sweepExpired();
  }

  private async place(customerId: string, placement: Placement): Promise<PlaceOrderOutcome> {
    const key = placement.key.trim();
    if (!key || key.length > 100) throw badInput('Each checkout needs an idempotency key of 1 to 100 characters.');
    // The identity is checked before the unit of work: a provider's answer can take seconds, and no lock or
    // connection should wait for it. A refusal here leaves nothing behind, not even the idempotency key.
    const checked = await this.verifyIdentity(customerId, key, placement.shipTo);
    if (checked && 'refused' in checked) return checked.refused;
    const verification: VerificationResult = checked ?? errorResult('unset', 'the identity was not checked');
    // The payment's call is named before the unit of work (its reference and order number kept), so a crash while
    // the gateway answers leaves it known; an earlier call of this checkout that never got an answer is asked first.
    let call: PaymentCall | null = null;
    if (placement.payment && this.payments.takesPayments && !(await this.keys.find(customerId, key))) {
      const prepared = await this.payments.prepare(customerId, key, () => this.orders.reserveOrderNumber());
      if (!prepared.ok) return failure(prepared.problem);
      call = prepared.call;
    }
    let paid = false;
    try {
      const outcome = await this.sql.transaction(async () => {
        // One order at a time per customer: the first-purchase discount and the key stay exact.
        await this.orders.lockCustomer(customerId);
        const known = await this.keys.find(customerId, key);
        if (known) {
          if (known.fingerprint !== null && known.fingerprint !== placement.fingerprint) {
            throw new AppError(
              'CONFLICT',
              'This idempotency key was already used for a different order. Use a new key for a new order.',
            );
          }
          return success((await this.orders.detail(customerId, known.orderNumber))!);
        }
        const lines = await placement.lines();
        const shipTo = await this.destination(customerId, placement.shipTo);
        const restricted = await this.rules.restrictedLines(shipTo.state, lines);
        if (restricted.length) {
          refuse(ProblemCode.SHIPPING_RESTRICTED, restrictionMessage(shipTo.stateName, restricted), 'state');
        }
        const priced = lines.map((l) => pricedQuantity(l.product, l.quantity));
        // The promotions the order gets, as the ship-to state's and city's law allows them, their limited uses taken in this
        // unit of work.
        const promotions = await this.promotions.priceForOrder({
          customerId,
          lines,
          shippingCents: standardShipping(priced, this.shipping),
          stateCode: shipTo.state,
          zip: shipTo.zipcode,
          codes: (await placement.codes?.()) ?? [],
        });
        // A code the shopper entered that gives nothing now refuses the order: it would charge more than they saw.
        if ('refused' in promotions) throw new Refusal(failure(promotions.refused));
        // The state's excise taxes at today's rates, collected with the order (PACT: before it ships), on the
        // discounted price where the state's rule says so.
        const tax = await this.exciseTaxes.taxFor(
          shipTo.state,
          lines.map((l, i) => taxableLine(l.product, l.quantity, promotions.lineDiscountCents[i])),
        );
        const totals = computeTotals(priced, this.shipping, promotions, tax.totalCents);
        // The total the customer was shown, when the client says it: an automatic promotion that ended (or began)
        // meanwhile changes what they pay, and they review it before anything is placed or charged.
        const expected = placement.expectedTotalCents;
        if (expected != null && expected !== totals.total) {
          refuse(
            ProblemCode.TOTAL_CHANGED,
            `The total changed from ${formatUsd(expected)} to ${formatUsd(totals.total)}. Please review your order and place it again.`,
            'total',
          );
        }
        const shortfalls = await this.catalog.takeStock(
          lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
        );
        if (shortfalls.length) refuse(ProblemCode.OUT_OF_STOCK, outOfStockMessage(shortfalls));
        const window = deliveryWindow(placement.delivery, new Date());
        const [order] = await this.sql.query<{ id: string; orderNumber: string }>(
          `INSERT INTO customer_order (order_number, customer_id, ship_first_name, ship_last_name, ship_address,
             ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents,
             shipping_cents, excise_tax_cents, total_cents, delivery_method, delivery_from, delivery_to,
             verification_provider, verification_reference, verification_outcome, verification_checked_at,
             verification_retry_at)
           VALUES (COALESCE($24::text, 'ESI-' || nextval('order_number_seq')), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
             $14, $15, $16, $17, $18, $19, $20, $21, CASE WHEN $22::boolean THEN now() + $23 * interval '1 millisecond' END)
           RETURNING id, order_number AS "orderNumber"`,
          [
            customerId,
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
            totals.exciseTax,
            totals.total,
            placement.delivery,
            window.from,
            window.to,
            verification.provider,
            verification.reference,
            verification.outcome,
            verification.checkedAt,
            awaitsVerification(OrderStatus.PENDING_APPROVAL, verification.outcome),
            FIRST_RETRY_MS,
            call?.orderNumber ?? null,
          ],
        );
        const orderLines = await this.sql.query<{ id: string; productId: string }>(
          `INSERT INTO order_line (order_id, product_id, product_name, category_name, subcategory_name,
             unit_price_cents, quantity, line_total_cents, compare_at_cents)
           SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[],
             $9::int[])
           RETURNING id::text, product_id::text AS "productId"`,
          [
            order!.id,
            lines.map((l) => Number(l.product.id)),
            lines.map((l) => l.product.name),
            lines.map((l) => l.product.category),
            lines.map((l) => l.product.subcategory),
            lines.map((l) => l.product.price),
            lines.map((l) => l.quantity),
            lines.map((l) => l.product.price * l.quantity),
            // The former price too, so the order keeps showing the saving it was sold with.
            lines.map((l) => l.product.compareAtPrice),
          ],
        );
        await this.keepTaxes(order!.id, orderLines, tax.lines);
        await this.keepDiscounts(
          order!.id,
          lines.map((l) => orderLines.find((o) => o.productId === l.product.id)!.id),
          promotions,
        );
        await this.promotions.redeem(order!.id, customerId, promotions);
        await this.keys.remember(customerId, key, placement.fingerprint, order!.id, placement.keyTtlMs);
        await this.orders.recordPlaced(order!.id);
        await placement.placed?.();
        const placed = (await this.orders.detail(customerId, order!.orderNumber))!;
        if (call) {
          // The total the placed order carries, as placed: nothing here works it out again.
          paid = true;
          const authorized = await this.payments.authorize(
            call,
            {
              orderNumber: placed.orderNumber,
              totalCents: placed.total,
              exciseTaxCents: placed.exciseTax,
              shippingCents: placed.shipping,
              lines: placed.lines,
              shipTo: {
                firstName: shipTo.firstName,
                lastName: shipTo.lastName,
                address: shipTo.address,
                city: shipTo.city,
                state: shipTo.state,
                zip: shipTo.zipcode,
              },
              customerIp: placement.customerIp ?? null,
            },
            placement.payment ?? null,
          );
          if (!authorized.ok) throw new PaymentRefused(authorized);
        }
        // The confirmation commits with the order, and so is sent once however often the request is retried. An
        // order placed without a payment where the shop takes cards online (the legacy call) is awaiting payment: its
        // mail links to the order page, where the customer pays.
        await this.orders.confirmPlaced(customerId, placed, !call && this.payments.takesPayments && placed.total > 0);
        return success(placed);
      });
      // A retry that found the order placed made no call: the one named for it is closed.
      if (call && !paid) await this.payments.close(call, null);
      return outcome;
    } catch (error) {
      if (error instanceof PaymentRefused) {
        await this.payments.close(call!, error.refusal.answer);
        return failure(error.refusal.problem);
      }
      if (call && !paid) await this.payments.close(call, null);
      if (error instanceof Refusal) return error.outcome;
      throw error;
    }
  }

  /**
   * The customer's age and identity at the ship-to address, checked once per identity (an earlier pass of the
   * same one answers). FAILED and NEEDS_DOCUMENT refuse; null when there is nothing to check yet: a retry of a
   * placed order (its key is known), or an address the unit of work will refuse.
   */
  private async verifyIdentity(
    customerId: string,
    key: string,
    shipTo: ShipTo,
  ): Promise<VerificationResult | { refused: PlaceOrderOutcome } | null> {
    if (await this.keys.find(customerId, key)) return null;
    const residence = await this.residence(customerId, shipTo);
    if (!residence) return null;
    const result = await this.identities.check(customerId, residence);
    if (result.outcome === 'FAILED') {
      return {
        refused: failure({
          field: 'identity',
          code: ProblemCode.IDENTITY_NOT_VERIFIED,
          message: IDENTITY_NOT_VERIFIED_MESSAGE,
        }),
      };
    }
    if (result.outcome === 'NEEDS_DOCUMENT') {
      const problem = {
        field: 'identity',
        code: ProblemCode.IDENTITY_DOCUMENT_NEEDED,
        message: IDENTITY_DOCUMENT_MESSAGE,
      };
      // A provider that names no upload page leaves the customer nowhere to go: as a refusal without one.
      return result.documentUrl
        ? { refused: { ok: false, problems: [problem], documentUrl: result.documentUrl } }
        : { refused: failure(problem) };
    }
    return result;
  }

  /** The ship-to address as the order will have it, read only (the unit of work saves a new one). */
  private async residence(customerId: string, shipTo: ShipTo): Promise<ResidentialAddress | null> {
    if ('addressId' in shipTo) return this.addresses.get(customerId, shipTo.addressId);
    const checked = await this.addresses.check(shipTo.address);
    if (!checked.ok) return null;
    const { address, city, zipcode } = shipTo.address;
    return { address: address.trim(), city: city.trim(), state: checked.value, zipcode: zipcode.trim() };
  }

  /** Each line's taxes with their rule, base and rate, so a later change of rate never alters the order. */
  private async keepTaxes(
    orderId: string,
    orderLines: readonly { id: string; productId: string }[],
    taxes: readonly LineTax[],
  ): Promise<void> {
    if (!taxes.length) return;
    const lineOf = new Map(orderLines.map((l) => [l.productId, l.id]));
    await this.sql.query(
      `INSERT INTO order_tax_line (order_id, order_line_id, rule_id, name, base, rate, base_amount, tax_cents,
         base_after_discount)
       SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::int[],
         $9::boolean[])`,
      [
        orderId,
        taxes.map((t) => lineOf.get(t.productId)),
        taxes.map((t) => t.ruleId),
        taxes.map((t) => t.name),
        taxes.map((t) => t.base),
        taxes.map((t) => t.rate),
        taxes.map((t) => t.baseAmount),
        taxes.map((t) => t.taxCents),
        taxes.map((t) => t.baseAfterDiscount ?? null),
      ],
    );
  }

  /**
   * The order's discount lines: one per order line and promotion, and one for shipping a promotion waived, with the
   * promotion's name and code as they were, so refunds, excise bases and reports apportion exactly.
   * `orderLineIds` are the order's lines in the order they were priced.
   */
  private async keepDiscounts(
    orderId: string,
    orderLineIds: readonly string[],
    { pricing, shippingDiscountCents }: PricedPromotions,
  ): Promise<void> {
    if (!pricing.applied.length) return;
    const applied = new Map(pricing.applied.map((a) => [a.promotionId, a]));
    const rows = pricing.lineDiscounts.map((d) => ({
      orderLineId: orderLineIds[d.lineIndex]! as string | null,
      promotionId: d.promotionId,
      amount: d.amountCents,
    }));
    if (pricing.freeShippingBy !== null && shippingDiscountCents > 0) {
      rows.push({ orderLineId: null, promotionId: pricing.freeShippingBy, amount: shippingDiscountCents });
    }
    await this.sql.query(
      `INSERT INTO order_discount_line (order_id, order_line_id, target, promotion_id, promotion_name, code,
         amount_cents)
       SELECT $1, l, CASE WHEN l IS NULL THEN 'shipping' ELSE 'line' END, p, n, c, a
       FROM unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::int[]) AS u (l, p, n, c, a)`,
      [
        orderId,
        rows.map((r) => r.orderLineId),
        rows.map((r) => r.promotionId),
        rows.map((r) => applied.get(r.promotionId)!.name),
        rows.map((r) => applied.get(r.promotionId)!.code),
        rows.map((r) => r.amount),
      ],
    );
  }

  private async destination(customerId: string, shipTo: ShipTo): Promise<ShippingAddress> {
    if ('addressId' in shipTo) {
      const saved = await this.addresses.get(customerId, shipTo.addressId);
      if (!saved) throw notFound('That shipping address was not found.');
      if (shipTo.makeDefault && !saved.isDefault) await this.addresses.setDefault(customerId, saved.id);
      return saved;
    }
    if (shipTo.save === false) {
      const checked = await this.addresses.check(shipTo.address);
      if (!checked.ok) throw new Refusal(checked);
      const states = await this.addresses.usStates();
      const { firstName, lastName, address, city, zipcode } = shipTo.address;
      return {
        id: '',
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        address: address.trim(),
        city: city.trim(),
        state: checked.value,
        stateName: states.find((s) => s.code === checked.value)!.name,
        zipcode: zipcode.trim(),
        isDefault: false,
      };
    }
    const saved = await this.addresses.save(customerId, shipTo.address, undefined, {
      makeDefault: shipTo.makeDefault,
    });
    if (!saved.ok) throw new Refusal(saved);
    return saved.value;
  }
}

/** The ship-to as the fingerprint sees it: spacing and letter case do not make a different request. */
function canonicalShipTo(shipTo: ShipTo): unknown {
  if ('addressId' in shipTo) return { addressId: shipTo.addressId.trim().toLowerCase() };
  const { firstName, lastName, address, city, state, zipcode } = shipTo.address;
  return {
    address: [firstName, lastName, address, city, state, zipcode].map((v) => v.trim().toLowerCase()),
    save: shipTo.save !== false,
  };
}
