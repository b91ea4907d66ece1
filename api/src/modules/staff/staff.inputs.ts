import { Field, InputType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { StaffRole } from './permission.type';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '../customers/account.rules';

@InputType({ description: 'Staff sign-in: all three are needed.' })
export class StaffSignInInput {
  @Field(() => String, { description: 'The e-mail address the staff member was invited with.' })
  @MaxLength(EMAIL_MAX)
  email!: string;
  @Field(() => String, { description: 'Their password.' }) @MaxLength(PASSWORD_MAX) password!: string;
  @Field(() => String, { description: 'The 6 digits the authenticator app shows now, or one unused recovery code.' })
  @MaxLength(20)
  code!: string;
}

@InputType({ description: 'A new staff member, who receives a setup link.' })
export class InviteStaffInput {
  @Field(() => String, { description: 'Their e-mail address (sign-in name), unique among staff.' })
  @MaxLength(EMAIL_MAX)
  email!: string;
  @Field(() => String, { description: 'Their name as the back office shows it.' }) @MaxLength(NAME_MAX) name!: string;
  @Field(() => StaffRole, { description: 'Their job.' }) role!: StaffRole;
}

@InputType({ description: 'Completes a setup link: a password and the first code of the enrolled authenticator.' })
export class CompleteSetupInput {
  @Field(() => String, { description: 'The token at the end of the setup link.' }) @MaxLength(100) token!: string;
  @Field(() => String, {
    description:
      'The new password, 8 to 64 characters, hard to guess (zxcvbn score 3 of 4 or more): not a common or breached ' +
      "password, nor the shop's name or the staff member's own.",
  })
  @MaxLength(PASSWORD_MAX)
  password!: string;
  @Field(() => String, { description: 'The 6 digits the authenticator app shows after scanning the QR code.' })
  @MaxLength(20)
  code!: string;
}
