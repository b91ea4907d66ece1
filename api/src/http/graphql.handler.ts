import type { ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { AppContext } from '../context';
import { badInput } from '../errors';
import type { HttpHandler, HttpRequest } from './http-types';
import { readBody } from './read-body';
import { SECURITY_HEADERS } from './responses';
import type { PublicAnswerCache } from '../graphql/public-answer-cache';

const GRAPHQL_BODY_LIMIT = 100_000;

export type ContextFactory = (request: HttpRequest, response: ServerResponse) => Promise<AppContext> | AppContext;

/** Serves /graphql through Apollo's HTTP entry point, without a framework in between. */
export function graphqlHandler(
  apollo: ApolloServer<AppContext>,
  createContext: ContextFactory,
  publicAnswers?: PublicAnswerCache,
): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname !== '/graphql' && req.url.pathname !== '/graphql/') return false;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.raw.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    let body: unknown;
    let cacheKey: string | undefined;
    if (req.method === 'POST') {
      const text = (await readBody(req.raw, GRAPHQL_BODY_LIMIT)).toString('utf8');
      // Only JSON posts, which CSRF prevention lets through anyway, may be answered from the cache.
      if (publicAnswers && headers.get('content-type')?.startsWith('application/json')) {
        const cached = publicAnswers.get(text);
        if (cached) {
          res.writeHead(cached.status, [...Object.entries(SECURITY_HEADERS), ...cached.headers].flat());
          res.end(cached.body);
          return true;
        }
        cacheKey = text;
      }
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        throw badInput('The request body is not valid JSON.');
      }
    }
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers, search: req.url.search, body },
      context: async () => createContext(req, res),
    });
    res.statusCode = result.status ?? 200;
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(key, value);
    for (const [key, value] of result.headers) res.setHeader(key, value);
    if (result.body.kind === 'complete') {
      res.end(result.body.string);
      if (cacheKey && publicAnswers) {
        publicAnswers.offer(cacheKey, body, {
          status: res.statusCode,
          headers: [...result.headers],
          body: result.body.string,
        });
      }
    } else {
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    }
    return true;
  };
}
