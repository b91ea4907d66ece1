import { createHash } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor } from '../audit/audit.service';
import type { MailMessage } from '../mail/mail.templates';
import { orderPageUrl } from '../orders/order-mail.templates';
import type { RefundFacts } from '../orders/order.service';
import { OrderStatus } from '../orders/order-status.type';
import type { NewPaymentEvent, PaymentAmounts } from './payment-event.types';
import type { PaymentLedger } from './payment-ledger.service';
import { paymentAmounts } from './payment-ledger.rules';
import { type PaymentLifecycle, PaymentStepRefused } from './payment-lifecycle.service';
import { paymentCardWords, voidMail } from './payment-mail.templates';
import { inDollars } from '../../common/dollars';

/** The orders module's answers: the order's total, and its status with the order locked (no step moves it meanwhile). */
export interface AuthorizationOrders {
  refundFacts(orderNumber: string): Promise<RefundFacts | null>;
  lockedStatus(orderNumber: string): Promise<OrderStatus | null>;
}

/** Who the customer of an order is, and the outbox, for the mail a void sends (wired in services.ts). */
export interface AuthorizationMailing {
  readonly customers: { customer(customerId: string): Promise<{ email: string } | null> };
  readonly mail: { enqueue(message: MailMessage): Promise<void> };
  readonly publicUrl: string;
}

export type PaymentAction = 'capture' | 'void';
type Action = PaymentAction;

/**
 * The beginning of our references for one confirmation (its key): 18 characters, then two for the try, within
 * Authorize.Net's 20-character refId. A try the gateway refused may be tried again under the same key (the ledger
 * keeps one request and one answer per reference); once one is approved, the key is done.
 */
const keyStem = (action: Action, orderNumber: string, key: string): string =>
  `${action === 'capture' ? 'C' : 'V'}${createHash('sha256').update(`${action}\n${orderNumber}\n${key}`).digest('base64url').slice(0, 17)}`;
/** Two base-36 characters of tries. */
const MAX_TRIES = 36 * 36;

/** Capturing charges an accepted order: one still pending approval (its identity maybe unchecked) is approved first. */
const CAPTURABLE = new Set<OrderStatus>([OrderStatus.APPROVED, OrderStatus.SHIPPED, OrderStatus.DELIVERED]);
/** Voiding asks the customer to pay again, which they can only while the order may still leave (Pay now's rule). */
const VOIDABLE = new Set<OrderStatus>([OrderStatus.PENDING_APPROVAL, OrderStatus.APPROVED]);

/**
 * Capture and Void from the order's Payment panel, outside Ship and Reject: a capture the gateway refused at Ship and
 * staff retry (or a shop that charges before shipping), and a void of an authorization the customer wants replaced by
 * another card. The order's status does not change. The calls are the lifecycle's own (the same rows, the same audit
 * records `payment.capture` / `payment.void`), under the order's payments lock and then the order itself, as Pay now
 * takes them: a refund, a payment recorded by hand, Pay now, Ship and Reject on the same order wait, then see it.
 * Each attempt carries our reference (from the confirmation's key): pressed twice, it is made once.
 */
