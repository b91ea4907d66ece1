import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { webhookSignature } from './payment-webhook.service';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import {
  ACCEPT_DESCRIPTOR,
  API_PATH,
  ELEMENT_ORDER,
  RESPONSE_CODE,
  TRANSACTION_REQUEST_ORDER,
  cents,
  dollars,
  outOfOrder,
} from './authorizenet-protocol.rules';
import { listenOnLoopback, readSmallBody, stopServer } from '../../common/loopback-server';
import { ACCEPT_JS_STAND_IN } from './accept-js-stand-in.templates';
import { ECHECK_LIMIT_CENTS, REASON_TEXT, brandOf, decideCard, luhnValid } from './sandbox-cards.rules';

const ACCEPT_JS_PATH = '/v1/Accept.js';
const SETTLE_PATH = '/sandbox/settle';
const BODY_LIMIT_BYTES = 65_536;
/** Accept.js nonces last 15 minutes (facts §2, unconfirmed); the sandbox holds them to it. */
const TOKEN_TTL_MS = 15 * 60_000;

type Json = Record<string, unknown>;

/** One transaction in the sandbox's ledger, as Authorize.Net's transaction details show it. */
export interface SandboxTransaction {
  readonly transId: string;
  readonly refId: string | null;
  readonly invoiceNumber: string | null;
  readonly type: 'authOnlyTransaction' | 'priorAuthCaptureTransaction' | 'voidTransaction' | 'refundTransaction';
  status: string;
  readonly responseCode: string;
  readonly authAmountCents: number;
  settleAmountCents: number;
  refundedCents: number;
  readonly lastFour: string;
  readonly accountType: string;
  readonly refTransId: string | null;
  readonly submittedAt: string;
  /** The settlement batch it settled in; unset until then. */
  batchId?: string;
}

export interface PaymentSandbox {
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly apiUrl: string;
  readonly acceptJsUrl: string;
  readonly apiLoginId: string;
  readonly transactionKey: string;
  readonly clientKey: string;
  /** Every transaction the sandbox made, in order: its ledger. */
  transactions(): readonly SandboxTransaction[];
  /** The day's batch: captured and refunded transactions settle (as at Authorize.Net's daily cut-off). */
  settle(): number;
  /** The key its webhooks are signed with (Authorize.Net's Signature Key). */
  readonly signatureKey: string;
  /** Where its webhooks go, and which event types (as a webhook registered in the Merchant Interface). */
  subscribe(url: string, eventTypes: readonly string[]): void;
  /** Every webhook it sent (its raw body and signature), for a test to replay or forge. */
  deliveries(): readonly { body: string; signature: string }[];
  /** What Accept.js would answer a browser for this card, through the sandbox's own HTTP (for tests and the bench). */
  tokenize(cardNumber: string, cardCode?: string): Promise<{ dataDescriptor: string; dataValue: string }>;
  /** Staff at the Merchant Interface release (approve) or decline a transaction held for review: a fraud.* webhook. */
  reviewHeld(transId: string, decision: 'approve' | 'decline'): Promise<void>;
  stop(): Promise<void>;
}

/** What a one-time token stands for: a card, or a bank account (Accept.js tokenizes both). */
type Tokenized = { readonly expires: number } & (
  | { readonly kind: 'card'; readonly number: string; readonly cardCode: string }
  | { readonly kind: 'bank'; readonly accountNumber: string }
);

class Ledger {
  readonly list: SandboxTransaction[] = [];
  /** Each settlement run that settled anything: a batch, as getSettledBatchList lists them. */
  readonly batches: { readonly batchId: string; readonly settledAt: string }[] = [];
  readonly tokens = new Map<string, Tokenized>();
  private next = 60_000_000_000 + randomInt(1_000_000);

  newId(): string {
    this.next += 1;
    return String(this.next);
  }

  find(transId: unknown): SandboxTransaction | undefined {
    return typeof transId === 'string' ? this.list.find((t) => t.transId === transId) : undefined;
  }
}

