import { MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';

export enum PromotionStatusValue {
  DRAFT = 'draft',
  ACTIVE = 'active',
  ENDED = 'ended',
}
registerEnumType(PromotionStatusValue, {
  name: 'PromotionStatus',
  description:
    'Where a promotion stands: a draft applies to nothing; an active one between its dates; ended, never again.',
  valuesConfig: {
    DRAFT: { description: 'Being written; applies to nothing.' },
    ACTIVE: { description: 'Applies between its dates.' },
    ENDED: { description: 'Ended by staff; applies to nothing and cannot change.' },
  },
});

export enum PromotionActionValue {
  PERCENT_OFF = 'percent-off',
  FIXED_OFF = 'fixed-off',
  FREE_SHIPPING = 'free-shipping',
  BUY_X_GET_Y = 'buy-x-get-y',
}
registerEnumType(PromotionActionValue, {
  name: 'PromotionAction',
  description: 'What a promotion does.',
  valuesConfig: {
    PERCENT_OFF: { description: 'A percentage off the lines it names.' },
    FIXED_OFF: { description: 'An amount off each unit it names (LINES) or once off the order, shared (ORDER).' },
    FREE_SHIPPING: { description: 'Standard shipping free.' },
    BUY_X_GET_Y: {
      description: 'Of each buyQuantity + getQuantity units it names, the cheapest getQuantity at percent off.',
    },
  },
});

export enum PromotionTargetValue {
  LINES = 'lines',
  ORDER = 'order',
}
registerEnumType(PromotionTargetValue, {
  name: 'PromotionTarget',
  description: 'Where a fixed amount comes off.',
  valuesConfig: {
    LINES: { description: 'Off each unit of the lines it names.' },
    ORDER: { description: 'Once off the order, shared over the lines it names by their value.' },
  },
});

@ObjectType({ description: 'A promotion as the back office sees it, with its use over kept orders.' })
export class PromotionView {
  @Field(() => ID, { description: 'Stable id.' }) id!: string;
  @Field(() => String, { description: 'Its name, as the shopper reads it.' }) name!: string;
  @Field(() => String, { nullable: true, description: "Its banner words; the first-order one is the footer's." })
  banner!: string | null;
  @Field(() => PromotionStatusValue, { description: 'Draft, active or ended.' }) status!: PromotionStatusValue;
  @Field(() => String, { description: 'ISO 8601 time it starts.' }) startsAt!: string;
  @Field(() => String, { nullable: true, description: 'ISO 8601 time it ends; null: open-ended.' })
  endsAt!: string | null;
  @Field(() => String, { description: 'What it does, as a banner says it, e.g. "$10 OFF".' }) headline!: string;
  @Field(() => PromotionActionValue, { description: 'What it does.' }) action!: PromotionActionValue;
  @Field(() => PromotionTargetValue, { description: 'Where a fixed amount comes off.' })
  appliesTo!: PromotionTargetValue;
  @Field(() => Int, { nullable: true, description: 'Percent off in basis points (1500 = 15 %).' })
  percentBp!: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'A fixed amount, in cents.' }) amountCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Buy X get Y: units bought.' }) buyQuantity!: number | null;
  @Field(() => Int, { nullable: true, description: 'Buy X get Y: units discounted.' }) getQuantity!: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'The least subtotal, in cents.' })
  minSubtotalCents!: number | null;
  @Field(() => [Int], { description: 'Product ids it names (none: every product).' }) productIds!: number[];
  @Field(() => [String], { description: 'Brands it names.' }) brands!: string[];
  @Field(() => [String], { description: 'Categories it names.' }) categories!: string[];
  @Field(() => [String], { description: 'Kinds of vapour product it names (e.g. e-liquid).' }) endsKinds!: string[];
  @Field(() => Boolean, { description: 'Only for a first order.' }) firstOrder!: boolean;
  @Field(() => Boolean, { description: 'Only with one of its codes.' }) requiresCode!: boolean;
  @Field(() => Boolean, { description: 'Combines with other promotions.' }) combinable!: boolean;
  @Field(() => Int, { description: 'Higher first.' }) priority!: number;
  @Field(() => Int, { nullable: true, description: 'Total uses allowed; null: no limit.' }) usageLimit!: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per customer; null: no limit.' })
  perCustomerLimit!: number | null;
  @Field(() => Int, { description: 'Uses counted against its limit.' }) uses!: number;
  @Field(() => Int, { description: 'Its codes.' }) codeCount!: number;
  @Field(() => Int, { description: 'Its single-use codes used.' }) usedCodeCount!: number;
  @Field(() => Int, { description: 'Kept orders (not rejected or refunded) it took something off.' }) orders!: number;
  @Field(() => MoneyScalar, { description: 'What it took off those orders, in cents.' }) discountCents!: number;
  @Field(() => MoneyScalar, { description: 'What those orders came to, in cents.' }) revenueCents!: number;
}

