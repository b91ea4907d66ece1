import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';
import type { PaymentEvent, PaymentStatus } from './payment-event.types';

export enum PaymentState {
  UNPAID = 'UNPAID',
  UNKNOWN = 'UNKNOWN',
  AUTHORIZED = 'AUTHORIZED',
  HELD = 'HELD',
  CAPTURED = 'CAPTURED',
  PARTIALLY_REFUNDED = 'PARTIALLY_REFUNDED',
  REFUNDED = 'REFUNDED',
  VOIDED = 'VOIDED',
}

registerEnumType(PaymentState, {
  name: 'PaymentState',
  description: "Where an order's money stands, from its payment ledger.",
  valuesConfig: {
    UNPAID: { description: 'Nothing authorized or received yet: the total is due.' },
    UNKNOWN: { description: 'A call to the gateway got no answer: the shop is asking it.' },
    AUTHORIZED: { description: 'The total is held on the card, to be charged when the order ships.' },
    HELD: { description: "Authorized, but held by the gateway's fraud filters for review." },
    CAPTURED: { description: 'Charged.' },
    PARTIALLY_REFUNDED: { description: 'Charged, and part of it refunded.' },
    REFUNDED: { description: 'Charged and refunded in full.' },
    VOIDED: { description: 'The authorization was released: nothing was charged.' },
  },
});

export const paymentState = (status: PaymentStatus): PaymentState => PaymentState[status];

@ObjectType({ description: 'One refund of an order, as its customer sees it.' })
export class OrderRefund {
  @Field(() => String, { description: 'When (ISO 8601, UTC).' }) at!: string;
  @Field(() => MoneyScalar, { description: 'How much, in cents.' }) amount!: number;
  @Field(() => String, { nullable: true, description: 'Why, as staff gave it.' }) reason!: string | null;
}

@ObjectType({ description: 'What was charged for an order, as its customer sees it.' })
export class OrderPayment {
  @Field(() => PaymentState, { description: 'Where the money stands.' }) state!: PaymentState;
  @Field(() => MoneyScalar, { description: 'Held on the card, not yet charged, in cents.' }) authorized!: number;
  @Field(() => MoneyScalar, { description: 'Charged, in cents.' }) charged!: number;
  @Field(() => MoneyScalar, { description: 'Refunded, in cents.' }) refunded!: number;
  @Field(() => MoneyScalar, { description: 'Still to pay, in cents.' }) due!: number;
  @Field(() => String, { nullable: true, description: 'Visa, MasterCard, eCheck …; null before a payment.' })
  brand!: string | null;
  @Field(() => String, { nullable: true, description: 'The last four digits of the card or account.' })
  lastFour!: string | null;
  @Field(() => [OrderRefund], { description: 'Each refund, oldest first.' }) refunds!: OrderRefund[];
}

@ObjectType({ description: 'One row of the payment ledger: a call to the gateway, or its answer.' })
export class PaymentEventView {
  @Field(() => String, { description: 'When (ISO 8601, UTC).' }) at!: string;
  @Field(() => String, { description: 'authorize, capture, void, refund, settle, webhook or manual.' })
  operation!: string;
  @Field(() => String, { description: 'requested, approved, held, declined, error, unknown or not-found.' })
  outcome!: string;
  @Field(() => MoneyScalar, { description: 'The amount it moved, in cents (0 for a request or a refusal).' })
  amount!: number;
  @Field(() => String, { nullable: true, description: "The gateway's transaction id." }) transactionId!: string | null;
  @Field(() => String, { nullable: true, description: "The gateway's response code." }) responseCode!: string | null;
  @Field(() => String, { nullable: true, description: "The gateway's reason or error code." }) reasonCode!:
    string | null;
  @Field(() => String, { nullable: true, description: "The gateway's own words." }) message!: string | null;
  @Field(() => String, { description: 'Who or what caused it: customer, staff, system, webhook, command.' })
  actor!: string;
  @Field(() => String, { nullable: true, description: 'Why (a refund), when given.' }) reason!: string | null;
}

@ObjectType({ description: "An order's payment for staff: the amounts, the card's checks and every ledger row." })
export class AdminOrderPayment extends OrderPayment {
  @Field(() => String, { description: 'The gateway (authorizenet, sandbox) or manual; unset when none.' })
  provider!: string;
  @Field(() => String, { nullable: true, description: 'card or bank.' }) method!: string | null;
  @Field(() => String, { nullable: true, description: 'The card expiry month, MM/YYYY.' }) cardExpiry!: string | null;
  @Field(() => String, { nullable: true, description: 'The address check (AVS) result code, e.g. Y, N, P.' })
  avsResult!: string | null;
  @Field(() => String, { nullable: true, description: 'The card code (CVV) check result, e.g. M, N.' })
  cvvResult!: string | null;
  @Field(() => String, { nullable: true, description: 'When the live authorization lapses (ISO 8601).' })
  authorizationExpiresAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the order cannot ship yet (its total is not paid or authorized), in words; null: it may.',
  })
  shipRefusal!: string | null;
  @Field(() => Boolean, {
    description:
      'A refund got no answer from the gateway: the shop is checking with it, and no other refund is sent until it has.',
  })
  refundUnconfirmed!: boolean;
  @Field(() => [PaymentEventView], { description: 'Every ledger row, oldest first.' }) events!: PaymentEventView[];
  /** Whose payment this is (not a field): the Payment panel's actions are worked out from it. */
  orderNumber!: string;
}

