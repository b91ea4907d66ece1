import { Extensions } from 'type-graphql';

/** The field extension that marks a public answer (read by graphql/public-answer-cache.ts). */
export const PUBLIC_ANSWER_EXTENSION = 'publicAnswer';

/**
 * Declares a root query public: its answer is the same for every visitor and changes only with the
 * catalogue, so whole answers to queries made only of such fields may be cached and shared.
 */
export function PublicAnswer(): MethodDecorator {
  return Extensions({ [PUBLIC_ANSWER_EXTENSION]: true });
}
