import type { DocumentNode, GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Costs kept per document; more variables than this are estimated on every request. */
const MAX_COSTS_PER_DOCUMENT = 100;

/**
 * Estimated costs of operations, kept per document and variables: the same document with the same
 * variables costs the same, and the estimate walks the whole selection. Shared by Apollo's cost limit
 * plugin and the planned path, so both refuse the same requests.
 */
export class QueryCosts {
  private readonly costs = new WeakMap<DocumentNode, Map<string, number>>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The cost, or undefined when the variables do not fit their types (execution then says how). */
  of(
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown> | undefined,
  ): number | undefined {
    let byVariables = this.costs.get(document);
    if (!byVariables) this.costs.set(document, (byVariables = new Map()));
    const key = `${operationName ?? ''}:${JSON.stringify(variables ?? {})}`;
    let cost = byVariables.get(key);
    if (cost !== undefined) return cost;
    try {
      cost = getComplexity({
        schema: this.schema,
        operationName,
        query: document,
        variables,
        estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
      });
    } catch {
      return undefined;
    }
    if (byVariables.size < MAX_COSTS_PER_DOCUMENT) byVariables.set(key, cost);
    return cost;
  }
}
