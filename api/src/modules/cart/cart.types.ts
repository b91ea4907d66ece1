import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';
import { Product } from '../catalog/product.type';

@ObjectType()
export class CartLine {
  @Field(() => Product) product!: Product;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyScalar, { description: 'Catalogue price times quantity.' }) lineTotal!: number;
  @Field(() => MoneyScalar, { nullable: true, description: "The product's former price each; null when not on sale." })
  compareAtPrice!: number | null;
  @Field(() => MoneyScalar, { description: '(compareAtPrice − price) × quantity; 0 when not on sale.' })
  saving!: number;
}

@ObjectType({ description: 'Totals computed on the server, in cents; every screen shows these figures.' })
export class CartTotals {
  @Field(() => Int) itemCount!: number;
  @Field(() => MoneyScalar) subtotal!: number;
  @Field(() => MoneyScalar, { description: "The $10 off a new account's first order." }) discount!: number;
  @Field(() => MoneyScalar) shipping!: number;
  @Field(() => MoneyScalar) total!: number;
  @Field(() => MoneyScalar) freeShippingThreshold!: number;
  @Field(() => MoneyScalar, { description: 'What is still missing for free shipping; 0 once it applies.' })
  amountToFreeShipping!: number;
  @Field(() => MoneyScalar, { description: "The sum of the lines' savings: shown, already in the prices." })
  savings!: number;
}

@ObjectType({ description: "The shopper's cart: a guest's (by cookie) or the logged-in customer's." })
export class Cart {
  @Field(() => ID) id!: string;
  @Field(() => [CartLine]) lines!: CartLine[];
  @Field(() => CartTotals) totals!: CartTotals;
}
