import type { ProductSearchInput } from '../../graphql/__generated__/graphql';
import { allowedSize, positiveInt, wholeNumber } from '../../lib/query-params';

/** Query-string names: short, and stable because they end up in bookmarks. */
export const PRODUCT_LIST_PARAM = {
  q: 'q',
  productType: 'type',
  brand: 'brand',
  flavor: 'flavor',
  page: 'page',
  pageSize: 'size',
  section: 'show',
} as const;

/** The path parameters of /SearchProduct/{category}/{subcategory} and /SearchProduct/search/{text}. */
export interface ProductListRoute {
  category?: string;
  subcategory?: string;
  text?: string;
}

/** The page sizes a list offers (spec section 9) and the one it starts with. */
export interface PageSizes<Size extends number> {
  sizes: readonly Size[];
  defaultSize: Size;
}

/** A product list's state: the path's scope and the shopper's filters, which live in the query string. */
export interface ProductListState<Size extends number> {
  category?: string;
  subcategory?: string;
  /** The text of /SearchProduct/search/{text}. */
  routeText?: string;
  /** The list's own search text; null when the URL has none, '' only when it clears the path's text. */
  q: string | null;
  /** The search in force: the list's own text, else the path's. */
  search: string;
  productType: string;
  brand: string;
  flavor: string;
  page: number;
  pageSize: Size;
  /** Which section of a page with several (Knives & Hats): its index, 0 by default. */
  section: number;
  /** Whether anything Clear filters would remove is set. */
  filtered: boolean;
}

export type ProductListChange<Size extends number> = Partial<
  Pick<ProductListState<Size>, 'search' | 'productType' | 'brand' | 'flavor' | 'pageSize' | 'section'>
>;

const FILTERS = ['q', 'productType', 'brand', 'flavor'] as const;

export function parseProductList<Size extends number>(
  route: ProductListRoute,
  params: URLSearchParams,
  { sizes, defaultSize }: PageSizes<Size>,
): ProductListState<Size> {
  const routeText = route.text?.trim() || undefined;
  const rawQ = params.get(PRODUCT_LIST_PARAM.q)?.trim() ?? null;
  // An empty q means something only as "not the path's text".
  const q = rawQ === '' && !routeText ? null : rawQ;
  const productType = params.get(PRODUCT_LIST_PARAM.productType) ?? '';
  const brand = params.get(PRODUCT_LIST_PARAM.brand) ?? '';
  const flavor = params.get(PRODUCT_LIST_PARAM.flavor) ?? '';
  return {
    ...(route.category ? { category: route.category } : {}),
    ...(route.subcategory ? { subcategory: route.subcategory } : {}),
    ...(routeText ? { routeText } : {}),
    q,
    search: q ?? routeText ?? '',
    productType,
    brand,
    flavor,
    page: positiveInt(params.get(PRODUCT_LIST_PARAM.page)) ?? 1,
    pageSize: allowedSize(params.get(PRODUCT_LIST_PARAM.pageSize), sizes) ?? defaultSize,
    section: wholeNumber(params.get(PRODUCT_LIST_PARAM.section)) ?? 0,
    filtered: q !== null || Boolean(productType || brand || flavor),
  };
}

export interface ChangeContext<Size extends number> {
  defaultSize: Size;
  /** The path's search text: clearing the box must then say so in the URL (q=), or the path's text returns. */
  routeText?: string;
}

/**
 * Writes a change into a copy of the query string, leaving defaults out. Whatever changed what is listed,
 * the shopper starts again on page 1 (spec section 4); a new section is a new list, so its filters start over.
 */
export function applyProductListChange<Size extends number>(
  params: URLSearchParams,
  change: ProductListChange<Size>,
  { defaultSize, routeText }: ChangeContext<Size>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  if (change.section !== undefined) {
    for (const key of FILTERS) next.delete(PRODUCT_LIST_PARAM[key]);
    put(PRODUCT_LIST_PARAM.section, change.section === 0 ? null : String(change.section));
  }
  if (change.search !== undefined) put(PRODUCT_LIST_PARAM.q, change.search || (routeText ? '' : null));
  for (const key of ['productType', 'brand', 'flavor'] as const) {
    const value = change[key];
    if (value !== undefined) put(PRODUCT_LIST_PARAM[key], value || null);
  }
  if (change.pageSize !== undefined) {
    put(PRODUCT_LIST_PARAM.pageSize, change.pageSize === defaultSize ? null : String(change.pageSize));
  }
  next.delete(PRODUCT_LIST_PARAM.page);
  return next;
}

/** Clear filters: the search text and the facets go, the page size and the section stay. */
export function clearProductListFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTERS, 'page'] as const) next.delete(PRODUCT_LIST_PARAM[key]);
  return next;
}

/** What part of the catalogue a page lists, in the search API's terms. */
export type ProductListScope = Pick<ProductSearchInput, 'category' | 'subcategory' | 'productType'>;

/** The page's scope and the shopper's filters as the search API takes them: they all combine. */
export function productSearchInput<Size extends number>(
  scope: ProductListScope,
  state: ProductListState<Size>,
): ProductSearchInput {
  const productType = scope.productType || state.productType;
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.subcategory ? { subcategory: scope.subcategory } : {}),
    ...(productType ? { productType } : {}),
    ...(state.brand ? { brand: state.brand } : {}),
    ...(state.flavor ? { flavor: state.flavor } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}
