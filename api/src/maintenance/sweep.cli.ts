import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { createServices } from '../services';
import { sweepTasks } from './sweep-tasks';
import { Sweeper } from './sweeper';

/** npm run db:sweep: deletes expired sessions, device tokens, codes, rate-limit rows, idle guest carts and old keys once. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger, { seed: false });
  try {
    const swept = await new Sweeper(sweepTasks(createServices(database.sql, config, logger)), logger).sweepOnce();
    for (const [task, rows] of Object.entries(swept)) process.stdout.write(`${task}: ${rows} deleted\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
