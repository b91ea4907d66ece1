import { MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A carrier the shop ships with: the "person delivering" its PACT reports name.' })
export class CarrierView {
  @Field(() => ID, { description: 'Stable id of the carrier.' }) id!: string;
  @Field(() => String, { description: 'Its name, e.g. UPS.' }) name!: string;
  @Field(() => String, { description: 'Its address, as the PACT report gives it.' }) address!: string;
  @Field(() => String, { description: 'Its telephone number, as the PACT report gives it.' }) telephone!: string;
  @Field(() => Boolean, {
    description:
      'Whether it delivers vapour products only to an adult (21+) who signs and shows a photo ID; only such a ' +
      'carrier may ship an order with a vapour product.',
  })
  adultSignatureId!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Its tracking page, with {number} where the tracking number goes; null: none.',
  })
  trackingUrlPattern!: string | null;
}

@ObjectType({ description: "A carrier as a choice for one order's parcel: whether it may take it, and why not." })
export class CarrierChoiceView extends CarrierView {
  @Field(() => Boolean, { description: 'Whether it may take this parcel.' }) fit!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it may not, in words; null when it may.' })
  reason!: string | null;
}

@InputType({ description: 'A carrier as staff write it; the server checks every field.' })
export class CarrierInput {
  @Field(() => String, { description: 'Its name (at most 100 characters, unique).' }) @MaxLength(100) name!: string;
  @Field(() => String, { description: 'Its address (at most 300 characters).' }) @MaxLength(300) address!: string;
  @Field(() => String, { description: 'Its telephone number.' }) @MaxLength(30) telephone!: string;
  @Field(() => Boolean, {
    description:
      'Whether it delivers vapour products with adult signature and ID check. Refused (BAD_USER_INPUT) for the ' +
      'Postal Service, which may never carry them.',
  })
  adultSignatureId!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Its tracking page, an https address with {number} where the tracking number goes; or none.',
  })
  @MaxLength(300)
  trackingUrlPattern?: string | null;
}
