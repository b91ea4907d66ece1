import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { openDatabase } from '../database';
import { DEMO_PRODUCT_COUNT } from './product-generator';
import { seedCatalogue } from './seed';

/** npm run db:seed [-- --products N]: grows the catalogue to N generated products (default: the demo set). */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--products');
  const count = flag === -1 ? DEMO_PRODUCT_COUNT : Number(process.argv[flag + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
    throw new Error('--products takes a whole number from 1 to 2000000');
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger, { seed: false });
  try {
    const started = Date.now();
    const added = await seedCatalogue(database.dataSource, count);
    process.stdout.write(`catalogue: ${added} products added (target ${count}) in ${Date.now() - started} ms\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
