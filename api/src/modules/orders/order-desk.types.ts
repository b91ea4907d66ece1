import { AppliedDiscount } from '../promotions/promotion.types';
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';
import { OrderAction, OrderSort } from './order-desk.service';
import { OrderStatus } from './order-status.type';
import { ExciseTaxLine } from './order.types';

registerEnumType(OrderSort, {
  name: 'OrderSort',
  description: 'The order of the admin order list.',
  valuesConfig: {
    DATE_DESC: { description: 'Newest first.' },
    DATE_ASC: { description: 'Oldest first.' },
    TOTAL_DESC: { description: 'Largest total first.' },
    TOTAL_ASC: { description: 'Smallest total first.' },
  },
});

registerEnumType(OrderAction, {
  name: 'OrderAction',
  description: 'A step staff can take on an order now.',
  valuesConfig: {
    APPROVE: { description: 'Approve it (approveOrder).' },
    REJECT: { description: 'Reject it with a reason for the customer (rejectOrder).' },
    SHIP: { description: 'Ship it with carrier and tracking number (shipOrder).' },
    MARK_DELIVERED: { description: 'Mark it delivered (markOrderDelivered).' },
    REFUND: { description: 'Refund it with a reason (refundOrder; needs REFUND_ORDER).' },
  },
});

@InputType({ description: 'Which orders the admin list shows; every part is optional.' })
export class OrderListFilterInput {
  @Field(() => [OrderStatus], { nullable: true, description: 'Only orders in one of these states.' })
  @ArrayMaxSize(6)
  status?: OrderStatus[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Only orders shipping to one of these states, each by its code or its name (AZ, New Jersey…).',
  })
  @ArrayMaxSize(60)
  state?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Placed on or after this day (YYYY-MM-DD, UTC).' })
  @MaxLength(10)
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Placed on or before this day (YYYY-MM-DD, UTC).' })
  @MaxLength(10)
  to?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Part of the order number, the ship-to name, or the customer's e-mail or name.",
  })
  @MaxLength(100)
  text?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only orders held until the customer’s identity is verified; false: only the others.',
  })
  awaitingIdentity?: boolean | null;
}

@ObjectType({ description: 'One order in the admin list.' })
export class AdminOrderRow {
  @Field(() => String, { description: 'The order number, e.g. ESI-100001.' }) orderNumber!: string;
  @Field(() => String, { description: 'When it was placed (ISO 8601, UTC).' }) placedAt!: string;
  @Field(() => OrderStatus, { description: 'Where it stands.' }) status!: OrderStatus;
  @Field(() => Int, { description: 'How many items.' }) itemCount!: number;
  @Field(() => MoneyScalar, { description: 'What the customer paid.' }) total!: number;
  @Field(() => ID, { description: 'The customer’s id.' }) customerId!: string;
  @Field(() => String, { description: 'The customer’s name.' }) customerName!: string;
  @Field(() => String, { description: 'The customer’s e-mail address.' }) customerEmail!: string;
  @Field(() => String, { description: 'The name it ships to.' }) shipToName!: string;
  @Field(() => String, { description: 'The state it ships to (two letters).' }) shipState!: string;
}

@ObjectType({ description: 'How many orders are in one state.' })
export class OrderStatusCount {
  @Field(() => OrderStatus, { description: 'The state.' }) status!: OrderStatus;
  @Field(() => Int, { description: 'Orders in it that match the other filters.' }) count!: number;
}

@ObjectType({ description: 'A page of the admin order list.' })
export class AdminOrderPage {
  @Field(() => [AdminOrderRow], { description: 'The orders of this page.' }) orders!: AdminOrderRow[];
  @Field(() => Int, { description: 'How many orders match the whole filter.' }) total!: number;
  @Field(() => [OrderStatusCount], {
    description: 'Per state, how many orders match the filter without its status part (for the status chips).',
  })
  statusCounts!: OrderStatusCount[];
}

@ObjectType({ description: 'Who placed an order.' })
export class AdminOrderCustomer {
  @Field(() => ID, { description: 'The customer’s id.' }) id!: string;
  @Field(() => String, { description: 'First and last name.' }) name!: string;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
}

@ObjectType({ description: 'The address an order ships to, as it was when placed.' })
export class AdminShipTo {
  @Field(() => String, { description: 'First name.' }) firstName!: string;
  @Field(() => String, { description: 'Last name.' }) lastName!: string;
  @Field(() => String, { description: 'Street address.' }) address!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { description: 'State code (two letters).' }) state!: string;
  @Field(() => String, { description: 'State name.' }) stateName!: string;
  @Field(() => String, { description: 'ZIP code.' }) zipcode!: string;
}

@ObjectType({ description: 'How an order travels.' })
export class AdminDelivery {
  @Field(() => String, { description: 'STANDARD or another method.' }) method!: string;
  @Field(() => String, { description: 'Its name, e.g. Standard shipping.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Earliest expected day (YYYY-MM-DD).' })
  estimatedFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'Latest expected day (YYYY-MM-DD).' })
  estimatedTo!: string | null;
}

