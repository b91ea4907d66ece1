import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A product running out.' })
export class LowStockItem {
  @Field(() => ID, { description: 'The product.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => Int, { description: 'Units left.' }) stock!: number;
  @Field(() => Int, { description: 'Its own low-stock line: at this many units or fewer it is low.' })
  threshold!: number;
}

@ObjectType({ description: 'Active products at or below their own low-stock threshold (set in the product editor).' })
export class LowStockFigures {
  @Field(() => Int, { description: 'How many active products are low.' }) total!: number;
  @Field(() => [LowStockItem], { description: 'The lowest ten, fewest units first.' }) products!: LowStockItem[];
}

@ObjectType({ description: 'Orders and revenue over a span of days.' })
export class SalesFigures {
  @Field(() => Int, { description: 'Orders placed.' }) orders!: number;
  @Field(() => Int, { description: 'Their totals in US cents, less rejected and refunded orders.' })
  revenueCents!: number;
}

@ObjectType({ description: 'One day of sales (a UTC day).' })
export class DaySalesView {
  @Field(() => String, { description: 'The day (YYYY-MM-DD, UTC).' }) day!: string;
  @Field(() => Int, { description: 'Orders placed that day.' }) orders!: number;
  @Field(() => Int, { description: 'Their revenue in US cents, less rejected and refunded orders.' })
  revenueCents!: number;
}

@ObjectType({ description: 'A product among the best sellers.' })
export class TopProductView {
  @Field(() => ID, { nullable: true, description: 'The product, or null when it no longer exists.' })
  productId!: string | null;
  @Field(() => String, { description: 'Its name as last sold.' }) name!: string;
  @Field(() => Int, { description: 'Units sold.' }) units!: number;
  @Field(() => Int, { description: 'What they brought in, in US cents.' }) revenueCents!: number;
}

@ObjectType({
  description:
    "How the shop is doing. The work waiting (orders to approve and ship, PACT reports due) is each role's own, in " +
    '`myWork`.',
})
export class Dashboard {
  @Field(() => LowStockFigures, { description: 'Products running out.' }) lowStock!: LowStockFigures;
  @Field(() => SalesFigures, { description: 'Today (UTC) so far.' }) today!: SalesFigures;
  @Field(() => SalesFigures, { description: 'The last 30 days, today included.' }) last30Days!: SalesFigures;
  @Field(() => [DaySalesView], { description: 'Each of the last 30 days, oldest first; days without orders are 0.' })
  days!: DaySalesView[];
  @Field(() => [TopProductView], { description: 'The five products sold most by units over the last 30 days.' })
  topProducts!: TopProductView[];
  @Field(() => Int, {
    description:
      'What promotions took off orders over the last 30 days, in US cents (kept orders only); the name is the first ' +
      "purchase's, the only discount before promotions.",
  })
  firstPurchaseDiscountCents!: number;
  @Field(() => Int, { description: 'Orders that had a discount over the last 30 days.' })
  firstPurchaseDiscountOrders!: number;
}
