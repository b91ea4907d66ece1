import { Pool } from 'pg';
import type { Logger } from '../logger';

export interface PoolOptions {
  url: string;
  poolSize?: number;
  /** A statement running longer is cancelled, so a stuck query answers an error instead of hanging. */
  statementTimeoutMs?: number;
}

export function createPool({ url, poolSize = 20, statementTimeoutMs = 15_000 }: PoolOptions, logger: Logger): Pool {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    // An exhausted pool fails fast (the request answers 503) rather than waiting forever.
    connectionTimeoutMillis: 5_000,
    statement_timeout: statementTimeoutMs,
    lock_timeout: 5_000,
    idle_in_transaction_session_timeout: 30_000,
  });
  // An idle connection that the server ends (a restart, an administrator) is dropped from the pool;
  // unhandled, pg would throw it out of the process.
  pool.on('error', (error) => logger.warn('idle database connection closed', { error: error.message }));
  return pool;
}
