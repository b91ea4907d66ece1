/**
 * The Authorize.Net JSON API as both sides speak it (payments-facts.md §1): the request's field order, which the
 * gateway checks against its XML schema's sequence, amounts as decimal dollars, and answers that may begin with a
 * byte-order mark. The client (authorizenet.transport.ts) and the development sandbox share these definitions.
 */

/** `transactionRequestType`'s sequence (XSD): a key out of this order is refused with E00003. */
export const TRANSACTION_REQUEST_ORDER = [
  'transactionType',
  'amount',
  'currencyCode',
  'payment',
  'profile',
  'solution',
  'callId',
  'terminalNumber',
  'authCode',
  'refTransId',
  'splitTenderId',
  'order',
  'lineItems',
  'tax',
  'duty',
  'shipping',
  'taxExempt',
  'poNumber',
  'customer',
  'billTo',
  'shipTo',
  'customerIP',
  'cardholderAuthentication',
  'retail',
  'employeeId',
  'transactionSettings',
  'userFields',
  'surcharge',
  'merchantDescriptor',
  'subMerchant',
  'tip',
  'processingOptions',
  'subsequentAuthInformation',
  'otherTax',
  'shipFrom',
  'authorizationIndicatorType',
] as const;

/** The sequences of the other elements this shop sends. */
export const ELEMENT_ORDER: Record<string, readonly string[]> = {
  createTransactionRequest: ['merchantAuthentication', 'clientId', 'refId', 'transactionRequest'],
  getTransactionDetailsRequest: ['merchantAuthentication', 'clientId', 'refId', 'transId'],
  getUnsettledTransactionListRequest: ['merchantAuthentication', 'clientId', 'refId', 'status', 'sorting', 'paging'],
  getSettledBatchListRequest: [
    'merchantAuthentication',
    'clientId',
    'refId',
    'includeStatistics',
    'firstSettlementDate',
    'lastSettlementDate',
  ],
  getTransactionListRequest: ['merchantAuthentication', 'clientId', 'refId', 'batchId', 'sorting', 'paging'],
  sorting: ['orderBy', 'orderDescending'],
  paging: ['limit', 'offset'],
  merchantAuthentication: ['name', 'transactionKey', 'clientKey'],
  transactionRequest: TRANSACTION_REQUEST_ORDER,
  order: ['invoiceNumber', 'description'],
  lineItem: ['itemId', 'name', 'description', 'quantity', 'unitPrice', 'taxable'],
  tax: ['amount', 'name', 'description'],
  shipping: ['amount', 'name', 'description'],
  customer: ['type', 'id', 'email'],
  billTo: [
    'firstName',
    'lastName',
    'company',
    'address',
    'city',
    'state',
    'zip',
    'country',
    'phoneNumber',
    'faxNumber',
    'email',
  ],
  shipTo: ['firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip', 'country'],
  creditCard: ['cardNumber', 'expirationDate', 'cardCode'],
  bankAccount: ['accountType', 'routingNumber', 'accountNumber', 'nameOnAccount', 'echeckType'],
  opaqueData: ['dataDescriptor', 'dataValue'],
};

/** The descriptor of an Accept.js nonce. */
export const ACCEPT_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/** Production hosts (the sandbox answers on loopback instead). */
export const AUTHORIZENET_PRODUCTION_URL = 'https://api.authorize.net/xml/v1/request.api';
export const ACCEPT_JS_PRODUCTION_URL = 'https://js.authorize.net/v1/Accept.js';
/** The path of the API on every host. */
export const API_PATH = '/xml/v1/request.api';

/** responseCode: 1 approved, 2 declined, 3 error, 4 held for review (support KB 000001111). */
export const RESPONSE_CODE = { approved: '1', declined: '2', error: '3', held: '4' } as const;

/** Schema limits the shop meets by cutting text (XSD); refId is at most 20 characters. */
export const LIMITS = { refId: 20, invoiceNumber: 20, itemId: 31, name: 31, customerId: 20, address: 60, zip: 20 };

/** Cents as the gateway's decimal dollars: 1234 → "12.34". */
export function dollars(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`an amount must be whole cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The gateway's decimal dollars as cents: "12.34" → 1234; "12.3" → 1230; null when not an amount. */
export function cents(text: unknown): number | null {
  const raw = typeof text === 'number' ? text.toFixed(2) : typeof text === 'string' ? text.trim() : '';
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * A value with every object's keys in the schema's sequence (keys the sequence does not name keep their place
 * at the end): one place puts the request in order, whatever order the code that built it wrote.
 */
export function inSchemaOrder(value: unknown, name = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, name));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  // A list's wrapper names its items: lineItems.lineItem, transactionSettings.setting.
  const order = ELEMENT_ORDER[name] ?? [];
  const keys = Object.keys(record).sort((a, b) => rank(order, a) - rank(order, b));
  const out: Record<string, unknown> = {};
  for (const key of keys) if (record[key] !== undefined) out[key] = inSchemaOrder(record[key], key);
  return out;
}

const rank = (order: readonly string[], key: string): number => {
  const at = order.indexOf(key);
  return at === -1 ? order.length : at;
};

/** The first key of `keys` that breaks `order`'s sequence, or null. */
export function outOfOrder(keys: readonly string[], order: readonly string[]): string | null {
  let last = -1;
  for (const key of keys) {
    const at = order.indexOf(key);
    if (at === -1) return key;
    if (at < last) return key;
    last = at;
  }
  return null;
}

/** An answer's text without the byte-order mark the gateway has been seen to put first (facts §1a). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Text cut to a schema limit. */
export const cut = (text: string, limit: number): string => text.trim().slice(0, limit);
