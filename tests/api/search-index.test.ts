import { SearchProductsDocument, SearchSuggestionsDocument } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let api: GraphQLClient;
beforeAll(() => {
  api = new GraphQLClient(suite.testApp.url);
});

const search = async (text: string) =>
  (await api.data(SearchProductsDocument, { input: { search: text, pageSize: 100 } })).searchProducts;
const suggest = async (text: string) => (await api.data(SearchSuggestionsDocument, { text })).searchSuggestions;

async function wordCount(word: string): Promise<number | undefined> {
  const { rows } = await suite.db.query<{ products: number }>(
    `SELECT products FROM search_term WHERE kind = 'word' AND term = $1`,
    [word],
  );
  return rows[0]?.products;
}

async function productsNamed(word: string): Promise<number> {
  const { rows } = await suite.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product WHERE active AND name ~* ('\\m' || $1 || '\\M')`,
    [word],
  );
  return rows[0]!.n;
}

describe('type-ahead suggestions', () => {
  it('suggests brands, product lines and categories first, then products with picture and price, 8 at most', async () => {
    const suggestions = await suggest('geek');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.slice(0, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'BRAND', label: 'Geek Bar', category: null, product: null }),
        expect.objectContaining({ kind: 'LINE', label: 'Geek Bar Pulse 25000', category: 'Vapes' }),
      ]),
    );
    const products = suggestions.filter((s) => s.kind === 'PRODUCT');
    expect(products.length).toBeGreaterThanOrEqual(5);
    for (const s of products) {
      expect(s.product).toMatchObject({ name: s.label, image: expect.stringMatching(/^\/media\//) });
      expect(s.product!.price).toBeGreaterThan(0);
      expect(s.label.toLowerCase()).toContain('geek');
    }
    const kinds = suggestions.map((s) => s.kind);
    expect(kinds.lastIndexOf('BRAND')).toBeLessThan(kinds.indexOf('PRODUCT'));
  });

  it('starts from the second character', async () => {
    expect(await suggest('g')).toEqual([]);
    expect(await suggest('  g  ')).toEqual([]);
    expect((await suggest('ge')).length).toBeGreaterThan(0);
  });

  it('finds categories by a word of their name, and a brand through a typo', async () => {
    expect(await suggest('candi')).toContainEqual(expect.objectContaining({ kind: 'CATEGORY', label: 'Candies' }));
    expect(await suggest('pouch')).toContainEqual(
      expect.objectContaining({ kind: 'LINE', label: 'Mint Pouches', category: 'Nicotine Pouches' }),
    );
    expect((await suggest('vaporeso'))[0]).toMatchObject({ kind: 'BRAND', label: 'Vaporesso' });
  });

  const statementsFor = async (text: string): Promise<number> => {
    let statements = 0;
    const stop = suite.testApp.app.services.sql.onQuery(() => statements++);
    await suggest(text);
    stop();
    return statements;
  };

  it('answers in one statement', async () => {
    await suggest('lost ma');
    expect(await statementsFor('lost mar')).toBe(1);
  });

  it('offers what the search finds when no brand, line, category or name word fits the text', async () => {
    const suggestions = await suggest('prefilled');
    const found: string[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const result = (await api.data(SearchProductsDocument, { input: { search: 'prefilled', pageSize: 100, page } }))
        .searchProducts;
      found.push(...result.products.map((p) => p.name));
      pageCount = result.pageCount;
    }
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s.kind).toBe('PRODUCT');
      expect(found).toContain(s.label);
    }
    expect(await statementsFor('prefilled')).toBe(2);
    expect(await suggest('zzqx vvkq')).toEqual([]);
  });
});

describe('the search index follows the catalogue', () => {
  it('finds a product as soon as it is added, and forgets it when it is withdrawn', async () => {
    const { rows } = await suite.db.query<{ id: number }>(
      `INSERT INTO product (name, category_id, subcategory_id, brand_id, flavor_id, product_type_id, price_cents,
                            description, image, slug, stock)
       SELECT 'Zorblax Crème Brûlée Disposable', category_id, subcategory_id, brand_id, flavor_id, product_type_id,
              price_cents, 'A custard you can vape.', image, 'zorblax-creme-brulee', 10
       FROM product WHERE active ORDER BY id LIMIT 1 RETURNING id`,
    );
    const id = String(rows[0]!.id);
    try {
      expect((await search('zorblax creme brulee')).products.map((p) => p.id)).toEqual([id]);
      expect((await search('Zorblax Crème Brûlée Disposable')).products[0]?.id).toBe(id);
      expect(await wordCount('zorblax')).toBe(1);
      await suite.db.query(`UPDATE product SET status = 'draft' WHERE id = $1`, [id]);
      expect((await search('zorblax')).total).toBe(0);
      expect(await wordCount('zorblax')).toBe(0);
    } finally {
      await suite.db.query(`DELETE FROM product WHERE id = $1`, [id]);
    }
  });

  it('counts how many active products use each word of a name', async () => {
    for (const word of ['mint', 'bong', 'hoodie']) expect(await wordCount(word)).toBe(await productsNamed(word));
  });

  it('finds a brand’s products by its new name once it is renamed', async () => {
    const before = await search('zyn');
    expect(before.total).toBeGreaterThan(0);
    await suite.db.query(`UPDATE brand SET name = 'Zynnova' WHERE name = 'Zyn'`);
    suite.testApp.app.services.catalog.invalidateTaxonomy();
    try {
      const after = await search('zynnova');
      expect(after.total).toBe(before.total);
      expect(after.products.every((p) => p.brand === 'Zynnova')).toBe(true);
      expect(await suggest('zynno')).toContainEqual(expect.objectContaining({ kind: 'BRAND', label: 'Zynnova' }));
    } finally {
      await suite.db.query(`UPDATE brand SET name = 'Zyn' WHERE name = 'Zynnova'`);
      suite.testApp.app.services.catalog.invalidateTaxonomy();
    }
    expect((await search('zynnova')).total).toBe(0);
  });
});
