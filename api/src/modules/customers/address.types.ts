import { Field, ID, InputType, ObjectType, createUnionType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { InputErrors } from '../../common/input-errors.types';

@ObjectType({ description: 'A US state or the District of Columbia.' })
export class UsState {
  @Field(() => String, { description: 'Two-letter code.' }) code!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'A saved shipping address of the logged-in customer.' })
export class ShippingAddress {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { description: 'Two-letter state code.' }) state!: string;
  @Field(() => String) stateName!: string;
  @Field(() => String) zipcode!: string;
  @Field(() => Boolean, { description: "The customer's default address; at most one is." }) isDefault!: boolean;
}

@InputType({ description: 'All six fields are required; the state is a code or a name from usStates.' })
export class ShippingAddressInput {
  @Field(() => String) @MaxLength(200) firstName!: string;
  @Field(() => String) @MaxLength(200) lastName!: string;
  @Field(() => String) @MaxLength(400) address!: string;
  @Field(() => String) @MaxLength(200) city!: string;
  @Field(() => String) @MaxLength(100) state!: string;
  @Field(() => String) @MaxLength(40) zipcode!: string;
}

export const ShippingAddressResult = createUnionType({
  name: 'ShippingAddressResult',
  types: () => [ShippingAddress, InputErrors] as const,
});
