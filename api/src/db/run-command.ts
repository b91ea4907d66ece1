import { type AppConfig, loadConfig } from '../config';
import { createLogger } from '../logger';
import { type Database, openDatabase } from './database';

/** Opens the database (migrated, not seeded) for one command-line task, and closes it after. */
export async function withDatabase<T>(work: (database: Database, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config, createLogger('warn'), { seed: false });
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** Runs a command-line entry: a failure prints its message alone and exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
