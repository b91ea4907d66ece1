import { registerEnumType } from 'type-graphql';

/**
 * Every expected refusal the shop can answer, one stable code each. The schema exposes it as the
 * `ProblemCode` enum, so the web app's generated types know every code; the REST adapter maps each
 * code to its legacy answer (rest/legacy-problem-status.ts) and the web app to its sentence.
 */
export enum ProblemCode {
  REQUIRED = 'REQUIRED',
  TOO_LONG = 'TOO_LONG',
  INVALID_EMAIL = 'INVALID_EMAIL',
  INVALID_DATE = 'INVALID_DATE',
  FUTURE_DATE = 'FUTURE_DATE',
  INVALID_DEVICE = 'INVALID_DEVICE',
  UNDER_AGE = 'UNDER_AGE',
  WEAK_PASSWORD = 'WEAK_PASSWORD',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  INVALID_CODE = 'INVALID_CODE',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  WRONG_PASSWORD = 'WRONG_PASSWORD',
  INVALID_STATE = 'INVALID_STATE',
  INVALID_ZIP = 'INVALID_ZIP',
  EMPTY_CART = 'EMPTY_CART',
  PRODUCT_UNAVAILABLE = 'PRODUCT_UNAVAILABLE',
  SHIPPING_RESTRICTED = 'SHIPPING_RESTRICTED',
  DUPLICATE_ADDRESS = 'DUPLICATE_ADDRESS',
  ADDRESS_BOOK_FULL = 'ADDRESS_BOOK_FULL',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
  INVALID_VALUE = 'INVALID_VALUE',
  ALREADY_TAKEN = 'ALREADY_TAKEN',
  SLUG_LOCKED = 'SLUG_LOCKED',
  STOCK_BELOW_ZERO = 'STOCK_BELOW_ZERO',
}

registerEnumType(ProblemCode, {
  name: 'ProblemCode',
  description: 'Why a form or an action was refused; stable, for clients to choose their own words.',
});
