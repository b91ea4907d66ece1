import type { Sql } from '../../db/sql';
import { newToken, sha256 } from '../../security/tokens';
import {
  STAFF_ABSOLUTE_TIMEOUT_SECONDS,
  STAFF_IDLE_TIMEOUT_SECONDS,
  STAFF_SEEN_GRANULARITY_SECONDS,
} from './staff.rules';
import type { StaffRole } from './permission.type';

/** Who a staff session belongs to, as each admin operation checks it. */
export interface StaffPrincipal {
  readonly sessionId: string;
  readonly staffId: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
}

/**
 * Staff sessions: the cookie holds an opaque token, the table its SHA-256. A session ends after 30 idle
 * minutes, 12 hours after sign-in, at sign-out, and when its staff member is disabled or changes role.
 */
export class StaffSessionService {
  constructor(private readonly sql: Sql) {}

  async create(staffId: string): Promise<string> {
    const token = newToken();
    await this.sql.query(
      `INSERT INTO staff_session (token_hash, staff_id, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 second')`,
      [sha256(token), staffId, STAFF_ABSOLUTE_TIMEOUT_SECONDS],
    );
    return token;
  }

  /** The live session behind a token; each use restarts its idle clock (written at most once a minute). */
  async find(token: string | undefined): Promise<StaffPrincipal | null> {
    if (!token || token.length > 100) return null;
    const [row] = await this.sql.query<StaffPrincipal & { stale: boolean }>(
      `SELECT s.id::text AS "sessionId", st.id AS "staffId", st.email, st.name, st.role,
         s.last_seen_at < now() - $3 * interval '1 second' AS stale
       FROM staff_session s JOIN staff st ON st.id = s.staff_id
       WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at > now() - $2 * interval '1 second'
         AND st.disabled_at IS NULL`,
      [sha256(token), STAFF_IDLE_TIMEOUT_SECONDS, STAFF_SEEN_GRANULARITY_SECONDS],
    );
    if (!row) return null;
    if (row.stale) {
      await this.sql.query(`UPDATE staff_session SET last_seen_at = now() WHERE id = $1`, [row.sessionId]);
    }
    const { stale: _stale, ...principal } = row;
    return principal;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (token) await this.sql.query(`DELETE FROM staff_session WHERE token_hash = $1`, [sha256(token)]);
  }

  /** Ends every session of a staff member (disabled, role changed, authenticator reset). */
  async revokeAll(staffId: string): Promise<void> {
    await this.sql.query(`DELETE FROM staff_session WHERE staff_id = $1`, [staffId]);
  }

  /** Deletes sessions past either timeout; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches(
      'staff_session',
      `expires_at <= now() OR last_seen_at <= now() - interval '${STAFF_IDLE_TIMEOUT_SECONDS} seconds'`,
    );
  }
}
