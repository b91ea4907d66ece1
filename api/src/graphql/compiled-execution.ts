import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, execute } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** Documents kept compiled; the least recently used one goes first. */
const MAX_COMPILED_DOCUMENTS = 1_000;

/** A Map in use order, so the first key is the least recently used. */
class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** `null` marks a document graphql-jit cannot compile: the standard executor runs it. */
type Compiled = CompiledQuery | null;

function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Compiled {
  try {
    const compiled = compileQuery(schema, document, operationName);
    return isCompiledQuery(compiled) ? compiled : null;
  } catch {
    return null;
  }
}

/**
 * graphql-jit's errors are GraphQLError look-alikes whose `extensions` may be missing, which Apollo's
 * error formatting reads; graphql-js's own class carries the same message, path, locations and cause.
 */
export function standardError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  // graphql-js leaves out the locations of nodes that have none (documents built without them).
  return Object.assign(copy, { locations: error.locations?.length ? error.locations : undefined });
}

export interface CompiledExecution {
  readonly executor: Executor;
  /** Documents compiled and kept (for the tests). */
  readonly size: () => number;
}

/**
 * Runs each operation through graphql-jit, compiled once per document text and operation name and kept
 * in an LRU cache. Apollo has already parsed and validated the document before it gets here (its
 * document store keeps validated documents per schema, so validation is paid once too), and the
 * limits have run in `didResolveOperation`. The standard executor still answers, with graphql-js's
 * exact wording, whatever graphql-jit cannot compile and variables graphql-jit refuses (its
 * coercion messages differ). Subscriptions and @defer do not exist in this schema.
 */
export function compiledExecution(schema: GraphQLSchema, maxDocuments = MAX_COMPILED_DOCUMENTS): CompiledExecution {
  const cache = new LruCache<string, Compiled>(maxDocuments);
  const executor: Executor = async ({ document, request, context, queryHash }) => {
    const { operationName, variables } = request;
    const reference = (): Promise<ExecutionResult> | ExecutionResult =>
      execute({ schema, document, contextValue: context, variableValues: variables, operationName });
    const key = `${queryHash}\n${operationName ?? ''}`;
    let compiled = cache.get(key);
    if (compiled === undefined) {
      compiled = compile(schema, document, operationName);
      cache.set(key, compiled);
    }
    if (!compiled) return reference();
    const result = await compiled.query(undefined, context, variables ?? {});
    // No data at all: the variables were refused before any resolver ran.
    if (result.data === undefined) return reference();
    return result.errors ? { ...result, errors: result.errors.map(standardError) } : result;
  };
  return { executor, size: () => cache.size };
}

/** An Apollo gateway that serves one fixed schema through `executor`: Apollo's hook for an executor of one's own. */
export function fixedSchemaGateway(schema: GraphQLSchema, executor: Executor): Gateway {
  let onLoad: ((context: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      onLoad = callback;
      return () => (onLoad = undefined);
    },
    async load() {
      onLoad?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {},
  };
}
