/**
 * The development sandbox's test data, as the README lists it. Where Authorize.Net's own sandbox documents a
 * trigger (payments-facts.md §1d: the cards, billing ZIP 46282 declines, ZIP 46205 gives AVS "N", card code 901
 * gives CVV "N", eCheck over $100 declines) the sandbox follows it; the cards for held, error and no answer are
 * the sandbox's own, since Authorize.Net documents none.
 */
export const SANDBOX_CARDS = {
  /** Approved (Authorize.Net's test Visa); any future expiry, any CVV but 901. */
  approve: '4111111111111111',
  decline: '4000000000000002',
  /** Declined by the card code filter (as CVV 901 on any card). */
  cvvMismatch: '4000000000000127',
  /** Authorized and held for review by the fraud filters (responseCode 4). */
  held: '4000000000000408',
  /** The gateway answers an error (responseCode 3, reason 19: try again later). */
  error: '4000000000000507',
  /** Authorized, but the answer never comes: the shop must ask before it tries again. */
  noAnswer: '4000000000000606',
} as const;

/** Cards Authorize.Net's sandbox approves (facts §1d), besides `SANDBOX_CARDS.approve`. */
export const APPROVED_TEST_CARDS = [
  '4111111111111111',
  '4007000000027',
  '5424000000000015',
  '2223000010309703',
  '370000000000002',
  '6011000000000012',
];

/** Billing ZIP codes with a meaning (facts §1d). */
export const SANDBOX_ZIPS = { decline: '46282', avsMismatch: '46205' } as const;
/** The card code that answers CVV "N" (no match). */
export const CVV_MISMATCH_CODE = '901';
/** eCheck.Net in the sandbox: up to $100 is accepted, more is declined (facts §1d). */
export const ECHECK_LIMIT_CENTS = 10_000;

/** What the sandbox answers for a card and billing ZIP: responseCode, reason, AVS and CVV results. */
export interface SandboxDecision {
  readonly responseCode: '1' | '2' | '3' | '4';
  readonly reasonCode: string;
  readonly text: string;
  readonly avs: string;
  readonly cvv: string;
  /** Kept in the sandbox's ledger (an authorization exists) even though the answer may say otherwise. */
  readonly authorized: boolean;
  readonly withholdAnswer?: boolean;
}

export const REASON_TEXT = {
  approved: 'This transaction has been approved.',
  declined: 'This transaction has been declined.',
  avs: 'The transaction has been declined because of an AVS mismatch. The address provided does not match billing address of cardholder.',
  cvv: 'This transaction has been declined. The card code submitted with the transaction did not match the card code on file at the card issuing bank.',
  held: 'Your order has been received. Thank you for your business!',
  tryLater: 'An error occurred during processing. Please try again in 5 minutes.',
} as const;

export function decideCard(cardNumber: string, cardCode: string, zip: string): SandboxDecision {
  const approved = {
    responseCode: '1',
    reasonCode: '1',
    text: REASON_TEXT.approved,
    avs: 'Y',
    cvv: 'M',
    authorized: true,
  } as const;
  if (cardNumber === SANDBOX_CARDS.decline || zip === SANDBOX_ZIPS.decline) {
    return { responseCode: '2', reasonCode: '2', text: REASON_TEXT.declined, avs: 'Y', cvv: 'M', authorized: false };
  }
  if (cardNumber === SANDBOX_CARDS.cvvMismatch || cardCode === CVV_MISMATCH_CODE) {
    return { responseCode: '2', reasonCode: '44', text: REASON_TEXT.cvv, avs: 'Y', cvv: 'N', authorized: false };
  }
  if (zip === SANDBOX_ZIPS.avsMismatch) {
    return { responseCode: '2', reasonCode: '27', text: REASON_TEXT.avs, avs: 'N', cvv: 'M', authorized: false };
  }
  if (cardNumber === SANDBOX_CARDS.held) {
    return { ...approved, responseCode: '4', reasonCode: '253', text: REASON_TEXT.held };
  }
  if (cardNumber === SANDBOX_CARDS.error) {
    return { responseCode: '3', reasonCode: '19', text: REASON_TEXT.tryLater, avs: 'P', cvv: '', authorized: false };
  }
  if (cardNumber === SANDBOX_CARDS.noAnswer) return { ...approved, withholdAnswer: true };
  return approved;
}

/** The brand Authorize.Net names in accountType. */
export function brandOf(cardNumber: string): string {
  if (cardNumber.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MasterCard';
  if (/^3[47]/.test(cardNumber)) return 'AmericanExpress';
  if (cardNumber.startsWith('6')) return 'Discover';
  return 'Unknown';
}

/** The card number's check digit (Luhn), as Accept.js checks it before it tokenizes. */
export function luhnValid(cardNumber: string): boolean {
  if (!/^\d{13,16}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let i = cardNumber.length - 1, double = false; i >= 0; i--, double = !double) {
    let digit = Number(cardNumber[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
