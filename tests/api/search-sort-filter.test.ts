import { print } from 'graphql';
import {
  SearchProductsDocument,
  type SearchProductsQueryVariables,
  SearchSuggestionsDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { textSearchStatement } from '../../api/src/modules/catalog/product-search.sql';
import { NO_FILTERS } from '../../api/src/modules/catalog/product-filters.types';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

type Input = SearchProductsQueryVariables['input'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

const suite = useSuiteApp();
let api: GraphQLClient;
beforeAll(() => {
  api = new GraphQLClient(suite.testApp.url);
});

const search = async (input: Input) => (await api.data(SearchProductsDocument, { input })).searchProducts;
const refusal = async (input: Input) => (await api.request(SearchProductsDocument, { input })).errors?.[0];

/** An independent oracle: ids or a count straight from the tables. */
async function ids(condition: string, order: string, limit = 30): Promise<string[]> {
  const { rows } = await suite.db.query<{ id: number }>(
    `SELECT p.id FROM product p JOIN brand b ON b.id = p.brand_id LEFT JOIN flavor f ON f.id = p.flavor_id
     WHERE p.active AND ${condition} ORDER BY ${order} LIMIT ${limit}`,
  );
  return rows.map((r) => String(r.id));
}

async function countWhere(condition: string, values: unknown[] = []): Promise<number> {
  const { rows } = await suite.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product p JOIN brand b ON b.id = p.brand_id
       LEFT JOIN flavor f ON f.id = p.flavor_id LEFT JOIN product_type t ON t.id = p.product_type_id
     WHERE p.active AND ${condition}`,
    values,
  );
  return rows[0]!.n;
}

const idsOf = (result: { products: { id: string }[] }) => result.products.map((p) => p.id);

describe('sort orders', () => {
  it('lists featured products first without search text: the home page’s showcase, then the catalogue order', async () => {
    const result = await search({});
    expect(result.sort).toBe('FEATURED');
    expect(idsOf(result)).toEqual(await ids('TRUE', '(p.vape_kit_tab IS NULL), p.id'));
    expect(idsOf(await search({ sort: 'RELEVANCE' }))).toEqual(idsOf(result));
  });

  it('ranks by relevance by default with search text', async () => {
    expect((await search({ search: 'mint' })).sort).toBe('RELEVANCE');
    expect((await search({ search: 'mint', sort: 'NAME' })).sort).toBe('NAME');
  });

  it.each([
    ['PRICE_LOW_TO_HIGH', 'p.price_cents, p.id'],
    ['PRICE_HIGH_TO_LOW', 'p.price_cents DESC, p.id DESC'],
    ['NEWEST', 'p.created_at DESC, p.id DESC'],
    ['NAME', 'p.name, p.id'],
  ] as const)('sorts by %s, page after page', async (sort, order) => {
    const first = await search({ sort, brands: ['Geek Bar', 'Raz'], page: 1, pageSize: 6 });
    const second = await search({ sort, brands: ['Geek Bar', 'Raz'], page: 2, pageSize: 6 });
    const expected = await ids(`b.name IN ('Geek Bar', 'Raz')`, order, 12);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(expected);
  });

  it('sorts matches of the search text by price too', async () => {
    const result = await search({ search: 'cool mint', sort: 'PRICE_LOW_TO_HIGH', pageSize: 100 });
    const prices = result.products.map((p) => p.price);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('filters', () => {
  it('takes several values of a facet (OR) and combines facets (AND), each counted over the other filters', async () => {
    const result = await search({ brands: ['Geek Bar', 'Lost Mary'], flavors: ['Mint', 'Berry'], pageSize: 100 });
    const both = `b.name IN ('Geek Bar', 'Lost Mary') AND f.name IN ('Mint', 'Berry')`;
    expect(result.total).toBe(await countWhere(both));
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.products) {
      expect(['Geek Bar', 'Lost Mary']).toContain(p.brand);
      expect(['Mint', 'Berry']).toContain(p.flavor);
    }
    for (const facet of result.facets.brands) {
      expect(facet.count).toBe(await countWhere(`b.name = $1 AND f.name IN ('Mint', 'Berry')`, [facet.name]));
    }
    expect(result.facets.brands.length).toBeGreaterThan(2);
    for (const facet of result.facets.flavors) {
      expect(facet.count).toBe(await countWhere(`f.name = $1 AND b.name IN ('Geek Bar', 'Lost Mary')`, [facet.name]));
    }
    expect(result.facets.flavors.length).toBeGreaterThan(2);
  });

  it('counts several values of a facet over the search text too', async () => {
    const result = await search({ search: 'pulse', flavors: ['Mint', 'Berry', 'Fruit'] });
    for (const facet of result.facets.flavors) {
      expect(facet.count).toBe(await countWhere(`p.name ILIKE '%pulse%' AND f.name = $1`, [facet.name]));
    }
    const inFlavors = `p.name ILIKE '%pulse%' AND f.name IN ('Mint', 'Berry', 'Fruit')`;
    expect(result.total).toBe(await countWhere(inFlavors));
  });

  it('adds the single-value field to the list of its facet', async () => {
    const result = await search({ brand: 'raz', brands: ['ZYN'] });
    expect(result.total).toBe(await countWhere(`b.name IN ('Raz', 'Zyn')`));
  });

  it('keeps prices within the range, both ends included, and counts the facets within it', async () => {
    const price = { min: 1999, max: 2999 };
    const result = await search({ price, pageSize: 100, sort: 'PRICE_LOW_TO_HIGH' });
    expect(result.total).toBe(await countWhere('p.price_cents BETWEEN 1999 AND 2999'));
    expect(result.products[0]!.price).toBeGreaterThanOrEqual(1999);
    expect(result.products.every((p) => p.price >= 1999 && p.price <= 2999)).toBe(true);
    for (const facet of result.facets.brands) {
      expect(facet.count).toBe(await countWhere('b.name = $1 AND p.price_cents BETWEEN 1999 AND 2999', [facet.name]));
    }
    expect((await search({ price: { min: 1999 } })).total).toBe(await countWhere('p.price_cents >= 1999'));
    expect((await search({ price: { max: 999 } })).total).toBe(await countWhere('p.price_cents <= 999'));
  });

  it('shows only products in stock when asked, and follows the stock as it changes', async () => {
    const all = await search({ brand: 'Geek Bar' });
    const inStock = await search({ brand: 'Geek Bar', inStock: true });
    expect(inStock.total).toBe(await countWhere(`b.name = 'Geek Bar' AND p.stock > 0`));
    expect(inStock.total).toBeLessThan(all.total);
    const { rows } = await suite.db.query<{ id: number; stock: number }>(
      `SELECT p.id, p.stock FROM product p JOIN brand b ON b.id = p.brand_id
       WHERE b.name = 'Geek Bar' AND p.stock > 0 ORDER BY p.id LIMIT 1`,
    );
    const [product] = rows;
    await suite.db.query(`UPDATE product SET stock = 0 WHERE id = $1`, [product!.id]);
    try {
      const after = await search({ brand: 'Geek Bar', inStock: true });
      expect(after.total).toBe(inStock.total - 1);
      expect(after.facets.brands.find((b) => b.name === 'Geek Bar')?.count).toBe(inStock.total - 1);
      expect((await search({ brand: 'Geek Bar' })).total).toBe(all.total);
    } finally {
      await suite.db.query(`UPDATE product SET stock = $2 WHERE id = $1`, [product!.id, product!.stock]);
    }
    expect((await search({ brand: 'Geek Bar', inStock: true })).total).toBe(inStock.total);
  });
});

describe('statements per search', () => {
  async function statementsOf(input: Input): Promise<number> {
    await search(input); // the lookup tables are cached and the statements prepared
    let statements = 0;
    const stop = suite.testApp.app.services.sql.onQuery(() => statements++);
    await search(input);
    stop();
    return statements;
  }

  it('runs two statements, facets and page, without text, and one with text, whatever the filters and sort', async () => {
    expect(await statementsOf({ search: 'geek bar', brands: ['Geek Bar'], sort: 'PRICE_LOW_TO_HIGH' })).toBe(1);
    expect(await statementsOf({ price: { min: 1000 }, inStock: true, flavors: ['Mint', 'Berry'] })).toBe(2);
  });

  /** How many times the text search statement read the posting lists of all the words, for any of them. */
  async function anyWordLookups(text: string): Promise<number> {
    const filters = { ...NO_FILTERS, text };
    const statement = textSearchStatement(filters, 'RELEVANCE', 30, 0);
    const { rows } = await suite.db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    const scans = (node: PlanNode): number =>
      (node['Relation Name'] === 'search_posting' && node['Actual Loops'] > 0 ? 1 : 0) +
      (node.Plans ?? []).reduce((sum, child) => sum + scans(child), 0);
    const find = (node: PlanNode): PlanNode | undefined =>
      node['Subplan Name'] === 'CTE search_hit_any' ? node : (node.Plans ?? []).map(find).find(Boolean);
    const anyWord = find(rows[0]!['QUERY PLAN'][0]!.Plan);
    expect(anyWord).toBeDefined();
    return scans(anyWord!);
  }

  it('asks again, for any of the words, only when no product has them all', async () => {
    const all = await search({ search: 'mint ice' });
    expect(
      all.products.some((p) => p.flavor === 'Mint') && all.products.some((p) => p.flavor === 'Fruit and ice'),
    ).toBe(true);
    expect(await statementsOf({ search: 'mint ice' })).toBe(1);
    expect(await statementsOf({ search: 'mint' })).toBe(1);
    expect(await anyWordLookups('mint ice')).toBe(1);
    expect(await anyWordLookups('geek bar')).toBe(0);
    expect(await anyWordLookups('mint')).toBe(0);
  });
});

describe('bad input is refused with a clear message', () => {
  it('refuses a sort order it does not know', async () => {
    const answer = await api.raw({
      query: print(SearchProductsDocument),
      variables: { input: { sort: 'CHEAPEST_FIRST' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('"CHEAPEST_FIRST"');
    expect(answer.data ?? null).toBeNull();
  });

  it('refuses a negative or reversed price range', async () => {
    expect(await refusal({ price: { min: -1 } })).toMatchObject({
      message: 'A price cannot be negative.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal({ price: { min: 3000, max: 2000 } })).toMatchObject({
      message: 'The lowest price must not be above the highest: swap them, or leave one out.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await search({ price: { min: 2000, max: 2000 } })).total).toBe(await countWhere('p.price_cents = 2000'));
  });

  it('refuses a page past the last, with the filters in force', async () => {
    const { pageCount } = await search({ brands: ['Zyn', 'Velo'], inStock: true });
    expect(await refusal({ brands: ['Zyn', 'Velo'], inStock: true, page: pageCount + 1 })).toMatchObject({
      message: `Page ${pageCount + 1} does not exist: choose a page from 1 to ${pageCount}.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses search text over 200 characters, in the search and in the type-ahead', async () => {
    const long = 'mint '.repeat(40) + 'x';
    expect(await refusal({ search: long })).toMatchObject({
      message: 'Search text is at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const typeAhead = await api.request(SearchSuggestionsDocument, { text: long });
    expect(typeAhead.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await search({ search: 'mint '.repeat(40) })).total).toBeGreaterThan(0);
  });

  it('refuses a facet value it does not know, in a list too', async () => {
    expect(await refusal({ brands: ['Geek Bar', 'Geek Bra'] })).toMatchObject({
      message: 'There is no brand “Geek Bra”.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('hostile search text', () => {
  const HOSTILE = [
    `'`,
    `"quoted"`,
    `it's`,
    '%',
    '_',
    '\\',
    '100%_mint\\',
    `'; DROP TABLE product; --`,
    'mint & | ! ( ) : * <-> <2>',
    "geek:* & !bar | 'x'",
    '🙂🔥 vape',
    '👍',
    'ﬁ ß Ø İ',
    'مرحبا',
    '\u0001\u0007\t\n',
    'a'.repeat(200),
    'x '.repeat(100),
  ];

  it.each(HOSTILE)('answers %j without an error', async (text) => {
    const result = await api.request(SearchProductsDocument, { input: { search: text } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.searchProducts.total).toBeGreaterThanOrEqual(0);
    const suggestions = await api.request(SearchSuggestionsDocument, { text });
    expect(suggestions.errors).toBeUndefined();
  });

  it('refuses a NUL character with BAD_USER_INPUT, not an error of the server', async () => {
    const result = await api.request(SearchProductsDocument, { input: { search: 'mint\u0000ice' } });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await expect(
      suite.testApp.app.services.catalog.search({ search: 'a\u0000', page: 1, pageSize: 30 }),
    ).rejects.toThrow('Text must not contain NUL characters.');
  });

  it('keeps the words of hostile text that count', async () => {
    const plain = await search({ search: 'geek bar' });
    expect((await search({ search: `'geek' "bar" %_\\` })).total).toBe(plain.total);
  });
});
