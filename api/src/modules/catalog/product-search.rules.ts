import { badInput } from '../../errors';
import { MAX_PAGE_SIZE, MAX_SEARCH_TEXT_LENGTH } from './catalog.constants';
import type { Taxonomy } from './catalog-taxonomy.cache';
import type { ResolvedFilters, SortOrder } from './product-filters.types';

/** What a caller of the search may ask, in names (GraphQL and the legacy REST call 7). */
export interface ProductQuery {
  category?: string | null;
  subcategory?: string | null;
  /** One value each: the legacy fields, combined with the lists below. */
  productType?: string | null;
  brand?: string | null;
  flavor?: string | null;
  productTypes?: readonly string[] | null;
  brands?: readonly string[] | null;
  flavors?: readonly string[] | null;
  price?: { min?: number | null; max?: number | null } | null;
  inStock?: boolean | null;
  onSale?: boolean | null;
  search?: string | null;
  sort?: SortOrder | null;
  page: number;
  pageSize: number;
}

/**
 * What a facet value the catalogue does not know means: GraphQL refuses it (BAD_USER_INPUT); the legacy REST
 * call 7 keeps its contract, where it matches nothing.
 */
export type UnknownFacetValue = 'refuse' | 'match-nothing';

const FACETS = [
  { one: 'productType', many: 'productTypes', index: 'productTypes', noun: 'product type' },
  { one: 'brand', many: 'brands', index: 'brands', noun: 'brand' },
  { one: 'flavor', many: 'flavors', index: 'flavors', noun: 'flavor' },
] as const;

const blank = (value: string | null | undefined): boolean => !value || !value.trim();

/** The search text trimmed; too long a text, or one with a NUL (which PostgreSQL cannot take), is refused. */
export function searchText(raw: string | null | undefined): string {
  const text = raw?.trim() ?? '';
  if (text.length > MAX_SEARCH_TEXT_LENGTH)
    throw badInput(`Search text is at most ${MAX_SEARCH_TEXT_LENGTH} characters.`);
  if (text.includes('\0')) throw badInput('Text must not contain NUL characters.');
  return text;
}

/** Checks the paging and the text, the price range and the sort; names become ids (see UnknownFacetValue). */
export function resolveProductQuery(
  query: ProductQuery,
  taxonomy: Taxonomy,
  unknown: UnknownFacetValue,
): ResolvedFilters {
  const { page, pageSize } = query;
  if (!Number.isInteger(page) || page < 1) throw badInput('The page number starts at 1.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  const text = searchText(query.search);
  const min = query.price?.min ?? null;
  const max = query.price?.max ?? null;
  for (const end of [min, max]) {
    if (end !== null && (!Number.isSafeInteger(end) || end < 0))
      throw badInput('A price is a whole number of cents, not negative.');
  }
  if (min !== null && max !== null && min > max) {
    throw badInput('The lowest price must not be above the highest: swap them, or leave one out.');
  }

  const ids = {} as Record<(typeof FACETS)[number]['one'], number[] | null>;
  for (const facet of FACETS) {
    const names = [query[facet.one], ...(query[facet.many] ?? [])].filter((n): n is string => !blank(n));
    const found = names.map((name) => {
      const id = taxonomy[facet.index].idOf(name);
      if (id === -1 && unknown === 'refuse') throw badInput(`There is no ${facet.noun} “${name.trim()}”.`);
      return id;
    });
    ids[facet.one] = found.length ? [...new Set(found)] : null;
  }
  return {
    scope: taxonomy.scope(query.category ?? undefined, query.subcategory ?? undefined),
    productTypeIds: ids.productType,
    brandIds: ids.brand,
    flavorIds: ids.flavor,
    minPrice: min,
    maxPrice: max,
    inStock: query.inStock === true,
    onSale: query.onSale === true,
    text: text || null,
    anyWord: false,
  };
}

/**
 * Whether a search that finds nothing asks again for products with any of its words: when its text has more
 * than one word (stop words aside, which PostgreSQL knows; asking again for one is harmless). The text search
 * statement does it itself (see textSearchStatement).
 */
export function widensToAnyWord(filters: ResolvedFilters): boolean {
  return !filters.anyWord && filters.text !== null && /[\p{L}\p{N}]+[^\p{L}\p{N}]+[\p{L}\p{N}]/u.test(filters.text);
}

/** The order in force: the one asked, else relevance with search text and featured without. */
export function sortInForce(sort: SortOrder | null | undefined, filters: ResolvedFilters): SortOrder {
  if (sort && !(sort === 'RELEVANCE' && filters.text === null)) return sort;
  return filters.text === null ? 'FEATURED' : 'RELEVANCE';
}
