import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../api/src/config';
import { freePort } from '../support/test-database';

/** The deadline of the test that waits for it: a client holding a request open is cut then. */
const SHUTDOWN_TIMEOUT_MS = 3_000;
/**
 * The deadline of the test that must not reach it: far beyond what a loaded machine takes to finish 50 requests and
 * stop PostgreSQL, so exiting before it says that idle keep-alive connections did not hold the exit (no timing).
 */
const LONG_SHUTDOWN_TIMEOUT_MS = 30_000;
let dataDir: string;

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The real entry point (production's; npm start runs it beside the web app's build), on the embedded database in `dataDir`. */
async function startServer(shutdownTimeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<Server> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  for (let tries = 0; tries < 600; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, port, exited };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} at start-up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

/** A GraphQL POST whose headers and first half of the body are sent now; `finish()` sends the rest. */
function halfSentRequest(port: number): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({ query: '{ menuGroups { name } }' });
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n` +
      body.slice(0, 10),
  );
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const [head, rest = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (rest.length >= length) resolve({ status: Number(text.slice(9, 12)), body: rest });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed before a whole answer: ${text.slice(0, 60)}`)));
  });
  answer.catch(() => undefined);
  return { finish: () => socket.write(body.slice(10)), answer };
}

/** PostgreSQL's control file says whether the cluster was shut down cleanly (state 1) or not. */
function clusterState(): number {
  return fs.readFileSync(path.join(dataDir, 'pg', 'global', 'pg_control')).readInt32LE(16);
}
const SHUT_DOWN_CLEANLY = 1;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shutdown-'));
  // The embedded server runs as its own user, which must reach the folder.
  fs.chmodSync(dataDir, 0o755);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('on SIGTERM the server', () => {
  it('finishes all 50 requests in flight, stops the database cleanly and exits 0', async () => {
    const server = await startServer(LONG_SHUTDOWN_TIMEOUT_MS);
    const requests = Array.from({ length: 50 }, () => halfSentRequest(server.port));
    // Every request has reached the server and waits for the rest of its body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const request of requests) request.finish();

    const answers = await Promise.all(requests.map((r) => r.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.every((a) => a.body.includes('"menuGroups"'))).toBe(true);
    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    // Idle keep-alive connections did not hold the exit until the deadline.
    expect(exit.at - signalled).toBeLessThan(LONG_SHUTDOWN_TIMEOUT_MS);
    expect(clusterState()).toBe(SHUT_DOWN_CLEANLY);
  }, 60_000);

  it('cuts a client that sent half its headers at the deadline, and still exits 0', async () => {
    const server = await startServer();
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    const exit = await server.exited;
    await closed;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    // Cut at the deadline, not held for ever; stopping PostgreSQL after it takes seconds on a loaded machine.
    expect(exit.at - signalled).toBeLessThan(LONG_SHUTDOWN_TIMEOUT_MS);
    expect(clusterState()).toBe(SHUT_DOWN_CLEANLY);
  }, 60_000);
});
