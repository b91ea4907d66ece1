import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browsers that have logged in to an account (OWASP's device cookie): the cookie holds a random
 * token, the table only its SHA-256. A trusted device is exempt from the account's login backoff.
 */
export class TrustedDevices1732166100000 implements MigrationInterface {
  name = 'TrustedDevices1732166100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE trusted_device (
        token_hash   bytea PRIMARY KEY,
        customer_id  uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        created_at   timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX trusted_device_customer_idx ON trusted_device (customer_id, created_at DESC)`);
    await db.query(`CREATE INDEX trusted_device_expires_idx ON trusted_device (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE trusted_device`);
  }
}