/** The answer with the byte-order mark Authorize.Net has been seen to send (facts §1a): clients must strip it. */
function answerJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
  res.end('\ufeff' + JSON.stringify(body));
}

/** Sends a signed webhook for an event its subscription names; a shop that does not answer misses it. */
class Webhooks {
  private target: { url: string; eventTypes: Set<string> } | null = null;
  readonly sent: { body: string; signature: string }[] = [];

  constructor(readonly signatureKey: string) {}

  subscribe(url: string, eventTypes: readonly string[]): void {
    this.target = { url, eventTypes: new Set(eventTypes) };
  }

  async send(eventType: string, transaction: SandboxTransaction): Promise<void> {
    if (!this.target?.eventTypes.has(eventType)) return;
    const body = JSON.stringify({
      notificationId: randomUUID(),
      eventType,
      eventDate: new Date().toISOString(),
      webhookId: 'sandbox',
      payload: {
        responseCode: Number(transaction.responseCode),
        authAmount: Number(dollars(transaction.authAmountCents)),
        invoiceNumber: transaction.invoiceNumber ?? '',
        merchantReferenceId: transaction.refId ?? '',
        entityName: 'transaction',
        id: transaction.transId,
      },
    });
    const signature = webhookSignature(this.signatureKey, body);
    this.sent.push({ body, signature });
    await fetch(this.target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-anet-signature': signature },
      body,
    }).catch(() => undefined);
  }
}

const ok = (): Json => ({ resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] });
const error = (code: string, text: string): Json => ({ resultCode: 'Error', message: [{ code, text }] });

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first element, anywhere in the request, whose children break the schema's sequence (E00003). */
function schemaProblem(name: string, value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = schemaProblem(name, item);
      if (problem) return problem;
    }
    return null;
  }
  if (!isObject(value)) return null;
  const order = ELEMENT_ORDER[name];
  if (order) {
    const wrong = outOfOrder(Object.keys(value), order);
    if (wrong) {
      return `The element '${name}' has invalid child element '${wrong}'. List of possible elements expected: '${order.join(', ')}'.`;
    }
  }
  for (const [key, child] of Object.entries(value)) {
    const problem = schemaProblem(key, child);
    if (problem) return problem;
  }
  return null;
}

interface TransactionAnswer {
  readonly responseCode: string;
  readonly reasonCode: string;
  readonly text: string;
  readonly transId?: string;
  readonly refTransId?: string;
  readonly authCode?: string;
  readonly avs?: string;
  readonly cvv?: string;
  readonly lastFour?: string;
  readonly accountType?: string;
}

/** A createTransaction answer: a decline is resultCode "Ok" with responseCode 2 (facts §1c); errors are E00027. */
function transactionAnswer(refId: unknown, answer: TransactionAnswer): Json {
  const approved = answer.responseCode === RESPONSE_CODE.approved || answer.responseCode === RESPONSE_CODE.held;
  const failedCall = answer.responseCode === RESPONSE_CODE.error;
  return {
    transactionResponse: {
      responseCode: answer.responseCode,
      authCode: answer.authCode ?? '',
      avsResultCode: answer.avs ?? 'P',
      cvvResultCode: answer.cvv ?? '',
      cavvResultCode: '',
      transId: answer.transId ?? '0',
      refTransID: answer.refTransId ?? '',
      transHash: '',
      testRequest: '0',
      accountNumber: answer.lastFour ? `XXXX${answer.lastFour}` : '',
      accountType: answer.accountType ?? '',
      ...(approved || answer.responseCode === RESPONSE_CODE.declined
        ? approved
          ? { messages: [{ code: answer.reasonCode, description: answer.text }] }
          : { errors: [{ errorCode: answer.reasonCode, errorText: answer.text }] }
        : { errors: [{ errorCode: answer.reasonCode, errorText: answer.text }] }),
    },
    ...(typeof refId === 'string' ? { refId } : {}),
    messages: failedCall ? error('E00027', 'The transaction was unsuccessful.') : ok(),
  };
}

