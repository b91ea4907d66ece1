import { cents, cut, dollars } from './authorizenet-protocol.rules';
import { type GatewayExchange, blankResult, postToGateway } from './gateway-exchange.transport';
import {
  COLLECT_JS_DESCRIPTOR,
  NMI_ORDERID_LIMIT,
  NMI_RESPONSE,
  type QueriedTransaction,
  formBody,
  neutralStatus,
  parseQueryAnswer,
  queryUrl,
} from './nmi-protocol.rules';
import type {
  AuthorizeRequest,
  GatewayOutcome,
  GatewayResult,
  GatewayTransaction,
  Party,
  PaymentGateway,
} from './payment-gateway.types';

export interface NmiSettings {
  /** transact.php (production, or a test's NMI-speaking server on loopback); query.php is beside it. */
  readonly url: string;
  /** The private API key: sent in the body of each call, never logged, never in an answer we keep. */
  readonly securityKey: string;
  readonly timeoutMs: number;
}

/** The card networks as NMI's Query API names them (`cc_type`), in the ledger's words (Authorize.Net's). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  mc: 'MasterCard',
  amex: 'AmericanExpress',
  discover: 'Discover',
};

const OUTCOMES: Record<string, GatewayOutcome> = {
  [NMI_RESPONSE.approved]: 'APPROVED',
  [NMI_RESPONSE.declined]: 'DECLINED',
  [NMI_RESPONSE.error]: 'ERROR',
};

const party = (who: Party, prefix: '' | 'shipping_'): Record<string, string> => ({
  [`${prefix}first_name`]: cut(who.firstName, 50),
  [`${prefix}last_name`]: cut(who.lastName, 50),
  [`${prefix}address1`]: cut(who.address, 60),
  [`${prefix}city`]: cut(who.city, 40),
  [`${prefix}state`]: cut(who.state, 40),
  [`${prefix}zip`]: cut(who.zip, 20),
  [`${prefix}country`]: 'US',
});

/**
 * NMI's Payment API (payments-facts.md §4): `transact.php` with `type` auth, capture, void or refund, the card as
 * Collect.js's single-use `payment_token`, our reference as `orderid` (the idempotency key the Query API finds a
 * call by), approval read from `response` alone.
 */
export class NmiGateway implements PaymentGateway {
  readonly provider = 'nmi';

  constructor(private readonly settings: NmiSettings) {}

  async authorize(request: AuthorizeRequest): Promise<GatewayResult> {
    // Bank accounts go through Authorize.Net's eCheck.Net only: the payment form offers none with NMI.
    if (!('token' in request.payment)) return blankResult('ERROR', 'NMI takes cards through Collect.js only here');
    // Another script's token (an Accept.js nonce from a page loaded before the shop changed gateway) is not sent.
    if (request.payment.token.descriptor !== COLLECT_JS_DESCRIPTOR) {
      return blankResult('ERROR', `not a Collect.js payment token (${request.payment.token.descriptor.slice(0, 40)})`);
    }
    const result = await this.transact({
      type: 'auth',
      payment_token: request.payment.token.value,
      amount: dollars(request.amountCents),
      currency: 'USD',
      orderid: cut(request.reference, NMI_ORDERID_LIMIT),
      order_description: `Order ${request.orderNumber}`,
      merchant_defined_field_1: request.orderNumber,
      tax: dollars(request.taxCents),
      shipping: dollars(request.shippingCents),
      ipaddress: request.customerIp,
      email: request.customer.email ? cut(request.customer.email, 255) : null,
      ...party(request.billTo, ''),
      ...party(request.shipTo, 'shipping_'),
      // Our orderid is the duplicate guard; NMI's own check on card and amount would refuse a second, different order.
      dup_seconds: '0',
    });
    if ((result.outcome !== 'APPROVED' && result.outcome !== 'HELD') || !result.transactionId) return result;
    // The answer names no card: the gateway's record of it does (masked), and the ledger keeps its last four.
    const card = await this.query({ transaction_id: result.transactionId }).catch(() => null);
    const fields = card?.[0]?.fields;
    const lastFour = fields?.cc_number?.replace(/\D/g, '').slice(-4) ?? '';
    return {
      ...result,
      lastFour: lastFour.length === 4 ? lastFour : null,
      brand: fields?.cc_type ? (BRANDS[fields.cc_type.toLowerCase()] ?? fields.cc_type) : null,
    };
  }

