import { randomBytes } from 'node:crypto';
import { ProblemCode } from '../../common/problem-code';
import type { FieldProblem } from '../../common/problem';
import type { Logger } from '../../logger';
import type { NewPaymentEvent, PaymentEvent } from './payment-event.types';
import type {
  AuthorizeRequest,
  GatewayResult,
  GatewayTransaction,
  Party,
  PaymentGateway,
  PaymentToken,
} from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { LEDGER_OUTCOME, unresolvedCalls } from './payment-ledger.rules';
import { PAYMENT_MESSAGES, paymentMessage } from './payment-messages.rules';

/** What checkout sends for the payment: the gateway script's token, never the card number or its code. */
export interface CheckoutPayment {
  readonly token: PaymentToken;
  readonly method: 'card' | 'bank';
  /** MM/YYYY, for a card: the one part of its date the shop keeps. */
  readonly cardExpiry: string | null;
  /** The card's billing ZIP code, for the gateway's address check. */
  readonly billingZip: string | null;
}

/** The placement a call belongs to: our reference and the order number are fixed before the unit of work opens. */
export interface PaymentCall {
  readonly customerId: string;
  readonly placementKey: string;
  readonly reference: string;
  readonly orderNumber: string;
  /** An earlier call of this placement that the gateway did authorize (its answer had been lost): used, not repeated. */
  readonly adopt: GatewayTransaction | null;
}

/** The order as placed, as the gateway needs it: the total is the order's own, never worked out again here. */
export interface PlacedForPayment {
  readonly orderNumber: string;
  readonly totalCents: number;
  readonly exciseTaxCents: number;
  readonly shippingCents: number;
  readonly lines: readonly { productId: string | null; name: string; quantity: number; unitPrice: number }[];
  readonly shipTo: Party;
  readonly customerIp: string | null;
}

/** Who a customer is, as the gateway's record needs it (the customers module answers). */
export interface PaymentCustomers {
  customer(customerId: string): Promise<{ email: string } | null>;
}

/** A refusal: what the customer reads, and the ledger row that must be kept once the order's unit has rolled back. */
export interface PaymentRefusal {
  readonly ok: false;
  readonly problem: FieldProblem;
  /** Kept after the rollback: the answer the gateway gave (a decline is kept though nothing was placed). */
  readonly answer: NewPaymentEvent | null;
}

/** Our idempotency key of one gateway call: 20 characters, Authorize.Net's refId limit. */
const newReference = (): string => `P${randomBytes(15).toString('base64url').slice(0, 19)}`;

const HELD_STATUSES = new Set(['FDSPendingReview', 'FDSAuthorizedPendingReview', 'underReview']);
const AUTHORIZED_STATUSES = new Set(['authorizedPendingCapture', ...HELD_STATUSES]);

const refusal = (code: ProblemCode, message: string, answer: NewPaymentEvent | null = null): PaymentRefusal => ({
  ok: false,
  problem: { field: 'payment', code, message },
  answer,
});

/**
 * The customer's money at checkout: one authorization of the placed order's total per placement, never two.
 *
 * A call is recorded (`requested`) before the order's unit of work opens, with our reference and the order number
 * it will carry, so a crash while the gateway answers leaves the call known. The answer is kept in the order's unit
 * when it authorized (it commits with the order), or after the rollback when it did not. A call whose answer never
 * came is asked about (by reference) before the placement is tried again: an authorization it made is used, not
 * made twice.
 */