const cannot = (refId: unknown, reasonCode: string, text: string): Json =>
  transactionAnswer(refId, { responseCode: RESPONSE_CODE.error, reasonCode, text });

/** An approved answer about an existing transaction (a capture, a void), as the gateway echoes it. */
const approvedOn = (
  refId: unknown,
  original: SandboxTransaction,
  reasonCode = '1',
  text: string = REASON_TEXT.approved,
): Json =>
  transactionAnswer(refId, {
    responseCode: '1',
    reasonCode,
    text,
    transId: original.transId,
    refTransId: original.transId,
    lastFour: original.lastFour,
    accountType: original.accountType,
  });

/** The webhook event of each transaction type (facts §3). */
const EVENT_TYPES: Record<string, string> = {
  authOnlyTransaction: 'net.authorize.payment.authorization.created',
  priorAuthCaptureTransaction: 'net.authorize.payment.priorAuthCapture.created',
  voidTransaction: 'net.authorize.payment.void.created',
  refundTransaction: 'net.authorize.payment.refund.created',
};

/** The gateway's own handling of one transaction request; `withhold`: the answer is never sent. */
function transact(ledger: Ledger, refId: unknown, request: Json): { body: Json; withhold?: boolean } {
  const type = str(request.transactionType);
  const amount = cents(request.amount);
  const now = new Date().toISOString();
  const invoiceNumber = isObject(request.order) ? str(request.order.invoiceNumber) || null : null;
  const reference = typeof refId === 'string' ? refId : null;
  switch (type) {
    case 'authOnlyTransaction': {
      if (amount === null || amount <= 0) return { body: cannot(refId, '5', 'A valid amount is required.') };
      const payment = isObject(request.payment) ? request.payment : {};
      const zip = isObject(request.billTo) ? str(request.billTo.zip) : '';
      let decision;
      let lastFour: string;
      let accountType: string;
      const token = isObject(payment.opaqueData) ? ledger.tokens.get(str(payment.opaqueData.dataValue)) : undefined;
      if (isObject(payment.opaqueData)) {
        if (str(payment.opaqueData.dataDescriptor) !== ACCEPT_DESCRIPTOR || !token || token.expires < Date.now()) {
          return { body: { ...(reference ? { refId } : {}), messages: error('E00114', 'Invalid OTS Token.') } };
        }
        // Single use: a nonce answers one transaction.
        ledger.tokens.delete(str(payment.opaqueData.dataValue));
      }
      if (token?.kind === 'card') {
        decision = decideCard(token.number, token.cardCode, zip);
        lastFour = token.number.slice(-4);
        accountType = brandOf(token.number);
      } else if (token?.kind === 'bank' || isObject(payment.bankAccount)) {
        const bank = isObject(payment.bankAccount) ? payment.bankAccount : {};
        const account = token?.kind === 'bank' ? token.accountNumber : str(bank.accountNumber);
        if (!token && (!/^\d{9}$/.test(str(bank.routingNumber)) || !/^\d{4,17}$/.test(account))) {
          return { body: cannot(refId, '9', 'The ABA code is invalid') };
        }
        decision = echeckDecision(amount);
        lastFour = account.slice(-4);
        accountType = 'eCheck';
      } else {
        return { body: cannot(refId, '33', 'Payment is required.') };
      }
      const transId = ledger.newId();
      if (decision.authorized) {
        ledger.list.push({
          transId,
          refId: reference,
          invoiceNumber,
          type: 'authOnlyTransaction',
          status:
            decision.responseCode === RESPONSE_CODE.held ? 'FDSAuthorizedPendingReview' : 'authorizedPendingCapture',
          responseCode: decision.responseCode,
          authAmountCents: amount,
          settleAmountCents: 0,
          refundedCents: 0,
          lastFour,
          accountType,
          refTransId: null,
          submittedAt: now,
        });
      }
      return {
        body: transactionAnswer(refId, {
          ...decision,
          transId: decision.responseCode === RESPONSE_CODE.error ? '0' : transId,
          authCode: decision.authorized ? randomBytes(3).toString('hex').toUpperCase() : '',
          lastFour,
          accountType,
        }),
        withhold: 'withholdAnswer' in decision && decision.withholdAnswer === true,
      };
    }
    case 'priorAuthCaptureTransaction': {
      const original = ledger.find(request.refTransId);
      if (!original || original.type !== 'authOnlyTransaction') {
        return { body: cannot(refId, '16', 'The transaction cannot be found.') };
      }
      if (original.status !== 'authorizedPendingCapture') {
        return { body: cannot(refId, '311', 'This transaction has already been captured or cannot be captured.') };
      }
      const captured = amount ?? original.authAmountCents;
      if (captured > original.authAmountCents) {
        return {
          body: cannot(
            refId,
            '47',
            'The amount requested for settlement cannot be greater than the original amount authorized.',
          ),
        };
      }
      original.status = 'capturedPendingSettlement';
      original.settleAmountCents = captured;
      return {
        body: approvedOn(refId, original),
      };
    }
    case 'voidTransaction': {
      const original = ledger.find(request.refTransId);
      if (!original) return { body: cannot(refId, '16', 'The transaction cannot be found.') };
      const voidable = [
        'authorizedPendingCapture',
        'capturedPendingSettlement',
        'FDSAuthorizedPendingReview',
        'refundPendingSettlement',
      ];
      if (original.status === 'voided') {
        return {
          body: approvedOn(refId, original, '310', 'This transaction has already been voided.'),
        };
      }
      if (!voidable.includes(original.status)) {
        // Settled money can only be refunded (facts §1b).
        return { body: cannot(refId, '16', 'The transaction cannot be found or has already settled.') };
      }
      original.status = 'voided';
      if (original.type === 'refundTransaction') {
        const refunded = ledger.find(original.refTransId);
        if (refunded) refunded.refundedCents -= original.authAmountCents;
      }
      return {
        body: approvedOn(refId, original),
      };
    }
    case 'refundTransaction': {
      const original = ledger.find(request.refTransId);
      if (!original) return { body: cannot(refId, '16', 'The transaction cannot be found.') };
      if (original.status !== 'settledSuccessfully') {
        return {
          body: cannot(refId, '54', 'The referenced transaction does not meet the criteria for issuing a credit.'),
        };
      }
      const payment = isObject(request.payment) ? request.payment : {};
      const given = isObject(payment.creditCard)
        ? str(payment.creditCard.cardNumber)
        : isObject(payment.bankAccount)
          ? str(payment.bankAccount.accountNumber)
          : '';
      if (given.slice(-4) !== original.lastFour) {
        return {
          body: cannot(refId, '54', 'The referenced transaction does not meet the criteria for issuing a credit.'),
        };
      }
      if (amount === null || amount <= 0 || original.refundedCents + amount > original.settleAmountCents) {
        return {
          body: cannot(
            refId,
            '55',
            'The sum of credits against the referenced transaction would exceed the original debit amount.',
          ),
        };
      }
      original.refundedCents += amount;
      const transId = ledger.newId();
      ledger.list.push({
        transId,
        refId: reference,
        // A refund is a transaction of its own: filed under the invoice number its request names.
        invoiceNumber,
        type: 'refundTransaction',
        status: 'refundPendingSettlement',
        responseCode: '1',
        authAmountCents: amount,
        settleAmountCents: amount,
        refundedCents: 0,
        lastFour: original.lastFour,
        accountType: original.accountType,
        refTransId: original.transId,
        submittedAt: now,
      });
      return {
        body: transactionAnswer(refId, {
          responseCode: '1',
          reasonCode: '1',
          text: REASON_TEXT.approved,
          transId,
          refTransId: original.transId,
          lastFour: original.lastFour,
          accountType: original.accountType,
        }),
      };
    }
    default:
      return { body: { messages: error('E00003', `The value '${type}' is invalid for transactionType.`) } };
  }
}

