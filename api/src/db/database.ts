import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { seedCatalogue } from './seed/seed';
import path from 'node:path';

export interface Database {
  readonly dataSource: DataSource;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under .data/, then runs pending
 * migrations and seeds the demo catalogue when the catalogue is empty.
 */
export async function openDatabase(
  config: AppConfig,
  logger: Logger,
  options: { seed?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPostgresPort, logger);
    url = embedded.url;
    logger.info('embedded PostgreSQL started', { port: config.embeddedPostgresPort });
  }
  const dataSource = createDataSource({ url });
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info('migrations applied', { migrations: applied.map((m) => m.name) });
    if (options.seed ?? true) {
      const added = await seedCatalogue(dataSource);
      if (added) logger.info('demo catalogue seeded', { products: added });
    }
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
