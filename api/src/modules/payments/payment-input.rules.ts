import { badInput } from '../../errors';
import type { CheckoutPayment } from './payment.service';
import { PaymentMethod, type PaymentInput } from './payment.types';

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{4})$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/** Checkout's payment as the service takes it; a malformed one is bad input (the token itself the gateway judges). */
export function checkoutPayment(input: PaymentInput): CheckoutPayment {
  const descriptor = input.dataDescriptor.trim();
  const value = input.dataValue.trim();
  if (!descriptor || !value) throw badInput('The payment token is missing: please enter your card again.');
  const expiry = input.cardExpiry?.trim() || null;
  if (input.method === PaymentMethod.CARD && (!expiry || !EXPIRY.test(expiry))) {
    throw badInput("A card's expiry month is MM/YYYY, e.g. 04/2029.");
  }
  const zip = input.billingZip?.trim() || null;
  if (zip && !ZIP.test(zip)) throw badInput('The billing ZIP code is 5 digits, or ZIP+4 (12345-6789).');
  return {
    token: { descriptor, value },
    method: input.method === PaymentMethod.BANK ? 'bank' : 'card',
    cardExpiry: input.method === PaymentMethod.CARD ? expiry : null,
    billingZip: zip,
  };
}
