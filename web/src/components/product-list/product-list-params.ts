import type { ProductSearchInput, ProductSort } from '../../graphql/__generated__/graphql';
import { allowedSize, positiveInt, wholeNumber } from '../../lib/query-params';

/** Query-string names: short, and stable because they end up in bookmarks. A facet repeats for each value. */
export const PRODUCT_LIST_PARAM = {
  q: 'q',
  productTypes: 'type',
  brands: 'brand',
  flavors: 'flavor',
  minPrice: 'min',
  maxPrice: 'max',
  inStock: 'stock',
  onSale: 'sale',
  sort: 'sort',
  page: 'page',
  pageSize: 'size',
  section: 'show',
} as const;

/** The sort orders as the URL spells them. */
export const SORT_PARAM: Readonly<Record<ProductSort, string>> = {
  RELEVANCE: 'relevance',
  FEATURED: 'featured',
  PRICE_LOW_TO_HIGH: 'price-asc',
  PRICE_HIGH_TO_LOW: 'price-desc',
  NEWEST: 'newest',
  NAME: 'name',
};

export const FACETS = ['productTypes', 'brands', 'flavors'] as const;
export type FacetName = (typeof FACETS)[number];

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

/** A price range in cents; null for an open end. */
export interface PriceRange {
  min: number | null;
  max: number | null;
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
  /** Each facet's chosen values (any of them will do). */
  productTypes: string[];
  brands: string[];
  flavors: string[];
  price: PriceRange;
  inStock: boolean;
  onSale: boolean;
  /** The order asked for; null for the default (relevance with search text, featured without). */
  sort: ProductSort | null;
  page: number;
  pageSize: Size;
  /** Which section of a page with several (Knives & Hats): its index, 0 by default. */
  section: number;
  /** Whether anything Clear filters would remove is set. */
  filtered: boolean;
  /** What in the query string cannot be used (an unknown sort, a bad price), in the shopper's words; else null. */
  problem: string | null;
}

export type ProductListChange<Size extends number> = Partial<
  Pick<ProductListState<Size>, 'search' | FacetName | 'price' | 'inStock' | 'onSale' | 'sort' | 'pageSize' | 'section'>
>;

/** What Clear filters removes (the sort, the page size and the section stay). */
const FILTER_PARAMS = ['q', ...FACETS, 'minPrice', 'maxPrice', 'inStock', 'onSale'] as const;

export const PRICE_PROBLEMS = {
  notANumber: 'A price is a number of dollars, such as 19.99.',
  negative: 'A price cannot be negative.',
  reversed: 'The lowest price must not be above the highest: swap them, or leave one out.',
} as const;

/** Dollars as the shopper writes them ("19.99", "20") in cents, or the problem with them. */
export function parseDollars(raw: string): { cents: number } | { problem: string } {
  const text = raw.trim().replace(/^\$/, '');
  if (/^-\s*\$?\d/.test(text)) return { problem: PRICE_PROBLEMS.negative };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return { problem: PRICE_PROBLEMS.notANumber };
  const [whole, part = ''] = text.split('.');
  return { cents: Number(whole) * 100 + Number(part.padEnd(2, '0')) };
}

