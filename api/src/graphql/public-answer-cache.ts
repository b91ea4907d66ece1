import { type GraphQLSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { PUBLIC_ANSWER_EXTENSION, type PublicAnswerScope } from '../common/public-answer';

/**
 * The root query fields declared `@PublicAnswer()`, and `__typename`: all of them for HTTP caches
 * ('shared'), or those each replica may also keep whole ('kept').
 */
export function publicRootFields(schema: GraphQLSchema, scope: PublicAnswerScope = 'kept'): ReadonlySet<string> {
  const fields = Object.values(schema.getQueryType()?.getFields() ?? {});
  const inScope = (value: unknown) => value === 'kept' || (scope === 'shared' && value === 'shared');
  return new Set([
    '__typename',
    ...fields.filter((field) => inScope(field.extensions[PUBLIC_ANSWER_EXTENSION])).map((field) => field.name),
  ]);
}

export interface CachedAnswer {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: string;
  /** When it was kept (ms): its age goes out in the `Age` header, so HTTP caches count it. */
  readonly keptAt: number;
  readonly expiresAt: number;
}

/** Whether a request body asks only for public data: a query whose root fields are all public. */
export function isPublicQuery(body: unknown, publicFields: ReadonlySet<string>): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return false;
  }
  const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName);
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && publicFields.has(s.name.value))
  );
}

/**
 * Whether a GraphQL answer may carry errors. Apollo writes `errors` before `data` (its
 * orderExecutionResultFields), so an answer without them starts with `{"data":`; anything else counts as
 * one with errors. Reading the first bytes, not parsing 20 kB, matters: every public GET asks.
 */
export function hasErrors(answer: string): boolean {
  return !answer.startsWith('{"data":');
}

/**
 * Whole answers to public queries (the menu, the home page's cards and tabs …), keyed by the request
 * (a POST's body, a GET's canonical parameters), for as long as the catalogue's own lookup cache: such
 * a request skips GraphQL execution. At most `maxEntries`, the oldest dropped first. Answers
 * that depend on the visitor never get here (see isPublicQuery), and answers with errors are not kept.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly publicFields: ReadonlySet<string>,
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  /** Keeps a successful answer to a public query; anything else is left alone. */
  offer(key: string, request: unknown, answer: Omit<CachedAnswer, 'keptAt' | 'expiresAt'>): void {
    this.offerJudged(key, (fields) => isPublicQuery(request, fields), answer);
  }

  /** The same, with the request judged by `asksOnly` (a planned document knows its root fields). */
  offerJudged(
    key: string,
    asksOnly: (fields: ReadonlySet<string>) => boolean,
    answer: Omit<CachedAnswer, 'keptAt' | 'expiresAt'>,
  ): void {
    if (answer.status !== 200 || hasErrors(answer.body) || !asksOnly(this.publicFields)) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const keptAt = Date.now();
    this.entries.set(key, { ...answer, keptAt, expiresAt: keptAt + this.ttlMs });
  }
}