@ObjectType({ description: 'An authorization that lapses soon unless the order ships (is captured).' })
export class ExpiringAuthorization {
  @Field(() => String, { description: 'The order number.' }) orderNumber!: string;
  @Field(() => MoneyScalar, { description: 'Held on the card, in cents.' }) amount!: number;
  @Field(() => String, { description: 'When it was authorized (ISO 8601).' }) authorizedAt!: string;
  @Field(() => String, { description: 'When it lapses (ISO 8601).' }) expiresAt!: string;
}

/** The approved refunds of a ledger, as the order pages list them. */
export const refundsOf = (events: readonly PaymentEvent[]): OrderRefund[] =>
  events
    .filter((e) => e.operation === 'refund' && e.outcome === 'approved')
    .map((e) => Object.assign(new OrderRefund(), { at: e.at, amount: e.amountCents, reason: e.reason }));

@ObjectType({ description: 'A difference between the payment ledger and the gateway, found by the reconciliation.' })
export class PaymentMismatchView {
  @Field(() => String, { description: 'The order number.' }) orderNumber!: string;
  @Field(() => String, { nullable: true, description: "The gateway's transaction id." }) transactionId!: string | null;
  @Field(() => String, { description: 'What the ledger says.' }) ledger!: string;
  @Field(() => String, { description: "What the gateway's record says." }) gateway!: string;
  @Field(() => String, { nullable: true, description: 'What the run did about it, if anything.' }) action!:
    string | null;
}

@ObjectType({ description: "The latest reconciliation of the payment ledger with the gateway's records." })
export class PaymentReconciliationView {
  @Field(() => String, { description: 'When it ran (ISO 8601).' }) ranAt!: string;
  @Field(() => String, { description: 'The gateway it asked.' }) provider!: string;
  @Field(() => Int, { description: 'How many transactions and unanswered calls it checked.' }) checked!: number;
  @Field(() => [PaymentMismatchView], { description: 'Every difference it found.' }) mismatches!: PaymentMismatchView[];
}

@InputType({ description: 'The Payments list filters: days of the first payment (UTC, inclusive), an order number.' })
export class PaymentFilterInput {
  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD).' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'To this day (YYYY-MM-DD).' }) to?: string | null;
  @Field(() => String, { nullable: true, description: 'An order number, or its beginning.' }) text?: string | null;
}

@ObjectType({ description: "One order's payment in the Payments list." })
export class PaymentRow {
  @Field(() => String, { description: 'The order number.' }) orderNumber!: string;
  @Field(() => String, { description: 'When it was first paid (authorized) (ISO 8601).' }) firstAt!: string;
  @Field(() => String, { description: 'The gateway, or manual.' }) provider!: string;
  @Field(() => PaymentState, { description: 'Where its money stands.' }) state!: PaymentState;
  @Field(() => MoneyScalar, { description: 'Held on the card, in cents.' }) authorized!: number;
  @Field(() => MoneyScalar, { description: 'Captured, in cents.' }) charged!: number;
  @Field(() => MoneyScalar, { description: 'Refunded, in cents.' }) refunded!: number;
  @Field(() => String, { nullable: true, description: 'Card brand, or eCheck.' }) brand!: string | null;
  @Field(() => String, { nullable: true, description: 'Last four digits.' }) lastFour!: string | null;
  @Field(() => String, { nullable: true, description: "The gateway's transaction id." }) transactionId!: string | null;
}

@ObjectType({ description: 'A page of the Payments list.' })
export class PaymentPage {
  @Field(() => [PaymentRow], { description: 'Newest first.' }) rows!: PaymentRow[];
  @Field(() => Int, { description: 'How many match the filters.' }) total!: number;
}

@ObjectType({ description: 'One UTC day of money moved: captured (and received by hand), refunded, voided.' })
export class SettlementDayView {
  @Field(() => String, { description: 'The day (YYYY-MM-DD, UTC).' }) day!: string;
  @Field(() => Int, { description: 'Captures (and payments received by hand).' }) captures!: number;
  @Field(() => MoneyScalar, { description: 'Captured, in cents.' }) captured!: number;
  @Field(() => Int, { description: 'Refunds.' }) refunds!: number;
  @Field(() => MoneyScalar, { description: 'Refunded, in cents.' }) refunded!: number;
  @Field(() => MoneyScalar, { description: 'Captured less refunded, in cents (negative on a day of more refunds).' })
  net!: number;
  @Field(() => Int, { description: 'Authorizations voided.' }) voids!: number;
}

@InputType({ description: 'A payment received by other means (a money order, cash at pick-up).' })
export class ManualPaymentInput {
  @Field(() => MoneyScalar, { description: 'How much, in cents.' }) amount!: number;
  @Field(() => String, { description: 'Its reference, e.g. the money order number (1 to 100 characters).' })
  reference!: string;
  @Field(() => String, { nullable: true, description: 'A note for staff, up to 500 characters.' }) note?: string | null;
}
