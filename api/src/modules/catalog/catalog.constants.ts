/** Page sizes of spec section 9: the product list and the category listing pages. */
export const PRODUCT_LIST_PAGE_SIZES = [30, 60, 100] as const;
export const PRODUCT_LIST_DEFAULT_PAGE_SIZE = 30;
export const CATEGORY_LISTING_PAGE_SIZES = [3, 6, 30, 50] as const;
export const GRAPHQL_PAGE_SIZES: readonly number[] = [
  ...new Set([...CATEGORY_LISTING_PAGE_SIZES, ...PRODUCT_LIST_PAGE_SIZES]),
].sort((a, b) => a - b);

/** Upper bound for any caller of the service (the legacy REST call 7 allows up to 500). */
export const MAX_PAGE_SIZE = 500;
/** The legacy REST call 7 answers this many products when the client names no page size. */
export const LEGACY_DEFAULT_PAGE_SIZE = 100;
export const MAX_SEARCH_TEXT_LENGTH = 200;
/** Most values a shopper may tick in one filter (the largest, brands, has about 80). */
export const MAX_FACET_VALUES = 100;
/** Type-ahead: suggestions start from this many characters, and at most this many are answered. */
export const SUGGESTIONS_MIN_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;
/** Of those, at most this many name a brand, product line or category; products fill the rest. */
export const MAX_TERM_SUGGESTIONS = 3;

/** The category segment "&" in /SearchProduct/&/{item} means every category (menu "All Categories"). */
export const ANY_CATEGORY = '&';

/** How long the in-memory copy of categories, brands, flavors and types is trusted. */
export const TAXONOMY_TTL_MS = 30_000;

/** A product with fewer units than this is running low: the shop says "Only N left". */
export const LOW_STOCK_THRESHOLD = 10;
