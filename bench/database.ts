import fs from 'node:fs';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../api/src/config';
import { type Database, openDatabase } from '../api/src/db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../api/src/db/embedded-postgres';
import { seedCatalogue } from '../api/src/db/seed/seed';
import type { Logger } from '../api/src/logger';

export interface BenchDatabase {
  readonly url: string;
  /** Products in the catalogue after seeding, and how many this run added. */
  readonly products: number;
  readonly added: number;
  stop(): Promise<void>;
}

function postmasterAlive(dataDir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
  } catch {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the embedded server and resolves once it is gone. A terminal's Ctrl-C reaches postgres too
 * (it shares the process group) and it shuts itself down; embedded-postgres then waits for an 'exit'
 * event that has already happened, so the postmaster is also watched directly, with a time limit.
 */
async function stopPostgres(embedded: EmbeddedDatabase, dataDir: string): Promise<void> {
  if (!postmasterAlive(dataDir)) return;
  let timer: NodeJS.Timeout | undefined;
  const gone = new Promise<void>((resolve) => {
    const started = Date.now();
    timer = setInterval(() => {
      if (!postmasterAlive(dataDir) || Date.now() - started > 15_000) resolve();
    }, 100);
  });
  await Promise.race([embedded.stop().catch(() => undefined), gone]);
  clearInterval(timer);
}

/**
 * The benchmark's own PostgreSQL: persistent under .data/bench-pg, so the large catalogue is
 * generated once and reused by later runs. Migrations run and the catalogue grows to `products`.
 * The connection used for that is closed again: the servers under test open their own pools.
 */
export async function startBenchDatabase(
  dataDir: string,
  port: number,
  products: number,
  logger: Logger,
  progress: (line: string) => void,
): Promise<BenchDatabase> {
  const embedded = await startEmbeddedPostgres(dataDir, port, logger, { persistent: true }).catch((error: unknown) => {
    // embedded-postgres rejects without a reason when the server exits at start-up.
    const reason = error instanceof Error ? error.message : 'postgres exited at start-up';
    throw new Error(
      `could not start PostgreSQL in ${dataDir} on port ${port} (${reason}); is another bench running, ` +
        'or is the port taken (BENCH_PG_PORT)?',
    );
  });
  const stop = (): Promise<void> => stopPostgres(embedded, dataDir);
  try {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: embedded.url });
    let result: BenchDatabase | undefined;
    const database = await openDatabase(config, logger, {
      seed: false,
      prepare: async (ds) => {
        const [before] = await ds.query<{ n: number }[]>('SELECT count(*)::int AS n FROM product');
        if ((before?.n ?? 0) < products) {
          progress(`seeding the catalogue from ${before?.n ?? 0} to ${products} products (once; reused afterwards) …`);
        }
        const started = Date.now();
        const added = await seedCatalogue(ds, products);
        if (added) progress(`  ${added} products added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        const [after] = await ds.query<{ n: number }[]>('SELECT count(*)::int AS n FROM product');
        result = { url: embedded.url, products: after?.n ?? 0, added, stop };
      },
    });
    await database.close();
    return result!;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The benchmark's PostgreSQL opened in this process, as the app opens it in production (for in-process tools). */
export interface InProcessBench {
  readonly config: AppConfig;
  readonly database: Database;
  /** Closes the pool, then stops PostgreSQL. */
  close(): Promise<void>;
}

/** Starts the benchmark's PostgreSQL (as startBenchDatabase) and opens it in this process. */
export async function openBenchInProcess(
  settings: { pgDataDir: string; pgPort: number; products: number },
  logger: Logger,
  progress: (line: string) => void,
): Promise<InProcessBench> {
  const db = await startBenchDatabase(settings.pgDataDir, settings.pgPort, settings.products, logger, progress);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: db.url });
  const database = await openDatabase(config, logger, { seed: false }).catch(async (error: unknown) => {
    await db.stop();
    throw error;
  });
  return {
    config,
    database,
    async close() {
      await database.close();
      await db.stop();
    },
  };
}
