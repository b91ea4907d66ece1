import path from 'node:path';
import { type DataSource, MigrationExecutor } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { createMigrationDataSource } from './data-source';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { withMigrationLock } from './migration-lock';
import { createPool } from './pool';
import { untilNoOtherClients } from './running-embedded-postgres';
import { seedCatalogue } from './seed/seed';
import { Sql } from './sql';

const POOL_DRAIN_MS = 3_000;

export interface Database {
  readonly sql: Sql;
  readonly url: string;
  /** DATABASE_READ_URL, when the catalogue's reads go to a replica. */
  readonly readUrl: string | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Seed the demo catalogue when it is empty (default true). */
  seed?: boolean;
  /** More schema work after the migrations, on the same TypeORM data source (the seed CLI). */
  prepare?: (dataSource: DataSource) => Promise<void>;
  /**
   * `run` (default) applies pending migrations; `check` refuses to go on when some are pending and changes
   * no schema: a command beside a running shop leaves the schema to the shop (docs/decisions.md).
   */
  migrations?: 'run' | 'check';
  /** An embedded server started here is stopped by close() only once no other client uses it (a command's). */
  stopWhenUnused?: boolean;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under .data/, then runs pending
 * migrations and seeds the demo catalogue when the catalogue is empty. With DATABASE_READ_URL, a second
 * pool on the replica, which is never migrated or written (it follows the primary).
 */
export async function openDatabase(config: AppConfig, logger: Logger, options: OpenOptions = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPostgresPort, logger);
    url = embedded.url;
    logger.info('embedded PostgreSQL started', { port: config.embeddedPostgresPort });
  }
  try {
    // Replicas starting together take turns; the first migrates and seeds, the others find nothing to do.
    const target = url;
    await withMigrationLock(target, logger, () => migrate(target, logger, options));
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const readUrl = config.databaseReadUrl;
  const sql = new Sql(createPool({ url }, logger), readUrl ? createPool({ url: readUrl }, logger) : undefined);
  return {
    sql,
    url,
    readUrl,
    async close() {
      // Connections still busy after a few seconds are ended by the database's own shutdown.
      await Promise.race([sql.close(), new Promise((resolve) => setTimeout(resolve, POOL_DRAIN_MS).unref())]);
      if (embedded && options.stopWhenUnused) await untilNoOtherClients(url).catch(() => undefined);
      await embedded?.stop();
    },
  };
}

async function migrate(url: string, logger: Logger, options: OpenOptions): Promise<void> {
  const dataSource = createMigrationDataSource(url);
  await dataSource.initialize();
  try {
    if (options.migrations === 'check') {
      const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
      if (pending.length) {
        throw new Error(
          `The running shop's database lacks ${pending.length} migration(s) of this code ` +
            `(${pending.map((m) => m.name).join(', ')}), and a command leaves its schema to the shop: ` +
            'restart the shop, which applies them as it starts (a shop still starting is applying them now), ' +
            'then run the command again.',
        );
      }
    } else {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length) logger.info('migrations applied', { migrations: applied.map((m) => m.name) });
    }
    if (options.seed ?? true) {
      const added = await seedCatalogue(dataSource);
      if (added) logger.info('demo catalogue seeded', { products: added });
    }
    await options.prepare?.(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
