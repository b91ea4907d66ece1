import { Client } from 'pg';
import { type TestApp, startTestApp } from './test-app';

export interface SuiteApp {
  readonly testApp: TestApp;
  /** A direct connection to the app's database, to look at or age rows. */
  readonly db: Client;
}

/** Jest hooks for a suite: the app on its own database, and a client on that database, both closed after. */
export function useSuiteApp(env: Record<string, string> = {}): SuiteApp {
  let testApp: TestApp | undefined;
  let db: Client | undefined;
  beforeAll(async () => {
    testApp = await startTestApp(env);
    db = new Client({ connectionString: testApp.app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await testApp?.stop();
  });
  return {
    get testApp() {
      return testApp!;
    },
    get db() {
      return db!;
    },
  };
}
