import { Field, ID, InputType, ObjectType, createUnionType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { InputErrors } from '../../common/input-errors.types';

@ObjectType({ description: 'A US state or the District of Columbia.' })
export class UsState {
  @Field(() => String, { description: 'Two-letter code.' }) code!: string;
  @Field(() => String, { description: 'Full name, e.g. Arizona.' }) name!: string;
}

@ObjectType({ description: 'A saved shipping address of the logged-in customer.' })
export class ShippingAddress {
  @Field(() => ID, { description: 'Stable id of the saved address.' }) id!: string;
  @Field(() => String, { description: "The recipient's first name." }) firstName!: string;
  @Field(() => String, { description: "The recipient's last name." }) lastName!: string;
  @Field(() => String, { description: 'Street and number, with any apartment or suite.' }) address!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { description: 'Two-letter state code.' }) state!: string;
  @Field(() => String, { description: 'Full name of the state.' }) stateName!: string;
  @Field(() => String, { description: '5-digit ZIP code, or ZIP+4.' }) zipcode!: string;
  @Field(() => Boolean, { description: "The customer's default address; at most one is." }) isDefault!: boolean;
}

@InputType({ description: 'All six fields are required; the state is a code or a name from usStates.' })
export class ShippingAddressInput {
  @Field(() => String, { description: "The recipient's first name." }) @MaxLength(200) firstName!: string;
  @Field(() => String, { description: "The recipient's last name." }) @MaxLength(200) lastName!: string;
  @Field(() => String, { description: 'Street and number, with any apartment or suite.' })
  @MaxLength(400)
  address!: string;
  @Field(() => String, { description: 'City.' }) @MaxLength(200) city!: string;
  @Field(() => String, { description: 'Two-letter code or full name of a US state.' }) @MaxLength(100) state!: string;
  @Field(() => String, { description: '5-digit ZIP code, or ZIP+4 (12345-6789).' }) @MaxLength(40) zipcode!: string;
}

export const ShippingAddressResult = createUnionType({
  name: 'ShippingAddressResult',
  description: 'The address as saved, or why it was refused.',
  types: () => [ShippingAddress, InputErrors] as const,
});
