import { SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import type { ProductSearchInput } from '../../web/src/graphql/__generated__/graphql';
import {
  EXACT_NAME,
  MATCHES_ANY_WORD,
  MATCHES_SEARCH,
  relevanceScore,
  searchQueryCtes,
} from '../../api/src/modules/catalog/search-text.sql';
import { type TextSearchRow, textSearchStatement } from '../../api/src/modules/catalog/product-search.sql';
import { NO_FILTERS } from '../../api/src/modules/catalog/product-filters.types';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

/**
 * The search reads its matches and its ranking from posting lists (search-postings.sql.ts). Here every product
 * row is matched through the search index instead, ranked with ts_rank itself, and both must agree: the same
 * total, the same products in the same order (the exact name first, then ts_rank, then the showcase, then the
 * catalogue's order), the same brand counts, and the same "any word" fallback.
 */
const suite = useSuiteApp();
let api: GraphQLClient;
beforeAll(() => {
  api = new GraphQLClient(suite.testApp.url);
});

/** What the search finds and in which order, worked out from the product rows, with `conditions` on them. */
async function byRowScan(text: string, conditions = 'TRUE', anyWord = false) {
  const severalWords = /[\p{L}\p{N}]+[^\p{L}\p{N}]+[\p{L}\p{N}]/u.test(text) && !anyWord;
  const ranked = (matches: string, tsq: 'tsq' | 'any_tsq', gate: string) => `
    SELECT id, brand_id, ${EXACT_NAME} AS exact, ${relevanceScore(tsq)} AS rank, vape_kit_tab IS NULL AS plain
    FROM product WHERE active AND ${matches} AND ${conditions} AND ${gate}`;
  const { rows } = await suite.db.query<{ ids: number[] | null; brands: Record<string, number> | null }>(
    `WITH ${searchQueryCtes('$1', anyWord)},
       every_word AS MATERIALIZED (${ranked(MATCHES_SEARCH, 'tsq', 'TRUE')}),
       any_word AS MATERIALIZED (
         ${ranked(MATCHES_ANY_WORD, 'any_tsq', `$2 AND NOT EXISTS (SELECT 1 FROM every_word)`)}),
       found AS (SELECT * FROM every_word UNION ALL SELECT * FROM any_word)
     SELECT (SELECT json_agg(id ORDER BY exact DESC, rank DESC, plain, id) FROM found) AS ids,
            (SELECT json_object_agg(b.name, n) FROM (SELECT brand_id, count(*) AS n FROM found GROUP BY brand_id) c
               JOIN brand b ON b.id = c.brand_id) AS brands`,
    [text, severalWords],
  );
  return { ids: rows[0]!.ids ?? [], brands: rows[0]!.brands ?? {} };
}

/** The first two pages of 100 as the API answers them. */
async function bySearch(input: ProductSearchInput) {
  const page = async (n: number) =>
    (await api.data(SearchProductsDocument, { input: { ...input, page: n, pageSize: 100 } })).searchProducts;
  const first = await page(1);
  const second = first.pageCount > 1 ? (await page(2)).products : [];
  return {
    total: first.total,
    ids: [...first.products, ...second].map((p) => Number(p.id)),
    brands: Object.fromEntries(first.facets.brands.map((b) => [b.name, b.count])),
  };
}

/**
 * The first 200 from the statement itself, page by page: pages of 100, and of 7, so that pages start and end
 * inside buckets, and the first pages of a text whose best-scored matches fill them come from those alone
 * (search_top) while later ones come from the fold.
 */
async function byStatement(text: string, pageSize: number): Promise<number[]> {
  const filters = { ...NO_FILTERS, text };
  const ids: number[] = [];
  for (let offset = 0; offset < 200; offset += pageSize) {
    const { text: sql, values } = textSearchStatement(filters, 'RELEVANCE', Math.min(pageSize, 200 - offset), offset);
    const { rows } = await suite.db.query<TextSearchRow>(sql, values);
    ids.push(...rows[0]!.products.map((p) => p.id));
  }
  return ids;
}

const TEXTS = [
  'geek bar pulse',
  'geekbar',
  'bar geek',
  'lost mary',
  'lost marry',
  'lostmary',
  'mint ice',
  'mitn ice',
  'mint icee',
  'blue razz ice',
  'cherry ice',
  'peach mango',
  'disposables',
  'vaporeso',
  'vapor lax',
  'rolling papers',
  'usb-c cable',
  'usb',
  'airflow',
  'zyn cool mint',
  'glass bong',
  'hoodie',
  'pulse',
  // No product has every word, so any will do: a word split in two, a prefix.
  'geekbar bong',
  'vapor hoodie',
];

describe('the search agrees with a scan of the product rows ranked by ts_rank', () => {
  it.each(TEXTS)('"%s"', async (text) => {
    const [search, scan] = await Promise.all([bySearch({ search: text }), byRowScan(text)]);
    expect(search.total).toBe(scan.ids.length);
    expect(search.total).toBeGreaterThan(0);
    expect(search.ids).toEqual(scan.ids.slice(0, 200));
    expect(search.brands).toEqual(scan.brands);
    expect(await byStatement(text, 100)).toEqual(scan.ids.slice(0, 200));
    expect(await byStatement(text, 7)).toEqual(scan.ids.slice(0, 200));
  });

  it('takes a page that the best-scored matches fill from them alone', async () => {
    // Which texts' first page of 7 comes from search_top (checked against the scan above): without it every
    // page would run the fold.
    const fromTop: string[] = [];
    for (const text of TEXTS) {
      const filters = { ...NO_FILTERS, text };
      const { text: sql, values } = textSearchStatement(filters, 'RELEVANCE', 7, 0);
      const probe = `${sql.slice(0, sql.lastIndexOf('SELECT (SELECT yes FROM widened)'))}
        SELECT (SELECT apart AND intarray.icount(ids) >= 7 FROM search_top) AS top`;
      const { rows } = await suite.db.query<{ top: boolean | null }>(probe, values);
      if (rows[0]!.top) fromTop.push(text);
    }
    expect(fromTop).toEqual(expect.arrayContaining(['geek bar pulse', 'geekbar', 'lost mary', 'lostmary', 'pulse']));
    expect(fromTop).not.toContain('mint ice');
  });

  it('puts the exact name typed first', async () => {
    const { rows } = await suite.db.query<{ name: string }>(
      `SELECT name FROM product WHERE active AND name LIKE 'Geek Bar Pulse %' ORDER BY id DESC LIMIT 1`,
    );
    const [search, scan] = await Promise.all([bySearch({ search: rows[0]!.name }), byRowScan(rows[0]!.name)]);
    expect(search.ids).toEqual(scan.ids.slice(0, 200));
    expect(await byStatement(rows[0]!.name, 1)).toEqual(scan.ids.slice(0, 200));
  });

  it('finds a product by its own name, fractions and all, first and without falling back to any word', async () => {
    const name = 'RAW 1 1/4 Rolling Papers';
    const [search, scan] = await Promise.all([bySearch({ search: name }), byRowScan(name)]);
    const { rows } = await suite.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM product WHERE id = ANY($1::int[])`,
      [search.ids],
    );
    const names = new Map(rows.map((r) => [r.id, r.name]));
    expect(names.get(search.ids[0]!)).toBe(name);
    // Every word matched ("1/4" too), so nothing but RAW's 1 1/4 products: no other brand's, no other size.
    expect([...names.values()].every((n) => n.startsWith('RAW 1 1/4 '))).toBe(true);
    expect(search.ids).toEqual(scan.ids);
    expect(await byStatement(name, 1)).toEqual(scan.ids);
  });

  it('puts the exact name first where an older product shares its best scores', async () => {
    // Both names have both words once, so both products have the best score of each; without the exact name
    // the older would come first (search_top would serve the page in the catalogue's order).
    const add = async (name: string, slug: string) =>
      (
        await suite.db.query<{ id: number }>(
          `INSERT INTO product (name, category_id, subcategory_id, brand_id, flavor_id, product_type_id, price_cents,
                                description, image, slug, stock)
           SELECT $1, category_id, subcategory_id, brand_id, flavor_id, product_type_id, price_cents,
                  'Made for this test.', image, $2, 10
           FROM product WHERE active ORDER BY id LIMIT 1 RETURNING id`,
          [name, slug],
        )
      ).rows[0]!.id;
    const older = await add('Zorblax Quibble Frost', 'zorblax-quibble-frost');
    const exact = await add('Zorblax Quibble', 'zorblax-quibble');
    try {
      const scan = await byRowScan('zorblax quibble');
      expect(scan.ids).toEqual([exact, older]);
      expect(await byStatement('zorblax quibble', 1)).toEqual([exact, older]);
    } finally {
      await suite.db.query(`DELETE FROM product WHERE id = ANY($1)`, [[older, exact]]);
    }
  });

  it('agrees with a filter on the products (price, stock, sale) and on a brand', async () => {
    const cases: [ProductSearchInput, string][] = [
      [{ search: 'mint', price: { min: 1000, max: 2500 } }, 'price_cents BETWEEN 1000 AND 2500'],
      [{ search: 'ice', inStock: true }, 'stock > 0'],
      [{ search: 'geek bar', onSale: true }, 'compare_at_cents IS NOT NULL'],
      [{ search: 'mint ice', brands: ['Lost Mary'] }, `brand_id = (SELECT id FROM brand WHERE name = 'Lost Mary')`],
    ];
    for (const [input, conditions] of cases) {
      const [search, scan] = await Promise.all([bySearch(input), byRowScan(input.search!, conditions)]);
      expect({ input, total: search.total, ids: search.ids }).toEqual({
        input,
        total: scan.ids.length,
        ids: scan.ids.slice(0, 200),
      });
    }
  });
});
