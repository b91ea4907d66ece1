import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Age and identity verification at checkout (issue 26 §4, PACT: before the order is accepted). One row per
 * check of a customer's identity: a digest of the identity asked (names, date of birth and address, normalised)
 * rather than the identity itself, the provider's answer and when; never a document image. The order keeps the
 * check it was placed with (provider, reference, outcome, time) and, while it awaits a pass, when the worker
 * asks again.
 */
export class IdentityVerification1732168100000 implements MigrationInterface {
  name = 'IdentityVerification1732168100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE identity_verification (
        id               bigserial PRIMARY KEY,
        customer_id      uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        identity_digest  text NOT NULL,
        provider         text NOT NULL,
        reference        text,
        outcome          text NOT NULL
          CHECK (outcome IN ('PASSED', 'FAILED', 'NEEDS_DOCUMENT', 'PENDING_REVIEW', 'ERROR')),
        reason           text,
        document_url     text,
        checked_at       timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX identity_verification_identity_idx
      ON identity_verification (customer_id, identity_digest, checked_at DESC)`);
    await db.query(`ALTER TABLE customer_order
      ADD COLUMN verification_provider text,
      ADD COLUMN verification_reference text,
      ADD COLUMN verification_outcome text
        CHECK (verification_outcome IN ('PASSED', 'FAILED', 'NEEDS_DOCUMENT', 'PENDING_REVIEW', 'ERROR')),
      ADD COLUMN verification_checked_at timestamptz,
      ADD COLUMN verification_note text,
      ADD COLUMN verification_attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN verification_retry_at timestamptz`);
    // The worker's question: orders still awaiting a pass, by when they are due.
    await db.query(`CREATE INDEX customer_order_verification_due_idx ON customer_order (verification_retry_at)
      WHERE verification_retry_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_order DROP COLUMN verification_provider, DROP COLUMN verification_reference,
      DROP COLUMN verification_outcome, DROP COLUMN verification_checked_at, DROP COLUMN verification_note,
      DROP COLUMN verification_attempts, DROP COLUMN verification_retry_at`);
    await db.query(`DROP TABLE identity_verification`);
  }
}
