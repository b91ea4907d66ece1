import { Field, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';

@ObjectType({ description: 'A promotion a cart or order gets, and what it takes off.' })
export class AppliedDiscount {
  @Field(() => String, { description: "The promotion's name, as the shopper reads it." }) name!: string;
  @Field(() => String, { nullable: true, description: 'The code that gave it; null for an automatic promotion.' })
  code!: string | null;
  @Field(() => MoneyScalar, { description: 'What it takes off, in cents (the shipping waived when freeShipping).' })
  amount!: number;
  @Field(() => Boolean, { description: 'True when it makes shipping free rather than taking money off the lines.' })
  freeShipping!: boolean;
}

@ObjectType({ description: "The offer to a new account: the shop's active first-order promotion, in its own words." })
export class SignUpOffer {
  @Field(() => String, { description: 'What it takes off, e.g. "$10 OFF" or "15% OFF".' }) headline!: string;
  @Field(() => String, { description: 'Its banner text, e.g. "your first purchase".' }) text!: string;
}

@ObjectType({ description: 'A discount the law does not allow on some lines for the ship-to state, and why.' })
export class DiscountNotice {
  @Field(() => String, { description: "The promotion's name." }) promotion!: string;
  @Field(() => String, { nullable: true, description: 'The code entered; null for an automatic promotion.' })
  code!: string | null;
  @Field(() => [String], { description: 'The products it does not apply to.' }) products!: string[];
  @Field(() => String, {
    description:
      'The sentence to show, e.g. "New Jersey law does not allow discounts on vapour products; the code still applies to the other items."',
  })
  message!: string;
}

@ObjectType({ description: 'A discount code the cart holds that gives it nothing now, and why.' })
export class CodeProblem {
  @Field(() => String, { description: 'The code, as the cart keeps it (Cart.codes).' }) code!: string;
  @Field(() => String, {
    description: 'Why it gives nothing, the sentence entering it would answer, e.g. "The code SUMMER25 has expired."',
  })
  message!: string;
}
