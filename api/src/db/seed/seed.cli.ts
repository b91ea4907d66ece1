import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createMigrationDataSource } from '../data-source';
import { openCommandDatabase, runCli } from '../run-command';
import { DEMO_PRODUCT_COUNT } from './product-generator';
import { readImageUrls } from './image-urls';
import { seedCatalogue } from './seed';

/**
 * npm run db:seed [-- --products N] [--images file]: grows the catalogue to N generated products (default:
 * the demo set), then gives the products the file names their photographs (image-urls.ts).
 */
async function main(): Promise<void> {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : (process.argv[at + 1] ?? '');
  };
  const products = option('--products');
  const count = products === undefined ? DEMO_PRODUCT_COUNT : Number(products);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
    throw new Error('--products takes a whole number from 1 to 2000000');
  }
  const imagesFile = option('--images');
  const images = imagesFile === undefined ? new Map<string, string>() : readImageUrls(imagesFile);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  let added = 0;
  // The database the running shop uses (or one started for this command), then the seed in one transaction.
  const database = await openCommandDatabase(config, logger);
  try {
    const dataSource = createMigrationDataSource(database.url);
    await dataSource.initialize();
    try {
      added = await seedCatalogue(dataSource, count, images);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.close();
  }
  const photos = images.size ? `, ${images.size} photographs set` : '';
  process.stdout.write(`catalogue: ${added} products added (target ${count})${photos} in ${Date.now() - started} ms\n`);
}

runCli(main);
