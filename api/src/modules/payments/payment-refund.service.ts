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
import type { GatewayTransaction, PaymentGateway } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { LEDGER_OUTCOME, paymentAmounts, refundsInDoubt } from './payment-ledger.rules';
import { PaymentStepRefused } from './payment-lifecycle.service';
import { paymentCardWords, refundMail } from './payment-mail.templates';
import { type RefundedLine, priceRefund, refundedQuantities } from './payment-refund.rules';

const IN_FLIGHT = 'in-flight' as const;

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
    /** Locks the order (Ship and Reject hold it across their capture or void), in the refund's unit of work. */
    lockedStatus(orderNumber: string): Promise<unknown>;
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

/** Whether the transaction was voided (a void approved): it holds no charge to refund. */
const voidedCharge = (events: readonly PaymentEvent[], transactionId: string): boolean =>
  events.some((e) => e.operation === 'void' && e.outcome === 'approved' && e.transactionId === transactionId);

/** A refund whose answer never came, and the gateway could not be asked about it yet. */
const unconfirmedRefund = (orderNumber: string): string =>
  `Refund unconfirmed: the payment gateway did not answer a refund of order ${orderNumber}, so it may have been ` +
  'made. The shop is checking with the gateway; no other refund of this order is sent until it has. Try again in a minute.';

const underWay = (orderNumber: string): string =>
  `Another refund of order ${orderNumber} is being sent to the payment gateway: look at the order again in a moment.`;

/**
 * How long after a refund was sent the gateway's silence about it still proves nothing: a request that reached it
 * may be finished, or listed, after our call timed out. Before this, a refund not found stays unconfirmed (asked again
 * later); after it, one not found is closed as never made and the next refund may be sent. As long as the
 * reconciliation waits before it calls an authorization unanswered.
 */
const NOT_MADE_AFTER_MS = 5 * 60_000;

/** Who resolves a refund found by the daily reconciliation (the audit trail names it). */
const RECONCILIATION: Actor = { staffId: null, email: null, role: null, clientIp: 'reconciliation' };

const SETTLED = new Set(['settledSuccessfully']);
const UNSETTLED = new Set(['capturedPendingSettlement']);
/** A refund transaction in these states returned no money. */
const NOT_MADE = new Set(['declined', 'voided', 'generalError', 'failedReview', 'communicationError']);

/** A refund as its `requested` row keeps it: what was asked and how, so an answer found later finishes it. */
interface RefundPlan {
  readonly facts: RefundFacts;
  readonly request: RefundRequest;
  readonly reference: string;
  readonly amountCents: number;
  readonly how: 'refund' | 'void';
  readonly row: NewPaymentEvent;
}

interface RefundDetail {
  readonly lines?: RefundedLine[];
  readonly restock?: boolean;
  readonly how?: 'refund' | 'void';
}

/**
 * Refunds from the orders desk. Before the gateway's daily settlement a charge can only be voided whole (Authorize.Net
 * refunds settled transactions only, facts §1b): a full refund voids it, a partial one waits for the settlement.
 * After it, the amount is refunded. Never more than was captured and not yet refunded (a refund in doubt counting
 * as made); each line's units once.
 *
 * As checkout's authorization: the call is named first (`requested`, with our reference, the amount and how) in a
 * unit of work of its own under the order's payments lock, and commits before the gateway is called, so a crash
 * after the gateway refunded leaves the call known. The gateway is called in a second unit under the same lock, with
 * the answer's row, the audit record, the stock movements and the customer's mail; a refusal rolls it back and its
 * row is kept after. A call whose answer never came blocks every other refund of the order until the gateway has
 * been asked about it (by the next refund and by the reconciliation): a refund it made is recorded (and finished:
 * audit, stock, mail), never sent again.
 */
export class PaymentRefunds {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly gateway: PaymentGateway | null,
    private readonly dependencies: RefundDependencies,
    private readonly logger?: Logger,
    /** How long a call counts as still under way (the gateway's timeout, and a margin). */
    private readonly inFlightMs = 15_000,
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
    const deadline = Date.now() + this.inFlightMs;
    for (;;) {
      const planned = await this.sql.transaction(() =>
        this.plan(actor, number, orderNumber, { ...request, reason }, reference),
      );
      if (planned === IN_FLIGHT) {
        // A double click: the first click's call is under way; this one answers as it does, once it has.
        if (Date.now() > deadline) throw new AppError('CONFLICT', underWay(number));
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      if ('repeated' in planned) return planned;
      return this.send(actor, planned);
    }
  }

