import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the development sandboxes of outside providers share (age and military verification, payments): a loopback
// port of their own, bounded bodies, JSON answers, and a stop that does not wait on keep-alive.

/** Listens on a free port of 127.0.0.1 (the development sandboxes): answers http://127.0.0.1:port. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops it now: fetch's keep-alive connections (and answers held back on purpose) would hold close() open. */
export function stopServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A sandbox's request body as text, refused past `limitBytes` (a sandbox takes small JSON only). */
export async function readSmallBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A sandbox's JSON answer, never cached. */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** A sandbox's JSON request body, refused (thrown) past `limitBytes` or when it is not JSON. */
export async function readJson(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  return JSON.parse(await readSmallBody(req, limitBytes)) as unknown;
}