@ObjectType({ description: 'An order line as ordered (name and price are snapshots).' })
export class AdminOrderLine {
  @Field(() => ID, { description: 'The line’s id.' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The product, if it still exists.' }) productId!: string | null;
  @Field(() => String, { description: 'The product’s name when ordered.' }) name!: string;
  @Field(() => Int, { description: 'How many.' }) quantity!: number;
  @Field(() => MoneyScalar, { description: 'The price charged each.' }) unitPrice!: number;
  @Field(() => MoneyScalar, { description: 'Quantity × unit price.' }) lineTotal!: number;
}

@ObjectType({ description: 'One status step of an order: which, when, who, and its details.' })
export class AdminOrderStep {
  @Field(() => OrderStatus, { description: 'The state the order took.' }) status!: OrderStatus;
  @Field(() => String, { description: 'When (ISO 8601, UTC).' }) at!: string;
  @Field(() => ID, { nullable: true, description: 'The staff member; null for the customer or the command line.' })
  staffId!: string | null;
  @Field(() => String, { nullable: true, description: 'Their name.' }) staffName!: string | null;
  @Field(() => String, { nullable: true, description: 'The carrier, for Shipped.' }) carrier!: string | null;
  @Field(() => String, { nullable: true, description: 'The tracking number, for Shipped.' })
  trackingNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'The carrier’s tracking page.' }) trackingUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Why, for Rejected and Refunded (the customer was told).' })
  reason!: string | null;
}

@ObjectType({ description: 'An internal note on an order; customers never see it.' })
export class OrderNote {
  @Field(() => ID, { description: 'The note’s id.' }) id!: string;
  @Field(() => String, { description: 'What was written.' }) body!: string;
  @Field(() => String, { description: 'When (ISO 8601, UTC).' }) at!: string;
  @Field(() => ID, { description: 'Who wrote it.' }) staffId!: string;
  @Field(() => String, { description: 'Their name.' }) staffName!: string;
}

@ObjectType({ description: 'The age and identity check an order was placed with (kept with it for PACT records).' })
export class OrderIdentityVerification {
  @Field(() => String, { description: 'Who checked: veratad, agechecker, sandbox, or manual (staff by hand).' })
  provider!: string;
  @Field(() => String, { nullable: true, description: "The provider's reference of the check, or staff's." })
  reference!: string | null;
  @Field(() => String, { description: 'PASSED, FAILED, NEEDS_DOCUMENT, PENDING_REVIEW or ERROR.' }) outcome!: string;
  @Field(() => String, { description: 'When it was checked (ISO 8601, UTC).' }) checkedAt!: string;
  @Field(() => String, { nullable: true, description: 'How staff verified it by hand; null otherwise.' })
  note!: string | null;
}

@ObjectType({ description: 'One order as staff see it.' })
export class AdminOrder {
  @Field(() => String, { description: 'The order number.' }) orderNumber!: string;
  @Field(() => String, { description: 'When it was placed (ISO 8601, UTC).' }) placedAt!: string;
  @Field(() => OrderStatus, { description: 'Where it stands.' }) status!: OrderStatus;
  @Field(() => Int, { description: 'How many items.' }) itemCount!: number;
  @Field(() => MoneyScalar, { description: 'Sum of the lines.' }) subtotal!: number;
  @Field(() => MoneyScalar, { description: 'Discount taken off the lines.' }) discount!: number;
  @Field(() => [AppliedDiscount], { description: 'Each promotion it got and what it took off, with its code.' })
  discounts!: AppliedDiscount[];
  @Field(() => MoneyScalar, { description: 'Shipping charged.' }) shipping!: number;
  @Field(() => MoneyScalar, { description: 'State excise taxes collected (in the total).' }) exciseTax!: number;
  @Field(() => [ExciseTaxLine], { description: 'Each excise tax collected, as the order keeps it.' })
  taxes!: ExciseTaxLine[];
  @Field(() => MoneyScalar, { description: 'What the customer paid.' }) total!: number;
  @Field(() => [AdminOrderLine], { description: 'The lines, in the order they were added.' })
  lines!: AdminOrderLine[];
  @Field(() => AdminOrderCustomer, { description: 'Who placed it.' }) customer!: AdminOrderCustomer;
  @Field(() => AdminShipTo, { description: 'Where it ships.' }) shipTo!: AdminShipTo;
  @Field(() => AdminDelivery, { description: 'How it travels.' }) delivery!: AdminDelivery;
  @Field(() => [AdminOrderStep], { description: 'Every status it took, oldest first, with who and when.' })
  timeline!: AdminOrderStep[];
  @Field(() => [OrderNote], { description: 'Internal notes, oldest first.' }) notes!: OrderNote[];
  @Field(() => [OrderAction], { description: 'What the signed-in staff member can do to it now.' })
  actions!: OrderAction[];
  @Field(() => Boolean, {
    description: 'True while it is pending and its age and identity check has not passed: it cannot be approved yet.',
  })
  awaitingIdentityVerification!: boolean;
  @Field(() => OrderIdentityVerification, {
    nullable: true,
    description: 'The check it was placed with; null for orders from before checks.',
  })
  identityVerification!: OrderIdentityVerification | null;
  @Field(() => Boolean, { description: 'The signed-in staff member may record a manual verification now.' })
  canVerifyIdentity!: boolean;
}

@ObjectType({ description: 'What bulk approval did to one order.' })
export class BulkOrderOutcome {
  @Field(() => String, { description: 'The order number.' }) orderNumber!: string;
  @Field(() => Boolean, { description: 'True when it is approved (now or already by you).' }) done!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not; null when done.' }) problem!: string | null;
  @Field(() => String, { nullable: true, description: 'The error code of why not (CONFLICT, NOT_FOUND…).' })
  code!: string | null;
}
