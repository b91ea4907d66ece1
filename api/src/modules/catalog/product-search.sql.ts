import type { CharacterizingFlavour, EndsKind } from '../compliance/product-compliance.type';
import type { CategoryScope } from './catalog-taxonomy.cache';
import { type ResolvedFilters, type SortOrder } from './product-filters.types';
import { widensToAnyWord } from './product-search.rules';
import { POSTING_COMBINATIONS, RELEVANCE_BUCKET_CTES, postingMatchCtes, relevancePage } from './search-postings.sql';
import { searchQueryCtes } from './search-text.sql';

/**
 * Whether a search without text reads its counts from the trigger-kept facet table, which knows no price or
 * sale; with either, the counts scan the products (text searches have a statement of their own).
 */
export const countsFromFacetTable = (filters: ResolvedFilters): boolean =>
  filters.minPrice === null && filters.maxPrice === null && !filters.onSale;

type Dim = 'productType' | 'brand' | 'flavor';

const COLUMN: Record<Dim, string> = { productType: 'product_type_id', brand: 'brand_id', flavor: 'flavor_id' };

/** Collects positional parameters while a statement is assembled. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Statement {
  text: string;
  values: unknown[];
}

function scopeConditions(scope: CategoryScope, params: Params): string[] {
  const out: string[] = [];
  for (const [column, ids] of [
    ['category_id', scope.categoryIds],
    ['subcategory_id', scope.subcategoryIds],
  ] as const) {
    if (ids)
      out.push(ids.length === 1 ? `${column} = ${params.add(ids[0])}` : `${column} = ANY(${params.add(ids)}::int[])`);
  }
  return out;
}

/** One value as `=`, so an index on (column, sort key) also gives the order; several as `= ANY`. */
function dimCondition(filters: ResolvedFilters, dim: Dim, params: Params): string {
  const ids = filters[`${dim}Ids`];
  if (ids === null) return 'TRUE';
  return ids.length === 1
    ? `${COLUMN[dim]} = ${params.add(ids[0])}`
    : `${COLUMN[dim]} = ANY(${params.add(ids)}::int[])`;
}

/** The conditions on the product itself (not on a facet): price range, stock and sale. */
function productConditions(filters: ResolvedFilters, params: Params): string[] {
  const out: string[] = [];
  if (filters.minPrice !== null) out.push(`price_cents >= ${params.add(filters.minPrice)}`);
  if (filters.maxPrice !== null) out.push(`price_cents <= ${params.add(filters.maxPrice)}`);
  if (filters.inStock) out.push('stock > 0');
  if (filters.onSale) out.push('compare_at_cents IS NOT NULL');
  return out;
}

function where(conditions: string[]): string {
  const real = conditions.filter((c) => c !== 'TRUE');
  return real.length ? real.join(' AND ') : 'TRUE';
}

/** The facet counts as GROUPING SETS over the products `source` selects, one row per set. */
function groupingSelect(source: string, t: string, b: string, f: string): string {
  return `
    SELECT GROUPING(product_type_id, brand_id, flavor_id) AS g,
           coalesce(product_type_id, 0) AS t, coalesce(brand_id, 0) AS b, coalesce(flavor_id, 0) AS f,
           count(*) FILTER (WHERE ${where([b, f])})::int AS for_t,
           count(*) FILTER (WHERE ${where([t, f])})::int AS for_b,
           count(*) FILTER (WHERE ${where([t, b])})::int AS for_f,
           count(*) FILTER (WHERE ${where([t, b, f])})::int AS for_all
    FROM ${source}
    GROUP BY GROUPING SETS ((product_type_id), (brand_id), (flavor_id), ())`;
}

/**
 * Facet counts, each over the other active filters, plus the total, in one statement.
 * Without a price range or "on sale" it reads the trigger-kept `product_facet_count` (inlined into each part,
 * so a filtered part uses its covering index); with either it scans the matching products once with GROUPING
 * SETS.
 * Rows: dim 0 product type, 1 brand, 2 flavor, 3 total; `id` 0 means none.
 * With search text the counts and the page are one statement, textSearchStatement's.
 */
