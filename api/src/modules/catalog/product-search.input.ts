import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsOptional, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../common/money.scalar';
import {
  GRAPHQL_PAGE_SIZES,
  MAX_FACET_VALUES,
  MAX_SEARCH_TEXT_LENGTH,
  PRODUCT_LIST_DEFAULT_PAGE_SIZE,
} from './catalog.constants';
import type { SortOrder } from './product-filters.types';

const NAME_MAX = 120;

export const ProductSort = {
  RELEVANCE: 'RELEVANCE',
  FEATURED: 'FEATURED',
  PRICE_LOW_TO_HIGH: 'PRICE_LOW_TO_HIGH',
  PRICE_HIGH_TO_LOW: 'PRICE_HIGH_TO_LOW',
  NEWEST: 'NEWEST',
  NAME: 'NAME',
} as const satisfies Record<SortOrder, SortOrder>;

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'How a list of products is ordered. Without one: RELEVANCE with search text, FEATURED without.',
  valuesConfig: {
    RELEVANCE: { description: 'Best match to the search text first (an exact name first); FEATURED without text.' },
    FEATURED: { description: 'The home page’s showcase first, then the catalogue’s own order.' },
    PRICE_LOW_TO_HIGH: { description: 'Cheapest first.' },
    PRICE_HIGH_TO_LOW: { description: 'Dearest first.' },
    NEWEST: { description: 'Most recently added first.' },
    NAME: { description: 'Name from A to Z.' },
  },
});

@InputType({ description: 'A price range in cents; either end may be left open. Both ends are included.' })
export class PriceRangeInput {
  @Field(() => MoneyScalar, { nullable: true, description: 'Lowest price in cents; null or absent: no lower bound.' })
  @IsOptional()
  @Min(0, { message: 'A price cannot be negative.' })
  min?: number | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'Highest price in cents; null or absent: no upper bound.' })
  @IsOptional()
  @Min(0, { message: 'A price cannot be negative.' })
  max?: number | null;
}

const facetList = (facet: string) =>
  `Any of these ${facet} names, in any case (combined with the single field, if given). ` +
  `An unknown name is refused (BAD_USER_INPUT).`;

@InputType({
  description:
    'Filters combine with AND; the values of one facet with OR. An empty or missing filter means no restriction.',
})
export class ProductSearchInput {
  @Field(() => String, { nullable: true, description: 'Category name, slug or label; "&" means any.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  category?: string;

  @Field(() => String, { nullable: true, description: 'Subcategory (product line) name.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  subcategory?: string;

  @Field(() => String, { nullable: true, description: 'One product type, any case; see productTypes.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  productType?: string;

  @Field(() => String, { nullable: true, description: 'One brand, any case; see brands.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  brand?: string;

  @Field(() => String, { nullable: true, description: 'One flavor, any case; see flavors.' })
  @IsOptional()
  @MaxLength(NAME_MAX)
  flavor?: string;

  @Field(() => [String], { nullable: true, description: facetList('product type') })
  @IsOptional()
  @ArrayMaxSize(MAX_FACET_VALUES, { message: `A filter takes at most ${MAX_FACET_VALUES} values.` })
  @MaxLength(NAME_MAX, { each: true })
  productTypes?: string[];

  @Field(() => [String], { nullable: true, description: facetList('brand') })
  @IsOptional()
  @ArrayMaxSize(MAX_FACET_VALUES, { message: `A filter takes at most ${MAX_FACET_VALUES} values.` })
  @MaxLength(NAME_MAX, { each: true })
  brands?: string[];

  @Field(() => [String], { nullable: true, description: facetList('flavor') })
  @IsOptional()
  @ArrayMaxSize(MAX_FACET_VALUES, { message: `A filter takes at most ${MAX_FACET_VALUES} values.` })
  @MaxLength(NAME_MAX, { each: true })
  flavors?: string[];

  @Field(() => PriceRangeInput, { nullable: true, description: 'Only products priced within this range.' })
  @IsOptional()
  @ValidateNested()
  price?: PriceRangeInput;

  @Field(() => Boolean, { nullable: true, description: 'Only products with units in stock.' })
  @IsOptional()
  @IsBoolean()
  inStock?: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Words of the name, brand, product line, flavor, type or description, in any order, case or accents; ' +
      'typos and words run together are forgiven.',
  })
  @IsOptional()
  @MaxLength(MAX_SEARCH_TEXT_LENGTH, { message: `Search text is at most ${MAX_SEARCH_TEXT_LENGTH} characters.` })
  search?: string;

  @Field(() => Boolean, { nullable: true, description: 'true: only products on sale (with a compare-at price).' })
  @IsOptional()
  onSale?: boolean;

  @Field(() => ProductSort, { nullable: true, description: 'The order; absent: RELEVANCE with text, else FEATURED.' })
  @IsOptional()
  sort?: SortOrder;

  @Field(() => Int, { defaultValue: 1, description: 'The page to answer, from 1.' })
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