@InputType({ description: 'A promotion as staff write it; the server checks every field.' })
export class PromotionInput {
  @Field(() => String, { description: '1 to 120 characters; no health or cessation claims.' })
  @MaxLength(120)
  name!: string;
  @Field(() => String, { nullable: true, description: 'Banner words, at most 200 characters; no health claims.' })
  @MaxLength(200)
  banner?: string | null;
  @Field(() => String, { description: 'When it starts: YYYY-MM-DD (UTC midnight) or an ISO 8601 time.' })
  @MaxLength(40)
  startsAt!: string;
  @Field(() => String, { nullable: true, description: 'When it ends, after it starts; none: open-ended.' })
  @MaxLength(40)
  endsAt?: string | null;
  @Field(() => PromotionActionValue, { description: 'What it does.' }) action!: PromotionActionValue;
  @Field(() => PromotionTargetValue, { defaultValue: PromotionTargetValue.ORDER, description: 'For a fixed amount.' })
  appliesTo!: PromotionTargetValue;
  @Field(() => Int, { nullable: true, description: 'Percent off in basis points (1 to 10000).' })
  percentBp?: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'A fixed amount, in cents.' }) amountCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'Buy X get Y: units bought.' }) buyQuantity?: number | null;
  @Field(() => Int, { nullable: true, description: 'Buy X get Y: units discounted.' }) getQuantity?: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'The least subtotal, in cents.' })
  minSubtotalCents?: number | null;
  @Field(() => [Int], { defaultValue: [], description: 'Product ids it names.' }) productIds!: number[];
  @Field(() => [String], { defaultValue: [], description: 'Brands it names.' }) brands!: string[];
  @Field(() => [String], { defaultValue: [], description: 'Categories it names.' }) categories!: string[];
  @Field(() => [String], { defaultValue: [], description: 'Kinds of vapour product it names.' }) endsKinds!: string[];
  @Field(() => Boolean, { defaultValue: false, description: 'Only for a first order.' }) firstOrder!: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'Only with one of its codes.' }) requiresCode!: boolean;
  @Field(() => Boolean, { defaultValue: true, description: 'Combines with other promotions.' }) combinable!: boolean;
  @Field(() => Int, { defaultValue: 0, description: 'Higher first (-1000 to 1000).' }) priority!: number;
  @Field(() => Int, { nullable: true, description: 'Total uses allowed.' }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per customer.' }) perCustomerLimit?: number | null;
}

@ObjectType({ description: 'What a promotion alone would take off a cart now (the law aside).' })
export class PromotionPreview {
  @Field(() => MoneyScalar, { description: 'Taken off the lines, in cents.' }) discount!: number;
  @Field(() => Boolean, { description: 'Whether it would make shipping free.' }) freeShipping!: boolean;
  @Field(() => String, { description: 'In words: "This cart would get $3.00 off."' }) summary!: string;
}
