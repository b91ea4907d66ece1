import type {
  AuthorizeRequest,
  GatewayOutcome,
  GatewayResult,
  GatewayTransaction,
  Party,
  PaymentGateway,
} from './payment-gateway.types';
import { blankResult, postToGateway } from './gateway-exchange.transport';
import { LIMITS, RESPONSE_CODE, cents, cut, dollars, inSchemaOrder, withoutBom } from './authorizenet-protocol.rules';

export interface AuthorizeNetSettings {
  /** The API endpoint (production, Authorize.Net's sandbox, or ours on loopback). */
  readonly url: string;
  readonly apiLoginId: string;
  readonly transactionKey: string;
  readonly timeoutMs: number;
}

/** One exchange: the answer as an object, or why there is none. Never quotes the request (it holds the key). */
type Exchange =
  | { readonly ok: true; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly problem: string; readonly unanswered: boolean };

type Json = Record<string, unknown>;

/** getTransactionList's largest page (Authorize.Net's paging limit). */
const TRANSACTION_PAGE = 1000;
/** getSettledBatchList lists at most 31 days at once. */
const SETTLED_LIST_LIMIT_MS = 31 * 86_400_000;
/** Batches from a little before the call: its clock and the gateway's may differ. */
const BATCH_LOOKBACK_MS = 3_600_000;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown, wrapper?: string): unknown[] => {
  if (Array.isArray(value)) return value;
  if (isObject(value) && wrapper && Array.isArray(value[wrapper])) return value[wrapper] as unknown[];
  return [];
};

const party = (who: Party, withCountry = true): Json => ({
  firstName: cut(who.firstName, 50),
  lastName: cut(who.lastName, 50),
  address: cut(who.address, LIMITS.address),
  city: cut(who.city, 40),
  state: cut(who.state, 40),
  zip: cut(who.zip, LIMITS.zip),
  ...(withCountry ? { country: 'US' } : {}),
});

/** The Authorize.Net JSON API over HTTPS (payments-facts.md §1). */
export class AuthorizeNetGateway implements PaymentGateway {
  readonly provider: string = 'authorizenet';

  constructor(private readonly settings: AuthorizeNetSettings) {}

  async authorize(request: AuthorizeRequest): Promise<GatewayResult> {
    const payment =
      'token' in request.payment
        ? { opaqueData: { dataDescriptor: request.payment.token.descriptor, dataValue: request.payment.token.value } }
        : {
            bankAccount: {
              accountType: request.payment.bankAccount.accountType,
              routingNumber: request.payment.bankAccount.routingNumber,
              accountNumber: request.payment.bankAccount.accountNumber,
              nameOnAccount: cut(request.payment.bankAccount.nameOnAccount, 22),
              echeckType: 'WEB',
            },
          };
    return this.transact(request.reference, {
      transactionType: 'authOnlyTransaction',
      amount: dollars(request.amountCents),
      payment,
      order: {
        invoiceNumber: cut(request.orderNumber, LIMITS.invoiceNumber),
        description: `Order ${request.orderNumber}`,
      },
      // The gateway keeps at most 30 lines (its Merchant Interface shows them); the amount is the order's all the same.
      lineItems: {
        lineItem: request.lines.slice(0, 30).map((line) => ({
          itemId: cut(line.itemId, LIMITS.itemId),
          name: cut(line.name, LIMITS.name),
          quantity: String(line.quantity),
          unitPrice: dollars(line.unitPriceCents),
        })),
      },
      tax: { amount: dollars(request.taxCents), name: 'Excise tax', description: 'State excise tax on vapor products' },
      shipping: { amount: dollars(request.shippingCents), name: 'Shipping' },
      customer: {
        type: 'individual',
        id: cut(request.customer.id, LIMITS.customerId),
        ...(request.customer.email ? { email: cut(request.customer.email, 255) } : {}),
      },
      billTo: party(request.billTo),
      shipTo: party(request.shipTo),
      ...(request.customerIp ? { customerIP: request.customerIp } : {}),
    });
  }

  capture(reference: string, transactionId: string, amountCents: number): Promise<GatewayResult> {
    return this.transact(reference, {
      transactionType: 'priorAuthCaptureTransaction',
      amount: dollars(amountCents),
      refTransId: transactionId,
    });
  }

  void(reference: string, transactionId: string): Promise<GatewayResult> {
    return this.transact(reference, { transactionType: 'voidTransaction', refTransId: transactionId });
  }