  /**
   * The daily reconciliation's question about one refund whose answer never came: the gateway is asked and the
   * answer recorded. What it found, in words; null when there was nothing to ask (answered since, or under way).
   * Throws when the gateway cannot be asked.
   */
  async resolve(orderNumber: string, reference: string): Promise<string | null> {
    return this.sql.transaction(async () => {
      await this.ledger.lockOrder(orderNumber);
      const facts = await this.dependencies.orders.refundFacts(orderNumber);
      const events = await this.ledger.events(orderNumber);
      const call = refundsInDoubt(events).find((e) => e.reference === reference);
      if (!facts || !call || this.inFlight(call, events)) return null;
      return (await this.settle(RECONCILIATION, facts, events, call)) ? 'recorded as refunded' : 'recorded as not made';
    });
  }

  /**
   * In the first unit of work, under the order's payments lock: settles the order's refunds in doubt, and names
   * this one (its `requested` row), or answers as its earlier request did.
   */
  private async plan(
    actor: Actor,
    number: string,
    asked: string,
    request: RefundRequest,
    reference: string,
  ): Promise<RefundPlan | RefundDone | typeof IN_FLIGHT> {
    // One refund of an order at a time: the sums it checks stay true until it commits.
    await this.ledger.lockOrder(number);
    const facts = await this.dependencies.orders.refundFacts(number);
    if (!facts) throw notFound(`There is no order ${asked}.`);
    let events = await this.ledger.events(number);
    const open = refundsInDoubt(events);
    if (open.some((call) => this.inFlight(call, events))) {
      if (open.some((call) => call.reference === reference)) return IN_FLIGHT;
      throw new AppError('CONFLICT', underWay(facts.orderNumber));
    }
    if (open.length) events = await this.settleAll(actor, facts);
    const earlier = events.filter((e) => e.reference === reference && e.outcome !== 'requested');
    const approved = earlier.find((e) => e.outcome === 'approved');
    if (approved) return { amountCents: approved.amountCents, repeated: true, orderTotalCents: facts.totalCents };
    if (earlier.length) {
      throw new AppError(
        'CONFLICT',
        `This refund was not made (${earlier.at(-1)!.message ?? earlier.at(-1)!.outcome}): start a new refund.`,
      );
    }
    const amountCents = this.amountOf(request, facts, events);
    const { how, row } = await this.callFor(actor, facts, events, request, reference, amountCents);
    await this.ledger.append(row);
    return { facts, request, reference, amountCents, how, row };
  }

  /**
   * Staff's "Check with the gateway" on the order page: the order's refunds whose answer never came are asked about
   * and recorded now, rather than at the next refund or the daily reconciliation. What the order totals, for its view.
   */
  async checkUnconfirmed(actor: Actor, orderNumber: string): Promise<number> {
    const number = orderNumber.trim().toUpperCase();
    return this.sql.transaction(async () => {
      await this.ledger.lockOrder(number);
      const facts = await this.dependencies.orders.refundFacts(number);
      if (!facts) throw notFound(`There is no order ${orderNumber}.`);
      const events = await this.ledger.events(number);
      if (refundsInDoubt(events).some((call) => this.inFlight(call, events))) {
        throw new AppError('CONFLICT', underWay(facts.orderNumber));
      }
      await this.settleAll(actor, facts);
      return facts.totalCents;
    });
  }

  /**
   * Every refund in doubt of the order, asked about one by one (each sees the rows the one before it wrote). Refused
   * in words when the gateway cannot be asked: then nothing of it is kept, and no other refund is sent. The rows after.
   */
  private async settleAll(actor: Actor, facts: RefundFacts): Promise<PaymentEvent[]> {
    let events = await this.ledger.events(facts.orderNumber);
    for (const call of refundsInDoubt(events)) {
      try {
        await this.settle(actor, facts, events, call);
      } catch (error) {
        this.logger?.warn('payment refund lookup failed', { reference: call.reference, problem: String(error) });
        throw new AppError('SERVICE_UNAVAILABLE', unconfirmedRefund(facts.orderNumber));
      }
      events = await this.ledger.events(facts.orderNumber);
    }
    return events;
  }

  /** A call without an answer that may still get one: requested moments ago, no `unknown` row yet. */
  private inFlight(call: PaymentEvent, events: readonly PaymentEvent[]): boolean {
    const answered = events.some((e) => e.reference === call.reference && e.outcome !== 'requested');
    return !answered && Date.now() - Date.parse(call.at) < this.inFlightMs;
  }

