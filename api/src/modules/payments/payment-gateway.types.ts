/** What a gateway concluded about one call, whichever gateway it was. */
export type GatewayOutcome =
  /** Approved (an authorization, a capture, a void, a refund). */
  | 'APPROVED'
  /** The issuer or the gateway's filters said no: nothing was taken. */
  | 'DECLINED'
  /** Authorized but held by the gateway's fraud filters until someone releases it. */
  | 'HELD'
  /** The gateway answered that it did not do it (its fault or ours): nothing was taken. */
  | 'ERROR'
  /** No answer came (a timeout, a dropped connection): it may or may not have happened. Ask before retrying. */
  | 'UNKNOWN';

/** The gateway's answer, in our words; what it says about the card is masked by the gateway itself. */
export interface GatewayResult {
  readonly outcome: GatewayOutcome;
  /** The gateway's transaction id (Authorize.Net transId, NMI transactionid). */
  readonly transactionId: string | null;
  readonly responseCode: string | null;
  /** Why: the gateway's reason or error code (Authorize.Net 2 = declined, 27 = AVS mismatch, 44 = card code …). */
  readonly reasonCode: string | null;
  readonly authCode: string | null;
  readonly avsResult: string | null;
  readonly cvvResult: string | null;
  /** The last four digits the gateway echoes ("1111"), never more. */
  readonly lastFour: string | null;
  /** Visa, MasterCard, AmericanExpress, Discover, eCheck … as the gateway names it. */
  readonly brand: string | null;
  /** The gateway's own words, for staff only: a customer never reads them. */
  readonly message: string | null;
}

/** What the browser's gateway script gave for the card or bank account: never the number or the CVV. */
export interface PaymentToken {
  /** Accept.js `opaqueData.dataDescriptor` (COMMON.ACCEPT.INAPP.PAYMENT). */
  readonly descriptor: string;
  /** The one-time token. */
  readonly value: string;
}

/** An eCheck.Net debit: the account's numbers go to the gateway in the request and are never kept. */
export interface BankAccount {
  readonly accountType: 'checking' | 'savings' | 'businessChecking';
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly nameOnAccount: string;
}

export interface Party {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export interface GatewayLine {
  readonly itemId: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

/** An authorization of an order's total, as placed. */
export interface AuthorizeRequest {
  /** Our idempotency key for this call (Authorize.Net refId, at most 20 characters). */
  readonly reference: string;
  /** The order's number (invoiceNumber): what staff search by in the gateway's own screens. */
  readonly orderNumber: string;
  readonly amountCents: number;
  readonly taxCents: number;
  readonly shippingCents: number;
  readonly payment: { readonly token: PaymentToken } | { readonly bankAccount: BankAccount };
  readonly lines: readonly GatewayLine[];
  readonly customer: { readonly id: string; readonly email: string | null };
  readonly billTo: Party;
  readonly shipTo: Party;
  readonly customerIp: string | null;
}

/** One transaction as the gateway keeps it, for reconciliation and for a call whose answer never came. */
export interface GatewayTransaction {
  readonly transactionId: string;
  /** Our refId of the call that made it. */
  readonly reference: string | null;
  readonly orderNumber: string | null;
  /** The gateway's status (authorizedPendingCapture, capturedPendingSettlement, settledSuccessfully, voided …). */
  readonly status: string;
  readonly type: string;
  readonly responseCode: string | null;
  readonly authAmountCents: number;
  readonly settleAmountCents: number;
}

/** One payment gateway behind the neutral adapter. Every call carries our reference (idempotency key). */
export interface PaymentGateway {
  readonly provider: string;
  authorize(request: AuthorizeRequest): Promise<GatewayResult>;
  capture(reference: string, transactionId: string, amountCents: number): Promise<GatewayResult>;
  void(reference: string, transactionId: string): Promise<GatewayResult>;
  /**
   * `lastFour`: the card's (or account's) last four digits, which Authorize.Net asks for with a refund. `orderNumber`
   * goes with it where the gateway files refunds by invoice, so `findByReference` finds a refund whose answer was lost.
   */
  refund(
    reference: string,
    transactionId: string,
    amountCents: number,
    lastFour: string,
    bank: boolean,
    orderNumber?: string,
  ): Promise<GatewayResult>;
  /** The gateway's record of a transaction; null when it has none. Throws when the gateway cannot be asked. */
  details(transactionId: string): Promise<GatewayTransaction | null>;
  /**
   * The transaction a call of ours made (an authorization or a refund), by its reference and order number: how an
   * unknown answer is resolved. `since`, when the call was made: a gateway that lists settled transactions by batch
   * (Authorize.Net) also looks in the batches settled since, so a call whose transaction settled meanwhile is found.
   */
  findByReference(reference: string, orderNumber: string, since?: string): Promise<GatewayTransaction | null>;
}

/** What the browser needs to tokenize a card: public values only (never the transaction key). */
export interface PaymentFormSettings {
  readonly provider: string;
  /** The gateway's script (Accept.js), or null when the shop takes no card online. */
  readonly scriptUrl: string | null;
  readonly apiLoginId: string | null;
  /** The public client key, made for browsers. */
  readonly clientKey: string | null;
  readonly bankAccounts: boolean;
}
