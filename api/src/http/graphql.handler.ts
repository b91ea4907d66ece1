import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { AppContext } from '../context';
import { AppError, badInput } from '../errors';
import type { HttpHandler, HttpRequest } from './http-types';
import { type GraphqlAnswer, sendGraphqlAnswer } from './graphql-answer';
import { getAnswerKey, getRequestBody, passesCsrfPrevention } from './graphql-get';
import { PRIVATE_NO_STORE } from './http-caching';
import { checkInputText, decodeUtf8 } from './input-text';
import { readBody } from './read-body';
import { SECURITY_HEADERS, retryAfter, sendJson } from './responses';
import { type PublicAnswerCache, hasErrors, isPublicQuery } from '../graphql/public-answer-cache';
import { type PersistedDocuments, persistedQueryOf } from '../graphql/persisted-documents';
import type { DocumentPlans } from '../graphql/document-plans';
import type { PlannedDocument } from '../graphql/planned-document';
import { type HeaderGetter, type PlannableRequest, plannableGet, plannablePost } from './planned-request';
import { type ShopOrigin, crossSiteRefusal, isCrossSite, isPlainQuery } from '../security/cross-site';

const GRAPHQL_BODY_LIMIT = 100_000;
const NUL_ESCAPE = /\\u0000|\\u\{0+\}/;

export type ContextFactory = (request: HttpRequest, response: ServerResponse) => Promise<AppContext> | AppContext;

interface GraphqlHandlerOptions {
  /** Whole answers to public queries; none when absent. */
  readonly publicAnswers?: PublicAnswerCache;
  /** The web app's trusted documents, which Apollo also runs by hash. */
  readonly persistedDocuments: PersistedDocuments;
  /** Their plans, which answer requests by hash without Apollo's pipeline; Apollo answers them all when absent. */
  readonly plans?: DocumentPlans<AppContext>;
  /** Root fields whose answers a GET may send `Cache-Control: public` (publicRootFields 'shared'); none when absent. */
  readonly sharedFields?: ReadonlySet<string>;
  /** How long shared caches keep a public answer: as long as each replica keeps it. */
  readonly maxAgeSeconds?: number;
  /** Where this API answers; /graphql unless said (the back office's is /admin-api). */
  readonly path?: string;
  /**
   * Which POSTs sent from another site's page are refused with 403 (security/cross-site.ts): every one (the back
   * office, which no other site has any business calling), or every one that is not a plain query (the shop:
   * a signed-in customer's or a cart's write, and a sign-in or sign-up too, which would put the visitor in an
   * account of the sender's choosing). A read from another page is left alone: without CORS it cannot be read.
   */
  readonly crossSite: { readonly shop: ShopOrigin; readonly refuse: 'every-post' | 'writes' };
}

