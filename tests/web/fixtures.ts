import type { MockLink } from '@apollo/client/testing';
import {
  type CategoryCardFieldsFragment,
  type HomePageQuery,
  HomePageDocument,
  MenuGroupsDocument,
  type MenuGroupsQuery,
  PopularCategoriesDocument,
  type ProductSearchInput,
  SearchSuggestionsDocument,
  type SearchSuggestionsQuery,
  SearchProductsDocument,
  type SearchProductsQuery,
} from '../../web/src/graphql/__generated__/graphql';

type Typed<T> = T & { __typename: string };

const menuItem = (name: string, slug: string | null) => ({
  __typename: 'MenuItem' as const,
  name,
  label: name,
  pic: slug === null ? null : `/media/categories/${slug}.svg?v=abc`,
});
const menuGroup = (name: string, items: ReturnType<typeof menuItem>[]) => ({
  __typename: 'MenuGroup' as const,
  name,
  items,
});

export const MENU_GROUPS: MenuGroupsQuery['menuGroups'] = [
  menuGroup('All Categories', [menuItem('Candies', 'candies')]),
  menuGroup('Vapes', [menuItem('Geek Bar Pulse 25000', 'geek-bar-pulse-25000')]),
  menuGroup('Pipes & Glass', [menuItem('Glass', 'glass-pipes'), menuItem('Oil Burner', null)]),
  menuGroup('Smoke Accessories', [menuItem('Scales', 'scales')]),
];

