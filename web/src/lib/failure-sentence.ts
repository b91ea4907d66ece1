import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { errorCodeSentence } from './problem-messages';

/**
 * failureSentence(error): the one sentence a customer reads when a request fails. Show it wherever an Apollo
 * error (a query's `error`, a rejected mutation) reaches the screen, never `error.message`, which may be raw
 * text such as "Failed to fetch" or "Response not successful: Received status code 503".
 *
 * - the network is gone (fetch's TypeError, or the browser is offline)  → FAILURE_SENTENCES.offline
 * - the shop is overloaded (HTTP 503, or extensions.code SERVICE_UNAVAILABLE) → FAILURE_SENTENCES.busy
 * - a refusal whose extensions.code the shop knows → its sentence (lib/problem-messages.ts)
 * - anything else → FAILURE_SENTENCES.unknown
 *
 * failureKind(error) tells these apart (e.g. to retry by itself once the browser is back online);
 * components/load-error.tsx shows the sentence with a Try again button.
 */
export const FAILURE_SENTENCES = {
  offline: 'You appear to be offline. Check your connection and try again.',
  busy: 'The shop is busy right now. Please try again in a moment.',
  unknown: 'Something went wrong on our side. Please try again.',
} as const;

export type FailureKind = 'offline' | 'busy' | 'refused' | 'unknown';

const UNAVAILABLE_STATUS = 503;
const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

interface Refusal {
  code: string;
  message: string | undefined;
}

/** The first error's code and message, from a GraphQL answer or the JSON body of an HTTP error. */
function refusalOf(error: unknown): Refusal | undefined {
  const errors = CombinedGraphQLErrors.is(error) ? error.errors : ServerError.is(error) ? bodyErrors(error) : [];
  const busy = errors.find((e) => e.extensions?.code === UNAVAILABLE_CODE);
  const first = busy ?? errors[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' ? { code, message: first?.message } : undefined;
}

type BodyError = { message?: string; extensions?: { code?: unknown } };

function bodyErrors(error: ServerError): readonly BodyError[] {
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
    return Array.isArray(errors) ? (errors as BodyError[]) : [];
  } catch {
    // A proxy's error page, not JSON: the status says enough.
    return [];
  }
}

function statusOf(error: unknown): number | undefined {
  return ServerError.is(error) || ServerParseError.is(error) ? error.statusCode : undefined;
}

/** Which of the four cases a failure is. */
export function failureKind(error: unknown): FailureKind {
  const refusal = refusalOf(error);
  if (refusal?.code === UNAVAILABLE_CODE || statusOf(error) === UNAVAILABLE_STATUS) return 'busy';
  if (refusal && errorCodeSentence(refusal.code, refusal.message) !== undefined) return 'refused';
  if (error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)) return 'offline';
  return 'unknown';
}

/** The sentence to show for a failed request (see the top of this file). */
export function failureSentence(error: unknown): string {
  const kind = failureKind(error);
  if (kind !== 'refused') return FAILURE_SENTENCES[kind];
  const refusal = refusalOf(error);
  return (refusal && errorCodeSentence(refusal.code, refusal.message)) ?? FAILURE_SENTENCES.unknown;
}
