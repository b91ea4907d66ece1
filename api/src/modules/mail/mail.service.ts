import type { Sql } from '../../db/sql';
import type { MailMessage } from './mail.templates';

export interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  failedAt: Date | null;
  lastError: string | null;
}

/**
 * The outbox: a message is recorded with whatever caused it (inside the caller's unit of work, so an
 * order and its confirmation commit or roll back together) and never sent here. The mail worker sends
 * it after commit, so mail never blocks, slows or fails the action.
 */
export class MailService {
  constructor(private readonly sql: Sql) {}

  async enqueue(message: MailMessage): Promise<void> {
    await this.sql.query(`INSERT INTO outgoing_mail (recipient, subject, body, html_body) VALUES ($1, $2, $3, $4)`, [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
    ]);
  }

  async outbox(limit = 50): Promise<OutboxMail[]> {
    return this.sql.query<OutboxMail>(
      `SELECT id, recipient, subject, body, created_at AS "createdAt", sent_at AS "sentAt", attempts,
         failed_at AS "failedAt", last_error AS "lastError"
       FROM outgoing_mail ORDER BY id DESC LIMIT $1`,
      [limit],
    );
  }

  /** Gives failed mail (all, or the ids given) a fresh round of attempts; answers how many. */
  async retryFailed(ids?: readonly string[]): Promise<number> {
    const rows = await this.sql.query(
      `UPDATE outgoing_mail SET failed_at = NULL, attempts = 0, next_attempt_at = now(), last_error = NULL
       WHERE failed_at IS NOT NULL AND sent_at IS NULL AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
       RETURNING id`,
      [ids ?? null],
    );
    return rows.length;
  }
}
