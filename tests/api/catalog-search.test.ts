import { Client } from 'pg';
import { SearchProductsDocument, type SearchProductsQueryVariables } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

type Input = SearchProductsQueryVariables['input'];

let testApp: TestApp;
let api: GraphQLClient;
let db: Client;

beforeAll(async () => {
  testApp = await startTestApp();
  api = new GraphQLClient(testApp.url);
  db = new Client({ connectionString: testApp.app.database.url });
  await db.connect();
});

afterAll(async () => {
  await db.end();
  await testApp.stop();
});

const search = async (input: Input) => (await api.data(SearchProductsDocument, { input })).searchProducts;

/** An independent oracle: counts straight from the tables. */
async function countWhere(condition: string, values: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product p
       JOIN brand b ON b.id = p.brand_id
       LEFT JOIN flavor f ON f.id = p.flavor_id
       LEFT JOIN product_type t ON t.id = p.product_type_id
     WHERE p.active AND ${condition}`,
    values,
  );
  return rows[0]!.n;
}

describe('product search', () => {
  it('returns every active product with no filters, 30 to a page by default', async () => {
    const result = await search({});
    expect(result.total).toBe(await countWhere('TRUE'));
    expect(result.pageSize).toBe(30);
    expect(result.products).toHaveLength(30);
    expect(result.pageCount).toBe(Math.ceil(result.total / 30));
  });

  it('matches the words of the search text in the name, trimmed and in any case', async () => {
    const result = await search({ search: '  sOLaRiS  ', pageSize: 100 });
    expect(result.total).toBe(await countWhere(`p.name ILIKE '%solaris%'`));
    expect(result.total).toBeGreaterThan(0);
    for (const product of result.products) expect(product.name.toLowerCase()).toContain('solaris');
  });

  it('treats % and _ in the search text as plain characters', async () => {
    expect((await search({ search: '%' })).total).toBe(0);
    expect((await search({ search: '_' })).total).toBe(0);
  });

  it('matches brand, flavor and product type exactly but in any case', async () => {
    const exact = await search({ brand: 'Lost Mary' });
    expect(exact.total).toBeGreaterThan(0);
    expect((await search({ brand: 'LOST MARY' })).total).toBe(exact.total);
    expect(exact.products.every((p) => p.brand === 'Lost Mary')).toBe(true);
    const part = await api.request(SearchProductsDocument, { input: { brand: 'Lost' } });
    expect(part.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const flavor = await search({ flavor: 'mint' });
    expect(flavor.total).toBe(await countWhere(`lower(f.name) = 'mint'`));
    const type = await search({ productType: 'disposable vape' });
    expect(type.total).toBe(await countWhere(`lower(t.name) = 'disposable vape'`));
  });

  it('treats an empty filter as no restriction', async () => {
    const all = await search({});
    expect((await search({ brand: '', flavor: '  ', productType: '', search: '   ' })).total).toBe(all.total);
  });

  it('combines the filters', async () => {
    const result = await search({ productType: 'Disposable Vape', flavor: 'Mint', search: 'pulse' });
    const expected = await countWhere(`t.name = 'Disposable Vape' AND f.name = 'Mint' AND p.name ILIKE '%pulse%'`);
    expect(expected).toBeGreaterThan(0);
    expect(result.total).toBe(expected);
    for (const p of result.products) {
      expect(p.productType).toBe('Disposable Vape');
      expect(p.flavor).toBe('Mint');
    }
  });

  it('counts each facet over the other active filters', async () => {
    const result = await search({ brand: 'Geek Bar', productType: 'Disposable Vape' });
    // The brand list ignores the brand filter but keeps the type filter …
    for (const facet of result.facets.brands) {
      expect(facet.count).toBe(await countWhere(`b.name = $1 AND t.name = 'Disposable Vape'`, [facet.name]));
    }
    expect(result.facets.brands.length).toBeGreaterThan(1);
    // … the type list keeps the brand filter …
    for (const facet of result.facets.productTypes) {
      expect(facet.count).toBe(await countWhere(`b.name = 'Geek Bar' AND t.name = $1`, [facet.name]));
    }
    // … and the flavor list keeps both, so its counts add up to the products that have a flavor.
    const flavored = await countWhere(`b.name = 'Geek Bar' AND t.name = 'Disposable Vape' AND p.flavor_id IS NOT NULL`);
    expect(result.facets.flavors.reduce((sum, f) => sum + f.count, 0)).toBe(flavored);
  });

  it('counts facets over the search text too', async () => {
    const result = await search({ search: 'pulse', flavor: 'Mint' });
    for (const facet of result.facets.flavors) {
      expect(facet.count).toBe(await countWhere(`p.name ILIKE '%pulse%' AND f.name = $1`, [facet.name]));
    }
    const brandTotal = result.facets.brands.reduce((sum, f) => sum + f.count, 0);
    expect(brandTotal).toBe(result.total);
  });

  it('pages through the results in name order without overlap', async () => {
    const first = await search({ productType: 'Disposable Vape', pageSize: 30, page: 1, sort: 'NAME' });
    const second = await search({ productType: 'Disposable Vape', pageSize: 30, page: 2, sort: 'NAME' });
    const names = [...first.products, ...second.products].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a page outside 1..page count with a clear message', async () => {
    const { pageCount } = await search({ brand: 'Lost Mary' });
    const past = await api.request(SearchProductsDocument, { input: { brand: 'Lost Mary', page: pageCount + 1 } });
    expect(past.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(past.errors?.[0]?.message).toBe(
      `Page ${pageCount + 1} does not exist: choose a page from 1 to ${pageCount}.`,
    );
    const zero = await api.request(SearchProductsDocument, { input: { page: 0 } });
    expect(zero.errors?.[0]?.message).toBe('The page number starts at 1.');
  });

  it('accepts only the page sizes of the product list and the category listings', async () => {
    for (const size of [3, 6, 30, 50, 60, 100]) expect((await search({ pageSize: size })).products).toHaveLength(size);
    const odd = await api.request(SearchProductsDocument, { input: { pageSize: 7 } });
    expect(odd.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(odd.errors?.[0]?.message).toContain('3, 6, 30, 50, 60, 100');
  });

  it('finds Pipes & Glass by its label Glass in any case', async () => {
    const glass = await search({ category: 'GLASS' });
    expect(glass.total).toBeGreaterThan(0);
    expect(glass.products.every((p) => p.category === 'Pipes & Glass')).toBe(true);
    expect((await search({ category: 'glass' })).total).toBe(glass.total);
  });

  it('reads "&" as any category, so /SearchProduct/&/Candies lists candies', async () => {
    const candies = await search({ category: '&', subcategory: 'Candies' });
    expect(candies.total).toBe(await countWhere(`p.category_id = (SELECT id FROM category WHERE name = 'Candies')`));
    expect(candies.total).toBeGreaterThan(0);
  });

  it('narrows a category to one of its product lines', async () => {
    const line = await search({ category: 'Vapes', subcategory: 'solaris 25000' });
    expect(line.total).toBeGreaterThan(0);
    expect(line.products.every((p) => p.subcategory === 'Solaris 25000')).toBe(true);
  });

  it('finds nothing for an unknown category, without an error', async () => {
    const none = await search({ category: 'No Such Category' });
    expect(none.total).toBe(0);
    expect(none.pageCount).toBe(1);
    expect(none.products).toEqual([]);
  });

  it('refuses an unknown brand, flavor or product type by name', async () => {
    const brand = await api.request(SearchProductsDocument, { input: { brand: 'No Such Brand' } });
    expect(brand.errors?.[0]).toMatchObject({
      message: 'There is no brand “No Such Brand”.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const flavor = await api.request(SearchProductsDocument, { input: { flavors: ['Mint', 'Bacon'] } });
    expect(flavor.errors?.[0]?.message).toBe('There is no flavor “Bacon”.');
    const type = await api.request(SearchProductsDocument, { input: { productType: 'Hoverboards' } });
    expect(type.errors?.[0]?.message).toBe('There is no product type “Hoverboards”.');
  });

  it('runs the same number of SQL statements whatever the page size', async () => {
    const counts: number[] = [];
    for (const pageSize of [3, 30, 100]) {
      await search({ pageSize, brand: 'Geek Bar' }); // warm the taxonomy cache
      let statements = 0;
      const stop = testApp.app.services.sql.onQuery(() => statements++);
      await search({ pageSize, brand: 'Geek Bar' });
      await search({ pageSize, search: 'ice' });
      stop();
      counts.push(statements);
    }
    // Two for the brand (facets and page side by side), one for the text (see textSearchStatement).
    expect(counts).toEqual([3, 3, 3]);
  });
});
