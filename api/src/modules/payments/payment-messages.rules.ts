import type { GatewayOutcome, GatewayResult } from './payment-gateway.types';

/**
 * What a customer reads when a payment does not go through: what happened and what to do, in plain words. Never
 * the gateway's text or codes, never a card number.
 */
export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined and you have not been charged. Please try another card or payment method.',
  cardCode:
    'The security code (CVV) did not match the card and you have not been charged. Please check it, or try another card.',
  address:
    'The billing ZIP code did not match the card and you have not been charged. Please check it, or try another card.',
  failed:
    'We could not take your payment just now and you have not been charged. Please try again in a few minutes, or use another card.',
  expired: 'Your card details expired before the order was placed. Please enter your card again.',
  unconfirmed:
    'We could not confirm your payment with the card processor. Please press Place order again in a minute: we will check with them first and never charge you twice.',
} as const;

/** Authorize.Net's reason codes for a failed card code or address check (facts §1d; 44, 45, 65: card code). */
const CARD_CODE_REASONS = new Set(['44', '45', '65']);
const ADDRESS_REASONS = new Set(['27']);
/** An Accept.js token the gateway no longer takes (used, or older than its lifetime). */
const TOKEN_ERRORS = new Set(['E00114']);

/** The sentence for a payment that did not go through. */
export function paymentMessage(
  result: Pick<GatewayResult, 'outcome' | 'reasonCode' | 'cvvResult' | 'avsResult'>,
): string {
  const outcome: GatewayOutcome = result.outcome;
  if (outcome === 'UNKNOWN') return PAYMENT_MESSAGES.unconfirmed;
  if (outcome === 'DECLINED') {
    if (CARD_CODE_REASONS.has(result.reasonCode ?? '') || result.cvvResult === 'N') return PAYMENT_MESSAGES.cardCode;
    if (ADDRESS_REASONS.has(result.reasonCode ?? '')) return PAYMENT_MESSAGES.address;
    return PAYMENT_MESSAGES.declined;
  }
  if (TOKEN_ERRORS.has(result.reasonCode ?? '')) return PAYMENT_MESSAGES.expired;
  return PAYMENT_MESSAGES.failed;
}
