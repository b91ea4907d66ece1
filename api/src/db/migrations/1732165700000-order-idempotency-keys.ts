import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys get their own table: the key, a fingerprint of the request it first came with,
 * the order it placed, and an expiry after which the key is free again and swept.
 */
export class OrderIdempotencyKeys1732165700000 implements MigrationInterface {
  name = 'OrderIdempotencyKeys1732165700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_idempotency_key (
        customer_id  uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        key          text NOT NULL,
        fingerprint  text,
        order_id     uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        created_at   timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL,
        PRIMARY KEY (customer_id, key)
      )`);
    await db.query(`CREATE INDEX order_idempotency_key_expires_idx ON order_idempotency_key (expires_at)`);
    // Keys of orders already placed keep their meaning: a client's key for a day, a legacy content
    // digest ("digest@time") for its 10-minute window. Their requests were not fingerprinted (null).
    await db.query(`
      INSERT INTO order_idempotency_key (customer_id, key, fingerprint, order_id, created_at, expires_at)
      SELECT DISTINCT ON (customer_id, split_part(idempotency_key, '@', 1))
             customer_id, split_part(idempotency_key, '@', 1), NULL, id, created_at,
             created_at + CASE WHEN idempotency_key LIKE '%@%' THEN interval '10 minutes' ELSE interval '1 day' END
      FROM customer_order
      ORDER BY customer_id, split_part(idempotency_key, '@', 1), created_at DESC`);
    await db.query(`ALTER TABLE customer_order DROP COLUMN idempotency_key`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_order ADD COLUMN idempotency_key text`);
    await db.query(`UPDATE customer_order o SET idempotency_key = coalesce(
      (SELECT k.key FROM order_idempotency_key k WHERE k.order_id = o.id), 'migrated-' || o.id)`);
    await db.query(`ALTER TABLE customer_order ALTER COLUMN idempotency_key SET NOT NULL,
      ADD UNIQUE (customer_id, idempotency_key)`);
    await db.query(`DROP TABLE order_idempotency_key`);
  }
}
