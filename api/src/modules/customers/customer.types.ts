import { Field, ID, ObjectType, createUnionType } from 'type-graphql';

@ObjectType({ description: 'The logged-in customer. The e-mail is read-only.' })
export class Customer {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) dateOfBirth!: string;
}

@ObjectType({ description: 'A problem with one field of a form.' })
export class FieldError {
  @Field(() => String, { description: 'The input field, e.g. "password".' }) field!: string;
  @Field(() => String, { description: 'Stable code, e.g. UNDER_AGE, EMAIL_TAKEN, INVALID_CODE.' }) code!: string;
  @Field(() => String) message!: string;
}

@ObjectType({ description: 'An expected refusal: what to show, field by field.' })
export class InputErrors {
  @Field(() => String, { description: 'The first problem, to show when there is one place for a message.' })
  message!: string;
  @Field(() => [FieldError]) errors!: FieldError[];
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