/** Serves /graphql through Apollo's HTTP entry point, without a framework in between. */
export function graphqlHandler(
  apollo: ApolloServer<AppContext>,
  createContext: ContextFactory,
  options: GraphqlHandlerOptions,
): HttpHandler {
  const serve = graphqlAnswer(apollo, createContext, options);
  const path = options.path ?? '/graphql';
  return async (req, res) => {
    if (req.url.pathname !== path && req.url.pathname !== `${path}/`) return false;
    try {
      await serve(req, res);
    } catch (error) {
      if (!(error instanceof AppError) || res.headersSent) throw error;
      // Refused before Apollo saw it (body, encoding, text): still a GraphQL-shaped answer.
      sendJson(
        res,
        error.status,
        { errors: [{ message: error.message, extensions: { code: error.code } }] },
        { ...retryAfter(error), 'Cache-Control': PRIVATE_NO_STORE },
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
  {
    publicAnswers,
    persistedDocuments,
    plans,
    sharedFields = new Set(),
    maxAgeSeconds = 0,
    crossSite,
  }: GraphqlHandlerOptions,
): (req: HttpRequest, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const header: HeaderGetter = (name) => {
      const value = req.raw.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    let body: unknown;
    let cacheKey: string | undefined;
    /** The request with its document's text, to tell whether it is public. */
    let judged: unknown;
    /** A request for a trusted document that its plan may answer. */
    let planned: PlannableRequest | undefined;
    /** Only a GET of a public query may be answered as public. */
    let shared = false;
    if (req.method === 'POST') {
      // Before the body is read: nothing of a refused request runs.
      const foreign = isCrossSite(req.raw, crossSite.shop);
      if (foreign && crossSite.refuse === 'every-post') throw crossSiteRefusal();
      const text = decodeUtf8(await readBody(req.raw, GRAPHQL_BODY_LIMIT));
      // Only JSON posts, which CSRF prevention lets through anyway, may be answered from the cache.
      if (publicAnswers && header('content-type')?.startsWith('application/json')) {
        cacheKey = `POST ${header('accept') ?? ''}\n${text}`;
        const cached = publicAnswers.get(cacheKey);
        if (cached) return sendGraphqlAnswer(req, res, cached);
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
      if (foreign && !isPlainQuery(queryText(body, persistedDocuments))) {
        throw crossSiteRefusal();
      }
      // A NUL written as an escape in the document's own strings; their length is a validation rule's.
      if (typeof document === 'string' && NUL_ESCAPE.test(document))
        throw badInput('Text must not contain NUL characters.');
      checkInputText(rest);
      planned = plans && plannablePost(body, header);
      judged = body;
    } else {
      const params = req.url.searchParams;
      checkInputText(Object.fromEntries([...params].filter(([name]) => name !== 'query')));
      const request = getRequestBody(params);
      const problem = persistedQueryProblem(request, persistedDocuments);
      if (problem) throw problem;
      planned = plans && req.method === 'GET' ? plannableGet(params, header) : undefined;
      judged = request;
      const plan = planned && plans?.get(planned.sha256Hash);
      // Any other method is Apollo's 405, never a cached answer.
      shared =
        req.method === 'GET' &&
        (plan
          ? plan.asksOnly(sharedFields)
          : isPublicQuery(withStoredQuery(request, persistedDocuments), sharedFields));
      if (publicAnswers && shared && passesCsrfPrevention(header)) {
        cacheKey = getAnswerKey(params, header);
        const cached = publicAnswers.get(cacheKey);
        if (cached) {
          const ageSeconds = Math.floor((Date.now() - cached.keptAt) / 1000);
          return sendGraphqlAnswer(req, res, cached, { maxAgeSeconds, ageSeconds });
        }
      }
    }
    const plan = planned && plans?.get(planned.sha256Hash);
    let answer = plan && planned && (await plannedAnswer(plan, planned, createContext(req, res), plans));
    answer ??= await apolloAnswer(apollo, req, res, body, createContext);
    if (!answer) return;
    // A cookie set on the way (a session touched) makes the answer the visitor's own.
    const sessionFree = !res.hasHeader('set-cookie');
    const isPublic = shared && sessionFree && answer.status === 200 && !hasErrors(answer.body);
    sendGraphqlAnswer(req, res, answer, isPublic ? { maxAgeSeconds } : undefined);
    if (cacheKey && publicAnswers && sessionFree) {
      const asksOnly = plan
        ? (fields: ReadonlySet<string>) => plan.asksOnly(fields)
        : (fields: ReadonlySet<string>) => isPublicQuery(withStoredQuery(judged, persistedDocuments), fields);
      publicAnswers.offerJudged(cacheKey, asksOnly, answer);
    }
  };
}

/** A trusted document's answer from its plan; undefined when Apollo must answer the request. */
async function plannedAnswer(
  plan: PlannedDocument<AppContext>,
  request: PlannableRequest,
  context: AppContext | Promise<AppContext>,
  plans: DocumentPlans<AppContext> | undefined,
): Promise<GraphqlAnswer | undefined> {
  const answer = await plan.run(request, await context);
  if (!answer) return undefined;
  if (plans) plans.answered++;
  return {
    status: answer.status,
    headers: [...answer.headers, ['content-type', request.contentType]],
    body: answer.body,
  };
}

/** Apollo's answer; undefined when it was streamed (incremental delivery) and is already sent. */
async function apolloAnswer(
  apollo: ApolloServer<AppContext>,
  req: HttpRequest,
  res: ServerResponse,
  body: unknown,
  createContext: ContextFactory,
): Promise<GraphqlAnswer | undefined> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.raw.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const result = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: req.method, headers, search: req.url.search, body },
    context: async () => createContext(req, res),
  });
  const status = result.status ?? 200;
  if (result.body.kind === 'complete') return { status, headers: [...result.headers], body: result.body.string };
  res.statusCode = status;
  for (const [key, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(key, value);
  for (const [key, value] of result.headers) res.setHeader(key, value);
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  for await (const chunk of result.body.asyncIterator) res.write(chunk);
  res.end();
  return undefined;
}

/** The document a request body runs: its own text, or the trusted document its hash names. */
function queryText(body: unknown, documents: PersistedDocuments): unknown {
  const withText = withStoredQuery(body, documents);
  return typeof withText === 'object' && withText !== null ? (withText as { query?: unknown }).query : undefined;
}

/** A body that named its document by hash, with the stored text in `query` (to tell whether it is public). */
function withStoredQuery(body: unknown, documents: PersistedDocuments): unknown {
  const persisted = persistedQueryOf(body);
  if (!persisted || (body as { query?: unknown }).query !== undefined) return body;
  return { ...(body as object), query: documents.get(persisted.sha256Hash) };
}
