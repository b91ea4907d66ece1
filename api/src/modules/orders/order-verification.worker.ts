import type { Sql } from '../../db/sql';
import type { Logger } from '../../logger';
import { RoundSchedule } from '../../common/round-schedule';
import type { VerificationResult } from '../verification/age-verification.types';
import type { IdentityVerificationService } from '../verification/identity-verification.service';
import { retryDelayMs } from './order-verification.rules';

export interface VerificationWorkerOptions {
  /** How often due orders are looked for. */
  pollMs?: number;
  /** Attempts after which the worker stops asking (staff verify by hand or reject). */
  maxAttempts?: number;
}

const BATCH = 10;
/** An order taken for a retry stays reserved this long, in case this process dies while asking. */
const LEASE_MS = 5 * 60_000;

interface DueOrder {
  id: string;
  orderNumber: string;
  customerId: string;
  outcome: 'ERROR' | 'PENDING_REVIEW';
  reference: string | null;
  attempts: number;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

/**
 * Asks again about orders placed awaiting identity verification, outside any transaction: an ERROR check is
 * run again (with a doubling backoff), a PENDING_REVIEW one is asked for its status where the provider can
 * answer that. A PASSED answer clears the order for approval; FAILED leaves it awaiting, for staff to reject.
 */
export class OrderVerificationWorker {
  private readonly rounds = new RoundSchedule(
    () => this.pass(),
    (error) => this.logger.warn('identity verification round failed', { error: String(error) }),
  );
  private readonly pollMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly sql: Sql,
    private readonly identities: IdentityVerificationService,
    private readonly logger: Logger,
    options: VerificationWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 12;
  }

  start(): void {
    this.rounds.start(this.pollMs);
  }

  /** Stops asking, and waits for a round under way so that nothing is left half-recorded. */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One pass over the due orders (a pass under way is joined); answers how many it settled (PASSED or FAILED). */
  retryDue(): Promise<number> {
    return this.rounds.run();
  }

  private async pass(): Promise<number> {
    let settled = 0;
    for (;;) {
      const due = await this.reserve();
      for (const order of due) {
        try {
          if (await this.retry(order)) settled++;
        } catch (error) {
          this.logger.warn('identity verification retry failed', { order: order.orderNumber, error: String(error) });
        }
      }
      if (due.length < BATCH) return settled;
    }
  }

  private reserve(): Promise<DueOrder[]> {
    return this.sql.query(
      `UPDATE customer_order SET verification_retry_at = now() + $1 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM customer_order
         WHERE verification_retry_at <= now() AND status = 'Pending Approval'
           AND verification_outcome IN ('ERROR', 'PENDING_REVIEW')
         ORDER BY verification_retry_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, order_number AS "orderNumber", customer_id AS "customerId", verification_outcome AS outcome,
         verification_reference AS reference, verification_attempts AS attempts, ship_address AS address,
         ship_city AS city, ship_state_code AS state, ship_zipcode AS zipcode`,
      [LEASE_MS],
    );
  }

  /** True when the order's check is settled. */
  private async retry(order: DueOrder): Promise<boolean> {
    const address = { address: order.address, city: order.city, state: order.state.trim(), zipcode: order.zipcode };
    let result: VerificationResult | null;
    if (order.outcome === 'ERROR') {
      result = await this.identities.check(order.customerId, address);
    } else {
      result = order.reference ? await this.identities.status(order.reference) : null;
      if (result) await this.identities.keepFor(order.customerId, address, result);
    }
    const attempts = order.attempts + 1;
    // A provider that cannot be asked for a status, or enough attempts: staff decide from here.
    const stop = !result || attempts >= this.maxAttempts;
    const settled = result?.outcome === 'PASSED' || result?.outcome === 'FAILED';
    await this.sql.query(
      `UPDATE customer_order SET
         verification_provider = COALESCE($2, verification_provider),
         verification_reference = CASE WHEN $2::text IS NULL THEN verification_reference ELSE $3 END,
         verification_outcome = COALESCE($4, verification_outcome),
         verification_checked_at = COALESCE($5::timestamptz, verification_checked_at),
         verification_attempts = $6,
         verification_retry_at = CASE WHEN $7::boolean THEN NULL ELSE now() + $8 * interval '1 millisecond' END
       WHERE id = $1 AND verification_outcome IN ('ERROR', 'PENDING_REVIEW')`,
      [
        order.id,
        result?.provider ?? null,
        result?.reference ?? null,
        result && result.outcome !== 'NEEDS_DOCUMENT' ? result.outcome : null,
        result?.checkedAt ?? null,
        attempts,
        stop || settled,
        retryDelayMs(attempts),
      ],
    );
    if (settled)
      this.logger.info('identity verification settled', { order: order.orderNumber, outcome: result!.outcome });
    return settled;
  }
}
