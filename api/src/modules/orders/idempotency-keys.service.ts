import { createHash } from 'node:crypto';
import type { Sql } from '../../db/sql';

/** A key the customer sent names its order for a day. */
export const CLIENT_KEY_TTL_MS = 24 * 3_600_000;
/**
 * A key derived from the order's content (legacy clients send none) names its order for 10 minutes:
 * long enough for a retry, short enough that the same basket ordered again later is a new order.
 */
export const CONTENT_KEY_TTL_MS = 10 * 60_000;

export interface KnownKey {
  orderNumber: string;
  /** Null for keys stored before requests were fingerprinted: any request matches them. */
  fingerprint: string | null;
}

/** The digest that tells a retry (same request) from a different request under the same key. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** The order_idempotency_key table: which order a customer's key placed, until the key expires. */
export class IdempotencyKeys {
  constructor(private readonly sql: Sql) {}

  async find(customerId: string, key: string): Promise<KnownKey | null> {
    const [row] = await this.sql.query<KnownKey>(
      `SELECT o.order_number AS "orderNumber", k.fingerprint
       FROM order_idempotency_key k JOIN customer_order o ON o.id = k.order_id
       WHERE k.customer_id = $1 AND k.key = $2 AND k.expires_at > now()`,
      [customerId, key],
    );
    return row ?? null;
  }

  /** Records the key of a new order; an expired row for the same key is replaced. */
  async remember(customerId: string, key: string, fingerprint: string, orderId: string, ttlMs: number): Promise<void> {
    await this.sql.query(
      `INSERT INTO order_idempotency_key AS k (customer_id, key, fingerprint, order_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')
       ON CONFLICT (customer_id, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, order_id = EXCLUDED.order_id, created_at = now(),
             expires_at = EXCLUDED.expires_at
         WHERE k.expires_at <= now()`,
      [customerId, key, fingerprint, orderId, ttlMs],
    );
  }

  /** Deletes expired keys; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches('order_idempotency_key', 'expires_at <= now()');
  }
}
