import { Arg, ID, Query, Resolver } from 'type-graphql';
import { PublicAnswer } from '../../common/public-answer';
import { badInput } from '../../errors';
import { PRODUCT_LIST_DEFAULT_PAGE_SIZE } from './catalog.constants';
import type { CatalogService } from './catalog.service';
import { CategoryIndexEntry } from './category-index.types';
import { CategoryCard, HomeGroup, MenuGroup, VapeKitTab } from './home.types';
import { ProductSearchInput } from './product-search.input';
import { Product, ProductSearchResult, SaleSummary } from './product.type';
import { SearchSuggestion } from './search-suggestion.types';

function pageSizeOf(args: Record<string, unknown>): number {
  const size = (args.input as { pageSize?: unknown } | undefined)?.pageSize;
  return typeof size === 'number' && size > 0 ? size : PRODUCT_LIST_DEFAULT_PAGE_SIZE;
}

/** The cost of one search's database work: a fifth of QUERY_LIMITS.maxCost, so at most four per request. */
const SEARCH_COST = 1_000;
/** Type-ahead is one statement over a bounded set of candidates: half a search. */
const SUGGESTIONS_COST = SEARCH_COST / 2;

@Resolver()
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => ProductSearchResult, {
    description:
      'Products matching the filters, one page of them, and the facet counts. A page past the last is an error.',
    // A search is real database work (two statements) whatever its size, plus its page in proportion:
    // aliases can repeat it only a few times within the cost limit.
    complexity: ({ args, childComplexity }) => SEARCH_COST + childComplexity * Math.ceil(pageSizeOf(args) / 10),
  })
  @PublicAnswer({ kept: false })
  searchProducts(
    @Arg('input', () => ProductSearchInput, { description: 'Filters, text, sort and page.' }) input: ProductSearchInput,
  ): Promise<ProductSearchResult> {
    return this.catalog.search(input);
  }

  @Query(() => [SearchSuggestion], {
    description:
      'Type-ahead for the search box: up to 8 brands, product lines, categories and products for the text, ' +
      'best first; none for a text under 2 characters.',
    complexity: ({ childComplexity }) => SUGGESTIONS_COST + childComplexity,
  })
  @PublicAnswer({ kept: false })
  searchSuggestions(
    @Arg('text', () => String, { description: 'What the shopper has typed so far; 2 characters or more.' })
    text: string,
  ): Promise<SearchSuggestion[]> {
    return this.catalog.suggestions(text);
  }

  @Query(() => Product, {
    nullable: true,
    description: 'One product by id or by slug (give exactly one); null when no active product has it.',
  })
  @PublicAnswer({ kept: false })
  product(
    @Arg('id', () => ID, { nullable: true, description: 'The product id; give this or slug.' }) id?: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The product page URL key; give this or id.' })
    slug?: string | null,
  ): Promise<Product | null> {
    if ((id === null || id === undefined) === (slug === null || slug === undefined)) {
      throw badInput('Ask for a product by its id or by its slug, one of the two.');
    }
    if (slug !== null && slug !== undefined) return this.catalog.productBySlug(slug);
    const numeric = Number(id);
    return Number.isSafeInteger(numeric) && numeric > 0 ? this.catalog.product(numeric) : Promise.resolve(null);
  }

  @Query(() => SaleSummary, { description: 'What is on sale: the home banner shows its largest saving.' })
  @PublicAnswer()
  saleSummary(): Promise<SaleSummary> {
    return this.catalog.saleSummary();
  }

  @Query(() => [CategoryCard], { description: 'Home-page category cards of one group.' })
  @PublicAnswer()
  categoryCards(
    @Arg('group', () => HomeGroup, { description: 'The group of cards.' }) group: HomeGroup,
  ): Promise<CategoryCard[]> {
    return this.catalog.categoryCards(group);
  }

  @Query(() => [VapeKitTab], { description: 'The vape-kit tabs of the home page with their products.' })
  @PublicAnswer()
  vapeKitTabs(): Promise<VapeKitTab[]> {
    return this.catalog.vapeKitTabs();
  }

  @Query(() => [CategoryIndexEntry], { description: 'Every top-level category with its subcategories.' })
  @PublicAnswer()
  categoryIndex(): Promise<CategoryIndexEntry[]> {
    return this.catalog.categoryIndex();
  }

  @Query(() => [MenuGroup], { description: 'The dropdown groups of the header menu.' })
  @PublicAnswer()
  menuGroups(): Promise<MenuGroup[]> {
    return this.catalog.menuGroups();
  }
}
