import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createLogger } from '../../api/src/logger';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres';

export const TEMPLATE_DB = 'storefront_template';

export interface TestServer {
  /** URL of the server's maintenance database ("postgres"), used to create per-suite databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function dockerAnswers(): boolean {
  if (process.env.DOCKER_HOST) return true;
  return fs.existsSync('/var/run/docker.sock');
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/' + database;
  return parsed.toString();
}

/**
 * The test PostgreSQL, in order: TEST_DATABASE_URL; a container through testcontainers when a
 * Docker engine answers; otherwise an embedded server in a temporary directory.
 */
export async function startTestServer(): Promise<TestServer> {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: withDatabase(process.env.TEST_DATABASE_URL, 'postgres'), stop: async () => undefined };
  }
  if (dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return {
      adminUrl: withDatabase(container.getConnectionUri(), 'postgres'),
      stop: async () => void (await container.stop()),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-pg-'));
  const port = await freePort();
  const embedded = await startEmbeddedPostgres(dir, port, createLogger('warn'), { persistent: false });
  return {
    adminUrl: withDatabase(embedded.url, 'postgres'),
    async stop() {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database copied from the migrated, seeded template: each suite gets its own. */
export async function createDatabaseFromTemplate(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await client.end();
  }
  return withDatabase(adminUrl, name);
}

/** A new database with nothing in it, as a release's first start finds one. */
export async function createEmptyDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export { withDatabase };
