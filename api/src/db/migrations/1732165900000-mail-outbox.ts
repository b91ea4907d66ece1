import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * outgoing_mail becomes an outbox: mail is recorded in the same transaction as what caused it and a
 * worker sends it after commit, retrying with backoff; a send that keeps failing is marked failed.
 */
export class MailOutbox1732165900000 implements MigrationInterface {
  name = 'MailOutbox1732165900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outgoing_mail
      ADD COLUMN html_body text,
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN last_error text,
      ADD COLUMN failed_at timestamptz`);
    // Mail kept before there was a worker was never meant to leave (no mail server): not sent now.
    await db.query(`UPDATE outgoing_mail SET failed_at = now(), last_error = 'recorded before the outbox worker'
      WHERE sent_at IS NULL`);
    await db.query(`CREATE INDEX outgoing_mail_due_idx ON outgoing_mail (next_attempt_at)
      WHERE sent_at IS NULL AND failed_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outgoing_mail_due_idx`);
    await db.query(`ALTER TABLE outgoing_mail DROP COLUMN html_body, DROP COLUMN attempts,
      DROP COLUMN next_attempt_at, DROP COLUMN last_error, DROP COLUMN failed_at`);
  }
}
