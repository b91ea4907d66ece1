import type { PaymentInput } from '../graphql/__generated__/graphql';
import { type BankData, type CardData, type GatewayKeys, tokenize } from './accept-js';
import { COLLECT_JS_DESCRIPTOR, type CollectKeys, tokenizeCollectJs } from './collect-js';

/** What the customer types on the payment step. Kept in memory only: never in storage, never sent to the shop. */
export interface PaymentValues {
  method: 'CARD' | 'BANK';
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  billingZip: string;
  routingNumber: string;
  accountNumber: string;
  nameOnAccount: string;
  accountType: BankData['accountType'];
}

export type PaymentField = Exclude<keyof PaymentValues, 'method' | 'accountType'>;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const EMPTY_PAYMENT: PaymentValues = {
  method: 'CARD',
  cardNumber: '',
  expiry: '',
  cvv: '',
  billingZip: '',
  routingNumber: '',
  accountNumber: '',
  nameOnAccount: '',
  accountType: 'checking',
};

const digits = (text: string) => text.replace(/[\s-]/g, '');

/** The month and year of MM/YY (or MM/YYYY), or null. */
function expiryOf(text: string): { month: string; year: string } | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  return { month: match[1]!, year: match[2]!.length === 2 ? `20${match[2]}` : match[2]! };
}

/**
 * For comfort only: the gateway judges the card; this catches what is plainly missing or mistyped. With Collect.js
 * (`framed`) the card's own fields are NMI's frames, which check themselves: only the billing ZIP is ours.
 */
export function paymentProblems(values: PaymentValues, framed = false): PaymentErrors {
  const problems: PaymentErrors = {};
  if (framed) {
    if (!/^\d{5}(-\d{4})?$/.test(values.billingZip.trim())) problems.billingZip = 'Enter the billing ZIP code.';
  } else if (values.method === 'CARD') {
    if (!/^\d{13,19}$/.test(digits(values.cardNumber))) problems.cardNumber = 'Enter the card number.';
    if (!expiryOf(values.expiry)) problems.expiry = 'Enter the expiry date as MM/YY.';
    if (!/^\d{3,4}$/.test(values.cvv.trim())) problems.cvv = 'Enter the 3 or 4 digit security code.';
    if (!/^\d{5}(-\d{4})?$/.test(values.billingZip.trim())) problems.billingZip = 'Enter the billing ZIP code.';
  } else {
    if (!/^\d{9}$/.test(digits(values.routingNumber))) problems.routingNumber = 'Enter the 9-digit routing number.';
    if (!/^\d{4,17}$/.test(digits(values.accountNumber))) problems.accountNumber = 'Enter the account number.';
    if (!values.nameOnAccount.trim()) problems.nameOnAccount = 'Enter the name on the account.';
    else if (values.nameOnAccount.trim().length > 22) problems.nameOnAccount = 'At most 22 characters.';
  }
  return problems;
}

/** What goes to the gateway's script (and only there). */
export function gatewayData(values: PaymentValues): { cardData: CardData } | { bankData: BankData } {
  if (values.method === 'BANK') {
    return {
      bankData: {
        routingNumber: digits(values.routingNumber),
        accountNumber: digits(values.accountNumber),
        nameOnAccount: values.nameOnAccount.trim(),
        accountType: values.accountType,
      },
    };
  }
  const expiry = expiryOf(values.expiry)!;
  return {
    cardData: {
      cardNumber: digits(values.cardNumber),
      month: expiry.month,
      year: expiry.year,
      cardCode: values.cvv.trim(),
    },
  };
}

/** What the shop keeps of the card's date: MM/YYYY. */
export function cardExpiry(values: PaymentValues): string | null {
  const expiry = expiryOf(values.expiry);
  return values.method === 'CARD' && expiry ? `${expiry.month}/${expiry.year}` : null;
}

/**
 * The card (or bank account) as the gateway's one-time token, ready to send to the shop; or in words why not. The
 * values go to the gateway's script only.
 */
export async function paymentToken(
  keys: GatewayKeys,
  values: PaymentValues,
): Promise<{ ok: true; payment: PaymentInput } | { ok: false; message: string }> {
  const token = await tokenize(keys, gatewayData(values));
  if (!token.ok) return token;
  return {
    ok: true,
    payment: {
      method: values.method,
      dataDescriptor: token.descriptor,
      dataValue: token.value,
      cardExpiry: cardExpiry(values),
      billingZip: values.method === 'CARD' ? values.billingZip.trim() : null,
    },
  };
}

/** The gateway's public keys from the payment form's answer, when the shop takes cards online. */
export function gatewayKeys(
  form: { scriptUrl: string | null; apiLoginId: string | null; clientKey: string | null } | undefined,
): GatewayKeys | null {
  return form?.scriptUrl && form.apiLoginId && form.clientKey
    ? { scriptUrl: form.scriptUrl, apiLoginId: form.apiLoginId, clientKey: form.clientKey }
    : null;
}

/** The gateway's script the payment form names: Accept.js with its keys, or NMI's Collect.js with its public key. */
export type PaymentScript = { kind: 'accept-js'; keys: GatewayKeys } | { kind: 'collect-js'; keys: CollectKeys };

/** Which script takes the card, from the payment form's answer; null when the shop takes no card online. */
export function paymentScript(
  form: { provider: string; scriptUrl: string | null; apiLoginId: string | null; clientKey: string | null } | undefined,
): PaymentScript | null {
  if (form?.provider === 'nmi') {
    return form.scriptUrl && form.clientKey
      ? { kind: 'collect-js', keys: { scriptUrl: form.scriptUrl, tokenizationKey: form.clientKey } }
      : null;
  }
  const keys = gatewayKeys(form);
  return keys ? { kind: 'accept-js', keys } : null;
}

/**
 * The one-time token of the card (or bank account) from the gateway's script, as the shop's payment input: the same
 * for checkout and Pay now. Collect.js holds the card in NMI's frames, so only the billing ZIP comes from `values`.
 */
export async function scriptToken(
  script: PaymentScript,
  values: PaymentValues,
): Promise<{ ok: true; payment: PaymentInput } | { ok: false; message: string }> {
  if (script.kind === 'accept-js') return paymentToken(script.keys, values);
  const token = await tokenizeCollectJs(script.keys);
  if (!token.ok) return token;
  return {
    ok: true,
    payment: {
      method: 'CARD',
      dataDescriptor: COLLECT_JS_DESCRIPTOR,
      dataValue: token.value,
      cardExpiry: token.cardExpiry,
      billingZip: values.billingZip.trim(),
    },
  };
}
