import path from 'node:path';
import { type AppConfig, loadConfig } from '../config';
import { describeError } from '../errors';
import { type Logger, createLogger } from '../logger';
import { maskUrl } from '../settings-report';
import { type Database, type OpenOptions, openDatabase } from './database';
import { findRunningEmbeddedPostgres } from './running-embedded-postgres';

/**
 * The database for a command-line task (migrated, never seeded), beside the shop: DATABASE_URL when set
 * (migrated, as the shop does); else the embedded PostgreSQL already running on DATA_DIR, the running
 * shop's (its schema is left as the shop made it: pending migrations stop the command, see
 * OpenOptions.migrations); else an embedded server started for the task, migrated, and stopped by
 * `close()` once no other command uses it. It never starts a second server on a data folder in use and
 * never stops one it did not start.
 */
export async function openCommandDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  const options: OpenOptions = { seed: false, stopWhenUnused: true };
  if (config.databaseUrl) {
    return openDatabase(config, logger, options).catch((error: unknown) => {
      throw cannotOpen(`the database at ${maskUrl(config.databaseUrl)} (DATABASE_URL)`, error);
    });
  }
  const dataDir = path.join(config.dataDir, 'pg');
  const attach = async (): Promise<Database | undefined> => {
    const running = await findRunningEmbeddedPostgres(dataDir);
    if (!running) return undefined;
    return openDatabase({ ...config, databaseUrl: running.url }, logger, { ...options, migrations: 'check' }).catch(
      (error: unknown) => {
        throw cannotOpen(`the shop's embedded PostgreSQL on ${dataDir} (port ${running.port})`, error);
      },
    );
  };
  const attached = await attach();
  if (attached) return attached;
  try {
    return await openDatabase(config, logger, options);
  } catch (error) {
    // The shop or another command may have started a server on the folder in the meantime: use that one.
    const meanwhile = await attach().catch(() => undefined);
    if (meanwhile) return meanwhile;
    throw cannotOpen(`an embedded PostgreSQL on ${dataDir} (port ${config.embeddedPostgresPort})`, error);
  }
}

function cannotOpen(what: string, error: unknown): Error {
  return new Error(`Could not open ${what}: ${describeError(error)}`, { cause: error });
}

/** Opens the database (migrated, not seeded) for one command-line task, and closes it after. */
export async function withDatabase<T>(work: (database: Database, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openCommandDatabase(config, createLogger('warn'));
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** Runs a command-line entry: a failure prints its reason alone (never a bare "undefined") and exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${describeError(error)}\n`);
    process.exit(1);
  });
}
