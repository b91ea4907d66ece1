import { Extensions } from 'type-graphql';

/** The field extension that marks a public answer (read by graphql/public-answer-cache.ts). */
export const PUBLIC_ANSWER_EXTENSION = 'publicAnswer';

/** What a public answer may be: shared by HTTP caches only, or also kept whole by each replica. */
export type PublicAnswerScope = 'shared' | 'kept';

interface PublicAnswerOptions {
  /**
   * Also kept whole by each replica (the default): for answers made of the catalogue's lookup data. A
   * field with many arguments (search text) or that follows each order (stock) is shared by HTTP caches
   * only, so it neither crowds out the menu in the bounded cache nor adds the replica's 30 s to its age.
   */
  readonly kept?: boolean;
}

/**
 * Declares a root query public: its answer is the same for every visitor (its resolvers never read the
 * session or a cookie), so it may be sent `Cache-Control: public` and, when kept, cached whole.
 */
export function PublicAnswer({ kept = true }: PublicAnswerOptions = {}): MethodDecorator {
  return Extensions({ [PUBLIC_ANSWER_EXTENSION]: kept ? 'kept' : 'shared' } satisfies Record<
    string,
    PublicAnswerScope
  >);
}
