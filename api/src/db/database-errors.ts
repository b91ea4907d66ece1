import { AppError, badInput } from '../errors';

export const UNAVAILABLE_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/** SQLSTATEs that mean the database cannot serve now: shutting down, overloaded, timed out, unreachable. */
const UNAVAILABLE_STATES = new Set([
  '08000', // connection exception
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too many connections
  '57014', // statement timeout
  '55P03', // lock timeout
  '57P01', // administrator shutdown
  '57P02',
  '57P03', // cannot connect now (starting up)
  '40001', // serialization failure
  '40P01', // deadlock
  '3D000', // the database is gone
  '28000', // the server refuses our credentials
  '28P01',
]);

/** SQLSTATEs that mean the input itself cannot be stored: NUL or untranslatable characters, numbers out of range. */
const BAD_INPUT_STATES: Record<string, string> = {
  '22021': 'Text must not contain NUL characters.',
  '22P05': 'Text contains a character that cannot be stored.',
  '22003': 'A number is out of range.',
};

const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Client has encountered a connection error/;

/**
 * A database failure as the client should see it: trouble on our side is SERVICE_UNAVAILABLE (503,
 * retry later), bad input is BAD_USER_INPUT (400); anything else stays a bug.
 */
export function translateDatabaseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && BAD_INPUT_STATES[code]) return badInput(BAD_INPUT_STATES[code]);
  if (
    (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || /^E[A-Z]+$/.test(code))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message))
  ) {
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  return error;
}
