import { randomBytes } from 'node:crypto';
import type { PaymentSettings } from '../../config';
import { AppError, type ErrorCode } from '../../errors';
import type { Logger } from '../../logger';
import type { Actor, AuditService } from '../audit/audit.service';
import { OrderStatus } from '../orders/order-status.type';
import type { NewPaymentEvent } from './payment-event.types';
import type { GatewayResult, PaymentGateway } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { LEDGER_OUTCOME, paymentAmounts, refundsInDoubt, unpaidStepRefusal } from './payment-ledger.rules';

/** An order's status step, as the orders module hands it over inside the step's unit of work. */
export interface StatusStepPayment {
  readonly orderNumber: string;
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly totalCents: number;
  readonly actor: Actor;
}

/** Whose authorization a capture or void moves: the order, its status now (for the words), who asked. */
export interface PaymentCall {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly actor: Actor;
  /** Our reference for the gateway call (its refId, at most 20 characters); a new one when not given. */
  readonly reference?: string;
}

/**
 * A step refused because its payment did not go through; the rows the gateway's answers made are kept after. The
 * gateway's refusal is a conflict; no answer, or none reaching us, is trouble on the way (503: try again later).
 */
export class PaymentStepRefused extends AppError {
  constructor(
    message: string,
    readonly rows: readonly NewPaymentEvent[],
    code: ErrorCode = 'CONFLICT',
  ) {
    super(code, message);
  }
}

/** No answer came, or the gateway could not be reached (an error without the gateway's own response code). */
const gatewayTrouble = (result: GatewayResult): boolean =>
  result.outcome === 'UNKNOWN' || (result.outcome === 'ERROR' && result.responseCode === null);

const newReference = (): string => `S${randomBytes(15).toString('base64url').slice(0, 19)}`;
const CAPTURED = new Set([
  'capturedPendingSettlement',
  'settledSuccessfully',
  'pendingFinalSettlement',
  'pendingSettlement',
]);

/**
 * The money side of an order's life: the authorization is captured when staff ship the order (or approve it, with
 * PAYMENT_CAPTURE_AT=approval), and voided when they reject it, in the step's own unit of work, with an audit record
 * beside the step's. A capture that fails refuses the step (nothing ships unpaid by mistake); a void that fails
 * lets the rejection stand (nothing will ever capture it; the authorization lapses) unless money was captured.
 * A call that got no answer, or an error, is checked against the gateway's record before anything is concluded.
 */
