import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A recorded answer: a status and the raw text, or `never` for a provider that never answers. */
export type StubAnswer = { status: number; text: string } | 'never';

export interface StubProvider {
  url: string;
  requests: RecordedRequest[];
  /** The next answers, in order; the last one repeats. */
  answer(...answers: StubAnswer[]): void;
  stop(): Promise<void>;
}

export const json = (body: unknown, status = 200): StubAnswer => ({ status, text: JSON.stringify(body) });

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A provider stand-in on loopback that answers what a test recorded and keeps what it was sent. */
export async function startStubProvider(): Promise<StubProvider> {
  const requests: RecordedRequest[] = [];
  let queue: StubAnswer[] = [json({})];
  const server = createServer((req, res) => {
    void readText(req).then((text) => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (next === 'never') return;
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(next.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (...answers) => {
      queue = answers;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