  refund(
    reference: string,
    transactionId: string,
    amountCents: number,
    lastFour: string,
    bank: boolean,
    orderNumber?: string,
  ) {
    // Authorize.Net asks for the last four digits of what is refunded (facts §1b), never the whole number.
    const payment = bank
      ? { bankAccount: { accountNumber: lastFour } }
      : { creditCard: { cardNumber: lastFour, expirationDate: 'XXXX' } };
    return this.transact(reference, {
      transactionType: 'refundTransaction',
      amount: dollars(amountCents),
      payment,
      refTransId: transactionId,
      // Filed under the order's invoice number, as its authorization is: how a refund whose answer was lost is found.
      ...(orderNumber ? { order: { invoiceNumber: cut(orderNumber, LIMITS.invoiceNumber) } } : {}),
    });
  }

  async details(transactionId: string): Promise<GatewayTransaction | null> {
    const answer = await this.exchange({ getTransactionDetailsRequest: { ...this.auth(), transId: transactionId } });
    if (!answer.ok) throw new Error(`the gateway's transaction details are unavailable: ${answer.problem}`);
    const transaction = answer.body.transaction;
    if (!isObject(transaction)) {
      if (resultCode(answer.body) === 'Error') return null;
      throw new Error('the gateway answered transaction details without a transaction');
    }
    return {
      transactionId: text(transaction.transId) ?? transactionId,
      reference: text(answer.body.transrefId),
      orderNumber: isObject(transaction.order) ? text(transaction.order.invoiceNumber) : null,
      status: text(transaction.transactionStatus) ?? 'unknown',
      type: text(transaction.transactionType) ?? 'unknown',
      responseCode: text(transaction.responseCode) ?? null,
      authAmountCents: cents(transaction.authAmount) ?? 0,
      settleAmountCents: cents(transaction.settleAmount) ?? 0,
    };
  }

  /**
   * Authorize.Net finds a transaction by its id only: the transactions of the order's invoice number are listed,
   * and the one whose original request carried our refId is ours. First the unsettled ones (an authorization until
   * it is captured and its batch settles; a refund until the next settlement), then, when `since` is given, those of
   * every batch settled since the call was made (a refund whose answer was lost may have settled before it is asked
   * about: "not found" must never be said of a refund that was made).
   */
  async findByReference(reference: string, orderNumber: string, since?: string): Promise<GatewayTransaction | null> {
    const unsettled = await this.listed({ getUnsettledTransactionListRequest: { ...this.auth() } });
    const found = await this.ours(unsettled.transactions, reference, orderNumber);
    if (found || !since) return found;
    for (const batchId of await this.batchesSettledSince(since)) {
      for (let page = 1; ; page += 1) {
        const { transactions, total } = await this.listed({
          getTransactionListRequest: {
            ...this.auth(),
            batchId,
            sorting: { orderBy: 'submitTimeUTC', orderDescending: false },
            paging: { limit: TRANSACTION_PAGE, offset: page },
          },
        });
        const inBatch = await this.ours(transactions, reference, orderNumber);
        if (inBatch) return inBatch;
        if (page * TRANSACTION_PAGE >= total || transactions.length < TRANSACTION_PAGE) break;
      }
    }
    return null;
  }

  /** One of the transaction lists; throws when the gateway cannot list them (so nothing is taken as not found). */
  private async listed(request: Json): Promise<{ transactions: unknown[]; total: number }> {
    const answer = await this.exchange(request);
    if (!answer.ok) throw new Error(`the gateway's transaction list is unavailable: ${answer.problem}`);
    if (resultCode(answer.body) !== 'Ok' && !('transactions' in answer.body)) {
      // An empty batch answers resultCode "Ok" with no transactions; an error is not an empty list.
      throw new Error(`the gateway refused its transaction list: ${messageText(answer.body)}`);
    }
    const transactions = list(answer.body.transactions, 'transaction');
    return { transactions, total: Number(answer.body.totalNumInResultSet ?? transactions.length) || 0 };
  }

  /** Of listed transactions, the one of the order's invoice number whose request carried our refId. */
  private async ours(listed: unknown[], reference: string, orderNumber: string): Promise<GatewayTransaction | null> {
    const candidates = listed
      .filter(isObject)
      .filter((t) => text(t.invoiceNumber) === orderNumber)
      .map((t) => text(t.transId))
      .filter((id): id is string => id !== null);
    for (const id of candidates) {
      const found = await this.details(id);
      if (found?.reference === reference) return found;
    }
    return null;
  }