function details(transaction: SandboxTransaction): Json {
  return {
    transId: transaction.transId,
    ...(transaction.refTransId ? { refTransId: transaction.refTransId } : {}),
    submitTimeUTC: transaction.submittedAt,
    transactionType: transaction.type,
    transactionStatus: transaction.status,
    responseCode: Number(transaction.responseCode),
    authAmount: Number(dollars(transaction.authAmountCents)),
    settleAmount: Number(dollars(transaction.settleAmountCents)),
    ...(transaction.invoiceNumber ? { order: { invoiceNumber: transaction.invoiceNumber } } : {}),
    payment: { creditCard: { cardNumber: `XXXX${transaction.lastFour}`, cardType: transaction.accountType } },
  };
}

/** The API endpoint: one POST path, the request's root element names the call. */
function api(
  ledger: Ledger,
  credentials: { apiLoginId: string; transactionKey: string; clientKey: string },
  webhooks: Webhooks,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let request: Json;
    try {
      const parsed = JSON.parse(await readSmallBody(req, BODY_LIMIT_BYTES)) as unknown;
      if (!isObject(parsed)) throw new Error('not an object');
      request = parsed;
    } catch {
      return answerJson(res, { messages: error('E00001', 'An error occurred during processing. Please try again.') });
    }
    const [root] = Object.keys(request);
    const call = isObject(request[root ?? '']) ? (request[root!] as Json) : {};
    const problem = schemaProblem(root ?? '', call);
    if (problem) return answerJson(res, { messages: error('E00003', problem) });
    const auth = isObject(call.merchantAuthentication) ? call.merchantAuthentication : {};
    if (root === 'securePaymentContainerRequest') {
      if (auth.name !== credentials.apiLoginId || auth.clientKey !== credentials.clientKey) {
        return answerJson(res, {
          messages: error('E00007', 'User authentication failed due to invalid authentication values.'),
        });
      }
      return answerJson(res, tokenize(ledger, call));
    }
    if (auth.name !== credentials.apiLoginId || auth.transactionKey !== credentials.transactionKey) {
      return answerJson(res, {
        messages: error('E00007', 'User authentication failed due to invalid authentication values.'),
      });
    }
    switch (root) {
      case 'createTransactionRequest': {
        const transactionRequest = isObject(call.transactionRequest) ? call.transactionRequest : {};
        const wrong = outOfOrder(Object.keys(transactionRequest), TRANSACTION_REQUEST_ORDER);
        if (wrong)
          return answerJson(res, {
            messages: error('E00003', `The element 'transactionRequest' has invalid child element '${wrong}'.`),
          });
        const done = transact(ledger, call.refId, transactionRequest);
        const made = ledger.find((done.body.transactionResponse as Json | undefined)?.transId);
        if (made) void webhooks.send(EVENT_TYPES[str(transactionRequest.transactionType)] ?? '', made);
        // No answer in time: the transaction is in the ledger, the connection hangs until the client gives up.
        if (done.withhold) return;
        return answerJson(res, done.body);
      }
      case 'getTransactionDetailsRequest': {
        const found = ledger.find(call.transId);
        if (!found) return answerJson(res, { messages: error('E00040', 'The record cannot be found.') });
        return answerJson(res, {
          transaction: details(found),
          ...(found.refId ? { transrefId: found.refId } : {}),
          messages: ok(),
        });
      }
      case 'getUnsettledTransactionListRequest': {
        const unsettled = ledger.list.filter(
          (t) => !['settledSuccessfully', 'refundSettledSuccessfully', 'voided', 'expired'].includes(t.status),
        );
        return answerJson(res, {
          transactions: unsettled.map(listed),
          totalNumInResultSet: unsettled.length,
          messages: ok(),
        });
      }
      case 'getSettledBatchListRequest':
        return answerJson(res, settledBatches(ledger, call));
      case 'getTransactionListRequest':
        return answerJson(res, batchTransactions(ledger, call));
      default:
        return answerJson(res, { messages: error('E00003', `The element '${root ?? ''}' is not a known request.`) });
    }
  };
}

