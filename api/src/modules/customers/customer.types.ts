import { Field, ID, ObjectType, createUnionType } from 'type-graphql';
import { InputErrors } from '../../common/input-errors.types';

@ObjectType({ description: 'The logged-in customer. The e-mail is read-only.' })
export class Customer {
  @Field(() => ID, { description: 'Stable id of the customer.' }) id!: string;
  @Field(() => String, { description: 'E-mail address the account signs in with.' }) email!: string;
  @Field(() => String, { description: 'First name.' }) firstName!: string;
  @Field(() => String, { description: 'Last name.' }) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) dateOfBirth!: string;
}

@ObjectType({ description: 'Signed in: the session cookie is set.' })
export class AuthSuccess {
  @Field(() => Customer, { description: 'The customer now signed in.' }) customer!: Customer;
}

@ObjectType({ description: 'The action was done.' })
export class Done {
  @Field(() => String, { description: 'What to tell the customer, in English.' }) message!: string;
}

export const AuthResult = createUnionType({
  name: 'AuthResult',
  description: 'A new session (the cookie is set) or the reasons it was refused.',
  types: () => [AuthSuccess, InputErrors] as const,
});

export const DoneResult = createUnionType({
  name: 'DoneResult',
  description: 'Done, or why it was refused.',
  types: () => [Done, InputErrors] as const,
});

export const ProfileResult = createUnionType({
  name: 'ProfileResult',
  description: 'The customer as saved, or why the change was refused.',
  types: () => [Customer, InputErrors] as const,
});
