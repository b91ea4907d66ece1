import { createHash } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Logger } from '../../logger';
import type { Actor, AuditService } from '../audit/audit.service';
import type { MailMessage } from '../mail/mail.templates';
import { StockReason } from '../catalog/product-status.type';
import type { RefundFacts } from '../orders/order.service';
import { orderPageUrl } from '../orders/order-mail.templates';
import type { NewPaymentEvent, PaymentEvent } from './payment-event.types';
import type { GatewayResult, PaymentGateway } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { LEDGER_OUTCOME, paymentAmounts, unresolvedCalls } from './payment-ledger.rules';
import { PaymentStepRefused } from './payment-lifecycle.service';
import { refundMail } from './payment-mail.templates';
import { type RefundedLine, priceRefund, refundedQuantities } from './payment-refund.rules';

/** A refund as staff ask for it: by lines and quantities, or by an amount; always with a reason. */
export interface RefundRequest {
  /** Chosen by the back office per refund dialog: a double click or a retry refunds once. */
  readonly idempotencyKey: string;
  readonly lines: readonly RefundedLine[];
  /** Cents, when no lines are named. */
  readonly amountCents: number | null;
  readonly reason: string;
  /** Put the refunded units back in stock (a movement "returned" per product). */
  readonly restock: boolean;
}

/** What a refund did; `repeated`: the same dialog's refund had been made already, and nothing more was. */
export interface RefundDone {
  readonly amountCents: number;
  readonly repeated: boolean;
  readonly orderTotalCents: number;
}

/** What the payments module asks of others for a refund, wired in services.ts. */
export interface RefundDependencies {
  readonly orders: {
    refundFacts(orderNumber: string): Promise<RefundFacts | null>;
    /** The order's status becomes Refunded once all it charged is refunded (in the refund's unit of work). */
    markRefunded(orderNumber: string, actor: Actor, reason: string): Promise<void>;
  };
  readonly customers: { customer(customerId: string): Promise<{ email: string } | null> };
  readonly mail: { enqueue(message: MailMessage): Promise<void> };
  readonly stock: {
    adjust(
      actor: Actor,
      input: { productId: number; change: number; reason: StockReason; note: string; requestKey: string },
    ): Promise<unknown>;
  };
  readonly audit: AuditService;
  readonly publicUrl: string;
}

/** A refund's reference: the same dialog's key gives the same reference, so its second request finds the first. */
const referenceOf = (orderNumber: string, key: string): string =>
  `R${createHash('sha256').update(`${orderNumber}\n${key}`).digest('base64url').slice(0, 19)}`;

/** A refund whose answer never came: it may have been made, which only the gateway's own screens can tell. */
const unansweredRefund = (orderNumber: string): string =>
  `The payment gateway did not answer this refund of order ${orderNumber}, so it may have been made. Look the ` +
  "order up in the gateway's own screens before refunding again: if no refund is there, close this refund and " +
  'start a new one.';

const SETTLED = new Set(['settledSuccessfully']);
const UNSETTLED = new Set(['capturedPendingSettlement']);
const BRAND_WORDS: Record<string, string> = {
  AmericanExpress: 'American Express card',
  MasterCard: 'Mastercard',
  eCheck: 'bank account',
};

/**
 * Refunds from the orders desk. Before the gateway's daily settlement a charge can only be voided whole (Authorize.Net
 * refunds settled transactions only, facts §1b): a full refund voids it, a partial one waits for the settlement.
 * After it, the amount is refunded. Never more than was captured and not yet refunded; each line's units once.
 * In one unit of work with the ledger's rows, the audit record, the stock movements and the customer's mail; a
 * refusal by the gateway rolls it back and its rows are kept after.
 */