/** eCheck.Net in Authorize.Net's sandbox: up to $100 accepted, more declined (facts §1d). */
function echeckDecision(amount: number) {
  return amount > ECHECK_LIMIT_CENTS
    ? { responseCode: '2', reasonCode: '2', text: REASON_TEXT.declined, avs: 'P', cvv: '', authorized: false }
    : { responseCode: '1', reasonCode: '1', text: REASON_TEXT.approved, avs: 'P', cvv: '', authorized: true };
}

/** Accept.js's request: the card (or bank account) is kept in the sandbox's memory under a one-time token. */
function tokenize(ledger: Ledger, call: Json): Json {
  const token = isObject(call.data) && isObject(call.data.token) ? call.data.token : {};
  if (typeof token.accountNumber === 'string') {
    const account = str(token.accountNumber);
    if (!/^\d{9}$/.test(str(token.routingNumber)))
      return { messages: error('E_WC_23', 'Please provide valid routing number.') };
    if (!/^\d{4,17}$/.test(account)) return { messages: error('E_WC_22', 'Please provide valid account number.') };
    const value = randomBytes(24).toString('base64url');
    ledger.tokens.set(value, { kind: 'bank', accountNumber: account, expires: Date.now() + TOKEN_TTL_MS });
    return { opaqueData: { dataDescriptor: ACCEPT_DESCRIPTOR, dataValue: value }, messages: ok() };
  }
  const number = str(token.cardNumber);
  const expiry = str(token.expirationDate);
  if (!luhnValid(number)) return { messages: error('E_WC_05', 'Please provide valid credit card number.') };
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(expiry))
    return { messages: error('E_WC_06', 'Please provide valid expiration month.') };
  const value = randomBytes(24).toString('base64url');
  ledger.tokens.set(value, { kind: 'card', number, cardCode: str(token.cardCode), expires: Date.now() + TOKEN_TTL_MS });
  return { opaqueData: { dataDescriptor: ACCEPT_DESCRIPTOR, dataValue: value }, messages: ok() };
}

