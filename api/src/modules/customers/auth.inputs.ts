import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths here only bound the input; the rules and their messages live in account.rules.ts.

@InputType({ description: 'A new account: who the customer is, and the code e-mailed to prove the address.' })
export class SignUpInput {
  @Field(() => String, { description: 'First name.' }) @MaxLength(200) firstName!: string;
  @Field(() => String, { description: 'Last name.' }) @MaxLength(200) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD; the customer must be 21 or older.' })
  @MaxLength(20)
  dateOfBirth!: string;
  @Field(() => String, { description: 'E-mail address the code was sent to; the account signs in with it.' })
  @MaxLength(320)
  email!: string;
  @Field(() => String, { description: '8 to 64 characters.' }) @MaxLength(512) password!: string;
  @Field(() => String, { description: 'The 6-digit code e-mailed by requestSignUpCode.' }) @MaxLength(20) code!: string;
}

@InputType({ description: 'E-mail and password of an account.' })
export class LogInInput {
  @Field(() => String, { description: 'E-mail address of the account.' }) @MaxLength(320) email!: string;
  @Field(() => String, { description: "The account's password." }) @MaxLength(512) password!: string;
}

@InputType({ description: 'A new password for an account, proved by the code e-mailed to it.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'E-mail address of the account.' }) @MaxLength(320) email!: string;
  @Field(() => String, { description: 'The 6-digit code e-mailed by requestPasswordRecovery.' })
  @MaxLength(20)
  code!: string;
  @Field(() => String, { description: 'The new password: 8 to 64 characters.' }) @MaxLength(512) newPassword!: string;
}

@InputType({ description: "The signed-in customer's new password, proved by the current one." })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password in use now.' }) @MaxLength(512) currentPassword!: string;
  @Field(() => String, { description: 'The new password: 8 to 64 characters.' }) @MaxLength(512) newPassword!: string;
}

@InputType({ description: "The signed-in customer's name and date of birth (the e-mail cannot change)." })
export class ProfileInput {
  @Field(() => String, { description: 'First name.' }) @MaxLength(200) firstName!: string;
  @Field(() => String, { description: 'Last name.' }) @MaxLength(200) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) @MaxLength(20) dateOfBirth!: string;
}
