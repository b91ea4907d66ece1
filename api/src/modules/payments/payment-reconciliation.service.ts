import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql';
import type { Logger } from '../../logger';
import type { PaymentEvent } from './payment-event.types';
import type { GatewayTransaction, PaymentGateway } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';

/** One difference between the ledger and the gateway, and what the run did about it, if anything. */
export interface PaymentMismatch {
  readonly orderNumber: string;
  readonly transactionId: string | null;
  /** What the ledger says, in words. */
  readonly ledger: string;
  /** What the gateway's record says. */
  readonly gateway: string;
  readonly action: string | null;
}

export interface ReconciliationRun {
  readonly ranAt: string;
  readonly provider: string;
  readonly checked: number;
  readonly mismatches: readonly PaymentMismatch[];
}

/** A call without an answer is left this long to its own placement before the run asks about it. */
const UNANSWERED_AFTER_MINUTES = 5;
/** Authorizations lapse after 30 days; settled money stays a refund's business: the window the run checks. */
const WINDOW_DAYS = 35;

const AUTHORIZED = new Set(['authorizedPendingCapture', 'FDSAuthorizedPendingReview', 'FDSPendingReview']);
const CAPTURED = new Set(['capturedPendingSettlement', 'settledSuccessfully']);

/**
 * The daily reconciliation: the ledger's transactions of the last 35 days against the gateway's transaction
 * details (status and amounts), and the calls whose answer never came (a crash between the gateway's answer and
 * the order's commit): an authorization without an order is voided, one with its order is recorded, and a refund
 * is recorded as made or not as the gateway has it. Every difference is kept for the back office; nothing but those
 * is changed.
 */