  /** The batches settled from `since` to now, at most the 31 days Authorize.Net lists at once (enough: one settles daily). */
  private async batchesSettledSince(since: string): Promise<string[]> {
    const first = new Date(Date.parse(since) - BATCH_LOOKBACK_MS);
    // Dates go in whole seconds: the last is rounded up, so a batch settled this very second is listed.
    const last = new Date(Math.min(Math.ceil(Date.now() / 1000) * 1000, first.getTime() + SETTLED_LIST_LIMIT_MS));
    const answer = await this.exchange({
      getSettledBatchListRequest: {
        ...this.auth(),
        includeStatistics: false,
        firstSettlementDate: first.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        lastSettlementDate: last.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
    });
    if (!answer.ok) throw new Error(`the gateway's settled batches are unavailable: ${answer.problem}`);
    if (resultCode(answer.body) !== 'Ok') {
      throw new Error(`the gateway refused its settled batches: ${messageText(answer.body)}`);
    }
    return list(answer.body.batchList, 'batch')
      .filter(isObject)
      .map((batch) => text(batch.batchId))
      .filter((id): id is string => id !== null);
  }

  private auth(): Json {
    return { merchantAuthentication: { name: this.settings.apiLoginId, transactionKey: this.settings.transactionKey } };
  }

  private async transact(reference: string, transactionRequest: Json): Promise<GatewayResult> {
    const answer = await this.exchange({
      createTransactionRequest: { ...this.auth(), refId: cut(reference, LIMITS.refId), transactionRequest },
    });
    if (!answer.ok) {
      // A request that may have reached the gateway is not known to have failed.
      return blankResult(answer.unanswered ? 'UNKNOWN' : 'ERROR', answer.problem);
    }
    return transactionResult(answer.body);
  }

  private async exchange(request: Json): Promise<Exchange> {
    const answer = await postToGateway(
      this.settings.url,
      { contentType: 'application/json', accept: 'application/json', body: JSON.stringify(inSchemaOrder(request)) },
      this.settings.timeoutMs,
    );
    if (!answer.ok) return answer;
    try {
      const parsed = JSON.parse(withoutBom(answer.body)) as unknown;
      if (!isObject(parsed)) return { ok: false, problem: 'the answer is not a JSON object', unanswered: true };
      return { ok: true, body: parsed };
    } catch {
      return { ok: false, problem: 'the answer is not JSON', unanswered: true };
    }
  }
}

/** The envelope's first message, for a refusal kept in the logs. */
function messageText(body: Json): string {
  const first = isObject(body.messages) ? list(body.messages.message).filter(isObject)[0] : undefined;
  return first ? `${text(first.code) ?? ''} ${text(first.text) ?? ''}`.trim() : 'no message';
}

function resultCode(body: Json): string | null {
  return isObject(body.messages) ? text(body.messages.resultCode) : null;
}

const OUTCOMES: Record<string, GatewayOutcome> = {
  [RESPONSE_CODE.approved]: 'APPROVED',
  [RESPONSE_CODE.declined]: 'DECLINED',
  [RESPONSE_CODE.error]: 'ERROR',
  [RESPONSE_CODE.held]: 'HELD',
};

/**
 * A createTransaction answer in our words. Approval is read from transactionResponse.responseCode, never from the
 * envelope: a decline comes with resultCode "Ok" (facts §1c). An answer without a transactionResponse (a schema
 * or credentials error) did nothing.
 */
export function transactionResult(body: Json): GatewayResult {
  const response = body.transactionResponse;
  const envelope = isObject(body.messages) ? list(body.messages.message).filter(isObject)[0] : undefined;
  if (!isObject(response) || !text(response.responseCode)) {
    return {
      ...blankResult(
        'ERROR',
        envelope ? `${text(envelope.code) ?? ''} ${text(envelope.text) ?? ''}`.trim() : 'no answer',
      ),
      reasonCode: envelope ? text(envelope.code) : null,
    };
  }
  const code = text(response.responseCode)!;
  const error = list(response.errors, 'error').filter(isObject)[0];
  const said = list(response.messages, 'message').filter(isObject)[0];
  const account = text(response.accountNumber);
  const transId = text(response.transId);
  return {
    outcome: OUTCOMES[code] ?? 'ERROR',
    // Test Mode answers transId "0": no transaction was kept.
    transactionId: transId && transId !== '0' ? transId : null,
    responseCode: code,
    reasonCode: error ? text(error.errorCode) : said ? text(said.code) : null,
    authCode: text(response.authCode),
    avsResult: text(response.avsResultCode),
    cvvResult: text(response.cvvResultCode),
    lastFour: account ? account.replace(/\D/g, '').slice(-4) || null : null,
    brand: text(response.accountType),
    message: error ? text(error.errorText) : said ? text(said.description) : null,
  };
}
