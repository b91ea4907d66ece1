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
  IDENTITY_NOT_VERIFIED = 'IDENTITY_NOT_VERIFIED',
  IDENTITY_DOCUMENT_NEEDED = 'IDENTITY_DOCUMENT_NEEDED',
  INVALID_VALUE = 'INVALID_VALUE',
  ALREADY_TAKEN = 'ALREADY_TAKEN',
  SLUG_LOCKED = 'SLUG_LOCKED',
  STOCK_BELOW_ZERO = 'STOCK_BELOW_ZERO',
  PROMOTION_CODE_UNKNOWN = 'PROMOTION_CODE_UNKNOWN',
  PROMOTION_CODE_EXPIRED = 'PROMOTION_CODE_EXPIRED',
  PROMOTION_CODE_USED_UP = 'PROMOTION_CODE_USED_UP',
  PROMOTION_CODE_NOT_FOR_CART = 'PROMOTION_CODE_NOT_FOR_CART',
  PROMOTION_CODE_NOT_ALLOWED = 'PROMOTION_CODE_NOT_ALLOWED',
  PAYMENT_DECLINED = 'PAYMENT_DECLINED',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
  PAYMENT_UNCONFIRMED = 'PAYMENT_UNCONFIRMED',
  PROMOTION_CODE_NOT_YOURS = 'PROMOTION_CODE_NOT_YOURS',
  SERVICE_CODE_ALREADY_TODAY = 'SERVICE_CODE_ALREADY_TODAY',
  TOTAL_CHANGED = 'TOTAL_CHANGED',
}

registerEnumType(ProblemCode, {
  name: 'ProblemCode',
  description: 'Why a form or an action was refused; stable, for clients to choose their own words.',
  valuesConfig: {
    REQUIRED: { description: 'A required field was left empty.' },
    TOO_LONG: { description: 'A field is longer than its limit allows.' },
    INVALID_EMAIL: { description: 'The e-mail address is not a valid address.' },
    INVALID_DATE: { description: 'The date is not a real calendar date (YYYY-MM-DD).' },
    FUTURE_DATE: { description: 'The date of birth lies in the future.' },
    INVALID_DEVICE: { description: 'The device to register is not one of the devices the warranty covers.' },
    UNDER_AGE: { description: 'The customer is under 21, the minimum age to register and to order.' },
    WEAK_PASSWORD: { description: 'The password is outside 8 to 64 characters.' },
    EMAIL_TAKEN: { description: 'An account with this e-mail address already exists.' },
    INVALID_CODE: {
      description: 'The e-mailed 6-digit code is wrong, expired (after 10 minutes), used, or tried 5 times.',
    },
    INVALID_CREDENTIALS: { description: 'The e-mail address and password match no account.' },
    WRONG_PASSWORD: { description: "The current password given to change it is not the account's." },
    INVALID_STATE: { description: 'The US state code is not one the shop knows.' },
    INVALID_ZIP: { description: 'The ZIP code is neither 5 digits nor ZIP+4 (12345-6789).' },
    EMPTY_CART: { description: 'The cart has nothing to order.' },
    PRODUCT_UNAVAILABLE: { description: 'The product is no longer sold.' },
    SHIPPING_RESTRICTED: { description: 'The product may not be shipped to the chosen state.' },
    DUPLICATE_ADDRESS: { description: 'The address book already has this address.' },
    ADDRESS_BOOK_FULL: { description: 'The address book holds its maximum number of addresses.' },
    OUT_OF_STOCK: { description: 'Fewer units are in stock than the order asks for.' },
    IDENTITY_NOT_VERIFIED: {
      description: "The customer's age and identity could not be verified: the order is not accepted.",
    },
    IDENTITY_DOCUMENT_NEEDED: {
      description: 'Public records did not confirm the age and identity: a photo ID is needed before ordering.',
    },
    INVALID_VALUE: { description: 'Back office: the value is not one the field takes (a price, a count, a choice).' },
    ALREADY_TAKEN: { description: 'Back office: another record already has this value (a product name or slug).' },
    SLUG_LOCKED: { description: "Back office: a product's address cannot change once it has been in the shop." },
    STOCK_BELOW_ZERO: { description: 'Back office: the stock movement would take the level below zero.' },
    PROMOTION_CODE_UNKNOWN: { description: 'No promotion has this discount code.' },
    PROMOTION_CODE_EXPIRED: { description: "The code's promotion has ended, or has not started yet." },
    PROMOTION_CODE_USED_UP: { description: 'The code, or its promotion, has no use left (for this customer).' },
    PROMOTION_CODE_NOT_FOR_CART: { description: 'The code takes nothing off the items in the cart.' },
    PROMOTION_CODE_NOT_ALLOWED: { description: "The ship-to state's law does not allow the code on the cart's items." },
    PAYMENT_DECLINED: {
      description:
        'The card or bank refused the payment (or its address or card code check failed): nothing was placed.',
    },
    PAYMENT_FAILED: {
      description:
        'The payment could not be taken (the gateway failed, or the card details expired): nothing was placed.',
    },
    PAYMENT_UNCONFIRMED: {
      description:
        'The gateway has not confirmed an earlier payment of this checkout yet: retrying asks it first, never charging twice.',
    },
    PROMOTION_CODE_NOT_YOURS: { description: 'The code was issued to another customer and works only for them.' },
    TOTAL_CHANGED: {
      description:
        'The order would cost other than the expectedTotal the client showed (a promotion ended meanwhile): nothing was placed.',
    },
    SERVICE_CODE_ALREADY_TODAY: { description: 'The customer already received a service discount code today.' },
  },
});
