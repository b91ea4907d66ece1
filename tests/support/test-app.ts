import { randomBytes } from 'node:crypto';
import { type App, startApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { createDatabaseFromTemplate, dropDatabase } from './test-database';

export interface TestApp {
  app: App;
  url: string;
  stop(): Promise<void>;
}

/** Starts the whole app on a free port with its own copy of the seeded database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = process.env.STOREFRONT_TEST_ADMIN_URL;
  if (!adminUrl) throw new Error('The test database is not set up: run the tests through jest (npm test).');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabaseFromTemplate(adminUrl, name);
  const app = await startApp(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      // Parallel work builds the web app into its own folder and points the tests at it.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      // The suites' second run holds the reference executor (graphql-js) to the same expectations.
      ...(process.env.GRAPHQL_EXECUTION ? { GRAPHQL_EXECUTION: process.env.GRAPHQL_EXECUTION } : {}),
      ...env,
    }),
  );
  return {
    app,
    url: app.url,
    async stop() {
      await app.stop();
      await dropDatabase(adminUrl, name);
    },
  };
}
