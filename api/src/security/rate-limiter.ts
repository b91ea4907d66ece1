import type { Sql } from '../db/sql';
import { AppError } from '../errors';
import { sha256 } from './tokens';

export interface RateLimit {
  /** Names the counter, e.g. "login-failures:ip". */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/** A delay after failures instead of a lock: none for the first few, then doubling up to a cap. */
export interface Backoff {
  readonly name: string;
  readonly freeFailures: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** Failures are forgotten when none came for this long. */
  readonly forgetAfterMs: number;
}

const MINUTE = 60_000;

/** The limits of spec-sensitive operations, per e-mail address and per client address. */
export const RATE_LIMITS = {
  // Logins and password changes count failures only: a customer's own successes use up nothing.
  loginFailuresPerIp: { name: 'login-failures:ip', max: 50, windowMs: 15 * MINUTE },
  loginFailuresPerAccountAndIp: { name: 'login-failures:account-ip', max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerDevice: { name: 'login-failures:device', max: 10, windowMs: 15 * MINUTE },
  passwordChangeFailuresPerCustomer: { name: 'password-change-failures:customer', max: 10, windowMs: 15 * MINUTE },
  // Sign-up and recovery codes have a budget each, so using up one never blocks the other.
  signUpCodePerEmail: { name: 'sign-up-code:email', max: 5, windowMs: 60 * MINUTE },
  signUpCodePerIp: { name: 'sign-up-code:ip', max: 30, windowMs: 60 * MINUTE },
  recoveryCodePerEmail: { name: 'recovery-code:email', max: 5, windowMs: 60 * MINUTE },
  recoveryCodePerIp: { name: 'recovery-code:ip', max: 30, windowMs: 60 * MINUTE },
  codeCheckPerEmail: { name: 'code-check:email', max: 10, windowMs: 15 * MINUTE },
  codeCheckPerIp: { name: 'code-check:ip', max: 50, windowMs: 15 * MINUTE },
  // Each attempt goes to the verification service: a customer trying identity after identity is stopped here.
  serviceVerificationPerCustomer: { name: 'service-verification:customer', max: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * Logins to one account from anywhere: after 5 failures each attempt waits 1 minute from the last
 * failure, doubling with each further failure up to 5 minutes. Whole minutes, so the refusal's
 * "wait N minutes" is exact and visibly grows.
 */
export const LOGIN_BACKOFF = {
  name: 'login-backoff:account',
  freeFailures: 5,
  firstDelayMs: MINUTE,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
} as const satisfies Backoff;

/** The subject as the counter's key: long ones (a pasted essay for an e-mail) are hashed to a fixed size. */
export function counterKey(name: string, subject: string): string {
  const lower = subject.toLowerCase();
  return `${name}:${lower.length <= 200 ? lower : 'sha256:' + sha256(lower).toString('hex')}`;
}

export function tooManyAttempts(retryMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryMs / MINUTE));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/** How long a counter row can matter: older ones are swept. */
const LONGEST_WINDOW_MS = Math.max(
  LOGIN_BACKOFF.forgetAfterMs,
  ...Object.values(RATE_LIMITS).map((limit) => limit.windowMs),
);

const CLOSED = `r.window_start <= now() - $2 * interval '1 millisecond'`;

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
      [counterKey(limit.name, subject), limit.windowMs],
    );
    if (row && row.hits > limit.max) throw tooManyAttempts(row.retry_ms);
  }

  async hitAll(pairs: readonly [RateLimit, string][]): Promise<void> {
    for (const [limit, subject] of pairs) await this.hit(limit, subject);
  }

  /**
   * Takes one place in the window if there is room, answering the hits now counted; when full it
   * counts nothing and answers null. A place taken before slow work (a password hash) bounds
   * parallel attempts too; `giveBack` returns it when the attempt turns out not to count.
   */
  async tryTake(limit: RateLimit, subject: string): Promise<number | null> {
    const [row] = await this.sql.query<{ hits: number }>(
      `INSERT INTO rate_limit AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN ${CLOSED} THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN ${CLOSED} THEN now() ELSE r.window_start END
       WHERE ${CLOSED} OR r.hits < $3
       RETURNING hits`,
      [counterKey(limit.name, subject), limit.windowMs, limit.max],
    );
    return row ? row.hits : null;
  }

  /** `tryTake`, refusing with RATE_LIMITED (and counting nothing) when the window is full. */
  async take(limit: RateLimit, subject: string): Promise<void> {
    if ((await this.tryTake(limit, subject)) !== null) return;
    const [row] = await this.sql.query<{ retry_ms: number }>(
      `SELECT (extract(epoch FROM (window_start + $2 * interval '1 millisecond' - now())) * 1000)::float8 AS retry_ms
       FROM rate_limit WHERE key = $1`,
      [counterKey(limit.name, subject), limit.windowMs],
    );
    throw tooManyAttempts(row?.retry_ms ?? limit.windowMs);
  }

  async giveBack(limit: RateLimit, subject: string): Promise<void> {
    await this.sql.query(`UPDATE rate_limit SET hits = hits - 1 WHERE key = $1 AND hits > 0`, [
      counterKey(limit.name, subject),
    ]);
  }

  async clear(limit: RateLimit, subject: string): Promise<void> {
    await this.sql.query(`DELETE FROM rate_limit WHERE key = $1`, [counterKey(limit.name, subject)]);
  }

  /** Deletes counters whose window has closed for every limit; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.sql.deleteInBatches('rate_limit', `window_start <= now() - $1 * interval '1 millisecond'`, [
      LONGEST_WINDOW_MS,
    ]);
  }
}
