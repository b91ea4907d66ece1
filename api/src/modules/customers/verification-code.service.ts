import type { Sql } from '../../db/sql';
import { randomBytes } from 'node:crypto';
import { newNumericCode, sameBytes, sha256 } from '../../security/tokens';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, normaliseEmail } from './account.rules';

export type CodePurpose = 'sign-up' | 'recovery';

function codeHash(salt: Buffer, purpose: CodePurpose, email: string, code: string): Buffer {
  return sha256(Buffer.concat([salt, Buffer.from(`${purpose}:${normaliseEmail(email)}:${code}`)]));
}

/**
 * E-mailed 6-digit codes: stored salted and hashed, valid 10 minutes, 5 tries, single use.
 * A new code replaces the earlier ones for the same address and purpose.
 */
export class VerificationCodeService {
  constructor(private readonly sql: Sql) {}

  async issue(purpose: CodePurpose, email: string): Promise<string> {
    const code = newNumericCode();
    const salt = randomBytes(16);
    await this.revoke(purpose, email);
    await this.sql.query(
      `INSERT INTO verification_code (purpose, email, salt, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
      [purpose, normaliseEmail(email), salt, codeHash(salt, purpose, email, code), CODE_TTL_MS],
    );
    return code;
  }

  /** Uses up every live code of the address for the purpose: none of them works any more. */
  async revoke(purpose: CodePurpose, email: string): Promise<void> {
    await this.sql.query(
      `UPDATE verification_code SET used_at = now()
       WHERE purpose = $1 AND lower(email) = $2 AND used_at IS NULL`,
      [purpose, normaliseEmail(email)],
    );
  }

  /** Deletes expired codes, used or not; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches('verification_code', 'expires_at <= now()');
  }

  /**
   * Spends one try of the newest live code and, when it matches, uses it up. Call inside the
   * unit of work that acts on the code, so a used code and its effect commit together.
   */
  async consume(purpose: CodePurpose, email: string, code: string): Promise<boolean> {
    const rows = await this.sql.query<{ id: string; salt: Buffer; code_hash: Buffer }>(
      `SELECT id, salt, code_hash FROM verification_code
       WHERE purpose = $1 AND lower(email) = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $3
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [purpose, normaliseEmail(email), CODE_MAX_ATTEMPTS],
    );
    const live = rows[0];
    if (!live) return false;
    const matches =
      /^\d{6}$/.test(code.trim()) && sameBytes(live.code_hash, codeHash(live.salt, purpose, email, code.trim()));
    await this.sql.query(
      `UPDATE verification_code SET attempts = attempts + 1, used_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
      [live.id, matches],
    );
    return matches;
  }
}
