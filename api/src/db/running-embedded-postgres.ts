import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedPostgresUrl } from './embedded-postgres';

/** A PostgreSQL already serving a data folder (the shop's embedded server, or another command's). */
export interface RunningEmbeddedPostgres {
  readonly pid: number;
  readonly port: number;
  /** The shop's database on it, with the embedded server's user and password. */
  readonly url: string;
}

/** postmaster.pid, which PostgreSQL writes into its data folder line by line as it starts. */
interface LockFile {
  pid: number;
  port: number;
  socketDir: string;
  listenAddress: string;
  /** `starting`, `ready`, `standby` or `stopping`; empty while not written yet. */
  status: string;
}

/** How long a server that is still starting (the shop starting beside the command) is waited for. */
const STARTING_WAIT_MS = 30_000;
/** How long a server that says it is ready may take to answer on its port. */
const ANSWER_WAIT_MS = 3_000;

function readLockFile(dataDir: string): LockFile | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const line = (n: number) => text.split('\n')[n]?.trim() ?? '';
  // A negative PID is a single-user backend, which takes no connections: it counts as alive.
  return {
    pid: Math.abs(Number(line(0))),
    port: Number(line(3)),
    socketDir: line(4),
    listenAddress: line(5),
    status: line(7),
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where to reach the server: its first listen address (a wildcard is reached on loopback), else its socket. */
function target(lock: LockFile): { host: string; socket?: string } {
  const address = lock.listenAddress;
  if (address === '*' || address === '0.0.0.0') return { host: '127.0.0.1' };
  if (address === '::') return { host: '::1' };
  if (address) return { host: address };
  return { host: lock.socketDir, socket: path.join(lock.socketDir, `.s.PGSQL.${lock.port}`) };
}

function answers(lock: LockFile): Promise<boolean> {
  const { host, socket } = target(lock);
  return new Promise((resolve) => {
    const connection = socket ? net.connect(socket) : net.connect(lock.port, host);
    const done = (answered: boolean) => {
      connection.destroy();
      resolve(answered);
    };
    connection.setTimeout(1_000, () => done(false));
    connection.once('connect', () => done(true));
    connection.once('error', () => done(false));
  });
}

function urlOf(lock: LockFile): string {
  const { host, socket } = target(lock);
  // pg takes a socket folder as the `host` parameter of the URL.
  return socket
    ? `${embeddedPostgresUrl('localhost', lock.port)}?host=${encodeURIComponent(host)}`
    : embeddedPostgresUrl(host, lock.port);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The PostgreSQL running on `dataDir`, found through its postmaster.pid: the process it names is alive and
 * the port it names answers. Undefined when none runs (no file, or one left by a crash whose process is
 * gone: PostgreSQL replaces it at its next start). A server still starting is waited for; one that is
 * stopping, or alive but not answering, is an Error that says so: starting another on the folder would fail.
 */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<RunningEmbeddedPostgres | undefined> {
  const startedLooking = Date.now();
  let readySince: number | undefined;
  for (;;) {
    const lock = readLockFile(dataDir);
    if (!lock || !isAlive(lock.pid)) return undefined;
    const which = `The PostgreSQL running on ${dataDir} (process ${lock.pid})`;
    if (lock.status === 'stopping') {
      throw new Error(`${which} is shutting down: run the command again once it has stopped.`);
    }
    if (lock.status === 'ready' || lock.status === 'standby') {
      if (await answers(lock)) return { pid: lock.pid, port: lock.port, url: urlOf(lock) };
      readySince ??= Date.now();
      if (Date.now() - readySince > ANSWER_WAIT_MS) {
        const { host, socket } = target(lock);
        throw new Error(
          `${which} does not answer on ${socket ?? `${host}:${lock.port}`}. If no PostgreSQL runs there ` +
            `(\`ps -p ${lock.pid}\`), ${path.join(dataDir, 'postmaster.pid')} is left from a crash and its ` +
            'process number now belongs to another program: delete the file.',
        );
      }
    } else if (Date.now() - startedLooking > STARTING_WAIT_MS) {
      throw new Error(`${which} is still starting after ${STARTING_WAIT_MS / 1000} s: try again when it is ready.`);
    }
    await pause(200);
  }
}

/** How long a command waits, before stopping the server it started, for other commands using it to finish. */
const SHARED_STOP_WAIT_MS = 60_000;

/**
 * Resolves once no other client is connected to the server at `url` (or after a minute): a command that
 * started a server waits so for another command that found it running, rather than cutting it off.
 */
export async function untilNoOtherClients(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const deadline = Date.now() + SHARED_STOP_WAIT_MS;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ others: number }>(
        `SELECT count(*)::int AS others FROM pg_stat_activity
         WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      if (!rows[0]?.others) return;
      await pause(200);
    }
  } finally {
    await client.end();
  }
}
