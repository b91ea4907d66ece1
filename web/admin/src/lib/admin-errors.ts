import { CombinedGraphQLErrors } from '@apollo/client';

export const NETWORK_MESSAGE = 'The back office cannot reach the server. Check your connection and try again.';

/**
 * A form refused before anything is sent (an amount that is not one), in words for staff: thrown from a step,
 * it is said where the server's refusal would be.
 */
export class FormProblem extends Error {}

/** The server's own words for a refusal (they are written for staff), a form's own problem, or the network message. */
export function adminErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? NETWORK_MESSAGE;
  if (error instanceof FormProblem) return error.message;
  return NETWORK_MESSAGE;
}
