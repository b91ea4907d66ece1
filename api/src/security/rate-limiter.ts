import type { Sql } from '../db/sql';
import { AppError } from '../errors';
import { sha256 } from './tokens';

export interface RateLimit {
  /** Names the counter, e.g. "login:email". */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

/** The limits of spec-sensitive operations, per e-mail address and per client address. */
export const RATE_LIMITS = {
  loginPerEmail: { name: 'login:email', max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', max: 50, windowMs: 15 * MINUTE },
  // Sign-up and recovery codes have a budget each, so using up one never blocks the other.
  signUpCodePerEmail: { name: 'sign-up-code:email', max: 5, windowMs: 60 * MINUTE },
  signUpCodePerIp: { name: 'sign-up-code:ip', max: 30, windowMs: 60 * MINUTE },
  recoveryCodePerEmail: { name: 'recovery-code:email', max: 5, windowMs: 60 * MINUTE },
  recoveryCodePerIp: { name: 'recovery-code:ip', max: 30, windowMs: 60 * MINUTE },
  codeCheckPerEmail: { name: 'code-check:email', max: 10, windowMs: 15 * MINUTE },
  codeCheckPerIp: { name: 'code-check:ip', max: 50, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/** The subject as the counter's key: long ones (a pasted essay for an e-mail) are hashed to a fixed size. */
function counterSubject(subject: string): string {
  const lower = subject.toLowerCase();
  return lower.length <= 200 ? lower : 'sha256:' + sha256(lower).toString('hex');
}

const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them. Each call counts once,
 * which is also how operations aliased or batched into one GraphQL request are each counted.
 */
export class RateLimiter {
  constructor(private readonly sql: Sql) {}

  /** Counts one hit and throws RATE_LIMITED when the window's limit is passed. */
  async hit(limit: RateLimit, subject: string): Promise<void> {
    const [row] = await this.sql.query<{ hits: number; retry_ms: number }>(
      `INSERT INTO rate_limit AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - $2 * interval '1 millisecond' THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - $2 * interval '1 millisecond' THEN now() ELSE r.window_start END
       RETURNING hits, (extract(epoch FROM (window_start + $2 * interval '1 millisecond' - now())) * 1000)::int AS retry_ms`,
      [`${limit.name}:${counterSubject(subject)}`, limit.windowMs],
    );
    if (row && row.hits > limit.max) {
      const minutes = Math.max(1, Math.ceil(row.retry_ms / MINUTE));
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
    }
  }

  /** Deletes counters whose window has closed for every limit; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches('rate_limit', `window_start <= now() - $1 * interval '1 millisecond'`, [
      LONGEST_WINDOW_MS,
    ]);
  }

  async hitAll(pairs: readonly [RateLimit, string][]): Promise<void> {
    for (const [limit, subject] of pairs) await this.hit(limit, subject);
  }
}
