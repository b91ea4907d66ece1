export type PaymentOperation = 'authorize' | 'capture' | 'void' | 'refund' | 'settle' | 'webhook' | 'manual';
/** `requested`: written before the call; `unknown`: no answer came; `not-found`: the gateway has no such call. */
export type PaymentOutcome = 'requested' | 'approved' | 'held' | 'declined' | 'error' | 'unknown' | 'not-found';
export type PaymentActor = 'customer' | 'staff' | 'system' | 'webhook' | 'command';
export type PaymentMethodKind = 'card' | 'bank' | 'manual';

/** One row of the ledger, as it is kept. */
export interface PaymentEvent {
  readonly id: string;
  readonly at: string;
  readonly orderNumber: string;
  readonly provider: string;
  readonly operation: PaymentOperation;
  readonly outcome: PaymentOutcome;
  readonly reference: string;
  readonly amountCents: number;
  readonly transactionId: string | null;
  readonly responseCode: string | null;
  readonly reasonCode: string | null;
  readonly authCode: string | null;
  readonly avsResult: string | null;
  readonly cvvResult: string | null;
  readonly method: PaymentMethodKind | null;
  readonly brand: string | null;
  readonly lastFour: string | null;
  readonly cardExpiry: string | null;
  readonly message: string | null;
  readonly actor: PaymentActor;
  readonly staffId: string | null;
  readonly reason: string | null;
  readonly detail: unknown;
}

/** A row to append; the ledger fills in its id and time. */
export type NewPaymentEvent = Pick<
  PaymentEvent,
  'orderNumber' | 'provider' | 'operation' | 'outcome' | 'reference' | 'amountCents' | 'actor'
> &
  Partial<
    Omit<
      PaymentEvent,
      'id' | 'at' | 'orderNumber' | 'provider' | 'operation' | 'outcome' | 'reference' | 'amountCents' | 'actor'
    >
  > & {
    readonly customerId?: string | null;
    readonly placementKey?: string | null;
  };

/** Where an order's money stands, from its events. */
export type PaymentStatus =
  'UNPAID' | 'UNKNOWN' | 'AUTHORIZED' | 'HELD' | 'CAPTURED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'VOIDED';

export interface PaymentAmounts {
  readonly status: PaymentStatus;
  /** Held on the card now: authorized and neither captured nor voided. */
  readonly authorizedCents: number;
  readonly capturedCents: number;
  readonly refundedCents: number;
  /** What the customer still owes: the order's total less what was captured (never below zero). */
  readonly dueCents: number;
  /** The transaction a capture, void or refund refers to. */
  readonly transactionId: string | null;
  readonly method: PaymentMethodKind | null;
  readonly brand: string | null;
  readonly lastFour: string | null;
  readonly avsResult: string | null;
  readonly cvvResult: string | null;
  /** When the authorization was made (ISO), for its expiry. */
  readonly authorizedAt: string | null;
  readonly cardExpiry: string | null;
}
