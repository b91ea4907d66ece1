import { AppError, type ErrorCode } from '../errors';
import type { FieldProblem } from '../modules/customers/account.rules';

/** Problem codes that mean the input itself is wrong (400); 409 for a taken e-mail; 422 for the rest. */
const BAD_INPUT_CODES = new Set([
  'REQUIRED',
  'TOO_LONG',
  'INVALID_EMAIL',
  'INVALID_DATE',
  'INVALID_STATE',
  'INVALID_ZIP',
  'EMPTY_CART',
]);

function errorCodeOf(problem: FieldProblem): ErrorCode {
  if (BAD_INPUT_CODES.has(problem.code)) return 'BAD_USER_INPUT';
  if (problem.code === 'EMAIL_TAKEN') return 'CONFLICT';
  return 'UNPROCESSABLE';
}

/** A service's refusal as the error the adapter answers: the first problem's message and status. */
export function refusal(problems: readonly FieldProblem[]): AppError {
  const first = problems[0] ?? { field: '', code: 'INVALID', message: 'The request was refused.' };
  return new AppError(errorCodeOf(first), first.message);
}
