/**
 * npm run bench:first-load: workload h of the benchmark on its own, on a small catalogue (the demo's 600
 * products; BENCH_PRODUCTS changes it) in its own embedded PostgreSQL (.data/bench-first-load-pg, port
 * BENCH_PG_PORT or 54392), so it needs neither the 100k catalogue nor the bare server. It measures the
 * built web app (web/dist: run `npm run build:web` first) as the production server sends it.
 * BENCH_LIGHTHOUSE_RUNS (3): cold Lighthouse runs per page. The exit code is 0 whatever it measures.
 */
import path from 'node:path';
import { ROOT_DIR } from '../api/src/config';
import { createLogger } from '../api/src/logger';
import { DEMO_PRODUCT_COUNT } from '../api/src/db/seed/product-generator';
import { type ServerProcess, startAppProcess } from './child';
import { type BenchDatabase, startBenchDatabase } from './database';
import { measureFirstLoad } from './first-load-measure';
import { formatBudgets } from './report';

const say = (line = ''): void => void process.stdout.write(line + '\n');
const number = (raw: string | undefined, fallback: number): number => (raw ? Number(raw) : fallback);

async function main(): Promise<void> {
  let db: BenchDatabase | undefined;
  let app: ServerProcess | undefined;
  try {
    const port = number(process.env.BENCH_PG_PORT, 54392);
    const products = number(process.env.BENCH_PRODUCTS, DEMO_PRODUCT_COUNT);
    const dataDir = path.join(ROOT_DIR, '.data', 'bench-first-load-pg');
    db = await startBenchDatabase(dataDir, port, products, createLogger('warn'), say);
    say(`PostgreSQL: ${path.relative(process.cwd(), dataDir)} on port ${port}, ${db.products} products`);
    app = await startAppProcess(db.url);
    say(`app (pid ${app.pid}): ${app.url}`);
    const budgets = await measureFirstLoad(app.url, number(process.env.BENCH_LIGHTHOUSE_RUNS, 3), say);
    say('\n' + formatBudgets(budgets));
  } finally {
    await app?.stop();
    await db?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `first-load bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