function settle(ledger: Ledger): number {
  let settled = 0;
  const batchId = ledger.newId();
  for (const transaction of ledger.list) {
    if (transaction.status === 'capturedPendingSettlement') transaction.status = 'settledSuccessfully';
    else if (transaction.status === 'refundPendingSettlement') transaction.status = 'refundSettledSuccessfully';
    else continue;
    transaction.batchId = batchId;
    settled += 1;
  }
  if (settled) ledger.batches.push({ batchId, settledAt: new Date().toISOString() });
  return settled;
}

/** A transaction as the transaction lists show it (getUnsettledTransactionList, getTransactionList). */
function listed(t: SandboxTransaction): Json {
  return {
    transId: t.transId,
    submitTimeUTC: t.submittedAt,
    transactionStatus: t.status,
    ...(t.invoiceNumber ? { invoiceNumber: t.invoiceNumber } : {}),
    accountType: t.accountType,
    accountNumber: `XXXX${t.lastFour}`,
    settleAmount: Number(dollars(t.settleAmountCents)),
  };
}

/** The batches settled between two dates (at most 31 days apart, as at Authorize.Net). */
function settledBatches(ledger: Ledger, call: Json): Json {
  const first = Date.parse(str(call.firstSettlementDate));
  const last = call.lastSettlementDate === undefined ? Date.now() : Date.parse(str(call.lastSettlementDate));
  if (Number.isNaN(first) || Number.isNaN(last) || last < first || last - first > 31 * 86_400_000) {
    return { messages: error('E00062', 'Date range must be 31 days or less and the first date before the last.') };
  }
  const batches = ledger.batches.filter((b) => Date.parse(b.settledAt) >= first && Date.parse(b.settledAt) <= last);
  return {
    ...(batches.length
      ? {
          batchList: batches.map((b) => ({
            batchId: b.batchId,
            settlementTimeUTC: b.settledAt,
            settlementState: 'settledSuccessfully',
          })),
        }
      : {}),
    messages: ok(),
  };
}

