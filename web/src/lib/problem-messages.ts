import type { ProblemCode } from '../graphql/__generated__/graphql';

/**
 * The sentence a customer reads for each problem code the API can answer, in one table. `null` keeps
 * the API's own sentence where it names the specifics (which product, which state, which limit, which
 * form's code). The generated ProblemCode type makes this table fail to compile when a code is added.
 */
const SENTENCES: Record<ProblemCode, string | null> = {
  REQUIRED: 'This field is required',
  TOO_LONG: null,
  INVALID_EMAIL: 'Please enter a valid e-mail address.',
  INVALID_DATE: null,
  FUTURE_DATE: 'The purchase date cannot be in the future.',
  INVALID_DEVICE: null,
  UNDER_AGE: 'You are under 21 years old. Registration is not allowed.',
  WEAK_PASSWORD: 'Password must be 8-64 characters long',
  EMAIL_TAKEN: '❌ Email already registered. Please login.',
  INVALID_CODE: null,
  INVALID_CREDENTIALS: 'Invalid credentials or account not registered.',
  WRONG_PASSWORD: 'The old password is not correct.',
  INVALID_STATE: 'Please choose a state from the list.',
  INVALID_ZIP: 'Please enter a 5-digit ZIP code.',
  EMPTY_CART: null,
  PRODUCT_UNAVAILABLE: null,
  SHIPPING_RESTRICTED: null,
  DUPLICATE_ADDRESS: 'You already saved this address.',
  ADDRESS_BOOK_FULL: null,
  OUT_OF_STOCK: null,
  IDENTITY_NOT_VERIFIED: null,
  IDENTITY_DOCUMENT_NEEDED: null,
  // The back office's own: its sentences name the field and value.
  INVALID_VALUE: null,
  ALREADY_TAKEN: null,
  SLUG_LOCKED: null,
  STOCK_BELOW_ZERO: null,
  // The API's sentences name the code and why (its dates, the law, the minimum).
  PROMOTION_CODE_UNKNOWN: null,
  PROMOTION_CODE_EXPIRED: null,
  PROMOTION_CODE_USED_UP: null,
  PROMOTION_CODE_NOT_FOR_CART: null,
  PROMOTION_CODE_NOT_ALLOWED: null,
  // The server's sentences say what happened and what to do, never the gateway's words.
  PAYMENT_DECLINED: null,
  PAYMENT_FAILED: null,
  PAYMENT_UNCONFIRMED: null,
  PROMOTION_CODE_NOT_YOURS: null,
  SERVICE_CODE_ALREADY_TODAY: null,
  // The server's sentence names both totals.
  TOTAL_CHANGED: null,
};

/** What to show for one refused field: the shop's sentence for its code, else the API's. */
export function problemSentence(problem: { code: ProblemCode; message: string }): string {
  return SENTENCES[problem.code] ?? problem.message;
}

/**
 * The sentence for each `extensions.code` an operation can be refused with (the API's ErrorCode, api/src/errors.ts).
 * `null` keeps the API's own sentence where it names the specifics (which product, which limit, how long to wait);
 * a code missing here is not meant for customers, and lib/failure-sentence.ts answers its generic sentence.
 */
const ERROR_CODE_SENTENCES: Readonly<Record<string, string | null>> = {
  UNAUTHENTICATED: 'Your session has ended. Please log in again.',
  FORBIDDEN: 'That belongs to another account.',
  NOT_FOUND: null,
  BAD_USER_INPUT: null,
  RATE_LIMITED: null,
  CONFLICT: 'That was already sent with different details. Please reload the page and try again.',
};

/** The shop's sentence for a refusal's code, the API's own message where the table keeps it, else undefined. */
export function errorCodeSentence(code: string, apiMessage: string | undefined): string | undefined {
  if (!Object.hasOwn(ERROR_CODE_SENTENCES, code)) return undefined;
  return ERROR_CODE_SENTENCES[code] ?? apiMessage;
}
