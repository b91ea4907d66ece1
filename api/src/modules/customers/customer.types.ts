import { Field, ID, ObjectType, createUnionType } from 'type-graphql';
import { InputErrors } from '../../common/input-errors.types';

@ObjectType({ description: 'The logged-in customer. The e-mail is read-only.' })
export class Customer {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) dateOfBirth!: string;
}

@ObjectType()
export class AuthSuccess {
  @Field(() => Customer) customer!: Customer;
}

@ObjectType()
export class Done {
  @Field(() => String) message!: string;
}

export const AuthResult = createUnionType({
  name: 'AuthResult',
  description: 'A new session (the cookie is set) or the reasons it was refused.',
  types: () => [AuthSuccess, InputErrors] as const,
});

export const DoneResult = createUnionType({
  name: 'DoneResult',
  types: () => [Done, InputErrors] as const,
});

export const ProfileResult = createUnionType({
  name: 'ProfileResult',
  types: () => [Customer, InputErrors] as const,
});
