import { Field, ObjectType } from 'type-graphql';
import { ProblemCode } from './problem-code';

@ObjectType({ description: 'A problem with one field of a form.' })
export class FieldError {
  @Field(() => String, { description: 'The input field, e.g. "password".' }) field!: string;
  @Field(() => ProblemCode, { description: 'Stable code, e.g. UNDER_AGE, EMAIL_TAKEN, INVALID_CODE.' })
  code!: ProblemCode;
  @Field(() => String, { description: 'The sentence to show beside the field, in English.' }) message!: string;
}

@ObjectType({ description: 'An expected refusal: what to show, field by field.' })
export class InputErrors {
  @Field(() => String, { description: 'The first problem, to show when there is one place for a message.' })
  message!: string;
  @Field(() => [FieldError], { description: 'Every problem found, one per field, in form order.' })
  errors!: FieldError[];
}
