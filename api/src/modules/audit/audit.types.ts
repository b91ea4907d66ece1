import { MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One entry of the audit trail: who changed what, when, from where, before and after.' })
export class AuditEventView {
  @Field(() => ID, { description: 'The entry’s number; higher is later.' }) id!: string;
  @Field(() => String, { description: 'When it happened (ISO 8601, UTC, milliseconds).' }) at!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The staff member, or null for someone not signed in or the command line.',
  })
  staffId!: string | null;
  @Field(() => String, { nullable: true, description: 'Their e-mail address at the time.' }) staffEmail!: string | null;
  @Field(() => String, { nullable: true, description: 'Their role at the time.' }) staffRole!: string | null;
  @Field(() => String, { nullable: true, description: 'The client address the request came from.' })
  clientIp!: string | null;
  @Field(() => String, { description: 'What was done, e.g. "order.approve" or "staff.sign-in-failed".' })
  operation!: string;
  @Field(() => String, { nullable: true, description: 'The kind of record changed: order, product, customer, staff…' })
  recordType!: string | null;
  @Field(() => String, { nullable: true, description: 'The record’s id or number.' }) recordId!: string | null;
  @Field(() => String, { nullable: true, description: 'The values before the change, as JSON text.' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'The values after the change, as JSON text.' })
  after!: string | null;
}

@ObjectType({ description: 'A page of the audit trail.' })
export class AuditEventPage {
  @Field(() => [AuditEventView], { description: 'The entries, newest first.' }) events!: AuditEventView[];
  @Field(() => Int, { description: 'How many entries match the filter.' }) total!: number;
}

@InputType({ description: 'Which entries of the audit trail; every part is optional.' })
export class AuditFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Only what staff whose name or e-mail address holds these words did (or the staff member of this id).',
  })
  @MaxLength(100)
  staff?: string | null;
  @Field(() => String, { nullable: true, description: 'Only records of this kind (order, product…).' })
  @MaxLength(40)
  recordType?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Only these records: an id or an order number, or a product’s, customer’s or staff member’s name (or part of ' +
      'it) or e-mail address; with recordType, of that kind only.',
  })
  @MaxLength(100)
  record?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this operation, e.g. "order.approve".' })
  @MaxLength(60)
  operation?: string | null;
  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD, UTC), inclusive.' })
  @MaxLength(10)
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'To this day (YYYY-MM-DD, UTC), inclusive.' })
  @MaxLength(10)
  to?: string | null;
}
