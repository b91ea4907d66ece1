import http from 'node:http';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';
import type { Logger } from '../logger';
import type { HttpHandler, HttpRequest } from './http-types';
import { sendJson } from './responses';

export interface HttpServerOptions {
  handlers: HttpHandler[];
  logger: Logger;
  trustProxy: boolean;
}

function clientIp(raw: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? raw.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || raw.socket.remoteAddress || 'unknown';
}

/** Node's own http server: each handler in turn gets the request until one answers it. */
export function createHttpServer({ handlers, logger, trustProxy }: HttpServerOptions): http.Server {
  const server = http.createServer(async (raw, res) => {
    let request: HttpRequest;
    try {
      request = {
        raw,
        url: new URL(raw.url ?? '/', 'http://localhost'),
        method: raw.method ?? 'GET',
        clientIp: clientIp(raw, trustProxy),
      };
    } catch {
      sendJson(res, 400, { error: 'Malformed request URL.' });
      return;
    }
    try {
      for (const handler of handlers) {
        if (await handler(request, res)) return;
      }
      sendJson(res, 404, { error: 'Not found.' });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof AppError) {
        sendJson(res, error.status, { error: error.message });
      } else {
        logger.error('request failed', { path: request.url.pathname, error: String((error as Error)?.stack ?? error) });
        sendJson(res, 500, { error: GENERIC_ERROR_MESSAGE });
      }
    }
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  return server;
}
