/**
 * NMI's Payment API as both sides speak it (payments-facts.md §4): a form POST to `transact.php` answered by a query
 * string (`response` 1 approved, 2 declined, 3 error; `response_code` 100 approved, 2xx declines, 3xx gateway
 * refusals, 4xx processor errors), and the Query API (`query.php`, XML), which the facts file marks UNCONFIRMED:
 * only its address (beside transact.php, derived from NMI_URL) and the fields read below depend on it.
 */

/** Production hosts (a test's NMI-speaking server answers on loopback instead). */
export const NMI_PRODUCTION_URL = 'https://secure.nmi.com/api/transact.php';
export const COLLECT_JS_PRODUCTION_URL = 'https://secure.nmi.com/token/Collect.js';

/** The descriptor checkout sends beside a Collect.js `payment_token` (NMI has none of its own: ours, for the ledger). */
export const COLLECT_JS_DESCRIPTOR = 'NMI.COLLECT_JS.PAYMENT_TOKEN';

/** `response`: 1 approved, 2 declined, 3 error (portal). */
export const NMI_RESPONSE = { approved: '1', declined: '2', error: '3' } as const;

/** `orderid` carries our reference (the idempotency key of one call); kept to Authorize.Net's 20 for one ledger. */
export const NMI_ORDERID_LIMIT = 20;

/** The Query API's address: query.php beside transact.php on the same host (UNCONFIRMED, facts §4). */
export const queryUrl = (transactUrl: string): string => new URL('query.php', transactUrl).toString();

/**
 * The Query API's `condition` of a transaction in the neutral words the ledger's readers use (Authorize.Net's
 * statuses, payment-gateway.types.ts): pending = authorized, not captured; pendingsettlement = captured, waiting for
 * the batch; complete = settled; canceled = voided. Any other condition is kept as NMI says it.
 */
const CONDITIONS: Record<string, string> = {
  pending: 'authorizedPendingCapture',
  pendingsettlement: 'capturedPendingSettlement',
  complete: 'settledSuccessfully',
  canceled: 'voided',
  failed: 'declined',
};
export const neutralStatus = (condition: string): string => CONDITIONS[condition] ?? condition;

/** Form fields as the body of a POST (application/x-www-form-urlencoded); empty values are left out. */
export function formBody(fields: Record<string, string | null | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined && value !== '') {
      form.append(key, value);
    }
  return form.toString();
}

/** One `<transaction>` of a Query API answer: its simple fields, and its `<action>`s (auth, capture, void, refund, settle …). */
export interface QueriedTransaction {
  readonly fields: Readonly<Record<string, string>>;
  readonly actions: readonly Readonly<Record<string, string>>[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (whole, name: string) =>
    name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
  );

/** The leaf elements of an XML fragment, by name (the first of each). */
function leaves(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of xml.matchAll(/<([a-z_][a-z0-9_]*)(?:\s[^>]*)?>([^<]*)<\/\1>/gi)) {
    const [, name, value] = match;
    if (name && !(name in out)) out[name] = decode(value ?? '').trim();
  }
  return out;
}

/**
 * A Query API answer (`<nm_response>` with `<transaction>` elements, each with `<action>` children); a flat reader
 * of that shape only, since the shop asks for nothing else. `error` is the answer's `<error_response>`, if any.
 */
export function parseQueryAnswer(xml: string): { transactions: QueriedTransaction[]; error: string | null } {
  if (!/<nm_response[\s>]/.test(xml)) return { transactions: [], error: 'the answer is not a Query API answer' };
  const error = /<error_response>([^<]*)<\/error_response>/.exec(xml)?.[1];
  const transactions = [...xml.matchAll(/<transaction>([\s\S]*?)<\/transaction>/g)].map(([, body = '']) => {
    const actions = [...body.matchAll(/<action>([\s\S]*?)<\/action>/g)].map(([, action = '']) => leaves(action));
    return { fields: leaves(body.replace(/<action>[\s\S]*?<\/action>/g, '')), actions };
  });
  return { transactions, error: error === undefined ? null : decode(error) };
}

/** XML text with its five special characters escaped (the test's NMI server writes answers with it). */
export const xmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&${Object.entries(ENTITIES).find(([, v]) => v === c)![0]};`);
