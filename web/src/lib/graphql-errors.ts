import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` the API gives a refused operation (UNAUTHENTICATED, RATE_LIMITED …), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether the request never got a GraphQL answer (offline, server down, a proxy's error page). */
export function isNetworkError(error: unknown): boolean {
  return !CombinedGraphQLErrors.is(error);
}

/**
 * What to tell the user about a failed operation: the API's own words for a rate limit (they say how long
 * to wait), otherwise the screen's message for a network failure or for anything else.
 */
export function failureMessage(error: unknown, messages: { network: string; other?: string }): string {
  if (errorCode(error) === 'RATE_LIMITED' && CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.message ?? messages.network;
  }
  return isNetworkError(error) ? messages.network : (messages.other ?? messages.network);
}
