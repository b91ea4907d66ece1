import { Field, Int, ObjectType } from 'type-graphql';

/** Where a page of results stands: every paged answer of the API has these four fields. */
@ObjectType()
export abstract class PageInfo {
  @Field(() => Int, { description: 'How many results there are on all pages together.' }) total!: number;
  @Field(() => Int, { description: 'The number of this page, from 1.' }) page!: number;
  @Field(() => Int, { description: 'At most this many results per page.' }) pageSize!: number;
  @Field(() => Int, { description: 'How many pages there are; 0 when nothing matched.' }) pageCount!: number;
}
