import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createMigrationDataSource } from '../../api/src/db/data-source';
import { seedCatalogue } from '../../api/src/db/seed/seed';
import {
  type Statement,
  facetCountsStatement,
  productPageStatement,
} from '../../api/src/modules/catalog/product-search.sql';
import { NO_FILTERS, type ResolvedFilters, type SortOrder } from '../../api/src/modules/catalog/product-filters.types';
import { SEARCHED_SUGGESTIONS, SEARCH_SUGGESTIONS } from '../../api/src/modules/catalog/search-suggestions.sql';
import { createDatabaseFromTemplate, dropDatabase } from '../support/test-database';

/**
 * The plans of the search's statements on a catalogue of 100 000 products: no sort, filter or search may read
 * the whole product table. The catalogue is grown once, in this suite's own copy of the test database, by the
 * seed's own generator (`npm run db:seed -- --products N`), which takes about 30 to 70 s here.
 */
const PRODUCTS = 100_000;
const SORTS: SortOrder[] = ['RELEVANCE', 'FEATURED', 'PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'NEWEST', 'NAME'];

const adminUrl = process.env.STOREFRONT_TEST_ADMIN_URL!;
const name = `plans_${process.pid}_${randomBytes(4).toString('hex')}`;
let db: Client;
const ids = new Map<string, number>();

beforeAll(async () => {
  const url = await createDatabaseFromTemplate(adminUrl, name);
  const dataSource = createMigrationDataSource(url);
  await dataSource.initialize();
  try {
    await seedCatalogue(dataSource, PRODUCTS);
  } finally {
    await dataSource.destroy();
  }
  db = new Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ key: string; id: number }>(
    `SELECT 'brand:' || name AS key, id FROM brand UNION ALL SELECT 'flavor:' || name, id FROM flavor
     UNION ALL SELECT 'type:' || name, id FROM product_type UNION ALL SELECT 'category:' || name, id FROM category`,
  );
  for (const row of rows) ids.set(row.key, row.id);
}, 300_000);

afterAll(async () => {
  await db?.end();
  await dropDatabase(adminUrl, name);
});

const id = (key: string): number => {
  const found = ids.get(key);
  if (found === undefined) throw new Error(`no ${key} in the catalogue`);
  return found;
};

function filters(overrides: Partial<ResolvedFilters> = {}): ResolvedFilters {
  return { ...NO_FILTERS, ...overrides };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOfProduct(node: PlanNode): number {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'product' ? 1 : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + seqScansOfProduct(child), 0);
}

/** Sequential scans of `product` in the plan PostgreSQL makes with these values, and in its generic plan. */
async function seqScans(statement: Statement): Promise<{ custom: number; generic: number }> {
  const custom = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON) ${statement.text}`,
    statement.values,
  );
  const generic = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${statement.text}`,
  );
  return {
    custom: seqScansOfProduct(custom.rows[0]!['QUERY PLAN'][0]!.Plan),
    generic: seqScansOfProduct(generic.rows[0]!['QUERY PLAN'][0]!.Plan),
  };
}

const CASES: [string, () => ResolvedFilters][] = [
  ['no filter', () => filters()],
  ['a brand', () => filters({ brandIds: [id('brand:Geek Bar')] })],
  [
    'two brands and two flavors',
    () => filters({ brandIds: [id('brand:Raz'), id('brand:Zyn')], flavorIds: [id('flavor:Mint'), id('flavor:Berry')] }),
  ],
  ['a product type', () => filters({ productTypeIds: [id('type:Vape Juice')] })],
  ['a category', () => filters({ scope: { categoryIds: [id('category:Candies')], subcategoryIds: null } })],
  ['a product line', () => filters({ scope: { categoryIds: null, subcategoryIds: [id('category:Raz TN9000')] } })],
  ['a price range', () => filters({ minPrice: 2000, maxPrice: 2500 })],
  ['in stock', () => filters({ inStock: true })],
  ['a brand in stock', () => filters({ brandIds: [id('brand:Lost Mary')], inStock: true })],
  ['search text', () => filters({ text: 'geek bar' })],
  ['search text with a typo', () => filters({ text: 'mitn ice' })],
  ['any word of the search text', () => filters({ text: 'mint ice', anyWord: true })],
  ['search text and a price range', () => filters({ text: 'cool mint', minPrice: 1000, maxPrice: 2000 })],
];

describe(`search plans at ${PRODUCTS} products`, () => {
  it('has the catalogue it is about', async () => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product`);
    expect(rows[0]!.n).toBe(PRODUCTS);
  });

  describe.each(CASES)('with %s', (_, make) => {
    it.each(SORTS)('pages by %s without reading the whole product table', async (sort) => {
      expect(await seqScans(productPageStatement(make(), sort, 30, 30))).toEqual({ custom: 0, generic: 0 });
    });

    it('counts the facets without reading the whole product table', async () => {
      expect(await seqScans(facetCountsStatement(make()))).toEqual({ custom: 0, generic: 0 });
    });
  });

  it('suggests without reading the whole product table', async () => {
    for (const text of ['ge', 'geek b', 'mint', 'vaporeso']) {
      expect(await seqScans({ text: SEARCH_SUGGESTIONS, values: [text] })).toEqual({ custom: 0, generic: 0 });
    }
    for (const text of ['prefilled', 'ready to use']) {
      expect(await seqScans({ text: SEARCHED_SUGGESTIONS, values: [text] })).toEqual({ custom: 0, generic: 0 });
    }
  });

  it('fails on a sequential scan (the check itself works)', async () => {
    expect(await seqScans({ text: `SELECT count(*) FROM product WHERE description LIKE $1`, values: ['%a%'] })).toEqual(
      { custom: 1, generic: 1 },
    );
  });
});