export class PaymentAuthorizations {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly lifecycle: PaymentLifecycle,
    private readonly orders: AuthorizationOrders,
    private readonly mailing: AuthorizationMailing,
  ) {}

  /** Captures the authorized amount (never more); the order then shows charged. */
  capture(actor: Actor, orderNumber: string, idempotencyKey: string): Promise<{ orderTotalCents: number }> {
    return this.act('capture', actor, orderNumber, idempotencyKey);
  }

  /**
   * Releases the authorization without rejecting the order: it owes its total again, payable on its page, and the
   * customer is mailed so (once: a retry of the same confirmation sends nothing).
   */
  void(actor: Actor, orderNumber: string, idempotencyKey: string): Promise<{ orderTotalCents: number }> {
    return this.act('void', actor, orderNumber, idempotencyKey);
  }

  /**
   * Why the order's authorization cannot be captured (or voided) from the Payment panel now, in words for staff; null:
   * it can. The same rule the action checks, so the panel offers only what applies.
   */
  async refusal(action: Action, orderNumber: string): Promise<string | null> {
    const facts = await this.orders.refundFacts(orderNumber);
    if (!facts) return `There is no order ${orderNumber}.`;
    const amounts = paymentAmounts(await this.ledger.events(facts.orderNumber), facts.totalCents);
    return (action === 'capture' ? captureRefusal : voidRefusal)(facts.orderNumber, facts.status, amounts);
  }

  private async act(
    action: Action,
    actor: Actor,
    orderNumber: string,
    idempotencyKey: string,
  ): Promise<{ orderTotalCents: number }> {
    const number = orderNumber.trim().toUpperCase();
    const key = idempotencyKey.trim();
    if (!key || key.length > 100) throw badInput(`Each ${action} needs an idempotency key of 1 to 100 characters.`);
    const stem = keyStem(action, number, key);
    const done = this.sql.transaction(async () => {
      // Always the payments lock first, then the order (Pay now's order): no deadlock with a refund or a payment.
      await this.ledger.lockOrder(number);
      const status = await this.orders.lockedStatus(number);
      const facts = status && (await this.orders.refundFacts(number));
      if (!status || !facts) throw notFound(`There is no order ${orderNumber}.`);
      const events = await this.ledger.events(number);
      const ofKey = events.filter((e) => e.reference.startsWith(stem));
      // This confirmation was carried out already (a double click, a retried request): nothing is sent again.
      if (ofKey.some((e) => e.outcome === 'approved')) return { orderTotalCents: facts.totalCents };
      const tries = ofKey.filter((e) => e.outcome === 'requested').length;
      if (tries >= MAX_TRIES)
        throw new AppError('CONFLICT', `This ${action} was tried too often: close the dialog and open it again.`);
      const reference = `${stem}${tries.toString(36).padStart(2, '0')}`;
      const amounts = paymentAmounts(events, facts.totalCents);
      const refusal = (action === 'capture' ? captureRefusal : voidRefusal)(number, status, amounts);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const call = { orderNumber: number, status, actor, reference };
      if (action === 'capture') {
        await this.lifecycle.capture(call, amounts.transactionId!, amounts.authorizedCents);
      } else {
        await this.lifecycle.void(
          call,
          amounts.transactionId!,
          amounts.authorizedCents,
          (why) => `The authorization of order ${number} could not be voided (${why}). Nothing changed.`,
        );
        // Only a void the gateway made gets here; the mail commits with its rows, or not at all.
        await this.tellVoided(facts, amounts);
      }
      return { orderTotalCents: facts.totalCents };
    });
    return done.catch(async (error: unknown) => {
      if (error instanceof PaymentStepRefused) await this.keep(number, error.rows);
      throw error;
    });
  }

  /**
   * Tells the customer their payment was cancelled and not charged, and what the kept order now owes (nothing else
   * is paid: a void needs nothing captured), with the link to Pay now. Reject's void sends none: its own mail says
   * the order could not be accepted and nothing was charged.
   */
  private async tellVoided(facts: RefundFacts, amounts: PaymentAmounts): Promise<void> {
    const customer = await this.mailing.customers.customer(facts.customerId);
    if (!customer) return;
    await this.mailing.mail.enqueue(
      voidMail(customer.email, {
        orderNumber: facts.orderNumber,
        dueCents: amounts.dueCents,
        method: amounts.method === 'bank' ? 'bank' : 'card',
        card: paymentCardWords(amounts),
        lines: facts.lines.map((line) => `${line.quantity} × ${line.name}`),
        link: orderPageUrl(this.mailing.publicUrl, facts.orderNumber),
      }),
    );
  }

  /**
   * The gateway refused: nothing of the order changed, but what it answered is kept, under the lock again. A second
   * click of the same confirmation may have made the same try meanwhile and recorded it: then it is not recorded twice.
   */
  private async keep(orderNumber: string, rows: readonly NewPaymentEvent[]): Promise<void> {
    await this.sql.transaction(async () => {
      await this.ledger.lockOrder(orderNumber);
      const known = new Set((await this.ledger.events(orderNumber)).map((e) => e.reference));
      for (const row of rows) if (!known.has(row.reference)) await this.ledger.append(row);
    });
  }
}

/** Why the order's authorization cannot be captured now, in words for staff; null: it can. */
function captureRefusal(orderNumber: string, status: OrderStatus, amounts: PaymentAmounts): string | null {
  if (amounts.authorizedCents === 0 || !amounts.transactionId) {
    return amounts.capturedCents > 0
      ? `Order ${orderNumber} is captured already (${inDollars(amounts.capturedCents)}): nothing more is authorized.`
      : `Order ${orderNumber} has nothing authorized to capture${voidedNote(amounts)}.`;
  }
  if (amounts.status === 'HELD')
    return `The payment of order ${orderNumber} is held for the gateway's fraud review: it can be captured once the review releases it.`;
  if (!CAPTURABLE.has(status)) {
    return status === OrderStatus.PENDING_APPROVAL
      ? `Order ${orderNumber} is Pending Approval: approve it first (an order is charged once the shop accepts it).`
      : `Order ${orderNumber} is ${status}: its authorization is not captured.`;
  }
  return null;
}

/** Why the order's authorization cannot be voided now, in words for staff; null: it can. */
function voidRefusal(orderNumber: string, status: OrderStatus, amounts: PaymentAmounts): string | null {
  if (amounts.capturedCents > 0) {
    return (
      `Order ${orderNumber} is captured (${inDollars(amounts.capturedCents)}): a charge is not voided here; ` +
      'refund it instead (before settlement the refund voids it).'
    );
  }
  if (amounts.authorizedCents === 0 || !amounts.transactionId)
    return `Order ${orderNumber} has nothing authorized to void${voidedNote(amounts)}.`;
  if (!VOIDABLE.has(status))
    return `Order ${orderNumber} is ${status}: its authorization can only be voided before it ships.`;
  return null;
}

const voidedNote = (amounts: PaymentAmounts): string =>
  amounts.status === 'VOIDED' ? ': its authorization was voided' : '';