export function facetCountsStatement(filters: ResolvedFilters): Statement {
  if (filters.text !== null) return textSearchStatement(filters, 'RELEVANCE', 30, 0);
  const p = new Params();
  if (countsFromFacetTable(filters)) {
    const t = dimCondition(filters, 'productType', p);
    const b = dimCondition(filters, 'brand', p);
    const f = dimCondition(filters, 'flavor', p);
    const scope = where(['n > 0', ...scopeConditions(filters.scope, p), ...(filters.inStock ? ['in_stock'] : [])]);
    const text = `
      WITH f AS NOT MATERIALIZED (SELECT product_type_id, brand_id, flavor_id, n FROM product_facet_count WHERE ${scope})
      SELECT 0 AS dim, product_type_id AS id, sum(n)::int AS n FROM f WHERE ${where([b, f])} GROUP BY product_type_id
      UNION ALL SELECT 1, brand_id, sum(n)::int FROM f WHERE ${where([t, f])} GROUP BY brand_id
      UNION ALL SELECT 2, flavor_id, sum(n)::int FROM f WHERE ${where([t, b])} GROUP BY flavor_id
      UNION ALL SELECT 3, 0, coalesce(sum(n), 0)::int FROM f WHERE ${where([t, b, f])}`;
    return { text, values: p.values };
  }
  const t = dimCondition(filters, 'productType', p);
  const b = dimCondition(filters, 'brand', p);
  const f = dimCondition(filters, 'flavor', p);
  const base = where(['active', ...scopeConditions(filters.scope, p), ...productConditions(filters, p)]);
  return { text: groupingSelect(`product WHERE ${base}`, t, b, f), values: p.values };
}

export interface GroupingRow {
  g: number;
  t: number;
  b: number;
  f: number;
  for_t: number;
  for_b: number;
  for_f: number;
  for_all: number;
}

export interface FacetRow {
  dim: number;
  id: number;
  n: number;
  /** On the total row of a text search that found nothing: the closest known term ("Did you mean"). */
  suggestion?: string | null;
}

/** Normalises the GROUPING SETS answer to the facet-table answer's rows. */
export function groupingRowsToFacetRows(rows: GroupingRow[]): FacetRow[] {
  const out: FacetRow[] = [];
  for (const r of rows) {
    if (r.g === 0b011) out.push({ dim: 0, id: r.t, n: r.for_t });
    else if (r.g === 0b101) out.push({ dim: 1, id: r.b, n: r.for_b });
    else if (r.g === 0b110) out.push({ dim: 2, id: r.f, n: r.for_f });
    else if (r.g === 0b111) out.push({ dim: 3, id: 0, n: r.for_all });
  }
  return out;
}

/** A product as PRODUCT_COLUMNS reads it. */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  priceCents: number;
  image: string;
  /** The shop's photograph, which replaces the drawing. */
  imageUrl: string | null;
  description: string;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  flavorId: number | null;
  productTypeId: number | null;
  puffs: number | null;
  nicotineMg: number | null;
  stock: number;
  compareAtCents: number | null;
  endsKind: EndsKind | null;
  characterizingFlavour: CharacterizingFlavour;
  liquidMl: number | null;
  podsPerPack: number | null;
  wholesaleCostCents: number;
}

export const PRODUCT_COLUMNS = `id, slug, name, price_cents AS "priceCents", image, image_url AS "imageUrl",
  description,
  category_id AS "categoryId", subcategory_id AS "subcategoryId", brand_id AS "brandId", flavor_id AS "flavorId",
  product_type_id AS "productTypeId", puffs, nicotine_mg AS "nicotineMg", stock, compare_at_cents AS "compareAtCents",
  ends_kind AS "endsKind", characterizing_flavour AS "characterizingFlavour", liquid_ml::float8 AS "liquidMl",
  pods_per_pack AS "podsPerPack", wholesale_cost_cents AS "wholesaleCostCents"`;

/** Featured: the home page's showcase first, then the catalogue's own order (an index of migration 1732166500000). */
const FEATURED = '(vape_kit_tab IS NULL), id';

/** Each order ends on a unique key, so pages never overlap; each is served by an index. */
const ORDER: Record<Exclude<SortOrder, 'RELEVANCE'>, string> = {
  FEATURED,
  PRICE_LOW_TO_HIGH: 'price_cents, id',
  PRICE_HIGH_TO_LOW: 'price_cents DESC, id DESC',
  NEWEST: 'created_at DESC, id DESC',
  NAME: 'name, id',
};

/** One page of matching products in the given order (featured for relevance, which needs search text). */
export function productPageStatement(
  filters: ResolvedFilters,
  sort: SortOrder,
  limit: number,
  offset: number,
): Statement {
  if (filters.text !== null) return textSearchStatement(filters, sort, limit, offset);
  const p = new Params();
  const conditions = [
    'active',
    ...scopeConditions(filters.scope, p),
    dimCondition(filters, 'productType', p),
    dimCondition(filters, 'brand', p),
    dimCondition(filters, 'flavor', p),
    ...productConditions(filters, p),
  ];
  const order = sort === 'RELEVANCE' ? FEATURED : ORDER[sort];
  const text = `
    SELECT ${PRODUCT_COLUMNS} FROM product WHERE ${where(conditions)}
    ORDER BY ${order} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`;
  return { text, values: p.values };
}

