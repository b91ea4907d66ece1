import { Field, Int, ObjectType } from 'type-graphql';

/** Where a page of results stands: every paged answer of the API has these four fields. */
@ObjectType()
export abstract class PageInfo {
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) pageCount!: number;
}
