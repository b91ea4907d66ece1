import type { ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';
import type { HttpHandler, HttpRequest } from '../http/http-types';
import { retryAfter, sendJson } from '../http/responses';
import type { Logger } from '../logger';
import { type ShopOrigin, refuseCrossSite } from '../security/cross-site';
import type { Services } from '../services';
import { type LegacyRoute, routesAt } from './legacy-routes';
import { parseLegacyBody } from './parse-legacy-body';

export interface RestHandlerOptions {
  services: Services;
  createContext: (request: HttpRequest, response: ServerResponse) => AppContext;
  logger: Logger;
  /** The shop's own origin: a request from another site's page reaches nothing. */
  shop: ShopOrigin;
}

const errorBody = (route: LegacyRoute | undefined, message: string): unknown =>
  route?.errorBody ? route.errorBody(message) : { error: message };

/** The legacy POST paths (spec/legacy-rest.md), with or without /esi-api, in any case, with or without a final /. */
export function restHandler({ services, createContext, logger, shop }: RestHandlerOptions): HttpHandler {
  return async (req, res) => {
    const routes = routesAt(req.url.pathname);
    const first = routes[0];
    if (!first) return false;
    try {
      // Before anything runs, the body included: a cross-site form must reach nothing.
      refuseCrossSite(req.raw, shop);
      if (req.method !== 'POST') {
        sendJson(res, 405, errorBody(first, 'Only POST is accepted here.'), { Allow: 'POST' });
        return true;
      }
      const fields = await parseLegacyBody(req.raw);
      const route = routes.find((r) => !r.when || r.when(fields)) ?? first;
      const answer = await route.handler({ fields, ctx: createContext(req, res), headers: req.raw.headers }, services);
      sendJson(res, answer.status ?? 200, answer.body);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof AppError) {
        sendJson(res, error.status, errorBody(first, error.message), retryAfter(error));
      } else {
        logger.error('legacy request failed', {
          path: req.url.pathname,
          error: String((error as Error)?.stack ?? error),
        });
        sendJson(res, 500, errorBody(first, GENERIC_ERROR_MESSAGE));
      }
    }
    return true;
  };
}
