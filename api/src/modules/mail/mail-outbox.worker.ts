import type { Sql } from '../../db/sql';
import type { Logger } from '../../logger';
import { RoundSchedule } from '../../common/round-schedule';
import type { MailTransport, OutgoingMessage } from './mail.transport';

export interface MailWorkerOptions {
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** Attempts before a message is marked failed (it can be retried by hand). */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with each further one, up to an hour. */
  firstBackoffMs?: number;
  /** How long a message taken for sending stays reserved, in case this process dies while sending. */
  leaseMs?: number;
}

const MAX_BACKOFF_MS = 3_600_000;
const BATCH = 10;

/**
 * Sends the outbox after commit. Each round reserves a few due messages (a lease, so replicas never send
 * one twice and a crash mid-send only delays it), sends them one by one outside any transaction, and
 * records the result: sent, or the next attempt after a doubling backoff, or failed for good.
 */
export class MailWorker {
  private readonly rounds = new RoundSchedule(
    () => this.sendBatches(),
    (error) => this.logger.warn('mail round failed', { error: String(error) }),
  );
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly firstBackoffMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly sql: Sql,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.firstBackoffMs = options.firstBackoffMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  start(): void {
    this.rounds.start(this.pollMs);
  }

  /** Stops polling and waits for a round under way, so nothing is left half-recorded. */
  async stop(): Promise<void> {
    await this.rounds.stop();
    this.transport.close();
  }

  /** One round: sends every due message (in batches); answers how many were sent (a round under way is joined). */
  deliverDue(): Promise<number> {
    return this.rounds.run();
  }

  private async sendBatches(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.reserve();
      for (const message of due) if (await this.sendOne(message)) sent++;
      if (due.length < BATCH) return sent;
    }
  }

  private reserve(): Promise<(OutgoingMessage & { id: string; attempts: number })[]> {
    return this.sql.query(
      `UPDATE outgoing_mail SET next_attempt_at = now() + $1 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM outgoing_mail
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient AS "to", subject, body AS text, html_body AS html, attempts`,
      [this.leaseMs],
    );
  }

  private async sendOne(message: OutgoingMessage & { id: string; attempts: number }): Promise<boolean> {
    try {
      await this.transport.send(message);
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= this.maxAttempts;
      const backoff = Math.min(MAX_BACKOFF_MS, this.firstBackoffMs * 2 ** (attempts - 1));
      await this.sql.query(
        `UPDATE outgoing_mail SET attempts = $2, last_error = $3,
           next_attempt_at = now() + $4 * interval '1 millisecond', failed_at = CASE WHEN $5 THEN now() END
         WHERE id = $1`,
        [message.id, attempts, reason.slice(0, 500), backoff, giveUp],
      );
      (giveUp ? this.logger.error : this.logger.warn)(giveUp ? 'mail failed for good' : 'mail not sent; will retry', {
        mailId: message.id,
        attempts,
        error: reason,
      });
      return false;
    }
    await this.sql.query(`UPDATE outgoing_mail SET sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [
      message.id,
    ]);
    return true;
  }
}
