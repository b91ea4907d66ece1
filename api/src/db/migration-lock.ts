import { Client } from 'pg';
import type { Logger } from '../logger';

/** The advisory lock key every copy of the app takes around its migrations and seed (any fixed bigint). */
export const MIGRATION_LOCK_KEY = 7_316_605_427_001n;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on its own connection, so replicas of a new
 * release that start together migrate one after the other: the first applies the migrations, the others then
 * find none pending. The lock goes with the connection, so a copy that dies mid-way releases it.
 */
export async function withMigrationLock<T>(url: string, logger: Logger, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      key,
    ]);
    if (!rows[0]?.locked) {
      logger.info('another copy of the app is migrating the database: waiting for it');
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    await client.end();
  }
}