  /**
   * Asks the gateway what became of a refund whose answer never came, and records it: a void is seen on the charge
   * (its status voided), a refund is found by our reference. One made is finished as an answered one is (audit,
   * stock, mail, the order marked refunded); one not made is closed once NOT_MADE_AFTER_MS have passed since it was
   * sent. Whether it was made; throws when the gateway
   * cannot be asked. In the caller's unit of work, under the order's payments lock.
   */
  private async settle(
    actor: Actor,
    facts: RefundFacts,
    events: readonly PaymentEvent[],
    call: PaymentEvent,
  ): Promise<boolean> {
    const gateway = this.gateway;
    if (!gateway) throw new Error('no payment gateway is configured');
    const detail = (call.detail ?? {}) as RefundDetail;
    const how = detail.how ?? 'refund';
    let found: GatewayTransaction | null;
    let made: boolean;
    if (how === 'void') {
      found = await gateway.details(call.transactionId!);
      if (!found) throw new Error(`the gateway has no transaction ${call.transactionId}`);
      made = found.status === 'voided';
    } else {
      found = await gateway.findByReference(call.reference, call.orderNumber, call.at);
      made = found !== null && !NOT_MADE.has(found.status);
    }
    const base: NewPaymentEvent = { ...this.rowOf(call), actor: 'system' };
    if (!made && Date.now() - Date.parse(call.at) < NOT_MADE_AFTER_MS) {
      // Closing it now would let the next refund pay the customer twice, should the gateway still make this one.
      throw new Error(`the gateway does not show refund ${call.reference} yet; it was sent moments ago`);
    }
    if (!made) {
      await this.ledger.append({
        ...base,
        outcome: 'not-found',
        transactionId: found?.transactionId ?? call.transactionId,
        message: found ? `the gateway has it as ${found.status}` : 'the gateway has no such refund',
      });
      return false;
    }
    await this.ledger.append({
      ...base,
      outcome: 'approved',
      amountCents: call.amountCents,
      transactionId: how === 'void' ? call.transactionId : found!.transactionId,
      message: `found by its reference after the answer was lost (${found!.status})`,
    });
    const request: RefundRequest = {
      idempotencyKey: '',
      lines: detail.lines ?? [],
      amountCents: call.amountCents,
      reason: call.reason ?? '',
      restock: detail.restock ?? false,
    };
    const amounts = paymentAmounts(events, facts.totalCents);
    await this.afterRefund(actor, facts, request, call.reference, call.amountCents, amounts, how);
    return true;
  }

  /** A row of the same call (its reference, order, amount asked and how) with every answer field blank. */
  private rowOf(call: PaymentEvent): NewPaymentEvent {
    return {
      orderNumber: call.orderNumber,
      provider: call.provider,
      operation: 'refund',
      outcome: call.outcome,
      reference: call.reference,
      amountCents: 0,
      transactionId: call.transactionId,
      actor: call.actor,
      staffId: call.staffId,
      reason: call.reason,
      detail: call.detail,
    };
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
    // A refund in doubt may have been made: it is counted until the gateway says it was not.
    const inDoubt = refundsInDoubt(events).reduce((sum, e) => sum + e.amountCents, 0);
    const left = amounts.capturedCents - amounts.refundedCents - inDoubt;
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

  /** How the charge is returned (refunded after settlement, voided whole before it) and the call's `requested` row. */
  private async callFor(
    actor: Actor,
    facts: RefundFacts,
    events: readonly PaymentEvent[],
    request: RefundRequest,
    reference: string,
    amountCents: number,
  ): Promise<{ how: 'refund' | 'void'; row: NewPaymentEvent }> {
    const gateway = this.gateway;
    const amounts = paymentAmounts(events, facts.totalCents);
    // A voided transaction holds no charge: what the order paid since (after a Void on the Payment panel) came by hand.
    if (!gateway || !amounts.transactionId || !amounts.lastFour || voidedCharge(events, amounts.transactionId)) {
      throw new AppError(
        'CONFLICT',
        'This order was not paid through the payment gateway: refund it by the means it was paid.',
      );
    }
    const status = (await gateway.details(amounts.transactionId).catch(() => null))?.status;
    let how: 'refund' | 'void';
    if (status && SETTLED.has(status)) {
      how = 'refund';
    } else if (status && UNSETTLED.has(status)) {
      if (amountCents !== amounts.capturedCents || amounts.refundedCents > 0) {
        throw new AppError(
          'CONFLICT',
          'This charge has not settled yet (the gateway settles once a day): only the whole of it can be refunded now, ' +
            'by voiding it. Refund part of it after the settlement, tomorrow.',
        );
      }
      how = 'void';
    } else {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment gateway could not say where this charge stands: try again in a minute.',
      );
    }
    const row: NewPaymentEvent = {
      orderNumber: facts.orderNumber,
      provider: gateway.provider,
      operation: 'refund',
      outcome: 'requested',
      reference,
      // The amount asked: counted as possibly refunded until the gateway's answer says whether it was.
      amountCents,
      transactionId: amounts.transactionId,
      actor: actor.staffId ? 'staff' : 'command',
      staffId: actor.staffId,
      reason: request.reason,
      detail: { lines: request.lines, restock: request.restock, how },
    };
    return { how, row };
  }

