import { Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** The longest page an admin list answers. */
export const MAX_ADMIN_PAGE_SIZE = 200;

@InputType({ description: 'A page of a list: which one and how long.' })
export class PageInput {
  @Field(() => Int, { description: 'The page, from 1.' }) @Min(1) @Max(100_000) page!: number;
  @Field(() => Int, { description: `Rows a page, 1 to ${MAX_ADMIN_PAGE_SIZE}.` })
  @Min(1)
  @Max(MAX_ADMIN_PAGE_SIZE)
  pageSize!: number;
}

/** The rows a page skips and takes. */
export const pageWindow = (page: PageInput): { offset: number; limit: number } => ({
  offset: (page.page - 1) * page.pageSize,
  limit: page.pageSize,
});
