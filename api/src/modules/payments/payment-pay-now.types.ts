import { MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, createUnionType } from 'type-graphql';
import { InputErrors } from '../../common/input-errors.types';
import { Order } from '../orders/order.types';
import { PaymentInput } from './payment.types';

@InputType({ description: "Pay now, on the customer's order page, for an order placed awaiting payment." })
export class PayOrderInput {
  @Field(() => String, { description: 'One of your orders, e.g. ESI-100001.' })
  @MaxLength(40)
  orderNumber!: string;
  @Field(() => String, {
    description: 'Chosen by the page per payment attempt; a retry with the same key never charges twice.',
  })
  @MaxLength(80)
  idempotencyKey!: string;
  @Field(() => PaymentInput, { description: "The gateway script's one-time token for the card or bank account." })
  payment!: PaymentInput;
}

@ObjectType({ description: 'The order, now authorized (or already paid by an earlier attempt).' })
export class OrderPaid {
  @Field(() => Order, { description: 'The order, with its payment.' })
  order!: Order;
}

export const PayOrderResult = createUnionType({
  name: 'PayOrderResult',
  description: 'The order, paid; or why not (a decline, a card check, a gateway that did not answer) in plain words.',
  types: () => [OrderPaid, InputErrors] as const,
});
