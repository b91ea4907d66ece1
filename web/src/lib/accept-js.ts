/**
 * Accept.js, the gateway's script (payments-facts.md §2): loaded from the gateway once, on the payment step only.
 * `dispatchData` sends the card (or bank account) from the browser to the gateway, which answers a one-time token:
 * the shop's server never sees the number or the security code.
 */
import { loadScript } from './load-script';

interface AcceptAnswer {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: string; message: { code: string; text: string }[] };
}

interface AcceptJs {
  dispatchData(data: unknown, handler: (answer: AcceptAnswer) => void): void;
}

declare global {
  interface Window {
    Accept?: AcceptJs;
  }
}

export interface GatewayKeys {
  scriptUrl: string;
  apiLoginId: string;
  clientKey: string;
}

export type CardData = { cardNumber: string; month: string; year: string; cardCode: string; zip?: string };
export type BankData = {
  accountNumber: string;
  routingNumber: string;
  nameOnAccount: string;
  accountType: 'checking' | 'savings' | 'businessChecking';
};

export type Tokenized = { ok: true; descriptor: string; value: string } | { ok: false; message: string };

const load = (url: string): Promise<AcceptJs> => loadScript(url, () => window.Accept);

/** Accept.js's codes in the customer's words: what to check, never the script's jargon. */
function sentence(code: string | undefined): string {
  switch (code) {
    case 'E_WC_05':
      return 'Please check the card number.';
    case 'E_WC_06':
    case 'E_WC_07':
    case 'E_WC_08':
      return 'Please check the expiry date: it must be this month or later.';
    case 'E_WC_15':
      return 'Please check the security code (CVV): 3 or 4 digits.';
    case 'E_WC_22':
    case 'E_WC_23':
    case 'E_WC_24':
      return 'Please check the bank account details.';
    default:
      return 'We could not reach the payment service. Please check your connection and try again.';
  }
}

/** The card or bank account as the gateway's one-time token, or in words why not. */
export async function tokenize(
  keys: GatewayKeys,
  data: { cardData: CardData } | { bankData: BankData },
): Promise<Tokenized> {
  let accept: AcceptJs;
  try {
    accept = await load(keys.scriptUrl);
  } catch {
    return { ok: false, message: sentence(undefined) };
  }
  const answer = await new Promise<AcceptAnswer>((resolve) =>
    accept.dispatchData({ authData: { clientKey: keys.clientKey, apiLoginID: keys.apiLoginId }, ...data }, resolve),
  );
  if (answer.messages.resultCode === 'Ok' && answer.opaqueData) {
    return { ok: true, descriptor: answer.opaqueData.dataDescriptor, value: answer.opaqueData.dataValue };
  }
  return { ok: false, message: sentence(answer.messages.message[0]?.code) };
}
