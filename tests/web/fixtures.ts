import type { MockLink } from '@apollo/client/testing';
import {
  type CategoryCardFieldsFragment,
  type HomePageQuery,
  HomePageDocument,
  MenuGroupsDocument,
  type MenuGroupsQuery,
  type ProductSearchInput,
  SearchProductsDocument,
  type SearchProductsQuery,
} from '../../web/src/graphql/__generated__/graphql';

type Typed<T> = T & { __typename: string };

const menuItem = (name: string, label = name) => ({ __typename: 'MenuItem' as const, name, label });
const menuGroup = (name: string, items: ReturnType<typeof menuItem>[]) => ({
  __typename: 'MenuGroup' as const,
  name,
  items,
});

export const MENU_GROUPS: MenuGroupsQuery['menuGroups'] = [
  menuGroup('All Categories', [menuItem('Candies')]),
  menuGroup('Vapes', [menuItem('Geek Bar Pulse 25000')]),
  menuGroup('Pipes & Glass', [menuItem('Glass'), menuItem('Oil Burner')]),
  menuGroup('Smoke Accessories', [menuItem('Scales')]),
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

export function product(id: number, name = `Product ${id}`, price = 1999) {
  return {
    __typename: 'Product' as const,
    id: String(id),
    name,
    price,
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

/** A small catalogue the search mock filters like the API: filters AND, facets counted over the others. */
interface CatalogueItem {
  id: number;
  name: string;
  category: string;
  subcategory: string;
  brand: string;
  flavor: string;
  productType: string;
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
}));

type Dimension = 'brand' | 'flavor' | 'productType';

function matches(item: CatalogueItem, input: ProductSearchInput, except?: Dimension): boolean {
  const same = (a: string, b: string | null | undefined) => !b || a.toLowerCase() === b.toLowerCase();
  return (
    (!input.category || input.category === '&' || same(item.category, input.category)) &&
    same(item.subcategory, input.subcategory) &&
    (!input.search || item.name.toLowerCase().includes(input.search.trim().toLowerCase())) &&
    (except === 'brand' || same(item.brand, input.brand)) &&
    (except === 'flavor' || same(item.flavor, input.flavor)) &&
    (except === 'productType' || same(item.productType, input.productType))
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

export function searchResult(input: ProductSearchInput): SearchProductsQuery {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 30;
  const found = CATALOGUE.filter((item) => matches(item, input));
  return {
    searchProducts: {
      __typename: 'ProductSearchResult',
      total: found.length,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(found.length / pageSize)),
      products: found.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
        __typename: 'Product',
        id: String(item.id),
        name: item.name,
        price: 1000 + item.id,
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
