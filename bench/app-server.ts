/**
 * The application under test, in its own process: the real composition root (`startApp`) with the
 * production configuration the benchmark passes in the environment (NODE_ENV=production,
 * LOG_LEVEL=warn, PORT=0, HOST=127.0.0.1, DATABASE_URL of the benchmark's PostgreSQL), with the
 * whole-answer cache of public queries off: the budgets are about GraphQL itself (only menuGroups,
 * workload b, would be served from it).
 */
import { startApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/database';
import { createLogger } from '../api/src/logger';
import { SqlCounter, serveInChild } from './child';

serveInChild(async () => {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required: the benchmark starts its own PostgreSQL');
  // Opened here (migrations are already applied, the catalogue already seeded by the benchmark)
  // and handed to startApp, which then leaves closing it to us.
  const database = await openDatabase(config, createLogger(config.logLevel), { seed: false });
  const app = await startApp(config, { database, publicAnswerCache: false });
  const counter = new SqlCounter();
  app.services.sql.onQuery(({ text }) => counter.record(text));
  return {
    url: app.url.replace('localhost', config.host),
    sqlStats: () => counter.stats(),
    async stop() {
      await app.stop();
      await database.close();
    },
  };
});
