import { CombinedGraphQLErrors } from '@apollo/client';

export const NETWORK_MESSAGE = 'The back office cannot reach the server. Check your connection and try again.';

/** The server's own words for a refusal (they are written for staff), or the network message. */
export function adminErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? NETWORK_MESSAGE;
  return NETWORK_MESSAGE;
}
