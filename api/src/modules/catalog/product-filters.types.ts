import type { CategoryScope } from './catalog-taxonomy.cache';

/** How a page of products is ordered (the GraphQL enum ProductSort has the same names). */
export type SortOrder = 'RELEVANCE' | 'FEATURED' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'NEWEST' | 'NAME';

/**
 * A search's filters, resolved to ids. A facet's list means any of those values (null: no restriction);
 * facets combine with AND.
 */
export interface ResolvedFilters {
  scope: CategoryScope;
  productTypeIds: number[] | null;
  brandIds: number[] | null;
  flavorIds: number[] | null;
  /** Price range in cents, both ends included; null for an open end. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** Only products with a compare-at price. */
  onSale: boolean;
  /** The trimmed search text, or null for none. */
  text: string | null;
  /** Products with any word of the text, instead of all (see search-text.sql.ts). */
  anyWord: boolean;
}

/** A search with no text and no filter, for callers (the benchmark, tests) to set what they need over. */
export const NO_FILTERS: Readonly<ResolvedFilters> = Object.freeze({
  scope: { categoryIds: null, subcategoryIds: null },
  productTypeIds: null,
  brandIds: null,
  flavorIds: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
  text: null,
  anyWord: false,
});