  /**
   * A capture and a void act on the authorization itself, named by its id: they carry no `orderid`, which would
   * overwrite the authorization's (our reference of the call that made it, how a lost answer is found).
   */
  capture(_reference: string, transactionId: string, amountCents: number): Promise<GatewayResult> {
    return this.transact({ type: 'capture', transactionid: transactionId, amount: dollars(amountCents) });
  }

  void(_reference: string, transactionId: string): Promise<GatewayResult> {
    return this.transact({ type: 'void', transactionid: transactionId });
  }

  /** A refund is a transaction of its own under our reference; NMI needs no last four digits (Authorize.Net does). */
  refund(reference: string, transactionId: string, amountCents: number): Promise<GatewayResult> {
    return this.transact({
      type: 'refund',
      transactionid: transactionId,
      amount: dollars(amountCents),
      orderid: cut(reference, NMI_ORDERID_LIMIT),
    });
  }

  async details(transactionId: string): Promise<GatewayTransaction | null> {
    const found = await this.query({ transaction_id: transactionId });
    return found[0] ? transaction(found[0]) : null;
  }

  /** The Query API finds a call by its `order_id`, which is our reference: no listing, one question. */
  async findByReference(reference: string): Promise<GatewayTransaction | null> {
    const found = (await this.query({ order_id: cut(reference, NMI_ORDERID_LIMIT) }))
      .map(transaction)
      .find((t) => t.type === 'auth' || t.type === 'sale' || t.type === 'refund');
    return found ?? null;
  }

  private async query(filter: Record<string, string>): Promise<QueriedTransaction[]> {
    const answer = await this.exchange(queryUrl(this.settings.url), filter);
    if (!answer.ok) throw new Error(`the gateway's Query API is unavailable: ${answer.problem}`);
    const parsed = parseQueryAnswer(answer.body);
    if (parsed.error !== null) throw new Error(`the gateway's Query API refused: ${parsed.error}`);
    return parsed.transactions;
  }

  private async transact(fields: Record<string, string | null>): Promise<GatewayResult> {
    const answer = await this.exchange(this.settings.url, fields);
    if (!answer.ok) return blankResult(answer.unanswered ? 'UNKNOWN' : 'ERROR', answer.problem);
    return nmiResult(new URLSearchParams(answer.body));
  }

  /** One POST with the security key added; never quotes the request (it holds the key) in what it returns. */
  private exchange(url: string, fields: Record<string, string | null>): Promise<GatewayExchange> {
    // HTTP 429 is NMI's system rate limit (facts §4): refused before any work, so not unanswered.
    return postToGateway(
      url,
      {
        contentType: 'application/x-www-form-urlencoded',
        body: formBody({ security_key: this.settings.securityKey, ...fields }),
      },
      this.settings.timeoutMs,
    );
  }
}

/**
 * A transact.php answer in our words. Approval is `response` alone (facts §4); `response_code` (100, 2xx declines,
 * 3xx gateway refusals, 4xx processor errors) is the reason kept for staff. An answer without `response` did nothing.
 */
export function nmiResult(answer: URLSearchParams): GatewayResult {
  const value = (name: string): string | null => answer.get(name)?.trim() || null;
  const response = value('response');
  if (!response) return blankResult('ERROR', value('responsetext') ?? 'the answer has no response');
  return {
    outcome: OUTCOMES[response] ?? 'ERROR',
    transactionId: value('transactionid'),
    responseCode: response,
    reasonCode: value('response_code'),
    authCode: value('authcode'),
    avsResult: value('avsresponse'),
    cvvResult: value('cvvresponse'),
    lastFour: null,
    brand: null,
    message: value('responsetext'),
  };
}

/** A queried transaction as the ledger's readers see one: amounts from its successful actions. */
function transaction({ fields, actions }: QueriedTransaction): GatewayTransaction {
  const sum = (types: readonly string[]) =>
    actions
      .filter((a) => types.includes(a.action_type ?? '') && a.success === '1')
      .reduce((total, a) => total + (cents(a.amount) ?? 0), 0);
  const orderNumber = /^Order (.+)$/.exec(fields.order_description ?? '')?.[1] ?? null;
  return {
    transactionId: fields.transaction_id ?? '',
    reference: fields.order_id || null,
    orderNumber,
    status: neutralStatus(fields.condition ?? 'unknown'),
    // `transaction_type` is the payment's kind (cc, ck); what the transaction did first is its first action.
    type: actions[0]?.action_type ?? 'unknown',
    responseCode: actions[0]?.response_code ?? null,
    authAmountCents: sum(['auth', 'sale']),
    settleAmountCents: sum(['capture', 'sale']),
  };
}
