import { useSearchParams } from 'react-router-dom';
import { positiveInt, withPage } from '../../../lib/query-params';

/** Spec section 9: results per page on the product list, 30 by default. */
export const PAGE_SIZES = [30, 60, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 30;

/** The product list's filters. They live in the query string, so a filtered page can be bookmarked and Back works. */
export interface SearchFilters {
  productType: string;
  brand: string;
  flavor: string;
  /** The page's own search text; null when the query string has none (the route's /search/{text} applies). */
  q: string | null;
  page: number;
  pageSize: PageSize;
}

export type FilterChange = Partial<Pick<SearchFilters, 'productType' | 'brand' | 'flavor' | 'q' | 'pageSize'>>;

/** Query-string names: short, and stable because they end up in bookmarks. */
export const SEARCH_PARAM = {
  productType: 'type',
  brand: 'brand',
  flavor: 'flavor',
  q: 'q',
  page: 'page',
  pageSize: 'size',
} as const;

export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const size = positiveInt(params.get(SEARCH_PARAM.pageSize));
  return {
    productType: params.get(SEARCH_PARAM.productType) ?? '',
    brand: params.get(SEARCH_PARAM.brand) ?? '',
    flavor: params.get(SEARCH_PARAM.flavor) ?? '',
    q: params.get(SEARCH_PARAM.q),
    page: positiveInt(params.get(SEARCH_PARAM.page)) ?? 1,
    pageSize: PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_PAGE_SIZE,
  };
}

/** Writes a change into a copy of the query string; defaults are left out to keep URLs short. */
export function applyFilterChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof FilterChange, FilterChange[keyof FilterChange]][]) {
    const name = SEARCH_PARAM[key];
    if (value === undefined) continue;
    if (value === null || (value === '' && key !== 'q') || (key === 'pageSize' && value === DEFAULT_PAGE_SIZE)) {
      next.delete(name);
    } else {
      next.set(name, String(value));
    }
  }
  // Whatever changed what is listed, the shopper starts again on page 1.
  next.delete(SEARCH_PARAM.page);
  return next;
}

/** The filter state of the product list, read from and written to the URL's query string. */
export function useSearchParamsState() {
  const [params, setParams] = useSearchParams();
  const filters = parseSearchFilters(params);

  const setFilters = (change: FilterChange) => setParams((current) => applyFilterChange(current, change));

  const setPage = (page: number) => setParams((current) => withPage(current, page, SEARCH_PARAM.page));

  const clearFilters = () => setParams(new URLSearchParams());

  return { filters, setFilters, setPage, clearFilters };
}
