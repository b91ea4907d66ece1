import type { Sql } from '../../db/sql';
import { newToken, sha256 } from '../../security/tokens';
import { MAX_TRUSTED_DEVICES, TRUSTED_DEVICE_TTL_SECONDS } from './account.rules';

/** Names a trusted device without its token: the hex of the token's SHA-256. */
export type DeviceKey = string;

/** Our tokens are 43 characters; a longer cookie is not one of them and is not hashed. */
const MAX_TOKEN_LENGTH = 100;

const keyOf = (token: string): DeviceKey => sha256(token).toString('hex');

/**
 * Browsers that logged in to an account (OWASP's device cookie). The cookie holds an opaque
 * token, the table only its SHA-256; a stolen table names no cookie.
 */
export class TrustedDeviceService {
  constructor(private readonly sql: Sql) {}

  /** A new device token for the customer; the one the browser held before (`replacing`) is revoked. */
  async issue(customerId: string, replacing?: string): Promise<string> {
    const token = newToken();
    if (replacing && replacing.length <= MAX_TOKEN_LENGTH) await this.revoke(keyOf(replacing));
    await this.sql.query(
      `INSERT INTO trusted_device (token_hash, customer_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
      [sha256(token), customerId, TRUSTED_DEVICE_TTL_SECONDS],
    );
    await this.sql.query(
      `DELETE FROM trusted_device WHERE customer_id = $1 AND token_hash NOT IN (
         SELECT token_hash FROM trusted_device WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2)`,
      [customerId, MAX_TRUSTED_DEVICES],
    );
    return token;
  }

  /** The device's key when `token` is a live device of the account with this (normalised) e-mail. */
  async recognise(token: string | undefined, email: string): Promise<DeviceKey | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const key = keyOf(token);
    const rows = await this.sql.query(
      `SELECT 1 FROM trusted_device d JOIN customer c ON c.id = d.customer_id
       WHERE d.token_hash = $1 AND d.expires_at > now() AND lower(c.email) = $2`,
      [Buffer.from(key, 'hex'), email],
    );
    return rows.length > 0 ? key : null;
  }

  async revoke(key: DeviceKey): Promise<void> {
    await this.sql.query(`DELETE FROM trusted_device WHERE token_hash = $1`, [Buffer.from(key, 'hex')]);
  }

  /** Forgets every device of a customer (a password reset: whoever held the account may hold one). */
  async revokeAllOf(customerId: string): Promise<void> {
    await this.sql.query(`DELETE FROM trusted_device WHERE customer_id = $1`, [customerId]);
  }

  /** Deletes expired device tokens; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches('trusted_device', 'expires_at <= now()');
  }
}
