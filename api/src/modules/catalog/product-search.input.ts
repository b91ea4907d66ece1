import { IsIn, IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { GRAPHQL_PAGE_SIZES, MAX_SEARCH_TEXT_LENGTH, PRODUCT_LIST_DEFAULT_PAGE_SIZE } from './catalog.constants';

const NAME_MAX = 120;

@InputType({ description: 'Filters combine; an empty or missing filter means no restriction.' })
export class ProductSearchInput {
  @Field(() => String, { nullable: true, description: 'Category name, slug or label; "&" means any.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  category?: string;

  @Field(() => String, { nullable: true, description: 'Subcategory (product line) name.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  subcategory?: string;

  @Field(() => String, { nullable: true, description: 'Exact product type, any case.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  productType?: string;

  @Field(() => String, { nullable: true, description: 'Exact brand, any case.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  brand?: string;

  @Field(() => String, { nullable: true, description: 'Exact flavor, any case.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  flavor?: string;

  @Field(() => String, { nullable: true, description: 'Trimmed, case-insensitive substring of the name.' })
  @IsOptional()
  @MaxLength(MAX_SEARCH_TEXT_LENGTH, { message: `Search text is at most ${MAX_SEARCH_TEXT_LENGTH} characters.` })
  search?: string;

  @Field(() => Boolean, { nullable: true, description: 'true: only products on sale (with a compare-at price).' })
  @IsOptional()
  onSale?: boolean;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt()
  @Min(1, { message: 'The page number starts at 1.' })
  page: number = 1;

  @Field(() => Int, {
    defaultValue: PRODUCT_LIST_DEFAULT_PAGE_SIZE,
    description: `One of ${GRAPHQL_PAGE_SIZES.join(', ')}.`,
  })
  @IsIn(GRAPHQL_PAGE_SIZES, { message: `The page size must be one of ${GRAPHQL_PAGE_SIZES.join(', ')}.` })
  pageSize: number = PRODUCT_LIST_DEFAULT_PAGE_SIZE;
}
