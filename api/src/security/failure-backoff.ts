import type { Sql } from '../db/sql';
import { type Backoff, counterKey, tooManyAttempts } from './rate-limiter';

/** The wait after `failures` failures: none for the free ones, then doubling with each to the cap. */
export function backoffDelayMs(policy: Backoff, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/**
 * Failure counters that slow an attacker down instead of locking the owner out. They live in the
 * `rate_limit` table (swept with it): `hits` counts the failures and `window_start` is the last
 * one, so the window slides and the delay is measured from the last failure.
 */
export class FailureBackoff {
  constructor(private readonly sql: Sql) {}

  /**
   * Refuses with RATE_LIMITED, counting nothing, while the delay since the last failure runs. Else
   * counts this attempt as a failure at once, so parallel attempts wait too; `giveBack` when it is not.
   */
  take(policy: Backoff, subject: string): Promise<void> {
    const key = counterKey(policy.name, subject);
    return this.sql.transaction(async () => {
      // The row exists before it is locked, so a burst on a fresh counter queues up too.
      await this.sql.query(
        `INSERT INTO rate_limit (key, window_start, hits) VALUES ($1, now(), 0) ON CONFLICT (key) DO NOTHING`,
        [key],
      );
      const [row] = await this.sql.query<{ hits: number; age_ms: number }>(
        `SELECT hits, (extract(epoch FROM now() - window_start) * 1000)::float8 AS age_ms
         FROM rate_limit WHERE key = $1 FOR UPDATE`,
        [key],
      );
      const failures = row && row.age_ms < policy.forgetAfterMs ? row.hits : 0;
      const wait = backoffDelayMs(policy, failures) - (row?.age_ms ?? 0);
      if (wait > 0) throw tooManyAttempts(wait);
      await this.count(policy, subject);
    });
  }

  /** Counts one failure now; the next delay starts from it. */
  async count(policy: Backoff, subject: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO rate_limit AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - $2 * interval '1 millisecond' THEN 1 ELSE r.hits + 1 END,
         window_start = now()`,
      [counterKey(policy.name, subject), policy.forgetAfterMs],
    );
  }

  /** Uncounts an attempt `take` counted that was no failure. */
  async giveBack(policy: Backoff, subject: string): Promise<void> {
    await this.sql.query(`UPDATE rate_limit SET hits = hits - 1 WHERE key = $1 AND hits > 0`, [
      counterKey(policy.name, subject),
    ]);
  }
}
