import { runCli, withDatabase } from '../db/run-command';
import { createLogger } from '../logger';
import { createServices } from '../services';
import { sweepTasks } from './sweep-tasks';
import { Sweeper } from './sweeper';

/** npm run db:sweep: deletes expired sessions, device tokens, codes, rate-limit rows, idle guest carts and old keys once. */
async function main(): Promise<void> {
  await withDatabase(async (database, config) => {
    const logger = createLogger('warn');
    const swept = await new Sweeper(sweepTasks(createServices(database.sql, config)), logger).sweepOnce();
    for (const [task, rows] of Object.entries(swept)) process.stdout.write(`${task}: ${rows} deleted\n`);
  });
}

runCli(() => main());
