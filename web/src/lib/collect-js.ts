/**
 * Collect.js, NMI's script (payments-facts.md §4): loaded from NMI with the public tokenization key, on the payment
 * step only. Its inline variant draws the card number, expiry and security code as frames of NMI's own pages inside
 * our form, and answers a single-use `payment_token`: the card never passes through the shop's page or server.
 * `startPaymentRequest` (which asks it to tokenize) and `validationCallback` are NMI's documented calls that the
 * facts file does not quote: UNCONFIRMED in this repository, and kept to this one file.
 */
import { loadScript } from './load-script';

interface CollectAnswer {
  token?: string;
  /** Masked: number "411111******1111", exp "MMYY", type "visa". */
  card?: { number?: string | null; exp?: string | null; type?: string | null };
}

interface CollectJs {
  configure(options: {
    variant: 'inline';
    fields: Record<CollectField, { selector: string }>;
    callback: (answer: CollectAnswer) => void;
    validationCallback?: (field: string, valid: boolean, message: string) => void;
  }): void;
  startPaymentRequest(): void;
}

declare global {
  interface Window {
    CollectJS?: CollectJs;
  }
}

export interface CollectKeys {
  scriptUrl: string;
  tokenizationKey: string;
}

type CollectField = 'ccnumber' | 'ccexp' | 'cvv';

/** The descriptor sent beside a Collect.js token (the server's COLLECT_JS_DESCRIPTOR; NMI names none). */
export const COLLECT_JS_DESCRIPTOR = 'NMI.COLLECT_JS.PAYMENT_TOKEN';

/** The elements Collect.js draws its frames in: PaymentFields renders them, by these ids. */
export const COLLECT_FIELDS: Record<CollectField, string> = {
  ccnumber: 'collect-ccnumber',
  ccexp: 'collect-ccexp',
  cvv: 'collect-cvv',
};

export type CollectTokenized = { ok: true; value: string; cardExpiry: string | null } | { ok: false; message: string };

const UNREACHABLE = 'We could not reach the payment service. Please check your connection and try again.';
const FIELD_WORDS: Record<string, string> = {
  ccnumber: 'Please check the card number.',
  ccexp: 'Please check the expiry date: it must be this month or later.',
  cvv: 'Please check the security code (CVV): 3 or 4 digits.',
};
/** A tokenization that never calls back (the frames' host went away) is given up on after this long. */
const ANSWER_WITHIN_MS = 30_000;

/** The fields Collect.js last said were not valid, by its field name. */
const invalid = new Set<string>();
/** The tokenization under way: its answer, or the field Collect.js refused instead of answering. */
let pending: ((answer: CollectAnswer | { invalidField: string }) => void) | null = null;

// The public, tokenization-only key goes on the script tag: made for browsers (never NMI's security key).
const load = (keys: CollectKeys): Promise<CollectJs> =>
  loadScript(keys.scriptUrl, () => window.CollectJS, { tokenizationKey: keys.tokenizationKey });

/** Draws NMI's card fields in the elements of COLLECT_FIELDS (call once they are on the page). */
export async function mountCollectJs(keys: CollectKeys): Promise<boolean> {
  let collect: CollectJs;
  try {
    collect = await load(keys);
  } catch {
    return false;
  }
  invalid.clear();
  collect.configure({
    variant: 'inline',
    fields: {
      ccnumber: { selector: `#${COLLECT_FIELDS.ccnumber}` },
      ccexp: { selector: `#${COLLECT_FIELDS.ccexp}` },
      cvv: { selector: `#${COLLECT_FIELDS.cvv}` },
    },
    callback: (answer) => pending?.(answer),
    validationCallback: (field, valid) => {
      if (valid) {
        invalid.delete(field);
        return;
      }
      invalid.add(field);
      // Asked to tokenize with a field it refuses, Collect.js says so here and never calls back.
      pending?.({ invalidField: field });
    },
  });
  return true;
}

/** "MMYY" as the MM/YYYY the shop keeps, or null. */
const expiryOf = (exp: string | null | undefined): string | null => {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(exp ?? '');
  return match ? `${match[1]}/20${match[2]}` : null;
};

/** The card in NMI's frames as a single-use payment_token, or in words what to check. */
export async function tokenizeCollectJs(keys: CollectKeys): Promise<CollectTokenized> {
  let collect: CollectJs;
  try {
    collect = await load(keys);
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
  const [first] = [...invalid];
  if (first) return { ok: false, message: FIELD_WORDS[first] ?? UNREACHABLE };
  const answer = await new Promise<CollectAnswer | { invalidField: string } | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
    pending = (given) => {
      clearTimeout(timer);
      resolve(given);
    };
    collect.startPaymentRequest();
  });
  pending = null;
  if (answer && 'invalidField' in answer)
    return { ok: false, message: FIELD_WORDS[answer.invalidField] ?? UNREACHABLE };
  if (!answer?.token) return { ok: false, message: UNREACHABLE };
  return { ok: true, value: answer.token, cardExpiry: expiryOf(answer.card?.exp) };
}
