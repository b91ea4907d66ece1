import { Field, ID, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { PaymentInput } from '../payments/payment.types';
import { PageInfo } from '../../common/page.types';
import { MaxLength } from 'class-validator';
import { MoneyScalar } from '../../common/money.scalar';
import { ShippingAddressInput } from '../customers/address.types';
import { InputErrors } from '../../common/input-errors.types';
import { ProblemCode } from '../../common/problem-code';
import { OrderStatus } from './order-status.type';
import { Cart } from '../cart/cart.types';
import { AppliedDiscount, CodeProblem, DiscountNotice } from '../promotions/promotion.types';
import { DeliveryMethod } from '../shipping/delivery.rules';

export { OrderStatus };

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order stands: Pending Approval -> Approved -> Shipped -> Delivered, or Rejected, or Refunded.',
  valuesConfig: {
    PENDING_APPROVAL: { description: 'Placed; the shop has not yet checked it.' },
    APPROVED: { description: 'Accepted by the shop, being packed.' },
    SHIPPED: { description: 'Handed to the carrier; the timeline has its tracking.' },
    DELIVERED: { description: 'Delivered to the customer.' },
    REJECTED: { description: 'Refused by the shop; nothing is charged or sent.' },
    REFUNDED: { description: 'Paid back to the customer.' },
  },
});
registerEnumType(DeliveryMethod, {
  name: 'DeliveryMethod',
  description: 'How an order travels.',
  valuesConfig: { STANDARD: { description: 'Standard ground shipping, 3 to 5 business days.' } },
});

@ObjectType({ description: 'How an order travels, and the delivery days promised when it was placed.' })
export class OrderDelivery {
  @Field(() => DeliveryMethod, { description: 'The method chosen at checkout.' }) method!: DeliveryMethod;
  @Field(() => String, { description: 'Standard shipping, or Free shipping above the threshold.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, earliest expected day.' })
  estimatedFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, latest expected day.' })
  estimatedTo!: string | null;
}

@ObjectType({ description: 'A way the cart can travel, priced for the cart as it is now.' })
export class DeliveryOption {
  @Field(() => DeliveryMethod, { description: 'The method, as placeOrder takes it.' }) method!: DeliveryMethod;
  @Field(() => String, { description: 'What to show: Standard shipping, or Free shipping.' }) name!: string;
  @Field(() => MoneyScalar, { description: '0 when the cart reaches the free-shipping threshold.' }) price!: number;
  @Field(() => Int, { description: 'Fewest business days (Monday to Friday) to delivery.' }) minBusinessDays!: number;
  @Field(() => Int, { description: 'Most business days (Monday to Friday) to delivery.' }) maxBusinessDays!: number;
  @Field(() => String, { description: 'YYYY-MM-DD if the order were placed today.' }) estimatedFrom!: string;
  @Field(() => String, { description: 'YYYY-MM-DD if the order were placed today.' }) estimatedTo!: string;
}

@ObjectType({ description: 'Where an order goes: a copy of the address made when it was placed.' })
export class OrderShipTo {
  @Field(() => String, { description: "The recipient's first name." }) firstName!: string;
  @Field(() => String, { description: "The recipient's last name." }) lastName!: string;
  @Field(() => String, { description: 'Street and number, with any apartment or suite.' }) address!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { description: 'Two-letter US state code, e.g. AZ.' }) state!: string;
  @Field(() => String, { description: 'Full name of the state, e.g. Arizona.' }) stateName!: string;
  @Field(() => String, { description: '5-digit ZIP code, or ZIP+4.' }) zipcode!: string;
}

