import { ProblemCode } from '../common/problem-code';
import type { FieldProblem } from '../common/problem';
import { AppError, type ErrorCode } from '../errors';

/**
 * The legacy answer of every problem code, in one table: the input itself is wrong (400), it clashes
 * with the shop's state, an e-mail or address already taken or stock run out (409), or the request was
 * understood and refused (422). A new code does not compile until it has its row.
 */
const LEGACY_STATUS: Record<ProblemCode, ErrorCode> = {
  [ProblemCode.REQUIRED]: 'BAD_USER_INPUT',
  [ProblemCode.TOO_LONG]: 'BAD_USER_INPUT',
  [ProblemCode.INVALID_EMAIL]: 'BAD_USER_INPUT',
  [ProblemCode.INVALID_DATE]: 'BAD_USER_INPUT',
  [ProblemCode.INVALID_STATE]: 'BAD_USER_INPUT',
  [ProblemCode.INVALID_ZIP]: 'BAD_USER_INPUT',
  [ProblemCode.EMPTY_CART]: 'BAD_USER_INPUT',
  [ProblemCode.EMAIL_TAKEN]: 'CONFLICT',
  [ProblemCode.DUPLICATE_ADDRESS]: 'CONFLICT',
  [ProblemCode.OUT_OF_STOCK]: 'CONFLICT',
  // The legacy calls take no codes; the rows keep the table whole.
  [ProblemCode.PROMOTION_CODE_UNKNOWN]: 'BAD_USER_INPUT',
  [ProblemCode.PROMOTION_CODE_EXPIRED]: 'UNPROCESSABLE',
  [ProblemCode.PROMOTION_CODE_USED_UP]: 'CONFLICT',
  [ProblemCode.PROMOTION_CODE_NOT_FOR_CART]: 'UNPROCESSABLE',
  [ProblemCode.PROMOTION_CODE_NOT_ALLOWED]: 'UNPROCESSABLE',
  [ProblemCode.PROMOTION_CODE_NOT_YOURS]: 'FORBIDDEN',
  [ProblemCode.SERVICE_CODE_ALREADY_TODAY]: 'CONFLICT',
  // The legacy call sends no expected total; named for the table's completeness.
  [ProblemCode.TOTAL_CHANGED]: 'CONFLICT',
  [ProblemCode.FUTURE_DATE]: 'UNPROCESSABLE',
  [ProblemCode.INVALID_DEVICE]: 'UNPROCESSABLE',
  [ProblemCode.UNDER_AGE]: 'UNPROCESSABLE',
  [ProblemCode.WEAK_PASSWORD]: 'UNPROCESSABLE',
  [ProblemCode.INVALID_CODE]: 'UNPROCESSABLE',
  [ProblemCode.INVALID_CREDENTIALS]: 'UNPROCESSABLE',
  [ProblemCode.WRONG_PASSWORD]: 'UNPROCESSABLE',
  [ProblemCode.PRODUCT_UNAVAILABLE]: 'UNPROCESSABLE',
  [ProblemCode.SHIPPING_RESTRICTED]: 'UNPROCESSABLE',
  [ProblemCode.ADDRESS_BOOK_FULL]: 'UNPROCESSABLE',
  [ProblemCode.IDENTITY_NOT_VERIFIED]: 'UNPROCESSABLE',
  [ProblemCode.IDENTITY_DOCUMENT_NEEDED]: 'UNPROCESSABLE',
  // A legacy order is placed awaiting payment: these come from the storefront's checkout only.
  [ProblemCode.PAYMENT_DECLINED]: 'UNPROCESSABLE',
  [ProblemCode.PAYMENT_FAILED]: 'SERVICE_UNAVAILABLE',
  [ProblemCode.PAYMENT_UNCONFIRMED]: 'SERVICE_UNAVAILABLE',
  // The back office's own (the legacy calls never answer them).
  [ProblemCode.INVALID_VALUE]: 'BAD_USER_INPUT',
  [ProblemCode.ALREADY_TAKEN]: 'CONFLICT',
  [ProblemCode.SLUG_LOCKED]: 'UNPROCESSABLE',
  [ProblemCode.STOCK_BELOW_ZERO]: 'CONFLICT',
};

/** A service's refusal as the error the adapter answers: the first problem's message and status. */
export function refusal(problems: readonly FieldProblem[]): AppError {
  const [first] = problems;
  if (!first) return new AppError('UNPROCESSABLE', 'The request was refused.');
  return new AppError(LEGACY_STATUS[first.code], first.message);
}
