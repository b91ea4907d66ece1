import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths here only bound the input; the rules and their messages live in account.rules.ts.

@InputType()
export class SignUpInput {
  @Field(() => String) @MaxLength(200) firstName!: string;
  @Field(() => String) @MaxLength(200) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD; the customer must be 21 or older.' })
  @MaxLength(20)
  dateOfBirth!: string;
  @Field(() => String) @MaxLength(320) email!: string;
  @Field(() => String, { description: '8 to 64 characters.' }) @MaxLength(512) password!: string;
  @Field(() => String, { description: 'The 6-digit code e-mailed by requestSignUpCode.' }) @MaxLength(20) code!: string;
}

@InputType()
export class LogInInput {
  @Field(() => String) @MaxLength(320) email!: string;
  @Field(() => String) @MaxLength(512) password!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String) @MaxLength(320) email!: string;
  @Field(() => String, { description: 'The 6-digit code e-mailed by requestPasswordRecovery.' })
  @MaxLength(20)
  code!: string;
  @Field(() => String) @MaxLength(512) newPassword!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String) @MaxLength(512) currentPassword!: string;
  @Field(() => String) @MaxLength(512) newPassword!: string;
}

@InputType()
export class ProfileInput {
  @Field(() => String) @MaxLength(200) firstName!: string;
  @Field(() => String) @MaxLength(200) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) @MaxLength(20) dateOfBirth!: string;
}