/**
 * How many of a text search's matches have one combination of facet values: `[any, type, brand, flavour, n]`
 * (null: none), `any` for the matches of any word. A combination is also one of category and line, so the same
 * facet values may come more than once. (Arrays, not objects: PostgreSQL builds a few hundred of them per
 * search.)
 */
export type FacetCombination = [any: boolean, t: number | null, b: number, f: number | null, n: number];

/**
 * A text search's answer: its matches counted by facet values, and the page. No combination at all means nothing
 * matched the text, whatever the filters ("Did you mean" is then asked: DID_YOU_MEAN_STATEMENT).
 */
export interface TextSearchRow {
  /** Whether no product passing every filter had all the words, so any word was asked for. */
  widened: boolean;
  combinations: FacetCombination[];
  products: ProductRow[];
}

/**
 * The facet rows (as the facet statements answer them) from a text search's combinations: each facet's
 * counts over the matches passing the other facets' filters, and the total over those passing all.
 */
export function combinationsToFacetRows(
  { combinations, widened }: Pick<TextSearchRow, 'combinations' | 'widened'>,
  filters: ResolvedFilters,
): FacetRow[] {
  const passes = (ids: number[] | null, value: number | null) =>
    ids === null || (value !== null && ids.includes(value));
  const counts = [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()];
  const add = (dim: number, id: number | null, n: number) =>
    counts[dim]!.set(id ?? 0, (counts[dim]!.get(id ?? 0) ?? 0) + n);
  let total = 0;
  for (const [any, t, b, f, n] of combinations) {
    if (any !== widened) continue;
    const [byT, byB, byF] = [
      passes(filters.productTypeIds, t),
      passes(filters.brandIds, b),
      passes(filters.flavorIds, f),
    ];
    if (byB && byF) add(0, t, n);
    if (byT && byF) add(1, b, n);
    if (byT && byB) add(2, f, n);
    if (byT && byB && byF) total += n;
  }
  return [...counts.flatMap((byId, dim) => [...byId].map(([id, n]) => ({ dim, id, n }))), { dim: 3, id: 0, n: total }];
}

/**
 * A text search in one statement, one row (TextSearchRow), over the posting lists (search-postings.sql.ts): the
 * text's query is built once from the vocabulary; the words' lists give the matches per combination of facet
 * values, hence the facet counts; the page comes from the relevance buckets (or, sorted otherwise, from the
 * matches' rows), and only its products are read. When no product passing every filter has all the words and
 * the text has several (widensToAnyWord), the same is done for any of them.
 */
export function textSearchStatement(
  filters: ResolvedFilters,
  sort: SortOrder,
  limit: number,
  offset: number,
): Statement {
  const p = new Params();
  const ctes = searchQueryCtes(p.add(filters.text), filters.anyWord);
  const inPage = where([
    dimCondition(filters, 'productType', p),
    dimCondition(filters, 'brand', p),
    dimCondition(filters, 'flavor', p),
  ]);
  const product = productConditions(filters, p);
  const matches = postingMatchCtes({
    scope: where(scopeConditions(filters.scope, p)),
    inPage,
    product: product.length ? where(product) : null,
    anyWord: filters.anyWord,
    widens: widensToAnyWord(filters),
  });
  const [lim, off] = [p.add(limit), p.add(offset)];
  const page =
    sort === 'RELEVANCE'
      ? `${RELEVANCE_BUCKET_CTES},
    page AS MATERIALIZED (${relevancePage(lim, off)})`
      : `page AS MATERIALIZED (
      SELECT id, row_number() OVER () AS n FROM (
        SELECT id FROM product WHERE id = ANY((SELECT ids FROM search_matches)::int[])
        ORDER BY ${ORDER[sort]} LIMIT ${lim} OFFSET ${off}) ordered)`;
  const text = `
    WITH RECURSIVE ${ctes}, ${matches}, ${page}
    SELECT (SELECT yes FROM widened) AS widened,
           ${POSTING_COMBINATIONS} AS combinations,
           (SELECT coalesce(json_agg(r ORDER BY page.n), '[]') FROM page
              CROSS JOIN LATERAL (SELECT ${PRODUCT_COLUMNS} FROM product WHERE product.id = page.id) r) AS products`;
  return { text, values: p.values };
}
