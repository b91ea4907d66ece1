import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { AppContext } from '../context';
import type { GraphqlExecution } from '../config';
import type { Logger } from '../logger';
import { MAX_TEXT_LENGTH } from '../http/input-text';
import { RETRY_AFTER_SECONDS } from '../http/responses';
import { QUERY_LIMITS, aliasLimitRule, depthLimitRule, textLiteralRule } from './query-limits';
import { isStandardIntrospection } from './standard-introspection';
import { compiledExecution, fixedSchemaGateway } from './compiled-execution';
import { PersistedDocuments } from './persisted-documents';
import { formatError, isUnavailable, withoutLocalDetails } from './error-shapes';
import { QueryCosts } from './query-cost';

/** The refusal of an operation over the cost limit. */
function costError(cost: number): GraphQLError {
  return new GraphQLError(`The query costs ${cost}, more than the limit of ${QUERY_LIMITS.maxCost}.`, {
    extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
  });
}

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
  /** Cost estimates, shared with the planned path so that both refuse alike. */
  costs?: QueryCosts;
}

/** Refuses an operation whose estimated cost is over the limit, before any resolver runs. */
function costLimitPlugin(costs: QueryCosts): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          // Variables that do not fit their types: execution answers that with its own clear error.
          const cost = costs.of(document, request.operationName, request.variables);
          if (cost !== undefined && cost > QUERY_LIMITS.maxCost) throw costError(cost);
        },
      };
    },
  };
}

/** Development error details reach only a developer on this machine (see withoutLocalDetails). */
function localDetailsPlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (contextValue.local || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.errors) result.errors = withoutLocalDetails(result.errors);
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
          if (isUnavailable(response.body.singleResult.errors)) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          }
        },
      };
    },
  };
}

/** The rules every document is validated with beside graphql's own, on Apollo's path and the planned one. */
export function validationRules(sandbox: boolean): ValidationRule[] {
  return [
    depthLimitRule(QUERY_LIMITS.maxDepth, sandbox ? isStandardIntrospection : undefined),
    aliasLimitRule(QUERY_LIMITS.maxAliases),
    textLiteralRule(MAX_TEXT_LENGTH),
  ];
}

export function createApolloServer({
  schema,
  sandbox,
  development,
  logger,
  persistedDocuments = PersistedDocuments.fromManifest({}),
  execution = 'compiled',
  costs = new QueryCosts(schema),
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
    validationRules: validationRules(sandbox),
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
      costLimitPlugin(costs),
      unavailablePlugin(),
      ...(development ? [localDetailsPlugin()] : []),
    ],
  });
}
