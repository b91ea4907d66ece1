import type { CategoryScope } from './catalog-taxonomy.cache';
import { DID_YOU_MEAN, MATCHES_SEARCH, RELEVANCE_ORDER, searchQueryCtes } from './search-text.sql';

/** How a page of products is ordered (the GraphQL enum ProductSort has the same names). */
export type SortOrder = 'RELEVANCE' | 'FEATURED' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'NEWEST' | 'NAME';

/**
 * A search's filters, resolved to ids. A facet's list means any of those values (null: no restriction);
 * facets combine with AND.
 */
export interface ResolvedFilters {
  scope: CategoryScope;
  productTypeIds: number[] | null;
  brandIds: number[] | null;
  flavorIds: number[] | null;
  /** Price range in cents, both ends included; null for an open end. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** Only products with a compare-at price. */
  onSale: boolean;
  /** The trimmed search text, or null for none. */
  text: string | null;
  /** Products with any word of the text, instead of all (see search-text.sql.ts). */
  anyWord: boolean;
}

/** The trigger-kept facet table knows no text, price or sale; with any of them, the counts scan the products. */
export const countsFromFacetTable = (filters: ResolvedFilters): boolean =>
  filters.text === null && filters.minPrice === null && filters.maxPrice === null && !filters.onSale;

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

/** `WITH …` of the text search, or nothing. */
function withSearch(filters: ResolvedFilters, params: Params): string {
  return filters.text === null ? '' : `WITH ${searchQueryCtes(params.add(filters.text), filters.anyWord)}`;
}

/**
 * Facet counts, each over the other active filters, plus the total, in one statement.
 * Without search text, price range or "on sale" it reads the trigger-kept `product_facet_count` (inlined into each
 * part, so a filtered part uses its covering index); otherwise it scans the matching products once with
 * GROUPING SETS.
 * Rows: dim 0 product type, 1 brand, 2 flavor, 3 total; `id` 0 means none.
 */
export function facetCountsStatement(filters: ResolvedFilters): Statement {
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
  const search = withSearch(filters, p);
  const t = dimCondition(filters, 'productType', p);
  const b = dimCondition(filters, 'brand', p);
  const f = dimCondition(filters, 'flavor', p);
  const base = where([
    'active',
    ...(filters.text === null ? [] : [MATCHES_SEARCH]),
    ...scopeConditions(filters.scope, p),
    ...productConditions(filters, p),
  ]);
  const suggestion = filters.text === null ? 'NULL' : `CASE WHEN count(*) = 0 THEN ${DID_YOU_MEAN} END`;
  const text = `${search}
    SELECT GROUPING(product_type_id, brand_id, flavor_id) AS g,
           coalesce(product_type_id, 0) AS t, coalesce(brand_id, 0) AS b, coalesce(flavor_id, 0) AS f,
           count(*) FILTER (WHERE ${where([b, f])})::int AS for_t,
           count(*) FILTER (WHERE ${where([t, f])})::int AS for_b,
           count(*) FILTER (WHERE ${where([t, b])})::int AS for_f,
           count(*) FILTER (WHERE ${where([t, b, f])})::int AS for_all,
           CASE WHEN GROUPING(product_type_id, brand_id, flavor_id) = 7 THEN ${suggestion} END AS suggestion
    FROM product WHERE ${base}
    GROUP BY GROUPING SETS ((product_type_id), (brand_id), (flavor_id), ())`;
  return { text, values: p.values };
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
  suggestion: string | null;
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
    else if (r.g === 0b111) out.push({ dim: 3, id: 0, n: r.for_all, suggestion: r.suggestion });
  }
  return out;
}

export const PRODUCT_COLUMNS = `id, slug, name, price_cents AS "priceCents", image, image_url AS "imageUrl",
  description,
  category_id AS "categoryId", subcategory_id AS "subcategoryId", brand_id AS "brandId", flavor_id AS "flavorId",
  product_type_id AS "productTypeId", puffs, nicotine_mg AS "nicotineMg", stock, compare_at_cents AS "compareAtCents"`;

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

/** One page of matching products in the given order (relevance needs search text, and is featured without). */
export function productPageStatement(
  filters: ResolvedFilters,
  sort: SortOrder,
  limit: number,
  offset: number,
): Statement {
  const p = new Params();
  const search = withSearch(filters, p);
  const conditions = [
    'active',
    ...(filters.text === null ? [] : [MATCHES_SEARCH]),
    ...scopeConditions(filters.scope, p),
    dimCondition(filters, 'productType', p),
    dimCondition(filters, 'brand', p),
    dimCondition(filters, 'flavor', p),
    ...productConditions(filters, p),
  ];
  const order =
    sort !== 'RELEVANCE' ? ORDER[sort] : filters.text === null ? FEATURED : `${RELEVANCE_ORDER}, ${FEATURED}`;
  const text = `${search}
    SELECT ${PRODUCT_COLUMNS} FROM product WHERE ${where(conditions)}
    ORDER BY ${order} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`;
  return { text, values: p.values };
}