@ObjectType({ description: 'A line as it was ordered: name and price are snapshots.' })
export class OrderLine {
  @Field(() => ID, { description: 'Stable id of the order line.' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The product ordered; null once it left the catalogue.' })
  productId!: string | null;
  @Field(() => String, { description: "The product's name when ordered." }) name!: string;
  @Field(() => String, { description: "The product's category when ordered." }) category!: string;
  @Field(() => String, { nullable: true, description: "The product's subcategory (line) when ordered." })
  subcategory!: string | null;
  @Field(() => Int, { description: 'Units ordered.' }) quantity!: number;
  @Field(() => MoneyScalar, { description: 'The price charged each.' }) unitPrice!: number;
  @Field(() => MoneyScalar, { description: 'unitPrice × quantity, in cents.' }) lineTotal!: number;
  @Field(() => MoneyScalar, { nullable: true, description: 'The former price each at the time; null if not on sale.' })
  compareAtPrice!: number | null;
  @Field(() => MoneyScalar, { description: '(compareAtPrice − unitPrice) × quantity; 0 when not on sale.' })
  saving!: number;
  @Field(() => MoneyScalar, { description: 'What promotions took off this line, all together; 0 when none.' })
  discount!: number;
}

@ObjectType({ description: 'An order as the account lists it.' })
export class OrderSummary {
  @Field(() => String, { description: 'Human order number, e.g. ESI-100001.' }) orderNumber!: string;
  @Field(() => String, { description: 'ISO 8601 time the order was placed.' }) placedAt!: string;
  @Field(() => Int, { description: 'Units ordered, all lines together.' }) itemCount!: number;
  @Field(() => MoneyScalar, { description: 'What the customer paid, in cents.' }) total!: number;
  @Field(() => OrderStatus, { description: 'Where the order stands now.' }) status!: OrderStatus;
}

@ObjectType({ description: 'One step of an order: a status it took, when, and for a shipment its tracking.' })
export class OrderStatusChange {
  @Field(() => OrderStatus, { description: 'The status the order took.' }) status!: OrderStatus;
  @Field(() => String, { description: 'ISO 8601 time of the change.' }) at!: string;
  @Field(() => String, { nullable: true, description: 'The carrier of a shipment, e.g. UPS; null otherwise.' })
  carrier!: string | null;
  @Field(() => String, { nullable: true, description: "The shipment's tracking number; null otherwise." })
  trackingNumber!: string | null;
  @Field(() => String, { nullable: true, description: "The carrier's tracking page." }) trackingUrl!: string | null;
}

@ObjectType({ description: "One of the customer's orders, whole: its lines, address, delivery and timeline." })
export class Order extends OrderSummary {
  @Field(() => MoneyScalar, { description: 'The lines together, in cents.' }) subtotal!: number;
  @Field(() => MoneyScalar, { description: "Taken off the lines by promotions, in cents (Order.discounts'); else 0." })
  discount!: number;
  @Field(() => [AppliedDiscount], { description: 'Each promotion the order got and what it took off, as kept.' })
  discounts!: AppliedDiscount[];
  @Field(() => MoneyScalar, { description: 'Shipping charged, in cents; 0 when it shipped free.' }) shipping!: number;
  @Field(() => MoneyScalar, { description: 'State excise taxes charged, in cents (in the total).' })
  exciseTax!: number;
  @Field(() => [ExciseTaxLine], { description: 'Each excise tax charged, as the order keeps it.' })
  taxes!: ExciseTaxLine[];
  @Field(() => MoneyScalar, { description: "The sum of the lines' savings: shown, already in the prices." })
  savings!: number;
  @Field(() => OrderShipTo, { description: 'Where it goes.' }) shipTo!: OrderShipTo;
  @Field(() => OrderDelivery, { description: 'How it travels and when it is expected.' }) delivery!: OrderDelivery;
  @Field(() => [OrderLine], { description: 'What was ordered, in order.' }) lines!: OrderLine[];
  @Field(() => [OrderStatusChange], { description: 'Every status the order took, oldest first.' })
  timeline!: OrderStatusChange[];
  @Field(() => Boolean, {
    description:
      'True while the order is pending and its age and identity check has not passed: the shop cannot accept it yet.',
  })
  awaitingIdentityVerification!: boolean;
  /** The check the order was placed with, for the back office (not in the shop's schema). */
  identityVerification!: OrderVerification | null;
}

/** The age and identity check an order keeps (PACT records): provider, its reference, the outcome and when. */
export interface OrderVerification {
  provider: string;
  reference: string | null;
  outcome: string;
  checkedAt: string;
  /** How staff verified it by hand (provider `manual`). */
  note: string | null;
}

@ObjectType({ description: 'Dashboard counters: pending = Pending Approval, undelivered = Approved + Shipped, …' })
export class OrderCounters {
  @Field(() => Int, { description: 'Orders Pending Approval.' }) pending!: number;
  @Field(() => Int, { description: 'Orders Approved or Shipped.' }) undelivered!: number;
  @Field(() => Int, { description: 'Orders Delivered.' }) delivered!: number;
  @Field(() => Int, { description: 'Rejected + Refunded.' }) refund!: number;
}

@ObjectType({ description: "One page of the customer's orders, newest first, with the dashboard's counters." })
export class OrderPage extends PageInfo {
  @Field(() => [OrderSummary], { description: 'The orders of this page.' }) orders!: OrderSummary[];
  @Field(() => OrderCounters, { description: 'Counts over all the orders, whatever the search.' })
  counters!: OrderCounters;
}

@ObjectType({ description: 'The order was placed.' })
export class OrderPlaced {
  @Field(() => Order, { description: 'The new order (or the first one placed with the same idempotency key).' })
  order!: Order;
}

@ObjectType({
  description:
    'Public records did not confirm your age and identity: upload a photo ID at documentUrl, then place the order again.',
})
export class IdentityDocumentNeeded {
  @Field(() => ProblemCode, { description: 'IDENTITY_DOCUMENT_NEEDED.' }) code!: ProblemCode;
  @Field(() => String, { description: 'What to tell the customer.' }) message!: string;
  @Field(() => String, { description: "The verification provider's page where the customer uploads a photo ID." })
  documentUrl!: string;
}

export const PlaceOrderResult = createUnionType({
  name: 'PlaceOrderResult',
  description:
    'The placed order, or why it was refused (empty cart, out of stock, restricted state, bad address, identity ' +
    'not verified), or where the customer uploads a photo ID first.',
  types: () => [OrderPlaced, InputErrors, IdentityDocumentNeeded] as const,
});

@InputType({ description: 'Ship to a saved address (shippingAddressId) or a new one (address), which is saved.' })
export class PlaceOrderInput {
  @Field(() => String, {
    description: 'Chosen by the client per checkout; a retry with the same key returns the same order.',
  })
  @MaxLength(100)
  idempotencyKey!: string;
  @Field(() => ID, { nullable: true, description: 'A saved address of the customer (ShippingAddress.id).' })
  shippingAddressId?: string | null;
  @Field(() => ShippingAddressInput, { nullable: true, description: 'A new address, when no saved one is named.' })
  address?: ShippingAddressInput | null;
  @Field(() => Boolean, { defaultValue: true, description: 'Keep a new address in the address book.' })
  saveAddress!: boolean;
  @Field(() => Boolean, { defaultValue: false, description: "Make the order's (saved) address the default one." })
  makeDefaultAddress!: boolean;
  @Field(() => DeliveryMethod, { defaultValue: DeliveryMethod.STANDARD, description: 'How it travels.' })
  delivery!: DeliveryMethod;
  @Field(() => PaymentInput, {
    nullable: true,
    description:
      'The payment (see paymentForm): the total is authorized as the order is placed. Without it the order is ' +
      'placed awaiting payment.',
  })
  payment?: PaymentInput | null;
  @Field(() => MoneyScalar, {
    nullable: true,
    description:
      'The total the customer was shown, in cents: when the order would cost anything else (a promotion ended ' +
      'meanwhile) it is refused with TOTAL_CHANGED and nothing is placed or charged. Without it the order is placed ' +
      'at its total now.',
  })
  expectedTotal?: number | null;
}

@ObjectType({ description: 'A state excise tax, as its own line of the totals.' })
export class ExciseTaxLine {
  @Field(() => String, { description: 'The tax, named for its state, e.g. "Pennsylvania vapour products tax".' })
  name!: string;
  @Field(() => MoneyScalar, { description: 'What it adds, in cents.' }) amount!: number;
}

@ObjectType({
  description:
    'The cart priced for a ship-to state: the discounts its law allows, its excise taxes, and its total with them.',
})
export class CartExciseTax {
  @Field(() => [ExciseTaxLine], { description: 'Each tax of the state on the cart; empty when none applies.' })
  taxes!: ExciseTaxLine[];
  @Field(() => MoneyScalar, { description: 'The taxes together, in cents.' }) exciseTax!: number;
  @Field(() => MoneyScalar, { description: 'What the promotions the state allows take off the lines, in cents.' })
  discount!: number;
  @Field(() => [AppliedDiscount], { description: 'Each promotion the cart gets there, with what it takes off.' })
  discounts!: AppliedDiscount[];
  @Field(() => [DiscountNotice], { description: 'Discounts the law does not allow there on some lines, and why.' })
  notices!: DiscountNotice[];
  @Field(() => [CodeProblem], { description: 'Each entered code that gives the cart nothing there, and why.' })
  codeProblems!: CodeProblem[];
  @Field(() => MoneyScalar, { description: 'Shipping there, in cents (0 when free).' }) shipping!: number;
  @Field(() => MoneyScalar, { description: 'What the order would cost: the cart total with the taxes.' })
  total!: number;
}

@ObjectType({ description: 'A cart line that cannot ship to the chosen state.' })
export class RestrictedCartLine {
  @Field(() => ID, { description: "The line's product (Product.id)." }) productId!: string;
  @Field(() => String, { description: "The product's name." }) productName!: string;
  @Field(() => String, { description: 'Why it cannot ship there, in a sentence.' }) reason!: string;
}

@ObjectType({ description: 'An order line that Buy again left out of the cart.' })
export class SkippedLine {
  @Field(() => String, { description: "The product's name on the order." }) name!: string;
  @Field(() => String, { description: 'Why, e.g. no longer available, or the state rule that stops it.' })
  reason!: string;
}

@ObjectType({ description: "What Buy again did: the cart as it is now, and the order's lines it left out." })
export class BuyAgainResult {
  @Field(() => Cart, { description: 'The cart with the lines added.' }) cart!: Cart;
  @Field(() => Int, { description: 'How many lines went back into the cart.' }) added!: number;
  @Field(() => [SkippedLine], { description: 'The lines left out, and why.' }) skipped!: SkippedLine[];
}
