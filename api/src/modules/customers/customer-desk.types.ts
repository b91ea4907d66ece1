import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A customer account as the back office lists it.' })
export class CustomerListItem {
  @Field(() => ID, { description: 'Stable id of the account.' }) id!: string;
  @Field(() => String, { description: 'Their e-mail address (sign-in name).' }) email!: string;
  @Field(() => String, { description: 'First name.' }) firstName!: string;
  @Field(() => String, { description: 'Last name.' }) lastName!: string;
  @Field(() => String, { description: 'When the account was opened (ISO 8601, UTC).' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'When staff disabled the account (ISO 8601, UTC), or null.' })
  disabledAt!: string | null;
}

@ObjectType({ description: 'A page of customers.' })
export class CustomerPage {
  @Field(() => [CustomerListItem], { description: 'The accounts, newest first.' }) customers!: CustomerListItem[];
  @Field(() => Int, { description: 'How many accounts match the search.' }) total!: number;
}

@ObjectType({ description: 'A shipping address in a customer’s address book.' })
export class CustomerAddressView {
  @Field(() => ID, { description: 'Stable id of the address.' }) id!: string;
  @Field(() => String, { description: 'Recipient’s first name.' }) firstName!: string;
  @Field(() => String, { description: 'Recipient’s last name.' }) lastName!: string;
  @Field(() => String, { description: 'Street and number.' }) address!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { description: 'Two-letter state code.' }) state!: string;
  @Field(() => String, { description: 'The state’s name.' }) stateName!: string;
  @Field(() => String, { description: 'ZIP code.' }) zipcode!: string;
  @Field(() => Boolean, { description: 'Whether it is their default address.' }) isDefault!: boolean;
}

@ObjectType({ description: 'One of a customer’s orders, as a line of their account page.' })
export class CustomerOrderView {
  @Field(() => String, { description: 'The order number, e.g. ESI-100001.' }) orderNumber!: string;
  @Field(() => String, { description: 'When it was placed (ISO 8601, UTC).' }) placedAt!: string;
  @Field(() => Int, { description: 'How many items it holds.' }) itemCount!: number;
  @Field(() => Int, { description: 'Its total, in US cents.' }) totalCents!: number;
  @Field(() => String, { description: 'Its status as the shop shows it, e.g. "Pending Approval".' }) status!: string;
}

@ObjectType({ description: 'A customer’s account with its addresses, orders and dates.' })
export class CustomerDetail extends CustomerListItem {
  @Field(() => String, { description: 'Date of birth (YYYY-MM-DD), as given at sign-up.' }) dateOfBirth!: string;
  @Field(() => String, { description: 'When the account last changed (ISO 8601, UTC).' }) updatedAt!: string;
  @Field(() => String, { nullable: true, description: 'Why staff disabled it, when they said.' })
  disabledReason!: string | null;
  @Field(() => [CustomerAddressView], { description: 'Their address book, the default first.' })
  addresses!: CustomerAddressView[];
  @Field(() => [CustomerOrderView], { description: 'Their orders, newest first.' }) orders!: CustomerOrderView[];
}