export class PaymentReconciliation {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly gateway: PaymentGateway | null,
    private readonly orders: { exists(orderNumber: string): Promise<boolean> },
    /** Refunds whose answer never came are asked about (and recorded) by the refunds' own rule. */
    private readonly refunds: { resolve(orderNumber: string, reference: string): Promise<string | null> },
    private readonly logger?: Logger,
  ) {}

  async run(): Promise<ReconciliationRun | null> {
    const gateway = this.gateway;
    if (!gateway) return null;
    const mismatches: PaymentMismatch[] = [];
    const unanswered = await this.sql.query<PaymentEvent>(
      `SELECT r.order_number AS "orderNumber", r.reference, r.provider FROM payment_event r
       WHERE r.operation = 'authorize' AND r.outcome = 'requested' AND r.at < now() - $1 * interval '1 minute'
         AND r.at > now() - $2 * interval '1 day'
         AND NOT EXISTS (SELECT 1 FROM payment_event a WHERE a.reference = r.reference
           AND a.outcome IN ('approved', 'held', 'declined', 'error', 'not-found'))`,
      [UNANSWERED_AFTER_MINUTES, WINDOW_DAYS],
    );
    for (const call of unanswered) mismatches.push(...(await this.resolve(call)));
    const refunds = await this.sql.query<{ orderNumber: string; reference: string }>(
      `SELECT r.order_number AS "orderNumber", r.reference FROM payment_event r
       WHERE r.operation = 'refund' AND r.outcome = 'requested' AND r.at > now() - $1 * interval '1 day'
         AND NOT EXISTS (SELECT 1 FROM payment_event a WHERE a.reference = r.reference
           AND a.outcome IN ('approved', 'held', 'declined', 'error', 'not-found'))`,
      [WINDOW_DAYS],
    );
    for (const { orderNumber, reference } of refunds) {
      const action = await this.refunds.resolve(orderNumber, reference).catch(() => 'the gateway could not be asked');
      if (action) {
        mismatches.push({
          orderNumber,
          transactionId: null,
          ledger: 'a refund without an answer',
          gateway: "asked by the refund's reference",
          action,
        });
      }
    }
    const transactions = await this.sql.query<{ orderNumber: string; transactionId: string }>(
      `SELECT DISTINCT order_number AS "orderNumber", transaction_id AS "transactionId" FROM payment_event
       WHERE operation = 'authorize' AND outcome IN ('approved', 'held') AND transaction_id IS NOT NULL
         AND at > now() - $1 * interval '1 day'`,
      [WINDOW_DAYS],
    );
    for (const { orderNumber, transactionId } of transactions) {
      const record = await gateway.details(transactionId).catch(() => null);
      const found = this.compare(await this.ledger.events(orderNumber), transactionId, record);
      if (found) mismatches.push({ orderNumber, transactionId, ...found, action: null });
    }
    return this.sql.transaction(async () => {
      const [run] = await this.sql.query<{ id: string; ranAt: string }>(
        `INSERT INTO payment_reconciliation_run (provider, checked) VALUES ($1, $2)
         RETURNING id, to_char(ran_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "ranAt"`,
        [gateway.provider, transactions.length + unanswered.length + refunds.length],
      );
      await this.sql.query(
        `INSERT INTO payment_mismatch (run_id, order_number, transaction_id, ledger, gateway, action)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
        [
          run!.id,
          mismatches.map((m) => m.orderNumber),
          mismatches.map((m) => m.transactionId),
          mismatches.map((m) => m.ledger),
          mismatches.map((m) => m.gateway),
          mismatches.map((m) => m.action),
        ],
      );
      this.logger?.info('payment reconciliation', { checked: transactions.length, mismatches: mismatches.length });
      return {
        ranAt: run!.ranAt,
        provider: gateway.provider,
        checked: transactions.length + unanswered.length + refunds.length,
        mismatches,
      };
    });
  }

  /** The latest run, as the back office shows it. */
  async latest(): Promise<ReconciliationRun | null> {
    const [run] = await this.sql.query<{ id: string; ranAt: string; provider: string; checked: number }>(
      `SELECT id, to_char(ran_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "ranAt", provider, checked
       FROM payment_reconciliation_run ORDER BY id DESC LIMIT 1`,
    );
    if (!run) return null;
    const mismatches = await this.sql.query<PaymentMismatch>(
      `SELECT order_number AS "orderNumber", transaction_id AS "transactionId", ledger, gateway, action
       FROM payment_mismatch WHERE run_id = $1 ORDER BY id`,
      [run.id],
    );
    return { ranAt: run.ranAt, provider: run.provider, checked: run.checked, mismatches };
  }

  /** What the ledger expects of a transaction, against the gateway's record: a difference in words, or null. */
  private compare(
    events: readonly PaymentEvent[],
    transactionId: string,
    record: GatewayTransaction | null,
  ): Pick<PaymentMismatch, 'ledger' | 'gateway'> | null {
    const of = (operation: string) =>
      events.filter((e) => e.transactionId === transactionId && e.operation === operation && e.outcome === 'approved');
    const authorized = events.filter(
      (e) =>
        e.transactionId === transactionId &&
        e.operation === 'authorize' &&
        (e.outcome === 'approved' || e.outcome === 'held'),
    );
    const voided =
      of('void').length > 0 || of('refund').some((e) => (e.detail as { how?: string } | null)?.how === 'void');
    const captured = of('capture').reduce((sum, e) => sum + e.amountCents, 0);
    const authAmount = authorized.at(-1)?.amountCents ?? 0;
    const ours = voided ? 'voided' : captured > 0 ? `captured ${captured} cents` : `authorized ${authAmount} cents`;
    if (!record) return { ledger: ours, gateway: 'no such transaction, or the gateway could not be asked' };
    const theirs = `${record.status}, authorized ${record.authAmountCents} cents, settled ${record.settleAmountCents} cents`;
    const agrees = voided
      ? record.status === 'voided' || record.status === 'declined'
      : captured > 0
        ? CAPTURED.has(record.status) && record.settleAmountCents === captured
        : AUTHORIZED.has(record.status) && record.authAmountCents === authAmount;
    return agrees ? null : { ledger: ours, gateway: theirs };
  }

  /** A call whose answer never came: what the gateway made of it, settled now. */
  private async resolve(call: PaymentEvent): Promise<PaymentMismatch[]> {
    const gateway = this.gateway!;
    const found = await gateway.findByReference(call.reference, call.orderNumber).catch(() => undefined);
    if (found === undefined) return [];
    const base = {
      orderNumber: call.orderNumber,
      provider: call.provider,
      operation: 'authorize' as const,
      reference: call.reference,
      actor: 'system' as const,
    };
    if (!found || !AUTHORIZED.has(found.status)) {
      await this.ledger.append({
        ...base,
        outcome: 'not-found',
        amountCents: 0,
        transactionId: found?.transactionId ?? null,
        message: found ? `the gateway has it as ${found.status}` : 'the gateway has no such call',
      });
      return [];
    }
    if (await this.orders.exists(call.orderNumber)) {
      await this.ledger.append({
        ...base,
        outcome: 'approved',
        amountCents: found.authAmountCents,
        transactionId: found.transactionId,
        message: 'found by the reconciliation after the answer was lost',
      });
      return [
        {
          orderNumber: call.orderNumber,
          transactionId: found.transactionId,
          ledger: 'a call without an answer',
          gateway: found.status,
          action: 'recorded as authorized',
        },
      ];
    }
    // The order never committed: the authorization belongs to nothing, and is released.
    const reference = `X${randomBytes(15).toString('base64url').slice(0, 19)}`;
    await this.ledger.append({
      ...base,
      outcome: 'not-found',
      amountCents: 0,
      transactionId: found.transactionId,
      message: 'an authorization without an order',
    });
    await this.ledger.append({
      ...base,
      operation: 'void',
      outcome: 'requested',
      reference,
      amountCents: 0,
      transactionId: found.transactionId,
    });
    const voided = await gateway.void(reference, found.transactionId);
    await this.ledger.append({
      ...base,
      operation: 'void',
      reference,
      outcome: voided.outcome === 'APPROVED' ? 'approved' : 'error',
      amountCents: 0,
      transactionId: found.transactionId,
      reasonCode: voided.reasonCode,
      message: voided.message,
    });
    return [
      {
        orderNumber: call.orderNumber,
        transactionId: found.transactionId,
        ledger: 'no order (its placement did not commit)',
        gateway: `${found.status}, ${found.authAmountCents} cents`,
        action: voided.outcome === 'APPROVED' ? 'voided' : 'the void failed: void it at the gateway',
      },
    ];
  }
}
