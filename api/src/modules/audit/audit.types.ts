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
  @Field(() => ID, { nullable: true, description: 'Only this staff member’s.' }) staffId?: string | null;
  @Field(() => String, { nullable: true, description: 'Only records of this kind (order, product…).' })
  @MaxLength(40)
  recordType?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this record (with recordType).' })
  @MaxLength(100)
  recordId?: string | null;
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
