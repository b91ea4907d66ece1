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
  const started = Date.now();
  let added = 0;
  const database = await openDatabase(config, logger, {
    seed: false,
    prepare: async (dataSource) => void (added = await seedCatalogue(dataSource, count)),
  });
  await database.close();
  process.stdout.write(`catalogue: ${added} products added (target ${count}) in ${Date.now() - started} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
