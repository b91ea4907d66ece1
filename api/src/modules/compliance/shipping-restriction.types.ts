import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A rule of where vape products may not be shipped.' })
export class ShippingRestriction {
  @Field(() => String, { description: 'Two-letter US state code, e.g. UT.' }) stateCode!: string;
  @Field(() => String, { description: 'Full name of the state.' }) stateName!: string;
  @Field(() => String, {
    description: 'no-vape-shipping, no-online-sales, flavor-ban, nicotine-cap, directory or quantity-limit.',
  })
  kind!: string;
  @Field(() => String, { description: 'The rule in a sentence, for the customer.' }) description!: string;
  @Field(() => [String], { description: 'Flavors a flavor ban still allows.' }) allowedFlavors!: string[];
  @Field(() => Int, { nullable: true, description: 'A nicotine cap’s most nicotine, in mg/mL; null for other kinds.' })
  maxNicotineMg!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'A quantity limit’s most units in one order; null for other kinds.',
  })
  maxUnits!: number | null;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) effectiveFrom!: string;
  @Field(() => String, { description: 'Where the rule comes from: the law or notice that makes it.' }) source!: string;
}
