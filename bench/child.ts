import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** SQL statements a server sent, counted in its own process (the app through `Sql.onQuery`). */
export interface SqlStats {
  readonly total: number;
  /** Count per statement, keyed by its first words. */
  readonly byStatement: Readonly<Record<string, number>>;
}

export type ParentMessage = { type: 'stop' } | { type: 'sql-stats'; id: number };

export type ChildMessage =
  | { type: 'ready'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'sql-stats'; id: number; stats: SqlStats };

/** What a server process started by the benchmark hands to `serveInChild`. */
export interface ChildServer {
  readonly url: string;
  sqlStats(): SqlStats;
  stop(): Promise<void>;
}

/** A server running in its own Node process, with its own event loop. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  sqlStats(): Promise<SqlStats>;
  /** Stops passing the server's output on (during shutdown, when its errors are expected). */
  mute(): void;
  stop(): Promise<void>;
}

function isChildMessage(value: unknown): value is ChildMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Forks `entry` (a TypeScript file, loaded through tsx) with `env` and waits for it to listen.
 * The servers' stdout and stderr are passed on, so their warnings show up.
 */
export function startServerProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[] = [],
): Promise<ServerProcess> {
  const child: ChildProcess = fork(entry, [], {
    env,
    // tsx's loader by absolute URL, so the children start whatever the working directory.
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href, ...execArgv],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let muted = false;
  child.stdout?.on('data', (chunk: Buffer) => muted || process.stdout.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => muted || process.stderr.write(chunk));
  let nextId = 1;
  const pending = new Map<number, { done: (stats: SqlStats) => void; fail: (error: Error) => void }>();
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      for (const { fail } of pending.values()) fail(new Error(`${entry} exited`));
      pending.clear();
      if (!stopping && !muted)
        process.stderr.write(`!!! ${entry} exited unexpectedly (code ${code}, signal ${signal})\n`);
      resolve();
    }),
  );

  return new Promise<ServerProcess>((resolve, reject) => {
    const failBeforeReady = (code: number | null, signal: NodeJS.Signals | null): void =>
      reject(new Error(`${entry} exited before it was ready (code ${code}, signal ${signal})`));
    child.once('exit', failBeforeReady);
    child.once('error', reject);
    child.on('message', (message: unknown) => {
      if (!isChildMessage(message)) return;
      if (message.type === 'failed') reject(new Error(`${entry}: ${message.message}`));
      else if (message.type === 'sql-stats') pending.get(message.id)?.done(message.stats);
      else if (message.type === 'ready') {
        child.off('exit', failBeforeReady);
        resolve({
          url: message.url,
          pid: child.pid ?? -1,
          sqlStats: () =>
            new Promise<SqlStats>((done, fail) => {
              if (exited) return fail(new Error(`${entry} has exited`));
              const id = nextId++;
              pending.set(id, {
                done: (stats) => {
                  pending.delete(id);
                  done(stats);
                },
                fail,
              });
              child.send({ type: 'sql-stats', id } satisfies ParentMessage);
            }),
          mute: () => void (muted = true),
          async stop() {
            if (exited) return;
            stopping = true;
            if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exit;
            clearTimeout(killer);
          },
        });
      }
    });
  });
}

/**
 * The child's side: starts the server, reports its URL, answers SQL-count questions and stops when
 * told to or when the benchmark process disappears. A terminal's Ctrl-C reaches every process of
 * the group; the child ignores it and lets the benchmark stop it in order.
 */
export function serveInChild(start: () => Promise<ChildServer>): void {
  const send = (message: ChildMessage): void => {
    if (process.connected) process.send?.(message);
  };
  let server: ChildServer | undefined;
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    const done = (): void => process.exit(code);
    if (server) server.stop().then(done, done);
    else done();
  };
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => stop(0));
  process.on('disconnect', () => stop(0));
  process.on('message', (message: unknown) => {
    const m = message as ParentMessage;
    if (m.type === 'stop') stop(0);
    else if (m.type === 'sql-stats' && server) send({ type: 'sql-stats', id: m.id, stats: server.sqlStats() });
  });
  start().then(
    (started) => {
      server = started;
      if (stopping) void started.stop();
      else send({ type: 'ready', url: started.url });
    },
    (error: unknown) => {
      send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    },
  );
}

/** Counts statements by their first words (enough to tell the taxonomy loads from the search). */
export class SqlCounter {
  private total = 0;
  private readonly byStatement = new Map<string, number>();

  /** Cheap on the hot path: the statement text is the key; it is shortened only when asked for. */
  record(text: string): void {
    this.total++;
    this.byStatement.set(text, (this.byStatement.get(text) ?? 0) + 1);
  }

  stats(): SqlStats {
    const byStatement: Record<string, number> = {};
    for (const [text, n] of this.byStatement) {
      const key = text.trim().replace(/\s+/g, ' ').slice(0, 60);
      byStatement[key] = (byStatement[key] ?? 0) + n;
    }
    return { total: this.total, byStatement };
  }
}

/** The app under test (app-server.ts), configured as production, on the benchmark's PostgreSQL. */
export function startAppProcess(
  databaseUrl: string,
  execArgv: readonly string[] = [],
  more: Record<string, string> = {},
): Promise<ServerProcess> {
  const env = {
    ...process.env,
    ...more,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // Checkout's orders (d) wait for staff to review the buyer's age, as in a shop with no provider's account.
    AGE_VERIFICATION_PROVIDER: process.env.AGE_VERIFICATION_PROVIDER ?? 'manual',
  };
  return startServerProcess(path.join(__dirname, 'app-server.ts'), env, execArgv);
}
