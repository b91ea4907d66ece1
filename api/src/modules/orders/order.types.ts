import { Field, ID, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../common/page.types';
import { MaxLength } from 'class-validator';
import { MoneyScalar } from '../../common/money.scalar';
import { ShippingAddressInput } from '../customers/address.types';
import { InputErrors } from '../../common/input-errors.types';
import { OrderStatus } from './order-status.type';
import { Cart } from '../cart/cart.types';
import { DeliveryMethod } from './delivery.rules';

export { OrderStatus };

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order stands; staff move it along its steps.',
  valuesConfig: {
    PENDING_APPROVAL: { description: 'Placed, waiting for staff to approve or reject it.' },
    APPROVED: { description: 'Approved and being prepared.' },
    SHIPPED: { description: 'Handed to the carrier, with a tracking number.' },
    DELIVERED: { description: 'Delivered to the customer.' },
    REJECTED: { description: 'Not accepted; the customer was not charged.' },
    REFUNDED: { description: 'Paid back to the customer.' },
  },
});
registerEnumType(DeliveryMethod, { name: 'DeliveryMethod', description: 'How an order travels.' });

@ObjectType({ description: 'How an order travels, and the delivery days promised when it was placed.' })
export class OrderDelivery {
  @Field(() => DeliveryMethod) method!: DeliveryMethod;
  @Field(() => String, { description: 'Standard shipping, or Free shipping above the threshold.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, earliest expected day.' })
  estimatedFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, latest expected day.' })
  estimatedTo!: string | null;
}

@ObjectType({ description: 'A way the cart can travel, priced for the cart as it is now.' })
export class DeliveryOption {
  @Field(() => DeliveryMethod) method!: DeliveryMethod;
  @Field(() => String) name!: string;
  @Field(() => MoneyScalar, { description: '0 when the cart reaches the free-shipping threshold.' }) price!: number;
  @Field(() => Int) minBusinessDays!: number;
  @Field(() => Int) maxBusinessDays!: number;
  @Field(() => String, { description: 'YYYY-MM-DD if the order were placed today.' }) estimatedFrom!: string;
  @Field(() => String, { description: 'YYYY-MM-DD if the order were placed today.' }) estimatedTo!: string;
}

@ObjectType()
export class OrderShipTo {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) stateName!: string;
  @Field(() => String) zipcode!: string;
}

@ObjectType({ description: 'A line as it was ordered: name and price are snapshots.' })
export class OrderLine {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) productId!: string | null;
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true }) subcategory!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyScalar, { description: 'The price charged each.' }) unitPrice!: number;
  @Field(() => MoneyScalar) lineTotal!: number;
  @Field(() => MoneyScalar, { nullable: true, description: 'The former price each at the time; null if not on sale.' })
  compareAtPrice!: number | null;
  @Field(() => MoneyScalar, { description: '(compareAtPrice − unitPrice) × quantity; 0 when not on sale.' })
  saving!: number;
}

@ObjectType()
export class OrderSummary {
  @Field(() => String, { description: 'Human order number, e.g. ESI-100001.' }) orderNumber!: string;
  @Field(() => String, { description: 'ISO 8601 time the order was placed.' }) placedAt!: string;
  @Field(() => Int) itemCount!: number;
  @Field(() => MoneyScalar) total!: number;
  @Field(() => OrderStatus) status!: OrderStatus;
}

@ObjectType({ description: 'One step of an order: a status it took, when, and for a shipment its tracking.' })
export class OrderStatusChange {
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String, { description: 'ISO 8601 time of the change.' }) at!: string;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) trackingNumber!: string | null;
  @Field(() => String, { nullable: true, description: "The carrier's tracking page." }) trackingUrl!: string | null;
}

@ObjectType()
export class Order extends OrderSummary {
  @Field(() => MoneyScalar) subtotal!: number;
  @Field(() => MoneyScalar) discount!: number;
  @Field(() => MoneyScalar) shipping!: number;
  @Field(() => MoneyScalar, { description: "The sum of the lines' savings: shown, already in the prices." })
  savings!: number;
  @Field(() => OrderShipTo) shipTo!: OrderShipTo;
  @Field(() => OrderDelivery) delivery!: OrderDelivery;
  @Field(() => [OrderLine]) lines!: OrderLine[];
  @Field(() => [OrderStatusChange], { description: 'Every status the order took, oldest first.' })
  timeline!: OrderStatusChange[];
}

@ObjectType({ description: 'Dashboard counters: pending = Pending Approval, undelivered = Approved + Shipped, …' })
export class OrderCounters {
  @Field(() => Int) pending!: number;
  @Field(() => Int) undelivered!: number;
  @Field(() => Int) delivered!: number;
  @Field(() => Int, { description: 'Rejected + Refunded.' }) refund!: number;
}

@ObjectType()
export class OrderPage extends PageInfo {
  @Field(() => [OrderSummary]) orders!: OrderSummary[];
  @Field(() => OrderCounters) counters!: OrderCounters;
}

@ObjectType()
export class OrderPlaced {
  @Field(() => Order) order!: Order;
}

export const PlaceOrderResult = createUnionType({
  name: 'PlaceOrderResult',
  types: () => [OrderPlaced, InputErrors] as const,
});

@InputType({ description: 'Ship to a saved address (shippingAddressId) or a new one (address), which is saved.' })
export class PlaceOrderInput {
  @Field(() => String, {
    description: 'Chosen by the client per checkout; a retry with the same key returns the same order.',
  })
  @MaxLength(100)
  idempotencyKey!: string;
  @Field(() => ID, { nullable: true }) shippingAddressId?: string | null;
  @Field(() => ShippingAddressInput, { nullable: true }) address?: ShippingAddressInput | null;
  @Field(() => Boolean, { defaultValue: true, description: 'Keep a new address in the address book.' })
  saveAddress!: boolean;
  @Field(() => Boolean, { defaultValue: false, description: "Make the order's (saved) address the default one." })
  makeDefaultAddress!: boolean;
  @Field(() => DeliveryMethod, { defaultValue: DeliveryMethod.STANDARD }) delivery!: DeliveryMethod;
}

@ObjectType({ description: 'A rule of where vape products may not be shipped.' })
export class ShippingRestriction {
  @Field(() => String) stateCode!: string;
  @Field(() => String) stateName!: string;
  @Field(() => String, { description: 'no-vape-shipping or flavor-ban.' }) kind!: string;
  @Field(() => String) description!: string;
  @Field(() => [String], { description: 'Flavors a flavor ban still allows.' }) allowedFlavors!: string[];
  @Field(() => String, { description: 'YYYY-MM-DD.' }) effectiveFrom!: string;
  @Field(() => String) source!: string;
}

@ObjectType({ description: 'A cart line that cannot ship to the chosen state.' })
export class RestrictedCartLine {
  @Field(() => ID) productId!: string;
  @Field(() => String) productName!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: 'An order line that Buy again left out of the cart.' })
export class SkippedLine {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Why, e.g. no longer available, or the state rule that stops it.' })
  reason!: string;
}

@ObjectType({ description: "What Buy again did: the cart as it is now, and the order's lines it left out." })
export class BuyAgainResult {
  @Field(() => Cart) cart!: Cart;
  @Field(() => Int, { description: 'How many lines went back into the cart.' }) added!: number;
  @Field(() => [SkippedLine]) skipped!: SkippedLine[];
}
