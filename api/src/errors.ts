import { inspect } from 'node:util';

/**
 * Misuse of an API (bad input, missing session, unknown id …) is thrown as an AppError; both the
 * GraphQL layer (as extensions.code) and the REST adapter (as an HTTP status) translate it.
 * Anything else that is thrown is a bug and reaches clients only as a generic message.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  /** A hash sent in place of a query text that names no trusted document. */
  PERSISTED_QUERY_NOT_FOUND: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badInput = (message: string): AppError => new AppError('BAD_USER_INPUT', message);
export const notFound = (message: string): AppError => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please log in to continue.'): AppError =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'That belongs to another account.'): AppError => new AppError('FORBIDDEN', message);

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * What went wrong, in words, whatever was thrown: an Error's message; the reasons inside an AggregateError
 * (a refused connection to a name with two addresses has no message of its own); for an Error without a
 * message its name, code, cause and where it was thrown; never a bare "undefined".
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.message?.trim()) return error.message;
    if (error instanceof AggregateError && error.errors.length) return error.errors.map(describeError).join('; ');
    const code = (error as { code?: unknown }).code;
    const at = error.stack?.split('\n')[1]?.trim();
    const cause = error.cause === undefined ? '' : `, caused by: ${describeError(error.cause)}`;
    return `${error.name || 'Error'}${code ? ` ${String(code)}` : ''} with no message${at ? ` (${at})` : ''}${cause}`;
  }
  if (typeof error === 'string' && error.trim()) return error;
  if (error === undefined || error === null || typeof error === 'string') {
    return `failed without a reason (${JSON.stringify(error) ?? 'undefined'} was thrown)`;
  }
  return `failed with ${inspect(error, { depth: 2, breakLength: Infinity })}`;
}
