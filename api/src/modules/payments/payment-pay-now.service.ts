import type { Sql } from '../../db/sql';
import { badInput, notFound } from '../../errors';
import { type Outcome, failure, success } from '../../common/outcome';
import { ProblemCode } from '../../common/problem-code';
import type { Order } from '../orders/order.types';
import { OrderStatus } from '../orders/order-status.type';
import type { PaymentLedger } from './payment-ledger.service';
import { paymentAmounts, unresolvedCalls } from './payment-ledger.rules';
import { PAYMENT_MESSAGES } from './payment-messages.rules';
import type { CheckoutPayment, PaymentRefusal, PaymentService } from './payment.service';

/** The orders module's answer: one of the customer's own orders, or null. */
export interface PayNowOrders {
  detail(customerId: string, orderNumber: string): Promise<Order | null>;
  /** Its status, the order locked until the unit of work ends (a step taken meanwhile waits for the payment). */
  lockedStatus(orderNumber: string): Promise<OrderStatus | null>;
}

/** Steps after which an order can no longer be paid online: it left, or it will never leave. */
const CLOSED = new Set<OrderStatus>([
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.REJECTED,
  OrderStatus.REFUNDED,
]);

/**
 * Pay now, on the customer's order page, for an order placed awaiting payment (the legacy call places every order so):
 * the same authorization as checkout's, of what the order still owes, under the customer's idempotency key.
 *
 * The call is named (`requested`) in a short unit of work of its own, so a crash while the gateway answers leaves it
 * known, and a retry with the same key asks the gateway about it before anything else (`PaymentService.prepare`).
 * The authorization runs in a second unit that holds the order's payments lock (the refunds' and manual payments'
 * lock), and then the order itself, across the gateway's round trip and reads the ledger and the status again first:
 * a double click, a retry or a second tab finds the order authorized and charges nothing more, and an order staff
 * rejected meanwhile is not paid (a rejection taken during the call waits for it, and voids it). Always the payments
 * lock first, then the order, as a refund that marks the order refunded takes them.
 */
