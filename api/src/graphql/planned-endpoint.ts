import type { GraphQLError, GraphQLSchema } from 'graphql';
import type { AppContext } from '../context';
import type { Logger } from '../logger';
import { RETRY_AFTER_SECONDS } from '../http/responses';
import { validationRules } from './apollo-server';
import { DocumentPlans } from './document-plans';
import { formatError, isUnavailable, shapeErrors, withoutLocalDetails } from './error-shapes';
import type { PersistedDocuments } from './persisted-documents';
import type { ShapedAnswerErrors } from './planned-document';
import { QUERY_LIMITS } from './query-limits';
import type { QueryCosts } from './query-cost';

export interface PlannedEndpointOptions {
  readonly schema: GraphQLSchema;
  readonly documents: PersistedDocuments;
  /** The endpoint's Apollo Server's settings, which the plans follow. */
  readonly sandbox: boolean;
  readonly development: boolean;
  readonly logger: Logger;
  readonly costs: QueryCosts;
  /** Plan every document now, and log those left to Apollo; else each is planned on first use. */
  readonly planNow: boolean;
}

/**
 * Execution errors as this endpoint's Apollo Server sends them: its formatError (stack traces in
 * development), then its plugins in their order, the 503 of trouble on our side and the local details.
 */
function answerErrors(logger: Logger, development: boolean) {
  const format = formatError(logger, development);
  return (errors: readonly GraphQLError[], context: AppContext): ShapedAnswerErrors => {
    const shaped = shapeErrors(errors, format, development);
    if (isUnavailable(shaped.errors)) {
      shaped.status = 503;
      shaped.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    }
    const errorsOut = development && !context.local ? withoutLocalDetails(shaped.errors) : shaped.errors;
    return { errors: errorsOut, status: shaped.status, headers: shaped.headers };
  };
}

/**
 * The plans of an endpoint's trusted documents, made now or on first use; any document they cannot serve is
 * left to Apollo (and logged, when planned now).
 */
export function plannedEndpoint(options: PlannedEndpointOptions): DocumentPlans<AppContext> {
  const plans = new DocumentPlans<AppContext>(options.documents, {
    schema: options.schema,
    rules: validationRules(options.sandbox),
    costs: options.costs,
    maxCost: QUERY_LIMITS.maxCost,
    shapeErrors: answerErrors(options.logger, options.development),
  });
  if (!options.planNow) return plans;
  const unplanned = plans.planAll();
  if (unplanned.size) {
    options.logger.warn('trusted documents left to Apollo Server', { documents: Object.fromEntries(unplanned) });
  }
  return plans;
}
