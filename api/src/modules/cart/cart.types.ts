import { Field, ID, Int, ObjectType, createUnionType } from 'type-graphql';
import { InputErrors } from '../../common/input-errors.types';
import { MoneyScalar } from '../../common/money.scalar';
import { Product } from '../catalog/product.type';
import { AppliedDiscount, CodeProblem, DiscountNotice } from '../promotions/promotion.types';

@ObjectType({ description: 'One product in the cart and how many of it.' })
export class CartLine {
  @Field(() => Product, { description: 'The product, as the catalogue has it now.' }) product!: Product;
  @Field(() => Int, { description: 'How many units: 1 to 99.' }) quantity!: number;
  @Field(() => MoneyScalar, { description: 'Catalogue price times quantity.' }) lineTotal!: number;
  @Field(() => MoneyScalar, { nullable: true, description: "The product's former price each; null when not on sale." })
  compareAtPrice!: number | null;
  @Field(() => MoneyScalar, { description: '(compareAtPrice − price) × quantity; 0 when not on sale.' })
  saving!: number;
  @Field(() => MoneyScalar, { description: 'What the promotions take off this line, all together; 0 when none.' })
  discount!: number;
}

@ObjectType({ description: 'Totals computed on the server, in cents; every screen shows these figures.' })
export class CartTotals {
  @Field(() => Int, { description: 'Units in the cart, all lines together.' }) itemCount!: number;
  @Field(() => MoneyScalar, { description: 'The lines together, before discount and shipping.' }) subtotal!: number;
  @Field(() => MoneyScalar, { description: 'What the promotions take off the lines, all together (Cart.discounts).' })
  discount!: number;
  @Field(() => MoneyScalar, { description: 'Standard shipping: 0 at or above the free-shipping threshold.' })
  shipping!: number;
  @Field(() => MoneyScalar, { description: 'What the customer pays: subtotal − discount + shipping.' }) total!: number;
  @Field(() => MoneyScalar, { description: 'Orders with a subtotal at or above this ship free.' })
  freeShippingThreshold!: number;
  @Field(() => MoneyScalar, { description: 'What is still missing for free shipping; 0 once it applies.' })
  amountToFreeShipping!: number;
  @Field(() => MoneyScalar, { description: "The sum of the lines' savings: shown, already in the prices." })
  savings!: number;
}

@ObjectType({ description: "The shopper's cart: a guest's (by cookie) or the logged-in customer's." })
export class Cart {
  @Field(() => ID, { description: "The cart's own id (not the guest cookie's token)." }) id!: string;
  @Field(() => [CartLine], { description: 'Its lines, in the order they were added.' }) lines!: CartLine[];
  @Field(() => CartTotals, { description: 'Its totals, computed on the server.' }) totals!: CartTotals;
  @Field(() => [AppliedDiscount], { description: 'The promotions the cart gets, each with what it takes off.' })
  discounts!: AppliedDiscount[];
  @Field(() => [DiscountNotice], {
    description: "Discounts the law does not allow on some lines (federal rules; a state's once it is asked).",
  })
  notices!: DiscountNotice[];
  @Field(() => [String], { description: 'The discount codes entered, as the shop keeps them (upper case).' })
  codes!: string[];
  @Field(() => [CodeProblem], {
    description:
      'Each entered code that gives the cart nothing now (it expired, was used up, its promotion ended, the cart ' +
      'or the law no longer allows it), with why; empty when every code applies.',
  })
  codeProblems!: CodeProblem[];
}

@ObjectType({ description: 'The code was entered: the cart with its discount.' })
export class CodeApplied {
  @Field(() => Cart, { description: 'The cart as it is now, the code among its codes.' }) cart!: Cart;
}

export const ApplyPromotionCodeResult = createUnionType({
  name: 'ApplyPromotionCodeResult',
  description:
    'The cart with the code, or why the code is refused: unknown, expired, used up, not for this cart, or not allowed ' +
    'in the ship-to state (field "code").',
  types: () => [CodeApplied, InputErrors] as const,
});
