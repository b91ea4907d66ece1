import { CombinedGraphQLErrors } from '@apollo/client';

/** What to show for a failed cart call: the server's own words, or a generic line when the network failed. */
export function cartErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  return 'Something went wrong. Please try again.';
}