export function menuGroupsMock(): MockLink.MockedResponse {
  return {
    request: { query: MenuGroupsDocument },
    result: { data: { menuGroups: MENU_GROUPS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function card(id: string, name: string, extra: Partial<CategoryCardFieldsFragment> = {}) {
  return {
    __typename: 'CategoryCard',
    id,
    name,
    label: name,
    pic: `/media/categories/${id}.svg`,
    parent: null,
    ...extra,
  } satisfies Typed<CategoryCardFieldsFragment>;
}

export function product(id: number, name = `Product ${id}`, price = 1999, compareAtPrice: number | null = null) {
  return {
    __typename: 'Product' as const,
    id: String(id),
    slug: `product-${id}`,
    name,
    price,
    compareAtPrice,
    savingPercent: compareAtPrice === null ? null : Math.round(((compareAtPrice - price) * 100) / compareAtPrice),
    image: `/media/products/p-${id}.svg`,
    category: 'Vapes',
    subcategory: null,
  };
}

export function products(count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => product(from + i));
}

export function homeData(overrides: Partial<HomePageQuery> = {}): HomePageQuery {
  return {
    topVapes: [
      card('geek', 'Geek Bar Pulse 25000', { parent: 'Vapes' }),
      card('nova', 'Nova Cloud 12000', { parent: 'Vapes', pic: null }),
    ],
    topSelling: [card('zephyr', 'Zephyr Max 15K', { parent: 'Vapes' })],
    others: [card('glass', 'Pipes & Glass', { label: 'Glass' }), card('candies', 'Candies')],
    saleSummary: { __typename: 'SaleSummary', productCount: 85, largestSavingPercent: 20 },
    vapeKitTabs: [
      { __typename: 'VapeKitTab', name: 'Disposable Vape', products: products(14) },
      { __typename: 'VapeKitTab', name: 'Vape Kits', products: products(12, 100) },
      { __typename: 'VapeKitTab', name: 'Vape Juice', products: [] },
    ],
    ...overrides,
  };
}

export function homePageMock(data: HomePageQuery = homeData()): MockLink.MockedResponse {
  return { request: { query: HomePageDocument }, result: { data } };
}

/**
 * A small catalogue the search mock filters like the API: filters AND, the values of one facet OR, facets counted
 * over the others; the search text is a part of the name; a price range and In stock; price and name sorts.
 */
interface CatalogueItem {
  id: number;
  name: string;
  category: string;
  subcategory: string;
  brand: string;
  flavor: string;
  productType: string;
  price: number;
  stock: number;
}

const BRANDS = ['Geek Bar', 'Lost Mary', 'Raz'];
const FLAVORS = ['Mint', 'Berry'];
const TYPES = ['Disposable Vape', 'Vape Kits'];

export const CATALOGUE: CatalogueItem[] = Array.from({ length: 70 }, (_, i) => ({
  id: i + 1,
  name: `${BRANDS[i % 3]} ${FLAVORS[i % 2]} ${i + 1}`,
  category: 'Vapes',
  subcategory: i < 40 ? 'Geek Bar Pulse 25000' : 'Raz TN9000',
  brand: BRANDS[i % 3]!,
  flavor: FLAVORS[i % 2]!,
  productType: TYPES[i % 5 === 0 ? 1 : 0]!,
  price: 1000 + (i + 1) * 50,
  stock: i % 7 === 0 ? 0 : 20,
}));

/** One in seven is on sale, $5 off, like the demo seed's share. */
const onSale = (item: CatalogueItem) => item.id % 7 === 3;

type Dimension = 'brand' | 'flavor' | 'productType';

const LISTS: Record<Dimension, 'brands' | 'flavors' | 'productTypes'> = {
  brand: 'brands',
  flavor: 'flavors',
  productType: 'productTypes',
};

function chosen(input: ProductSearchInput, dimension: Dimension): string[] {
  const one = input[dimension];
  return [...(one ? [one] : []), ...(input[LISTS[dimension]] ?? [])].map((v) => v.toLowerCase());
}

function matches(item: CatalogueItem, input: ProductSearchInput, except?: Dimension): boolean {
  const same = (a: string, b: string | null | undefined) => !b || a.toLowerCase() === b.toLowerCase();
  const facet = (dimension: Dimension) => {
    const values = chosen(input, dimension);
    return except === dimension || !values.length || values.includes(item[dimension].toLowerCase());
  };
  const { min, max } = input.price ?? {};
  return (
    (!input.category || input.category === '&' || same(item.category, input.category)) &&
    same(item.subcategory, input.subcategory) &&
    (!input.search || item.name.toLowerCase().includes(input.search.trim().toLowerCase())) &&
    facet('brand') &&
    facet('flavor') &&
    facet('productType') &&
    (min === null || min === undefined || item.price >= min) &&
    (max === null || max === undefined || item.price <= max) &&
    (!input.inStock || item.stock > 0) &&
    (!input.onSale || onSale(item))
  );
}

function facet(input: ProductSearchInput, dimension: Dimension) {
  const counts = new Map<string, number>();
  for (const item of CATALOGUE) {
    if (matches(item, input, dimension)) counts.set(item[dimension], (counts.get(item[dimension]) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => ({ __typename: 'Facet', name, count }));
}

const SORTS: Partial<Record<NonNullable<ProductSearchInput['sort']>, (a: CatalogueItem, b: CatalogueItem) => number>> =
  {
    PRICE_LOW_TO_HIGH: (a, b) => a.price - b.price || a.id - b.id,
    PRICE_HIGH_TO_LOW: (a, b) => b.price - a.price || b.id - a.id,
    NAME: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  };

/** The spelling the mock "knows" for a typo, as the API's Did you mean. */
export const DID_YOU_MEAN: Readonly<Record<string, string>> = { lsot: 'Lost Mary' };

export function searchResult(input: ProductSearchInput): SearchProductsQuery {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 30;
  const found = CATALOGUE.filter((item) => matches(item, input)).sort(SORTS[input.sort ?? 'FEATURED'] ?? (() => 0));
  return {
    searchProducts: {
      __typename: 'ProductSearchResult',
      total: found.length,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(found.length / pageSize)),
      sort: input.sort ?? (input.search ? 'RELEVANCE' : 'FEATURED'),
      didYouMean: found.length ? null : (DID_YOU_MEAN[input.search?.trim().toLowerCase() ?? ''] ?? null),
      products: found.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
        __typename: 'Product',
        id: String(item.id),
        slug: `catalogue-product-${item.id}`,
        name: item.name,
        price: item.price,
        compareAtPrice: onSale(item) ? item.price + 500 : null,
        savingPercent: onSale(item) ? Math.round(50000 / (item.price + 500)) : null,
        image: `/media/products/p-${item.id}.svg`,
        category: item.category,
        subcategory: item.subcategory,
        brand: item.brand,
        flavor: item.flavor,
        productType: item.productType,
      })),
      facets: {
        __typename: 'ProductFacets',
        productTypes: facet(input, 'productType'),
        brands: facet(input, 'brand'),
        flavors: facet(input, 'flavor'),
      },
    },
  } as SearchProductsQuery;
}

/** Answers every SearchProducts request from the catalogue above and records the inputs it was asked. */
export function searchProductsMock(seen: ProductSearchInput[] = []): MockLink.MockedResponse {
  return {
    request: { query: SearchProductsDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as ProductSearchInput;
      seen.push(input);
      return { data: searchResult(input) };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The home page's category circles, which the search offers when nothing matches. */
export function popularCategoriesMock(): MockLink.MockedResponse {
  return {
    request: { query: PopularCategoriesDocument },
    result: {
      data: {
        categoryCards: [
          { __typename: 'CategoryCard', id: 'glass', name: 'Pipes & Glass', label: 'Glass' },
          { __typename: 'CategoryCard', id: 'candies', name: 'Candies', label: 'Candies' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Typename = { __typename: string };
type SuggestionData = SearchSuggestionsQuery['searchSuggestions'][number];

export const SUGGESTIONS: (SuggestionData & Typename)[] = [
  { __typename: 'SearchSuggestion', kind: 'BRAND', label: 'Geek Bar', category: null, product: null },
  { __typename: 'SearchSuggestion', kind: 'LINE', label: 'Geek Bar Pulse 25000', category: 'Vapes', product: null },
  {
    __typename: 'SearchSuggestion',
    kind: 'PRODUCT',
    label: 'Geek Bar Pulse 25000 Cool Mint',
    category: null,
    product: {
      __typename: 'Product',
      id: '7',
      slug: 'geek-bar-pulse-25000-cool-mint',
      name: 'Geek Bar Pulse 25000 Cool Mint',
      price: 1999,
      image: '/media/products/p-7.svg',
    } as NonNullable<SuggestionData['product']> & Typename,
  },
];

/** Type-ahead: the suggestions above for a text starting with "ge", none for anything else; records what was asked. */
export function searchSuggestionsMock(seen: string[] = []): MockLink.MockedResponse {
  return {
    request: { query: SearchSuggestionsDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const text = String(variables.text);
      seen.push(text);
      return { data: { searchSuggestions: text.toLowerCase().startsWith('ge') ? SUGGESTIONS : [] } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
