import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type ValidationRule,
  parse,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { standardError } from './compiled-execution';
import { compileInputDefaults } from './input-defaults';
import { isPublicQuery } from './public-answer-cache';
import type { QueryCosts } from './query-cost';

/** What the errors of an execution become on the way out: Apollo's formatting and plugins, as the app set them. */
export interface ShapedAnswerErrors {
  readonly errors: GraphQLFormattedError[];
  readonly status?: number;
  readonly headers: ReadonlyMap<string, string>;
}

/** Everything a plan is made with; the same for every document of one endpoint. */
export interface PlanSettings<TContext> {
  readonly schema: GraphQLSchema;
  /** Validation rules beside graphql's own (the limits), as the endpoint's Apollo Server has them. */
  readonly rules: readonly ValidationRule[];
  readonly costs: QueryCosts;
  readonly maxCost: number;
  readonly shapeErrors: (errors: readonly GraphQLError[], context: TContext) => ShapedAnswerErrors;
}

/** What a request asks of a trusted document: the parts Apollo would read, already checked for shape. */
export interface PlannedRequest {
  readonly method: 'GET' | 'POST';
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown> | undefined;
}

/** An answer as Apollo would send it, without its content type (the HTTP layer negotiates that). */
export interface PlannedAnswer {
  readonly status: number;
  /** Lower-case names, as Apollo's. */
  readonly headers: readonly [string, string][];
  readonly body: string;
}

/** The fields only Apollo's NoIntrospection rule (sandbox off) knows about: such documents stay with Apollo. */
function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/**
 * One trusted document, planned once: parsed, validated with the endpoint's limits, compiled by
 * graphql-jit (which compiles its variables' coercion too; the input defaults it misses are filled first).
 * Its answer is written by JSON.stringify: a serializer compiled per selection took twice as long (see
 * docs/decisions.md, "The planned path").
 * `run` answers a request exactly as Apollo Server would, or answers undefined when Apollo must: a
 * request error (variables that do not fit, an operation name that is not the document's, a mutation over
 * GET, a cost over the limit), whose wording and status Apollo owns.
 */
export class PlannedDocument<TContext> {
  private readonly publicIn = new WeakMap<ReadonlySet<string>, boolean>();

  private constructor(
    private readonly text: string,
    private readonly document: DocumentNode,
    private readonly operation: OperationDefinitionNode,
    private readonly compiled: CompiledQuery,
    private readonly settings: PlanSettings<TContext>,
    private readonly fillDefaults = compileInputDefaults(settings.schema, operation.variableDefinitions ?? []),
  ) {}

  /** The plan of `text`, or why there is none (Apollo then serves the document as before). */
  static plan<TContext>(text: string, settings: PlanSettings<TContext>): PlannedDocument<TContext> | string {
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch {
      return 'it does not parse';
    }
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operations[0];
    if (operations.length !== 1 || !operation) return 'it has more or fewer than one operation';
    if (operation.operation === 'subscription') return 'it is a subscription';
    if (asksIntrospection(document)) return 'it asks for introspection';
    if (validate(settings.schema, document, [...specifiedRules, ...settings.rules]).length) return 'it is not valid';
    let compiled: CompiledQuery | ExecutionResult;
    try {
      compiled = compileQuery(settings.schema, document, operation.name?.value);
    } catch (error) {
      return `graphql-jit cannot compile it (${String(error)})`;
    }
    if (!isCompiledQuery(compiled)) return 'graphql-jit cannot compile it';
    return new PlannedDocument(text, document, operation, compiled, settings);
  }

  get operationName(): string | undefined {
    return this.operation.name?.value;
  }

  /** Whether it is a query of `fields` only (isPublicQuery's judgement, made once per set of fields). */
  asksOnly(fields: ReadonlySet<string>): boolean {
    let only = this.publicIn.get(fields);
    if (only === undefined) {
      only = isPublicQuery({ query: this.text, operationName: this.operationName }, fields);
      this.publicIn.set(fields, only);
    }
    return only;
  }

  async run(request: PlannedRequest, context: TContext): Promise<PlannedAnswer | undefined> {
    if (request.operationName !== undefined && request.operationName !== this.operationName) return undefined;
    if (request.method === 'GET' && this.operation.operation !== 'query') return undefined;
    const cost = this.settings.costs.of(this.document, request.operationName, request.variables);
    if (cost !== undefined && cost > this.settings.maxCost) return undefined;
    const variables = request.variables ?? {};
    const coercible = this.fillDefaults ? this.fillDefaults(variables) : variables;
    const result = (await this.compiled.query(undefined, context, coercible)) as ExecutionResult;
    // No data at all: the variables were refused before any resolver ran; Apollo words that.
    if (result.data === undefined) return undefined;
    if (!result.errors) {
      return { status: 200, headers: [], body: JSON.stringify({ data: result.data }) + '\n' };
    }
    const shaped = this.settings.shapeErrors(result.errors.map(standardError), context);
    return {
      status: shaped.status ?? 200,
      headers: [...shaped.headers],
      body: JSON.stringify({ errors: shaped.errors, data: result.data }) + '\n',
    };
  }
}