/** Cents as the URL and the price fields show them: "20" or "19.99". */
export function dollarsOf(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The range's problem (a reversed range), or null. */
export function rangeProblem({ min, max }: PriceRange): string | null {
  return min !== null && max !== null && min > max ? PRICE_PROBLEMS.reversed : null;
}

const uniqueValues = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

function parsePrice(params: URLSearchParams): { price: PriceRange; problem: string | null } {
  const price: PriceRange = { min: null, max: null };
  let problem: string | null = null;
  for (const end of ['min', 'max'] as const) {
    const raw = params.get(PRODUCT_LIST_PARAM[end === 'min' ? 'minPrice' : 'maxPrice']);
    if (raw === null || raw.trim() === '') continue;
    const parsed = parseDollars(raw);
    if ('cents' in parsed) price[end] = parsed.cents;
    else problem ??= parsed.problem;
  }
  return { price, problem: problem ?? rangeProblem(price) };
}

function parseSort(raw: string | null): { sort: ProductSort | null; problem: string | null } {
  if (raw === null || raw === '') return { sort: null, problem: null };
  const found = (Object.keys(SORT_PARAM) as ProductSort[]).find((sort) => SORT_PARAM[sort] === raw);
  return found ? { sort: found, problem: null } : { sort: null, problem: `There is no sort order “${raw}”.` };
}

export function parseProductList<Size extends number>(
  route: ProductListRoute,
  params: URLSearchParams,
  { sizes, defaultSize }: PageSizes<Size>,
): ProductListState<Size> {
  const routeText = route.text?.trim() || undefined;
  const rawQ = params.get(PRODUCT_LIST_PARAM.q)?.trim() ?? null;
  // An empty q means something only as "not the path's text".
  const q = rawQ === '' && !routeText ? null : rawQ;
  const [productTypes, brands, flavors] = FACETS.map((facet) => uniqueValues(params.getAll(PRODUCT_LIST_PARAM[facet])));
  const { price, problem: priceProblem } = parsePrice(params);
  const { sort, problem: sortProblem } = parseSort(params.get(PRODUCT_LIST_PARAM.sort));
  const flag = (name: string) => ['1', 'true'].includes(params.get(name) ?? '');
  const inStock = flag(PRODUCT_LIST_PARAM.inStock);
  const onSale = flag(PRODUCT_LIST_PARAM.onSale);
  return {
    ...(route.category ? { category: route.category } : {}),
    ...(route.subcategory ? { subcategory: route.subcategory } : {}),
    ...(routeText ? { routeText } : {}),
    q,
    search: q ?? routeText ?? '',
    productTypes: productTypes!,
    brands: brands!,
    flavors: flavors!,
    price,
    inStock,
    onSale,
    sort,
    page: positiveInt(params.get(PRODUCT_LIST_PARAM.page)) ?? 1,
    pageSize: allowedSize(params.get(PRODUCT_LIST_PARAM.pageSize), sizes) ?? defaultSize,
    section: wholeNumber(params.get(PRODUCT_LIST_PARAM.section)) ?? 0,
    filtered:
      q !== null ||
      [productTypes, brands, flavors].some((values) => values!.length > 0) ||
      price.min !== null ||
      price.max !== null ||
      inStock ||
      onSale,
    problem: sortProblem ?? priceProblem,
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
    for (const key of FILTER_PARAMS) next.delete(PRODUCT_LIST_PARAM[key]);
    put(PRODUCT_LIST_PARAM.section, change.section === 0 ? null : String(change.section));
  }
  if (change.search !== undefined) put(PRODUCT_LIST_PARAM.q, change.search || (routeText ? '' : null));
  for (const facet of FACETS) {
    const values = change[facet];
    if (values !== undefined) replaceAll(next, PRODUCT_LIST_PARAM[facet], uniqueValues(values));
  }
  if (change.price !== undefined) {
    put(PRODUCT_LIST_PARAM.minPrice, change.price.min === null ? null : dollarsOf(change.price.min));
    put(PRODUCT_LIST_PARAM.maxPrice, change.price.max === null ? null : dollarsOf(change.price.max));
  }
  if (change.inStock !== undefined) put(PRODUCT_LIST_PARAM.inStock, change.inStock ? '1' : null);
  if (change.onSale !== undefined) put(PRODUCT_LIST_PARAM.onSale, change.onSale ? '1' : null);
  if (change.sort !== undefined) put(PRODUCT_LIST_PARAM.sort, change.sort === null ? null : SORT_PARAM[change.sort]);
  if (change.pageSize !== undefined) {
    put(PRODUCT_LIST_PARAM.pageSize, change.pageSize === defaultSize ? null : String(change.pageSize));
  }
  next.delete(PRODUCT_LIST_PARAM.page);
  return next;
}

/** Sets a repeated parameter's values where it stood, so removing one value leaves the URL otherwise as it was. */
function replaceAll(params: URLSearchParams, name: string, values: string[]): void {
  const entries = [...params.entries()];
  const at = entries.findIndex(([key]) => key === name);
  const kept = entries.filter(([key]) => key !== name);
  const fresh = values.map((value): [string, string] => [name, value]);
  const start = at === -1 ? kept.length : entries.slice(0, at).filter(([key]) => key !== name).length;
  kept.splice(start, 0, ...fresh);
  for (const key of new Set(entries.map(([key]) => key))) params.delete(key);
  for (const [key, value] of kept) params.append(key, value);
}

/** Clear filters: the search text, the facets, the price, the stock and the sale go; the sort, page size and section stay. */
export function clearProductListFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_PARAMS, 'page'] as const) next.delete(PRODUCT_LIST_PARAM[key]);
  return next;
}

/** What part of the catalogue a page lists, in the search API's terms. */
export type ProductListScope = Pick<ProductSearchInput, 'category' | 'subcategory' | 'productType'>;

/** The page's scope and the shopper's filters as the search API takes them: they all combine. */
export function productSearchInput<Size extends number>(
  scope: ProductListScope,
  state: ProductListState<Size>,
): ProductSearchInput {
  const { min, max } = state.price;
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.subcategory ? { subcategory: scope.subcategory } : {}),
    // The page's own product type wins over the shopper's.
    ...(scope.productType
      ? { productType: scope.productType }
      : state.productTypes.length
        ? { productTypes: state.productTypes }
        : {}),
    ...(state.brands.length ? { brands: state.brands } : {}),
    ...(state.flavors.length ? { flavors: state.flavors } : {}),
    ...(min !== null || max !== null
      ? { price: { ...(min !== null ? { min } : {}), ...(max !== null ? { max } : {}) } }
      : {}),
    ...(state.inStock ? { inStock: true } : {}),
    ...(state.onSale ? { onSale: true } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}
