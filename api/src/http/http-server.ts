import http from 'node:http';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';
import type { Logger } from '../logger';
import type { ProxyTrust } from '../security/proxy-trust';
import type { HttpHandler, HttpRequest } from './http-types';
import { retryAfter, sendJson } from './responses';

export interface HttpServerOptions {
  handlers: HttpHandler[];
  logger: Logger;
  trustProxy: ProxyTrust;
  /** Runs each request inside its own scope (the database's per-request statement budget and read routing). */
  requestScope?: RequestScope;
}

export type RequestScope = (request: HttpRequest, res: http.ServerResponse, work: () => Promise<void>) => Promise<void>;

interface Handling {
  handlers: HttpHandler[];
  logger: Logger;
}

/** Node's own http server: each handler in turn gets the request until one answers it. */
export function createHttpServer({
  handlers,
  logger,
  trustProxy,
  requestScope = (_request, _res, work) => work(),
}: HttpServerOptions): http.Server {
  const server = http.createServer((raw, res) => {
    // While shutting down, a keep-alive client is told to reconnect (to another replica) after this answer.
    if (!server.listening) res.setHeader('Connection', 'close');
    let request: HttpRequest;
    try {
      request = {
        raw,
        url: new URL(raw.url ?? '/', 'http://localhost'),
        method: raw.method ?? 'GET',
        clientIp: trustProxy.clientIp(raw),
      };
    } catch {
      sendJson(res, 400, { error: 'Malformed request URL.' });
      return;
    }
    void requestScope(request, res, () => serve(request, res, { handlers, logger }));
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  return server;
}

/** Each handler in turn, until one answers; errors become JSON answers. */
async function serve(request: HttpRequest, res: http.ServerResponse, { handlers, logger }: Handling): Promise<void> {
  try {
    for (const handler of handlers) {
      if (await handler(request, res)) return;
    }
    sendJson(res, 404, { error: 'Not found.' });
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
    } else if (error instanceof AppError) {
      sendJson(res, error.status, { error: error.message }, retryAfter(error));
    } else {
      logger.error('request failed', { path: request.url.pathname, error: String((error as Error)?.stack ?? error) });
      sendJson(res, 500, { error: GENERIC_ERROR_MESSAGE });
    }
  }
}
