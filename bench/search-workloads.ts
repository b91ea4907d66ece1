/**
 * Workloads e, f and g: search with text, type-ahead and sorting by price, measured against the app alone
 * (their baseline is the app's own faceted search of workload a, in the same run).
 */
import { Client } from 'pg';
import { SearchSuggestionsDocument } from '../web/src/graphql/__generated__/graphql';
import { facetCountsStatement, productPageStatement } from '../api/src/modules/catalog/product-search.sql';
import { NO_FILTERS } from '../api/src/modules/catalog/product-filters.types';
import type { ResolvedFilters } from '../api/src/modules/catalog/product-filters.types';
import { type Facet, type SearchInput, persistedGet } from './requests';

/**
 * What shoppers type (from a brand or a line to a flavour, with a typo and words run together), page 1 of 30
 * ranked by relevance: a mix of narrow and broad searches (a brand matches thousands of products at 100 000).
 */
export const TEXT_QUERIES = [
  'geek bar pulse',
  'lost mary',
  'blue razz ice',
  'mint ice',
  'zyn cool mint',
  'vaporesso pod kit',
  'raz tn9000 watermelon',
  'cherry ice',
  'aegis legend',
  'lost marry',
  'geekbar',
  'rolling papers',
  'peach mango',
  'glass bong',
] as const;

export function textSearchSequence(pageSize: number): SearchInput[] {
  return TEXT_QUERIES.map((search) => ({ search, page: 1, pageSize }));
}

/** Type-ahead as it is typed, from the second character (the box asks after a pause, so not every key). */
export const TYPE_AHEAD = [
  'ge',
  'geek',
  'geek ba',
  'lo',
  'lost m',
  'mi',
  'mint',
  'mint ic',
  'va',
  'vapor',
  'zy',
  'bl',
  'blue ra',
  'ch',
  'cherr',
  'ro',
  'rolling',
  'di',
  'dispo',
  'aeg',
] as const;

/** The web app's GET for the suggestions of a text (a hash, no query text). */
export function suggestionsQuery(text: string): string {
  return persistedGet('SearchSuggestions', SearchSuggestionsDocument, { text });
}

/** The faceted search of workload a, sorted by price (cheapest first, and dearest first on page 2). */
export function priceSortSequence(brands: readonly Facet[], pageSize: number, pages: number): SearchInput[] {
  const out: SearchInput[] = [];
  for (let page = 1; page <= pages; page++) {
    for (const brand of brands) {
      out.push({ brand: brand.name, page, pageSize, sort: page % 2 ? 'PRICE_LOW_TO_HIGH' : 'PRICE_HIGH_TO_LOW' });
    }
  }
  return out;
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

/**
 * The app's statements for a price-sorted list (no filter, a brand, a brand in stock, a price range, search
 * text), explained on the bench's catalogue: how many there were, and which read the whole product table.
 */
export async function explainPriceSorts(databaseUrl: string, brands: readonly Facet[]) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM brand WHERE name = ANY($1::text[]) ORDER BY id`, [
      brands.map((b) => b.name),
    ]);
    return await explainAll(
      db,
      rows.map((r) => r.id),
    );
  } finally {
    await db.end();
  }
}

async function explainAll(db: Client, brandIds: readonly number[]) {
  const base = NO_FILTERS;
  const cases: [string, ResolvedFilters][] = [
    ['all products', base],
    ['a brand', { ...base, brandIds: [brandIds[0]!] }],
    ['two brands in stock', { ...base, brandIds: brandIds.slice(0, 2), inStock: true }],
    ['$20 to $25', { ...base, minPrice: 2000, maxPrice: 2500 }],
    ['search text', { ...base, text: 'blue razz ice' }],
  ];
  const reading: string[] = [];
  let statements = 0;
  for (const [name, filters] of cases) {
    for (const sort of ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW'] as const) {
      for (const statement of [productPageStatement(filters, sort, 30, 30), facetCountsStatement(filters)]) {
        statements++;
        const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `EXPLAIN (FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        if (seqScansOfProduct(rows[0]!['QUERY PLAN'][0]!.Plan)) reading.push(`${name}, ${sort}`);
      }
    }
  }
  return { statements, reading };
}
