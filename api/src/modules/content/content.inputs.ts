import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths here only bound the input; the rules and their messages live in warranty.service.ts.

@InputType({ description: 'Device warranty registration: every field is required.' })
export class DeviceRegistrationInput {
  @Field(() => String, { description: "The owner's first name." }) @MaxLength(200) firstName!: string;
  @Field(() => String, { description: "The owner's last name." }) @MaxLength(200) lastName!: string;
  @Field(() => String, { description: "The owner's e-mail address." }) @MaxLength(320) email!: string;
  @Field(() => String, { description: 'Street and number of the owner.' }) @MaxLength(400) street!: string;
  @Field(() => String, { description: 'City of the owner.' }) @MaxLength(200) city!: string;
  @Field(() => String, { description: 'A code or a name from usStates.' }) @MaxLength(100) state!: string;
  @Field(() => String, { description: '5 digits.' }) @MaxLength(20) zip!: string;
  @Field(() => String, { description: 'The shop or site the device was bought from.' })
  @MaxLength(300)
  purchaseLocation!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, not in the future.' }) @MaxLength(20) purchaseDate!: string;
  @Field(() => String, { description: 'One of deviceOptions.' }) @MaxLength(100) device!: string;
  @Field(() => String, { description: 'The lot number printed on the device or its box.' })
  @MaxLength(100)
  lotNumber!: string;
}