export class PaymentRefunds {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly gateway: PaymentGateway | null,
    private readonly dependencies: RefundDependencies,
    private readonly logger?: Logger,
  ) {}

  async refund(actor: Actor, orderNumber: string, request: RefundRequest): Promise<RefundDone> {
    const number = orderNumber.trim().toUpperCase();
    const reason = request.reason.trim();
    if (!reason) throw badInput('Say why the order is refunded: the customer reads it.');
    if (reason.length > 500) throw badInput('The reason is at most 500 characters.');
    const key = request.idempotencyKey.trim();
    if (!key || key.length > 100) throw badInput('Each refund needs an idempotency key of 1 to 100 characters.');
    if (request.lines.length && request.amountCents !== null)
      throw badInput('Refund either lines or an amount, not both.');
    if (!request.lines.length && request.amountCents === null)
      throw badInput('Choose the lines to refund, or an amount.');
    const reference = referenceOf(number, key);
    const done = this.sql.transaction(async () => {
      // One refund of an order at a time: the sums it checks stay true until it commits.
      await this.ledger.lockOrder(number);
      const facts = await this.dependencies.orders.refundFacts(number);
      if (!facts) throw notFound(`There is no order ${orderNumber}.`);
      const events = await this.ledger.events(number);
      const earlier = events.filter((e) => e.reference === reference);
      const approved = earlier.find((e) => e.outcome === 'approved');
      if (approved) return { amountCents: approved.amountCents, repeated: true, orderTotalCents: facts.totalCents };
      // The same dialog's refund got no answer: the gateway may have made it, so it is never sent again blind.
      if (unresolvedCalls(earlier).length) throw new AppError('CONFLICT', unansweredRefund(facts.orderNumber));
      const amountCents = this.amountOf(request, facts, events);
      return this.send(actor, facts, events, { ...request, reason }, reference, amountCents);
    });
    return done.catch(async (error: unknown) => {
      if (error instanceof PaymentStepRefused) for (const row of error.rows) await this.ledger.append(row);
      throw error;
    });
  }

  /** What a refund of these lines (or this amount) would give back now, for the confirmation; nothing changes. */
  async quote(orderNumber: string, request: Pick<RefundRequest, 'lines' | 'amountCents'>): Promise<number> {
    const number = orderNumber.trim().toUpperCase();
    const facts = await this.dependencies.orders.refundFacts(number);
    if (!facts) throw notFound(`There is no order ${orderNumber}.`);
    return this.amountOf(
      { ...request, idempotencyKey: '', reason: '', restock: false },
      facts,
      await this.ledger.events(number),
    );
  }

  private amountOf(request: RefundRequest, facts: RefundFacts, events: readonly PaymentEvent[]): number {
    const amounts = paymentAmounts(events, facts.totalCents);
    const left = amounts.capturedCents - amounts.refundedCents;
    if (left <= 0) throw new AppError('CONFLICT', `Nothing charged for order ${facts.orderNumber} is left to refund.`);
    let cents: number;
    if (request.lines.length) {
      const priced = priceRefund(request.lines, facts.lines, refundedQuantities(events), facts);
      if (!priced.ok) throw badInput(priced.message);
      // Shipping is not in a line: the last units of the order may leave a little more, refunded by amount.
      cents = Math.min(priced.cents, left);
    } else {
      cents = request.amountCents!;
      if (!Number.isSafeInteger(cents) || cents < 1) throw badInput('The amount to refund is at least $0.01.');
      if (cents > left) {
        throw badInput(
          `At most $${(left / 100).toFixed(2)} is left to refund: more than was charged is never refunded.`,
        );
      }
    }
    if (cents < 1) throw badInput('The lines chosen refund nothing.');
    return cents;
  }

  private async send(
    actor: Actor,
    facts: RefundFacts,
    events: readonly PaymentEvent[],
    request: RefundRequest,
    reference: string,
    amountCents: number,
  ): Promise<RefundDone> {
    const gateway = this.gateway;
    const amounts = paymentAmounts(events, facts.totalCents);
    if (!gateway || !amounts.transactionId || !amounts.lastFour) {
      throw new AppError(
        'CONFLICT',
        'This order was not paid through the payment gateway: refund it by the means it was paid.',
      );
    }
    const base: NewPaymentEvent = {
      orderNumber: facts.orderNumber,
      provider: gateway.provider,
      operation: 'refund',
      outcome: 'requested',
      reference,
      amountCents: 0,
      transactionId: amounts.transactionId,
      actor: actor.staffId ? 'staff' : 'command',
      staffId: actor.staffId,
      reason: request.reason,
      detail: { lines: request.lines, restock: request.restock },
    };
    const status = (await gateway.details(amounts.transactionId).catch(() => null))?.status;
    let result: GatewayResult;
    let how: 'refund' | 'void';
    if (status && SETTLED.has(status)) {
      how = 'refund';
      result = await gateway.refund(
        reference,
        amounts.transactionId,
        amountCents,
        amounts.lastFour,
        amounts.method === 'bank',
      );
    } else if (status && UNSETTLED.has(status)) {
      if (amountCents !== amounts.capturedCents || amounts.refundedCents > 0) {
        throw new AppError(
          'CONFLICT',
          'This charge has not settled yet (the gateway settles once a day): only the whole of it can be refunded now, ' +
            'by voiding it. Refund part of it after the settlement, tomorrow.',
        );
      }
      how = 'void';
      result = await gateway.void(reference, amounts.transactionId);
    } else {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment gateway could not say where this charge stands: try again in a minute.',
      );
    }
    this.logger?.info('payment refund', {
      orderNumber: facts.orderNumber,
      how,
      outcome: result.outcome,
      reason: result.reasonCode,
    });
    const answered: NewPaymentEvent = {
      ...base,
      outcome: LEDGER_OUTCOME[result.outcome],
      amountCents: result.outcome === 'APPROVED' ? amountCents : 0,
      transactionId: result.transactionId ?? amounts.transactionId,
      responseCode: result.responseCode,
      reasonCode: result.reasonCode,
      message:
        how === 'void' ? `voided before settlement${result.message ? `: ${result.message}` : ''}` : result.message,
      detail: { lines: request.lines, restock: request.restock, how },
    };
    if (result.outcome !== 'APPROVED') {
      throw new PaymentStepRefused(
        result.outcome === 'UNKNOWN'
          ? unansweredRefund(facts.orderNumber)
          : `The gateway did not refund it (${result.message ?? 'no answer'}): nothing was refunded.`,
        [base, answered],
      );
    }
    await this.ledger.append(base);
    await this.ledger.append(answered);
    await this.afterRefund(actor, facts, request, reference, amountCents, amounts, how);
    return { amountCents, repeated: false, orderTotalCents: facts.totalCents };
  }

  private async afterRefund(
    actor: Actor,
    facts: RefundFacts,
    request: RefundRequest,
    reference: string,
    amountCents: number,
    amounts: ReturnType<typeof paymentAmounts>,
    how: 'refund' | 'void',
  ): Promise<void> {
    const { audit, stock, customers, mail, orders, publicUrl } = this.dependencies;
    const named = request.lines.map((want) => ({ want, line: facts.lines.find((l) => l.id === want.lineId)! }));
    if (request.restock) {
      for (const { want, line } of named) {
        if (line.productId === null) continue;
        await stock.adjust(actor, {
          productId: line.productId,
          change: want.quantity,
          reason: StockReason.RETURNED,
          note: `Refund of order ${facts.orderNumber}`,
          requestKey: `${reference}:${line.id}`,
        });
      }
    }
    await audit.record(actor, {
      operation: 'payment.refund',
      recordType: 'order',
      recordId: facts.orderNumber,
      after: { amountCents, how, reason: request.reason, lines: request.lines, restock: request.restock },
    });
    const customer = await customers.customer(facts.customerId);
    if (customer) {
      const brand = amounts.brand ? (BRAND_WORDS[amounts.brand] ?? `${amounts.brand} card`) : null;
      await mail.enqueue(
        refundMail(customer.email, {
          orderNumber: facts.orderNumber,
          amountCents,
          card: brand && amounts.lastFour ? `${brand} ending ${amounts.lastFour}` : brand,
          reason: request.reason,
          lines: named.map(({ want, line }) => `${want.quantity} × ${line.name}`),
          link: orderPageUrl(publicUrl, facts.orderNumber),
        }),
      );
    }
    if (amounts.refundedCents + amountCents >= amounts.capturedCents) {
      await orders.markRefunded(facts.orderNumber, actor, request.reason);
    }
  }
}
