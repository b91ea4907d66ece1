import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';

@InputType({ description: 'Units of one order line to refund.' })
export class RefundLineInput {
  @Field(() => ID, { description: "The order line's id." }) lineId!: string;
  @Field(() => Int, { description: 'How many of its units.' }) quantity!: number;
}

@InputType({ description: 'A refund: lines and quantities, or an amount; with the reason the customer reads.' })
export class RefundInput {
  @Field(() => String, { description: 'One per refund dialog: a retry or a double click refunds once.' })
  @MaxLength(100)
  idempotencyKey!: string;
  @Field(() => [RefundLineInput], { defaultValue: [], description: 'The lines and units to refund.' })
  @ArrayMaxSize(200)
  lines!: RefundLineInput[];
  @Field(() => MoneyScalar, { nullable: true, description: 'An amount in cents, when no lines are named.' })
  amount?: number | null;
  @Field(() => String, { description: 'Why, up to 500 characters: the customer is mailed it.' })
  @MaxLength(500)
  reason!: string;
  @Field(() => Boolean, { defaultValue: false, description: "Put the lines' units back in stock." })
  restock!: boolean;
}
