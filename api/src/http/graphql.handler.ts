import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { AppContext } from '../context';
import { AppError, badInput } from '../errors';
import type { HttpHandler, HttpRequest } from './http-types';
import { encodeAnswer } from './compression';
import { checkInputText, decodeUtf8 } from './input-text';
import { readBody } from './read-body';
import { SECURITY_HEADERS, retryAfter, sendJson } from './responses';
import type { PublicAnswerCache } from '../graphql/public-answer-cache';
import { type PersistedDocuments, persistedQueryOf } from '../graphql/persisted-documents';

const GRAPHQL_BODY_LIMIT = 100_000;
const NUL_ESCAPE = /\\u0000|\\u\{0+\}/;

export type ContextFactory = (request: HttpRequest, response: ServerResponse) => Promise<AppContext> | AppContext;

interface GraphqlHandlerOptions {
  /** Whole answers to public queries; none when absent. */
  readonly publicAnswers?: PublicAnswerCache;
  /** The web app's trusted documents, which Apollo also runs by hash. */
  readonly persistedDocuments: PersistedDocuments;
}

/** Serves /graphql through Apollo's HTTP entry point, without a framework in between. */
export function graphqlHandler(
  apollo: ApolloServer<AppContext>,
  createContext: ContextFactory,
  options: GraphqlHandlerOptions,
): HttpHandler {
  const serve = graphqlAnswer(apollo, createContext, options);
  return async (req, res) => {
    if (req.url.pathname !== '/graphql' && req.url.pathname !== '/graphql/') return false;
    try {
      await serve(req, res);
    } catch (error) {
      if (!(error instanceof AppError) || res.headersSent) throw error;
      // Refused before Apollo saw it (body, encoding, text): still a GraphQL-shaped answer.
      sendJson(
        res,
        error.status,
        { errors: [{ message: error.message, extensions: { code: error.code } }] },
        retryAfter(error),
      );
    }
    return true;
  };
}

/**
 * What is wrong with a request's persisted-query hash, if anything: a hash alone that names no trusted
 * document (Apollo's own answer would be a 200 inviting the client to register it, which this server
 * never does), or a hash sent with a text that is not the text's own.
 */
function persistedQueryProblem(body: unknown, documents: PersistedDocuments): AppError | undefined {
  const persisted = persistedQueryOf(body);
  if (!persisted) return undefined;
  const { query } = body as { query?: unknown };
  if (query === undefined && !documents.get(persisted.sha256Hash)) {
    return new AppError(
      'PERSISTED_QUERY_NOT_FOUND',
      `No persisted document has the hash "${persisted.sha256Hash}". Send the query text instead.`,
    );
  }
  if (typeof query === 'string' && createHash('sha256').update(query).digest('hex') !== persisted.sha256Hash) {
    return badInput('The persisted query hash is not the SHA-256 of the query text.');
  }
  return undefined;
}

function graphqlAnswer(
  apollo: ApolloServer<AppContext>,
  createContext: ContextFactory,
  { publicAnswers, persistedDocuments }: GraphqlHandlerOptions,
): (req: HttpRequest, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.raw.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    let body: unknown;
    let cacheKey: string | undefined;
    if (req.method === 'POST') {
      const text = decodeUtf8(await readBody(req.raw, GRAPHQL_BODY_LIMIT));
      // Only JSON posts, which CSRF prevention lets through anyway, may be answered from the cache.
      if (publicAnswers && headers.get('content-type')?.startsWith('application/json')) {
        const cached = publicAnswers.get(text);
        if (cached) {
          const answer = encodeAnswer(req.raw, cached.body);
          res.writeHead(
            cached.status,
            [...Object.entries(SECURITY_HEADERS), ...cached.headers, ...Object.entries(answer.headers)].flat(),
          );
          res.end(answer.body);
          return;
        }
        cacheKey = text;
      }
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        throw badInput('The request body is not valid JSON.');
      }
      const { query: document, ...rest } = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      const problem = persistedQueryProblem(body, persistedDocuments);
      if (problem) throw problem;
      // A NUL written as an escape in the document's own strings; their length is a validation rule's.
      if (typeof document === 'string' && NUL_ESCAPE.test(document))
        throw badInput('Text must not contain NUL characters.');
      checkInputText(rest);
    } else {
      checkInputText(Object.fromEntries([...req.url.searchParams].filter(([name]) => name !== 'query')));
      const problem = persistedQueryProblem(getRequestBody(req.url.searchParams), persistedDocuments);
      if (problem) throw problem;
    }
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers, search: req.url.search, body },
      context: async () => createContext(req, res),
    });
    res.statusCode = result.status ?? 200;
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(key, value);
    for (const [key, value] of result.headers) res.setHeader(key, value);
    if (result.body.kind === 'complete') {
      const answer = encodeAnswer(req.raw, result.body.string);
      for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
      res.end(answer.body);
      if (cacheKey && publicAnswers) {
        publicAnswers.offer(cacheKey, withStoredQuery(body, persistedDocuments), {
          status: res.statusCode,
          headers: [...result.headers],
          body: result.body.string,
        });
      }
    } else {
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    }
  };
}

/** The parameters of a GET request that matter here, shaped as a POST body. */
function getRequestBody(params: URLSearchParams): unknown {
  try {
    return { query: params.get('query') ?? undefined, extensions: JSON.parse(params.get('extensions') ?? 'null') };
  } catch {
    return {};
  }
}

/** A body that named its document by hash, with the stored text in `query` (to tell whether it is public). */
function withStoredQuery(body: unknown, documents: PersistedDocuments): unknown {
  const persisted = persistedQueryOf(body);
  if (!persisted || (body as { query?: unknown }).query !== undefined) return body;
  return { ...(body as object), query: documents.get(persisted.sha256Hash) };
}
