import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily reconciliation's runs and what each found: every difference between the payment ledger and the
 * gateway's own record of a transaction (and every call whose answer never came), for staff to look into.
 */
export class PaymentReconciliation1732168610000 implements MigrationInterface {
  name = 'PaymentReconciliation1732168610000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_reconciliation_run (
        id          bigserial PRIMARY KEY,
        ran_at      timestamptz NOT NULL DEFAULT now(),
        provider    text NOT NULL,
        checked     integer NOT NULL CHECK (checked >= 0)
      )`);
    await db.query(`
      CREATE TABLE payment_mismatch (
        id              bigserial PRIMARY KEY,
        run_id          bigint NOT NULL REFERENCES payment_reconciliation_run (id) ON DELETE CASCADE,
        order_number    text NOT NULL,
        transaction_id  text,
        ledger          text NOT NULL,
        gateway         text NOT NULL,
        action          text
      )`);
    await db.query(`CREATE INDEX payment_mismatch_run_idx ON payment_mismatch (run_id, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payment_mismatch, payment_reconciliation_run`);
  }
}
