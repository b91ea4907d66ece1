import { createHash } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { RefundFacts } from '../orders/order.service';
import type { PaymentLedger } from './payment-ledger.service';
import { paymentAmounts } from './payment-ledger.rules';

/** A payment received by other means (a money order, cash at pick-up), as staff record it. */
export interface ManualPayment {
  readonly amountCents: number;
  /** The money order's number, the receipt's …: what finds the money again. */
  readonly reference: string;
  readonly note: string | null;
}

/**
 * Payments staff record by hand (PAYMENT_PROVIDER=manual, or any order paid outside the gateway): a `manual` row of
 * the ledger, counted as captured, with its reference and who recorded it, audited in the same unit of work. Never
 * more than the order still owes; the same reference for the same order is recorded once.
 */
export class ManualPayments {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly orders: { refundFacts(orderNumber: string): Promise<RefundFacts | null> },
    private readonly audit: AuditService,
    private readonly provider: string,
  ) {}

  async record(actor: Actor, orderNumber: string, payment: ManualPayment): Promise<{ orderTotalCents: number }> {
    const number = orderNumber.trim().toUpperCase();
    const reference = payment.reference.trim();
    const note = payment.note?.trim() || null;
    if (!reference || reference.length > 100)
      throw badInput('Give the payment’s reference (1 to 100 characters), e.g. the money order number.');
    if (note && note.length > 500) throw badInput('The note is at most 500 characters.');
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents < 1)
      throw badInput('The amount is at least $0.01.');
    const key = `M${createHash('sha256').update(`${number}\n${reference}`).digest('base64url').slice(0, 30)}`;
    return this.sql.transaction(async () => {
      await this.ledger.lockOrder(number);
      const facts = await this.orders.refundFacts(number);
      if (!facts) throw notFound(`There is no order ${orderNumber}.`);
      const events = await this.ledger.events(number);
      if (events.some((e) => e.reference === key)) return { orderTotalCents: facts.totalCents };
      const amounts = paymentAmounts(events, facts.totalCents);
      if (amounts.authorizedCents > 0) {
        throw new AppError('CONFLICT', `Order ${number} is authorized on a card: it is charged when it ships.`);
      }
      if (payment.amountCents > amounts.dueCents) {
        throw badInput(
          `Order ${number} owes $${(amounts.dueCents / 100).toFixed(2)}: a payment cannot be recorded beyond it.`,
        );
      }
      await this.ledger.append({
        orderNumber: number,
        provider: this.provider,
        operation: 'manual',
        outcome: 'approved',
        reference: key,
        amountCents: payment.amountCents,
        method: 'manual',
        actor: 'staff',
        staffId: actor.staffId,
        reason: note,
        message: `received by other means, reference ${reference}`,
        detail: { reference },
      });
      await this.audit.record(actor, {
        operation: 'payment.manual',
        recordType: 'order',
        recordId: number,
        after: { amountCents: payment.amountCents, reference, ...(note ? { note } : {}) },
      });
      return { orderTotalCents: facts.totalCents };
    });
  }
}