  /**
   * The second unit of work: the gateway's call under the order's payments lock, its answer, and what follows an
   * approval. A refusal rolls back and its row is kept after; anything thrown once the call may have left leaves an
   * `unknown` row, so the next refund and the reconciliation ask the gateway before anything else.
   */
  private async send(actor: Actor, plan: RefundPlan): Promise<RefundDone> {
    const gateway = this.gateway!;
    const { facts, request, reference, amountCents, how, row } = plan;
    let sent = false;
    try {
      return await this.sql.transaction(async () => {
        await this.ledger.lockOrder(facts.orderNumber);
        // A rejection voids the charge holding the order, not the payments lock: one under way is waited for.
        await this.dependencies.orders.lockedStatus(facts.orderNumber);
        const events = await this.ledger.events(facts.orderNumber);
        // Asked about and closed meanwhile (only once it stopped counting as under way): never sent after that.
        if (events.some((e) => e.reference === reference && e.outcome !== 'requested')) {
          throw new AppError('CONFLICT', unconfirmedRefund(facts.orderNumber));
        }
        // Rejected since this refund was named: its void returned the money, which is not returned twice.
        if (voidedCharge(events, row.transactionId!)) {
          throw new PaymentStepRefused(
            `The charge of order ${facts.orderNumber} was voided meanwhile (the order was rejected): its money is ` +
              'back already, and nothing more was refunded.',
            [{ ...row, outcome: 'not-found', amountCents: 0, message: 'not sent: the charge was voided meanwhile' }],
          );
        }
        const amounts = paymentAmounts(events, facts.totalCents);
        sent = true;
        const result =
          how === 'refund'
            ? await gateway.refund(
                reference,
                row.transactionId!,
                amountCents,
                amounts.lastFour!,
                amounts.method === 'bank',
                facts.orderNumber,
              )
            : await gateway.void(reference, row.transactionId!);
        this.logger?.info('payment refund', {
          orderNumber: facts.orderNumber,
          how,
          outcome: result.outcome,
          reason: result.reasonCode,
        });
        const answered: NewPaymentEvent = {
          ...row,
          outcome: LEDGER_OUTCOME[result.outcome],
          amountCents: result.outcome === 'APPROVED' ? amountCents : 0,
          transactionId: result.transactionId ?? row.transactionId,
          responseCode: result.responseCode,
          reasonCode: result.reasonCode,
          message:
            how === 'void' ? `voided before settlement${result.message ? `: ${result.message}` : ''}` : result.message,
        };
        if (result.outcome !== 'APPROVED') {
          throw new PaymentStepRefused(
            result.outcome === 'UNKNOWN'
              ? unconfirmedRefund(facts.orderNumber)
              : `The gateway did not refund it (${result.message ?? 'no answer'}): nothing was refunded.`,
            [answered],
            result.outcome === 'UNKNOWN' ? 'SERVICE_UNAVAILABLE' : 'CONFLICT',
          );
        }
        await this.ledger.append(answered);
        await this.afterRefund(actor, facts, request, reference, amountCents, amounts, how);
        return { amountCents, repeated: false, orderTotalCents: facts.totalCents };
      });
    } catch (error) {
      if (error instanceof PaymentStepRefused) {
        for (const refused of error.rows) await this.ledger.append(refused);
      } else if (sent) {
        // The gateway may have refunded and nothing of it committed: the call is in doubt until the gateway is asked.
        await this.ledger
          .append({
            ...row,
            outcome: 'unknown',
            amountCents: 0,
            message: `not recorded: ${String(error)}`.slice(0, 500),
          })
          .catch((problem: unknown) => this.logger?.warn('payment refund not recorded', { problem: String(problem) }));
        // Staff read that the refund is unconfirmed, not a bare failure: it may well have been made.
        this.logger?.error('payment refund answer not recorded', { reference, problem: String(error) });
        throw new AppError('SERVICE_UNAVAILABLE', unconfirmedRefund(facts.orderNumber));
      }
      throw error;
    }
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
      await mail.enqueue(
        refundMail(customer.email, {
          orderNumber: facts.orderNumber,
          amountCents,
          card: paymentCardWords(amounts),
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
