import { useSearchParams } from 'react-router-dom';
import { positiveInt, wholeNumber, withPage } from '../../lib/query-params';
import { DEFAULT_LISTING_PAGE_SIZE, LISTING_PAGE_SIZES, type ListingPageSize } from './listing-config';

/** A listing's filters; they live in the query string so a filtered page can be bookmarked and Back works. */
export interface ListingFilters {
  q: string;
  productType: string;
  brand: string;
  flavor: string;
  page: number;
  pageSize: ListingPageSize;
  /** Which section of a page with several (Knives & Hats): its index, 0 by default. */
  section: number;
}

export type ListingChange = Partial<Omit<ListingFilters, 'page'>>;

/** Query-string names, stable because they end up in bookmarks. */
export const LISTING_PARAM = {
  q: 'q',
  productType: 'type',
  brand: 'brand',
  flavor: 'flavor',
  page: 'page',
  pageSize: 'size',
  section: 'show',
} as const;

export function parseListingFilters(
  params: URLSearchParams,
  defaultPageSize: ListingPageSize = DEFAULT_LISTING_PAGE_SIZE,
): ListingFilters {
  const size = wholeNumber(params.get(LISTING_PARAM.pageSize));
  return {
    q: params.get(LISTING_PARAM.q)?.trim() ?? '',
    productType: params.get(LISTING_PARAM.productType) ?? '',
    brand: params.get(LISTING_PARAM.brand) ?? '',
    flavor: params.get(LISTING_PARAM.flavor) ?? '',
    page: positiveInt(params.get(LISTING_PARAM.page)) ?? 1,
    pageSize: LISTING_PAGE_SIZES.find((allowed) => allowed === size) ?? defaultPageSize,
    section: wholeNumber(params.get(LISTING_PARAM.section)) ?? 0,
  };
}

/**
 * Writes a change into a copy of the query string, leaving defaults out. Whatever changed what is listed
 * (a filter, the page size, the section), the shopper starts again on page 1 (spec section 4).
 */
export function applyListingChange(
  params: URLSearchParams,
  change: ListingChange,
  defaultPageSize: ListingPageSize = DEFAULT_LISTING_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(change) as (keyof ListingChange)[]) {
    const value = change[key];
    if (value === undefined) continue;
    const isDefault =
      value === '' || (key === 'pageSize' && value === defaultPageSize) || (key === 'section' && value === 0);
    if (isDefault) next.delete(LISTING_PARAM[key]);
    else next.set(LISTING_PARAM[key], String(value));
  }
  // A new section is a new list: its filters start over too.
  if (change.section !== undefined) {
    for (const key of ['q', 'productType', 'brand', 'flavor'] as const) next.delete(LISTING_PARAM[key]);
  }
  next.delete(LISTING_PARAM.page);
  return next;
}

export function useListingParams(defaultPageSize: ListingPageSize = DEFAULT_LISTING_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const filters = parseListingFilters(params, defaultPageSize);

  const change = (value: ListingChange) => setParams((current) => applyListingChange(current, value, defaultPageSize));

  const setPage = (page: number) => setParams((current) => withPage(current, page, LISTING_PARAM.page));

  /** The query string of a section's link (its filters start over). */
  const sectionSearch = (section: number) => {
    const next = applyListingChange(params, { section }, defaultPageSize);
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  return { filters, change, setPage, sectionSearch };
}