export class PaymentLifecycle {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly gateway: PaymentGateway | null,
    private readonly settings: Pick<PaymentSettings, 'captureAt'>,
    private readonly audit: AuditService,
    private readonly logger?: Logger,
  ) {}

  async statusStep(step: StatusStepPayment): Promise<void> {
    const captures =
      step.to === OrderStatus.SHIPPED || (step.to === OrderStatus.APPROVED && this.settings.captureAt === 'approval');
    // Nothing leaves unpaid, whichever the provider: with `manual`, staff record what was received first.
    if (!this.gateway && !captures) return;
    const events = await this.ledger.events(step.orderNumber);
    const amounts = paymentAmounts(events, step.totalCents);
    if (captures) {
      const verb = step.to === OrderStatus.SHIPPED ? 'ship' : 'approve';
      const unpaid = unpaidStepRefusal(step.orderNumber, amounts, verb, this.gateway !== null);
      if (unpaid) throw new AppError('CONFLICT', unpaid);
    }
    if (!this.gateway) return;
    // "Refunded" says the money went back: a gateway charge is refunded through the refund (by lines or amount)
    // first; money received by other means goes back the way it came, and staff mark the order refunded.
    const byHand = events
      .filter((e) => e.operation === 'manual' && e.outcome === 'approved')
      .reduce((sum, e) => sum + e.amountCents, 0);
    const charged = amounts.capturedCents - byHand;
    if (step.to === OrderStatus.REFUNDED && charged > amounts.refundedCents) {
      // A refund whose answer never came may have sent the money back already: refunding again could send it twice.
      if (refundsInDoubt(events).length > 0) {
        throw new AppError(
          'CONFLICT',
          `A refund of order ${step.orderNumber} is being confirmed with the payment gateway (it did not answer it), ` +
            'so whether the money went back is not known yet: use Check with the gateway on the Payment panel. A ' +
            'refund it confirms marks the order refunded once all its charge is back.',
        );
      }
      throw new AppError(
        'CONFLICT',
        `Order ${step.orderNumber} has $${((charged - amounts.refundedCents) / 100).toFixed(2)} charged and not ` +
          'refunded: refund the payment (by lines or an amount) first.',
      );
    }
    const call = { orderNumber: step.orderNumber, status: step.from, actor: step.actor };
    if (captures && amounts.authorizedCents > 0 && amounts.transactionId) {
      await this.capture(call, amounts.transactionId, amounts.authorizedCents);
    } else if (step.to === OrderStatus.REJECTED && amounts.transactionId && amounts.status !== 'VOIDED') {
      // A refund whose answer never came may have returned this money already (before settlement, by voiding this
      // very charge): voided again, it would count twice. The gateway is asked first (Check with the gateway).
      if (amounts.capturedCents > 0 && refundsInDoubt(events).length > 0) {
        throw new AppError(
          'CONFLICT',
          `A refund of order ${step.orderNumber} is unconfirmed (the payment gateway did not answer it): check it ` +
            'with the gateway on the Payment panel before rejecting the order.',
        );
      }
      if (amounts.authorizedCents > 0 || amounts.capturedCents > 0) {
        // Captured money of a rejected order that cannot be voided (it settled) must be refunded: the rejection waits.
        // An authorization that cannot be voided lets the rejection stand: nothing will capture it, and it lapses.
        const refusal =
          amounts.capturedCents > 0
            ? (why: string) =>
                `The payment of order ${step.orderNumber} could not be voided (${why}): refund it before rejecting the order.`
            : null;
        await this.void(call, amounts.transactionId, amounts.authorizedCents + amounts.capturedCents, refusal);
      }
    }
  }

  /**
   * Whether the order owes its whole total, which the customer can pay on the order page (the shop takes cards):
   * nothing was paid, or staff voided the authorization (the customer pays again, e.g. with another card).
   */
  async awaitsPaymentOnline(orderNumber: string, totalCents: number): Promise<boolean> {
    if (!this.gateway || totalCents === 0) return false;
    const { status } = paymentAmounts(await this.ledger.events(orderNumber), totalCents);
    return status === 'UNPAID' || status === 'VOIDED';
  }

  /** After a step refused by its payment rolled back: keeps what the gateway answered. */
  async afterRefusedStep(error: unknown): Promise<void> {
    if (!(error instanceof PaymentStepRefused)) return;
    for (const row of error.rows) await this.ledger.append(row);
  }

  /**
   * Captures this much of the authorization, in the caller's unit of work (which holds the order): the rows and the
   * audit record commit with it. Refused (PaymentStepRefused, its rows kept after) unless the gateway captured.
   */
  async capture(step: PaymentCall, transactionId: string, amountCents: number): Promise<void> {
    const gateway = this.requireGateway();
    const base = this.row(step, 'capture', transactionId, amountCents);
    const requested = { ...base, outcome: 'requested' as const, amountCents: 0 };
    let result = await gateway.capture(base.reference, transactionId, amountCents);
    if (result.outcome === 'ERROR' || result.outcome === 'UNKNOWN')
      result = await this.checked(result, transactionId, CAPTURED);
    const answered = this.answer(base, result);
    this.log('capture', step, result);
    if (result.outcome !== 'APPROVED') {
      throw new PaymentStepRefused(
        gatewayTrouble(result)
          ? `The card could not be charged: the payment gateway did not answer. Order ${step.orderNumber} stays ${step.status}; try again in a minute.`
          : `The card could not be charged (${result.message ?? 'the gateway refused the capture'}). Order ${step.orderNumber} stays ${step.status}.`,
        [requested, answered],
        gatewayTrouble(result) ? 'SERVICE_UNAVAILABLE' : 'CONFLICT',
      );
    }
    await this.recorded(step, 'payment.capture', [requested, answered], {
      amountCents,
      transactionId,
      provider: gateway.provider,
    });
  }

  /**
   * Voids the transaction (an authorization, or a capture not yet settled), in the caller's unit of work. When the
   * gateway does not void it: refused with `refusal`'s words (PaymentStepRefused, its rows kept after), or, without
   * one, the answer is recorded and the caller's change stands.
   */
  async void(
    step: PaymentCall,
    transactionId: string,
    amountCents: number,
    refusal: ((why: string) => string) | null,
  ): Promise<void> {
    const gateway = this.requireGateway();
    const base = this.row(step, 'void', transactionId, amountCents);
    const requested = { ...base, outcome: 'requested' as const, amountCents: 0 };
    let result = await gateway.void(base.reference, transactionId);
    if (result.outcome === 'ERROR' || result.outcome === 'UNKNOWN')
      result = await this.checked(result, transactionId, new Set(['voided']));
    const answered = this.answer(base, result);
    this.log('void', step, result);
    if (result.outcome !== 'APPROVED' && refusal) {
      throw new PaymentStepRefused(
        refusal(
          gatewayTrouble(result)
            ? 'the payment gateway did not answer; try again in a minute'
            : (result.message ?? 'it may have settled'),
        ),
        [requested, answered],
        gatewayTrouble(result) ? 'SERVICE_UNAVAILABLE' : 'CONFLICT',
      );
    }
    await this.recorded(step, 'payment.void', [requested, answered], {
      transactionId,
      outcome: answered.outcome,
      provider: gateway.provider,
    });
  }

  /** The call's request and answer, and its audit record, in the caller's unit of work. */
  private async recorded(
    step: PaymentCall,
    operation: 'payment.capture' | 'payment.void',
    rows: readonly NewPaymentEvent[],
    after: Record<string, unknown>,
  ): Promise<void> {
    for (const row of rows) await this.ledger.append(row);
    await this.audit.record(step.actor, { operation, recordType: 'order', recordId: step.orderNumber, after });
  }

  /** A call that failed or got no answer, against the gateway's record: done after all, or not. */
  private async checked(result: GatewayResult, transactionId: string, done: Set<string>): Promise<GatewayResult> {
    try {
      const record = await this.gateway!.details(transactionId);
      if (record && done.has(record.status)) {
        return { ...result, outcome: 'APPROVED', transactionId, message: `the gateway has it as ${record.status}` };
      }
      return result;
    } catch {
      return { ...result, outcome: 'UNKNOWN' };
    }
  }

  private requireGateway(): PaymentGateway {
    if (!this.gateway)
      throw new AppError('CONFLICT', 'No payment gateway is configured: nothing can be captured or voided.');
    return this.gateway;
  }

  private row(
    step: PaymentCall,
    operation: 'capture' | 'void',
    transactionId: string,
    amountCents: number,
  ): NewPaymentEvent {
    return {
      orderNumber: step.orderNumber,
      provider: this.gateway!.provider,
      operation,
      outcome: 'requested',
      reference: step.reference ?? newReference(),
      amountCents,
      transactionId,
      actor: step.actor.staffId ? 'staff' : 'command',
      staffId: step.actor.staffId,
    };
  }

  private answer(base: NewPaymentEvent, result: GatewayResult): NewPaymentEvent {
    const outcome = LEDGER_OUTCOME[result.outcome];
    return {
      ...base,
      outcome,
      amountCents: outcome === 'approved' ? base.amountCents : 0,
      responseCode: result.responseCode,
      reasonCode: result.reasonCode,
      message: result.message,
    };
  }

  private log(operation: string, step: PaymentCall, result: GatewayResult): void {
    this.logger?.info(`payment ${operation}`, {
      orderNumber: step.orderNumber,
      outcome: result.outcome,
      reason: result.reasonCode,
    });
  }
}
