import { Field, ID, ObjectType } from 'type-graphql';
import { Permission, StaffRole } from './permission.type';

@ObjectType({ description: 'A member of the shop staff (not a customer).' })
export class StaffMember {
  @Field(() => ID, { description: 'Stable id of the staff member.' }) id!: string;
  @Field(() => String, { description: 'Sign-in e-mail address.' }) email!: string;
  @Field(() => String, { description: 'Name shown in the back office and the audit trail.' }) name!: string;
  @Field(() => StaffRole, { description: 'Their job, which fixes their permissions.' }) role!: StaffRole;
  @Field(() => [Permission], { description: 'What the role allows, as the server checks it.' })
  permissions!: Permission[];
  @Field(() => Boolean, { description: 'Whether they have finished setting up their password and authenticator.' })
  enrolled!: boolean;
  @Field(() => String, { nullable: true, description: 'When they were disabled (ISO 8601, UTC), or null.' })
  disabledAt!: string | null;
  @Field(() => String, { description: 'When they were invited (ISO 8601, UTC).' }) createdAt!: string;
}

@ObjectType({ description: 'A setup link just issued: the staff member it is for, and the link itself.' })
export class SetupLinkIssued {
  @Field(() => StaffMember, { description: 'Who the link is for.' }) staff!: StaffMember;
  @Field(() => String, {
    description: 'The one-time link (valid 24 hours), also mailed to them. Shown once; only its hash is stored.',
  })
  link!: string;
  @Field(() => String, { description: 'When the link stops working (ISO 8601, UTC).' }) expiresAt!: string;
}

@ObjectType({ description: 'What a setup link shows: who it is for and the authenticator secret to enrol.' })
export class StaffEnrolment {
  @Field(() => String, { description: 'The e-mail address the account signs in with.' }) email!: string;
  @Field(() => String, { description: 'The staff member’s name.' }) name!: string;
  @Field(() => String, { description: 'The TOTP secret as base32 text, for typing into an authenticator app.' })
  secret!: string;
  @Field(() => String, { description: 'The otpauth:// URI the QR code holds.' }) uri!: string;
  @Field(() => String, { description: 'The QR code of `uri`, as an SVG document.' }) qrCodeSvg!: string;
}

@ObjectType({ description: 'Setup done: the staff member is signed in and receives their recovery codes once.' })
export class SetupCompleted {
  @Field(() => StaffMember, { description: 'The signed-in staff member.' }) staff!: StaffMember;
  @Field(() => [String], {
    description: 'Ten one-time recovery codes, each usable once in place of an authenticator code. Shown only now.',
  })
  recoveryCodes!: string[];
}

@ObjectType({ description: 'A role and what it may do.' })
export class RolePermissions {
  @Field(() => StaffRole, { description: 'The role.' }) role!: StaffRole;
  @Field(() => [Permission], { description: 'Its permissions.' }) permissions!: Permission[];
}
