import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths here only bound the input; the rules and their messages live in warranty.service.ts.

@InputType({ description: 'Device warranty registration: every field is required.' })
export class DeviceRegistrationInput {
  @Field(() => String) @MaxLength(200) firstName!: string;
  @Field(() => String) @MaxLength(200) lastName!: string;
  @Field(() => String) @MaxLength(320) email!: string;
  @Field(() => String) @MaxLength(400) street!: string;
  @Field(() => String) @MaxLength(200) city!: string;
  @Field(() => String, { description: 'A code or a name from usStates.' }) @MaxLength(100) state!: string;
  @Field(() => String, { description: '5 digits.' }) @MaxLength(20) zip!: string;
  @Field(() => String) @MaxLength(300) purchaseLocation!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, not in the future.' }) @MaxLength(20) purchaseDate!: string;
  @Field(() => String, { description: 'One of deviceOptions.' }) @MaxLength(100) device!: string;
  @Field(() => String) @MaxLength(100) lotNumber!: string;
}
