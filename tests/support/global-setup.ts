import { Client } from 'pg';
import { openDatabase } from '../../api/src/db/database';
import { loadConfig } from '../../api/src/config';
import { createLogger } from '../../api/src/logger';
import { TEMPLATE_DB, type TestServer, startTestServer, withDatabase } from './test-database';
import { ensureWebBuild } from './web-build';

declare global {
  var __TEST_PG__: TestServer | undefined;
}

/**
 * Starts the test PostgreSQL once and prepares the migrated, seeded template database; builds the web
 * app first when it has not been built.
 */
export default async function globalSetup(): Promise<void> {
  // Each API project names this setup; the first one to run prepares the server for all of them.
  if (globalThis.__TEST_PG__) return;
  ensureWebBuild();
  const server = await startTestServer();
  globalThis.__TEST_PG__ = server;
  const admin = new Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: withDatabase(server.adminUrl, TEMPLATE_DB) });
  const database = await openDatabase(config, createLogger('warn'));
  await database.close();
  process.env.STOREFRONT_TEST_ADMIN_URL = server.adminUrl;
}
