import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { type DocumentNode, GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';
import type { AppContext } from '../context';
import type { GraphqlExecution } from '../config';
import type { Logger } from '../logger';
import { MAX_TEXT_LENGTH } from '../http/input-text';
import { RETRY_AFTER_SECONDS } from '../http/responses';
import { QUERY_LIMITS, aliasLimitRule, depthLimitRule, textLiteralRule } from './query-limits';
import { isStandardIntrospection } from './standard-introspection';
import { compiledExecution, fixedSchemaGateway } from './compiled-execution';
import { PersistedDocuments } from './persisted-documents';

export interface ApolloOptions {
  schema: GraphQLSchema;
  /** Introspection on, and the standard introspection query let past the depth limit (for the explorer). */
  sandbox: boolean;
  development: boolean;
  logger: Logger;
  /** The web app's trusted documents, run by hash; none by default. */
  persistedDocuments?: PersistedDocuments;
  /** graphql-jit by default; graphql-js is the reference the tests hold it to, and an operator's fallback. */
  execution?: GraphqlExecution;
}

/** Refuses an operation whose estimated cost is over the limit, before any resolver runs. */
function costLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin<AppContext> {
  // Apollo hands back the same parsed document for the same query text, so a cost is computed once
  // per document and variables rather than on every request.
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const byVariables = costs.get(document) ?? new Map<string, number>();
          costs.set(document, byVariables);
          const variablesKey = `${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
          let cost = byVariables.get(variablesKey);
          if (cost === undefined) {
            try {
              cost = getComplexity({
                schema,
                operationName: request.operationName,
                query: document,
                variables: request.variables,
                estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
              });
            } catch {
              // Variables that do not fit their types: execution answers that with its own clear error.
              return;
            }
            if (byVariables.size < 100) byVariables.set(variablesKey, cost);
          }
          if (cost > QUERY_LIMITS.maxCost) {
            throw new GraphQLError(`The query costs ${cost}, more than the limit of ${QUERY_LIMITS.maxCost}.`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * Development error details (messages of unexpected errors, stack traces) reach only a developer on
 * this machine; any other client gets what production would answer.
 */
function localDetailsPlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (contextValue.local || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.errors = result.errors?.map(({ extensions, ...error }) => {
            if (extensions?.code === 'INTERNAL_SERVER_ERROR') {
              return {
                message: GENERIC_ERROR_MESSAGE,
                path: error.path,
                extensions: { code: 'INTERNAL_SERVER_ERROR' },
              };
            }
            const { stacktrace: _stack, ...kept } = extensions ?? {};
            return { ...error, extensions: kept };
          });
        },
      };
    },
  };
}

/** An answer whose errors include trouble on our side is a 503 with Retry-After, as on every other path. */
function unavailablePlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          if (response.body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          }
        },
      };
    },
  };
}

/** Known errors keep their message and code; anything unexpected becomes a generic message. */
export function formatError(logger: Logger, development: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code } };
    }
    // class-validator failures arrive as an ArgumentValidationError with readable constraint messages.
    const validation = validationMessage(original);
    if (validation) return { message: validation, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error('unexpected GraphQL error', { error: String((original as Error)?.stack ?? original) });
    if (development) return formatted;
    return { message: GENERIC_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

interface ValidationErrorLike {
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

function validationMessage(error: unknown): string | undefined {
  const list = (error as { extensions?: { validationErrors?: ValidationErrorLike[] } })?.extensions?.validationErrors;
  if (!Array.isArray(list)) return undefined;
  const messages: string[] = [];
  const walk = (items: ValidationErrorLike[]): void => {
    for (const item of items) {
      messages.push(...Object.values(item.constraints ?? {}));
      walk(item.children ?? []);
    }
  };
  walk(list);
  return messages.length ? messages.join(' ') : 'The input is not valid.';
}

export function createApolloServer({
  schema,
  sandbox,
  development,
  logger,
  persistedDocuments = PersistedDocuments.fromManifest({}),
  execution = 'compiled',
}: ApolloOptions): ApolloServer<AppContext> {
  return new ApolloServer<AppContext>({
    // Operations run compiled (graphql-jit) through Apollo's gateway hook, unless told otherwise: Apollo
    // keeps the protocol, parsing, validation, limits, plugins and error formatting either way.
    ...(execution === 'compiled'
      ? { gateway: fixedSchemaGateway(schema, compiledExecution(schema).executor) }
      : { schema }),
    introspection: sandbox,
    // Hashes name the web app's documents only: nothing a client sends is registered.
    persistedQueries: { cache: persistedDocuments.apolloStore() },
    csrfPrevention: true,
    includeStacktraceInErrorResponses: development,
    validationRules: [
      depthLimitRule(QUERY_LIMITS.maxDepth, sandbox ? isStandardIntrospection : undefined),
      aliasLimitRule(QUERY_LIMITS.maxAliases),
      textLiteralRule(MAX_TEXT_LENGTH),
    ],
    // No "Did you mean …" field suggestions outside development: they map the schema for a stranger.
    hideSchemaDetailsFromClientErrors: !development,
    formatError: formatError(logger, development),
    // Handled by our own server: no cache hints are used, and signals are handled in main.ts.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      // Browsers get our own explorer at GET /graphql (http/explorer.handler.ts), never Apollo's
      // landing page, which loads its script from Apollo's CDN.
      ApolloServerPluginLandingPageDisabled(),
      costLimitPlugin(schema),
      unavailablePlugin(),
      ...(development ? [localDetailsPlugin()] : []),
    ],
  });
}