/** One page of a settled batch's transactions, oldest first. */
function batchTransactions(ledger: Ledger, call: Json): Json {
  const inBatch = ledger.list.filter((t) => t.batchId !== undefined && t.batchId === str(call.batchId));
  const paging = isObject(call.paging) ? call.paging : {};
  const limit = Math.min(Math.max(Number(paging.limit) || 1000, 1), 1000);
  const page = inBatch.slice((Math.max(Number(paging.offset) || 1, 1) - 1) * limit).slice(0, limit);
  return {
    ...(page.length ? { transactions: page.map(listed) } : {}),
    totalNumInResultSet: inBatch.length,
    messages: page.length ? ok() : { resultCode: 'Ok', message: [{ code: 'I00004', text: 'No records found.' }] },
  };
}

/**
 * A development stand-in for Authorize.Net on loopback, on a port of its own, with credentials it makes up at
 * start: it speaks the JSON API (field order checked, answers that begin with a byte-order mark), serves a
 * stand-in for Accept.js that tokenizes, keeps a ledger of authorizations, captures, voids and refunds, and
 * settles its batch when asked (`settle()`, or POST /sandbox/settle). The test cards are in
 * sandbox-cards.rules.ts. Never in production.
 */
export async function startPaymentSandbox(): Promise<PaymentSandbox> {
  const credentials = {
    apiLoginId: `sandbox${randomBytes(4).toString('hex')}`,
    transactionKey: randomBytes(8).toString('hex'),
    clientKey: randomBytes(24).toString('base64url'),
  };
  const ledger = new Ledger();
  const webhooks = new Webhooks(randomBytes(32).toString('hex').toUpperCase());
  const answerApi = api(ledger, credentials, webhooks);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (req.method === 'OPTIONS' && url.pathname === API_PATH) {
      // Accept.js posts the card from the shop's page: a cross-origin request the gateway allows.
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'content-type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
    } else if (req.method === 'POST' && url.pathname === API_PATH) {
      answerApi(req, res).catch(() => answerJson(res, { messages: error('E00001', 'sandbox failure') }, 500));
    } else if (req.method === 'GET' && url.pathname === ACCEPT_JS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(ACCEPT_JS_STAND_IN);
    } else if (req.method === 'POST' && url.pathname === SETTLE_PATH) {
      answerJson(res, { settled: settle(ledger) });
    } else {
      answerJson(res, { error: 'not found' }, 404);
    }
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    apiUrl: `${url}${API_PATH}`,
    acceptJsUrl: `${url}${ACCEPT_JS_PATH}`,
    ...credentials,
    transactions: () => ledger.list,
    settle: () => settle(ledger),
    signatureKey: webhooks.signatureKey,
    subscribe: (target, eventTypes) => webhooks.subscribe(target, eventTypes),
    deliveries: () => webhooks.sent,
    tokenize: async (cardNumber, cardCode = '123') => {
      const response = await fetch(`${url}${API_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          securePaymentContainerRequest: {
            merchantAuthentication: { name: credentials.apiLoginId, clientKey: credentials.clientKey },
            data: { type: 'TOKEN', id: 'sandbox', token: { cardNumber, expirationDate: '1230', cardCode } },
          },
        }),
      });
      // fetch's text() drops the byte-order mark the sandbox puts first.
      const answer = JSON.parse(await response.text()) as {
        opaqueData?: { dataDescriptor: string; dataValue: string };
      };
      if (!answer.opaqueData) throw new Error(`the sandbox did not tokenize the card ending ${cardNumber.slice(-4)}`);
      return answer.opaqueData;
    },
    reviewHeld: async (transId, decision) => {
      const held = ledger.find(transId);
      if (!held || held.status !== 'FDSAuthorizedPendingReview') throw new Error(`${transId} is not held for review`);
      held.status = decision === 'approve' ? 'authorizedPendingCapture' : 'declined';
      await webhooks.send(`net.authorize.payment.fraud.${decision === 'approve' ? 'approved' : 'declined'}`, held);
    },
    // The withheld answers and fetch's keep-alive connections are closed too.
    stop: () => stopServer(server),
  };
}