export class PayNowService {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly payments: PaymentService,
    private readonly orders: PayNowOrders,
    /** How long a call of the same attempt counts as still under way (the gateway's timeout, and a margin). */
    private readonly inFlightMs: number,
  ) {}

  async pay(
    customerId: string,
    orderNumber: string,
    idempotencyKey: string,
    payment: CheckoutPayment,
  ): Promise<Outcome<Order>> {
    const key = idempotencyKey.trim();
    if (!key || key.length > 80) throw badInput('Each payment needs an idempotency key of 1 to 80 characters.');
    if (!this.payments.takesPayments) return failure(refused(ProblemCode.PAYMENT_FAILED, NOT_ONLINE).problem);
    const order = await this.orders.detail(customerId, orderNumber);
    if (!order) throw notFound(`There is no order ${orderNumber}.`);
    const number = order.orderNumber;
    // The key is the customer's per order page: the same key for another order is another call.
    const placementKey = `pay:${number}:${key}`;
    const prepared = await this.sql.transaction(async () => {
      await this.ledger.lockOrder(number);
      const refusal = this.refusal(order, paymentAmounts(await this.ledger.events(number), order.total));
      if (refusal !== undefined) return refusal;
      // The same attempt sent twice at once (a double click): the first one's call is under way; this one waits for
      // it rather than asking the gateway about a call that has not reached it yet.
      const open = unresolvedCalls(await this.ledger.placementEvents(customerId, placementKey));
      if (open.some((call) => Date.now() - Date.parse(call.at) < this.inFlightMs)) return IN_FLIGHT;
      return this.payments.prepare(customerId, placementKey, () => Promise.resolve(number));
    });
    if (prepared === IN_FLIGHT) return this.afterInFlight(customerId, order, placementKey);
    if (prepared === null) return success(order);
    if (!prepared.ok) return failure(prepared.problem);
    const { call } = prepared;
    let answered = false;
    try {
      const outcome = await this.sql.transaction(async () => {
        await this.ledger.lockOrder(number);
        // Staff may have rejected the order since it was read: its status now, and no step moves it until this commits.
        const status = (await this.orders.lockedStatus(number)) ?? order.status;
        const events = await this.ledger.events(number);
        // Another attempt (a double click, a second tab) paid while this one waited: nothing more is charged.
        const refusal = this.refusal({ ...order, status }, paymentAmounts(events, order.total));
        if (refusal !== undefined) return refusal ?? { ok: true as const };
        // A retry of this key closed this call meanwhile (it asked the gateway, which had nothing yet).
        if (events.some((e) => e.reference === call.reference && e.outcome !== 'requested')) {
          answered = true;
          return {
            ok: false as const,
            problem: { field: 'payment', code: ProblemCode.PAYMENT_UNCONFIRMED, message: UNCONFIRMED },
          };
        }
        answered = true;
        const authorized = await this.payments.authorize(
          call,
          {
            orderNumber: number,
            totalCents: order.total,
            exciseTaxCents: order.exciseTax,
            shippingCents: order.shipping,
            lines: order.lines,
            shipTo: {
              firstName: order.shipTo.firstName,
              lastName: order.shipTo.lastName,
              address: order.shipTo.address,
              city: order.shipTo.city,
              state: order.shipTo.state,
              zip: order.shipTo.zipcode,
            },
            customerIp: null,
          },
          payment,
        );
        if (!authorized.ok) throw new PayNowRefused(authorized);
        return { ok: true as const };
      });
      if (!answered) await this.payments.close(call, null);
      if (!outcome.ok) return failure(outcome.problem);
    } catch (error) {
      if (!(error instanceof PayNowRefused)) {
        if (!answered) await this.payments.close(call, null);
        throw error;
      }
      await this.payments.close(call, error.refusal.answer);
      return failure(error.refusal.problem);
    }
    return success((await this.orders.detail(customerId, number))!);
  }

  /** Answers as the attempt under way answers, once it has (the lock is held across its gateway call). */
  private async afterInFlight(customerId: string, order: Order, placementKey: string): Promise<Outcome<Order>> {
    const deadline = Date.now() + this.inFlightMs;
    for (;;) {
      const events = await this.sql.transaction(async () => {
        await this.ledger.lockOrder(order.orderNumber);
        const open = unresolvedCalls(await this.ledger.placementEvents(customerId, placementKey));
        return open.length ? null : this.ledger.events(order.orderNumber);
      });
      if (events) {
        const amounts = paymentAmounts(events, order.total);
        if (amounts.authorizedCents >= amounts.dueCents) {
          return success((await this.orders.detail(customerId, order.orderNumber))!);
        }
        // It was declined: this copy of the same attempt says so too, and charges nothing.
        const answer = events.findLast((e) => e.operation === 'authorize' && e.outcome !== 'requested');
        return failure(
          refused(
            answer?.outcome === 'declined' ? ProblemCode.PAYMENT_DECLINED : ProblemCode.PAYMENT_UNCONFIRMED,
            answer?.outcome === 'declined' ? DECLINED : UNCONFIRMED,
          ).problem,
        );
      }
      if (Date.now() > deadline) return failure(refused(ProblemCode.PAYMENT_UNCONFIRMED, UNCONFIRMED).problem);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Why the order cannot be paid now; null: it is paid already (answered as paid); undefined: it can be. */
  private refusal(order: Order, amounts: ReturnType<typeof paymentAmounts>): Refused | null | undefined {
    if (amounts.dueCents === 0 || amounts.authorizedCents >= amounts.dueCents) return null;
    if (CLOSED.has(order.status)) {
      return refused(ProblemCode.PAYMENT_FAILED, `Order ${order.orderNumber} can no longer be paid here.`);
    }
    // Part received by other means: the rest is settled with the shop, never split over a card here.
    if (amounts.capturedCents > 0 || amounts.authorizedCents > 0) {
      return refused(
        ProblemCode.PAYMENT_FAILED,
        `Order ${order.orderNumber} is partly paid: please contact us to pay the rest.`,
      );
    }
    return undefined;
  }
}

type Refused = { ok: false; problem: { field: string; code: ProblemCode; message: string } };

const refused = (code: ProblemCode, message: string): Refused => ({
  ok: false,
  problem: { field: 'payment', code, message },
});

const IN_FLIGHT = 'in-flight' as const;
const NOT_ONLINE = 'This shop takes no card payments online: please contact us to pay for your order.';
const DECLINED = PAYMENT_MESSAGES.declined;
const UNCONFIRMED =
  'We could not confirm your payment with the card processor. Please press Pay now again in a minute: we will check with them first and never charge you twice.';

/** Carries a declined payment out of the unit of work: nothing commits, the gateway's answer is kept after. */
class PayNowRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super('payment refused');
  }
}