export class PaymentService {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly gateway: PaymentGateway | null,
    private readonly customers: PaymentCustomers,
    private readonly logger?: Logger,
  ) {}

  /** Whether checkout takes a payment through a gateway (not `manual`, not unset). */
  get takesPayments(): boolean {
    return this.gateway !== null;
  }

  /**
   * Before the placement's unit of work: resolves the calls of this placement that never got an answer, then
   * names the call to make (a new reference and order number), or the earlier authorization to use.
   */
  async prepare(
    customerId: string,
    placementKey: string,
    reserveOrderNumber: () => Promise<string>,
  ): Promise<{ ok: true; call: PaymentCall } | PaymentRefusal> {
    const gateway = this.requireGateway();
    const open = unresolvedCalls(await this.ledger.placementEvents(customerId, placementKey));
    let adopt: { event: PaymentEvent; found: GatewayTransaction } | null = null;
    for (const call of open) {
      let found: GatewayTransaction | null;
      try {
        found = await gateway.findByReference(call.reference, call.orderNumber);
      } catch (error) {
        this.logger?.warn('payment lookup failed', { reference: call.reference, problem: String(error) });
        return refusal(ProblemCode.PAYMENT_UNCONFIRMED, PAYMENT_MESSAGES.unconfirmed);
      }
      if (found && AUTHORIZED_STATUSES.has(found.status) && !adopt) {
        adopt = { event: call, found };
        continue;
      }
      await this.ledger.append({
        ...this.rowOfCall(
          { customerId, placementKey, reference: call.reference, orderNumber: call.orderNumber },
          call.provider,
        ),
        outcome: 'not-found',
        transactionId: found?.transactionId ?? null,
        message: found ? `the gateway has it as ${found.status}` : 'the gateway has no such call',
        actor: 'system',
      });
    }
    if (adopt) {
      const { event, found } = adopt;
      return {
        ok: true,
        call: { customerId, placementKey, reference: event.reference, orderNumber: event.orderNumber, adopt: found },
      };
    }
    const call = {
      customerId,
      placementKey,
      reference: newReference(),
      orderNumber: await reserveOrderNumber(),
      adopt: null,
    };
    await this.ledger.append({
      orderNumber: call.orderNumber,
      customerId,
      placementKey,
      provider: gateway.provider,
      operation: 'authorize',
      outcome: 'requested',
      reference: call.reference,
      // The amount is the placed order's, known inside the unit of work: the answer's row carries it.
      amountCents: 0,
      actor: 'customer',
    });
    return { ok: true, call };
  }

  /**
   * In the placement's unit of work, once the order is written: authorizes its total. An approval (or a hold for
   * review) is kept in the unit and commits with the order; anything else is a refusal whose row the caller keeps
   * once the unit has rolled back.
   */
  async authorize(
    call: PaymentCall,
    order: PlacedForPayment,
    payment: CheckoutPayment | null,
  ): Promise<{ ok: true } | PaymentRefusal> {
    const gateway = this.requireGateway();
    const base = this.rowOfCall(call, gateway.provider);
    if (call.adopt) {
      if (call.adopt.authAmountCents !== order.totalCents) {
        // Its amount is not this order's: it is released (after the rollback) and the customer pays again.
        return refusal(ProblemCode.PAYMENT_FAILED, PAYMENT_MESSAGES.expired, {
          ...base,
          outcome: 'not-found',
          transactionId: call.adopt.transactionId,
          message: `an authorization of ${call.adopt.authAmountCents} cents, not the order's ${order.totalCents}: to be voided`,
          actor: 'system',
        });
      }
      await this.ledger.append({
        ...base,
        outcome: HELD_STATUSES.has(call.adopt.status) ? 'held' : 'approved',
        amountCents: call.adopt.authAmountCents,
        transactionId: call.adopt.transactionId,
        responseCode: call.adopt.responseCode,
        method: payment?.method ?? null,
        cardExpiry: payment?.cardExpiry ?? null,
        message: `found by its reference after the answer was lost (${call.adopt.status})`,
        actor: 'system',
      });
      return { ok: true };
    }
    if (!payment) return refusal(ProblemCode.PAYMENT_FAILED, PAYMENT_MESSAGES.expired);
    const customer = await this.customers.customer(call.customerId);
    const request: AuthorizeRequest = {
      reference: call.reference,
      orderNumber: order.orderNumber,
      amountCents: order.totalCents,
      taxCents: order.exciseTaxCents,
      shippingCents: order.shippingCents,
      payment: { token: payment.token },
      lines: order.lines.map((line) => ({
        itemId: line.productId ?? 'removed',
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPrice,
      })),
      customer: { id: call.customerId.replaceAll('-', '').slice(0, 20), email: customer?.email ?? null },
      billTo: { ...order.shipTo, zip: payment.billingZip ?? order.shipTo.zip },
      shipTo: order.shipTo,
      customerIp: order.customerIp,
    };
    const result = await gateway.authorize(request);
    const row = this.answerRow(base, result, order.totalCents, payment);
    this.logger?.info('payment authorize', {
      provider: gateway.provider,
      orderNumber: order.orderNumber,
      reference: call.reference,
      outcome: result.outcome,
      reason: result.reasonCode,
    });
    if (result.outcome === 'APPROVED' || result.outcome === 'HELD') {
      await this.ledger.append(row);
      return { ok: true };
    }
    const code =
      result.outcome === 'DECLINED'
        ? ProblemCode.PAYMENT_DECLINED
        : result.outcome === 'UNKNOWN'
          ? ProblemCode.PAYMENT_UNCONFIRMED
          : ProblemCode.PAYMENT_FAILED;
    return refusal(code, paymentMessage(result), row);
  }

  /**
   * After a placement's unit of work: keeps a refusal's row (it rolled back with the order), and closes a call that
   * was never sent (the order was refused before its payment, or a retry found it placed), so no retry asks the
   * gateway about it.
   */
  async close(call: PaymentCall, answer: NewPaymentEvent | null): Promise<void> {
    if (answer) {
      await this.ledger.append(answer);
      if (call.adopt && answer.outcome === 'not-found') await this.release(call, call.adopt.transactionId);
      return;
    }
    if (call.adopt) return;
    await this.ledger.append({
      ...this.rowOfCall(call, this.requireGateway().provider),
      outcome: 'not-found',
      message: 'never sent: the order was refused before its payment',
      actor: 'system',
    });
  }

  /** Voids an authorization no order will use. */
  private async release(call: PaymentCall, transactionId: string): Promise<void> {
    const gateway = this.requireGateway();
    const reference = newReference();
    const base = { ...this.rowOfCall(call, gateway.provider), reference, operation: 'void' as const };
    await this.ledger.append({ ...base, outcome: 'requested', transactionId, actor: 'system' });
    const result = await gateway.void(reference, transactionId);
    await this.ledger.append({ ...this.answerRow(base, result, 0, null), transactionId, actor: 'system' });
  }

  private answerRow(
    base: NewPaymentEvent,
    result: GatewayResult,
    amountCents: number,
    payment: CheckoutPayment | null,
  ): NewPaymentEvent {
    const outcome = LEDGER_OUTCOME[result.outcome];
    return {
      ...base,
      outcome,
      amountCents,
      transactionId: result.transactionId,
      responseCode: result.responseCode,
      reasonCode: result.reasonCode,
      authCode: result.authCode,
      avsResult: result.avsResult,
      cvvResult: result.cvvResult,
      method: payment?.method ?? (result.brand === 'eCheck' ? 'bank' : 'card'),
      brand: result.brand,
      lastFour: result.lastFour && /^\d{4}$/.test(result.lastFour) ? result.lastFour : null,
      cardExpiry: payment?.method === 'card' ? payment.cardExpiry : null,
      message: result.message,
    };
  }

  private rowOfCall(
    call: Pick<PaymentCall, 'customerId' | 'placementKey' | 'reference' | 'orderNumber'>,
    provider: string,
  ): NewPaymentEvent {
    return {
      orderNumber: call.orderNumber,
      customerId: call.customerId,
      placementKey: call.placementKey,
      provider,
      operation: 'authorize',
      outcome: 'requested',
      reference: call.reference,
      amountCents: 0,
      actor: 'customer',
    };
  }

  private requireGateway(): PaymentGateway {
    if (!this.gateway) throw new Error('no payment gateway is configured');
    return this.gateway;
  }
}
