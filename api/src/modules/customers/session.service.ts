import type { Sql } from '../../db/sql';
import { newToken, sha256 } from '../../security/tokens';
import { SESSION_TTL_SECONDS } from './account.rules';

export interface AuthSession {
  readonly sessionId: string;
  readonly customerId: string;
}

/** Opaque session tokens: the cookie holds the token, the table only its SHA-256. */
export class SessionService {
  constructor(private readonly sql: Sql) {}

  async create(customerId: string): Promise<string> {
    const token = newToken();
    await this.sql.query(`DELETE FROM session WHERE customer_id = $1 AND expires_at <= now()`, [customerId]);
    await this.sql.query(
      `INSERT INTO session (token_hash, customer_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
      [sha256(token), customerId, SESSION_TTL_SECONDS],
    );
    return token;
  }

  async find(token: string | undefined): Promise<AuthSession | null> {
    if (!token || token.length > 100) return null;
    // A disabled account's session is no session, even one that began as it was being disabled.
    const [row] = await this.sql.query<{ id: string; customer_id: string }>(
      `SELECT s.id, s.customer_id FROM session s JOIN customer c ON c.id = s.customer_id
       WHERE s.token_hash = $1 AND s.expires_at > now() AND c.disabled_at IS NULL`,
      [sha256(token)],
    );
    return row ? { sessionId: String(row.id), customerId: row.customer_id } : null;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (token) await this.sql.query(`DELETE FROM session WHERE token_hash = $1`, [sha256(token)]);
  }

  /** Deletes expired sessions; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches('session', 'expires_at <= now()');
  }

  /** Ends every session of a customer but the one given (a password change keeps its own session). */
  async revokeOthers(customerId: string, keepSessionId: string | null): Promise<void> {
    await this.sql.query(`DELETE FROM session WHERE customer_id = $1 AND ($2::bigint IS NULL OR id <> $2::bigint)`, [
      customerId,
      keepSessionId,
    ]);
  }
}
