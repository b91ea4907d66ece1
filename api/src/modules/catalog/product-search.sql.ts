import type { CategoryScope } from './catalog-taxonomy.cache';

/** The exact-match filters of a search, as ids (-1 for a name that matches nothing). */
export interface ResolvedFilters {
  scope: CategoryScope;
  productTypeId: number | null;
  brandId: number | null;
  flavorId: number | null;
  /** Lower-cased LIKE pattern of the search text, or null for no text. */
  namePattern: string | null;
  /** Only products with a compare-at price. */
  onSale?: boolean;
}

/** The trigger-kept facet table knows no text and no sale; with either, the counts scan the products. */
export const countsFromFacetTable = (filters: ResolvedFilters): boolean =>
  filters.namePattern === null && !filters.onSale;

const ON_SALE = 'compare_at_cents IS NOT NULL';

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

export function likePattern(text: string): string {
  return '%' + text.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}

function scopeConditions(scope: CategoryScope, params: Params): string[] {
  const out: string[] = [];
  if (scope.categoryIds) out.push(`category_id = ANY(${params.add(scope.categoryIds)}::int[])`);
  if (scope.subcategoryIds) out.push(`subcategory_id = ANY(${params.add(scope.subcategoryIds)}::int[])`);
  return out;
}

function dimCondition(filters: ResolvedFilters, dim: Dim, params: Params): string {
  const id = filters[`${dim}Id`];
  return id === null ? 'TRUE' : `${COLUMN[dim]} = ${params.add(id)}`;
}

function where(conditions: string[]): string {
  return conditions.length ? conditions.join(' AND ') : 'TRUE';
}

/**
 * Facet counts, each over the other active filters, plus the total, in one statement.
 * Without search text it reads the trigger-kept `product_facet_count` (inlined into each part, so a
 * filtered part uses its covering index); with text it scans the
 * matching products once with GROUPING SETS.
 * Rows: dim 0 product type, 1 brand, 2 flavor, 3 total; `id` 0 means none.
 */
export function facetCountsStatement(filters: ResolvedFilters): { text: string; values: unknown[] } {
  const p = new Params();
  const t = dimCondition(filters, 'productType', p);
  const b = dimCondition(filters, 'brand', p);
  const f = dimCondition(filters, 'flavor', p);
  if (countsFromFacetTable(filters)) {
    const scope = where(['n > 0', ...scopeConditions(filters.scope, p)]);
    const text = `
      WITH f AS NOT MATERIALIZED (SELECT product_type_id, brand_id, flavor_id, n FROM product_facet_count WHERE ${scope})
      SELECT 0 AS dim, product_type_id AS id, sum(n)::int AS n FROM f WHERE ${b} AND ${f} GROUP BY product_type_id
      UNION ALL SELECT 1, brand_id, sum(n)::int FROM f WHERE ${t} AND ${f} GROUP BY brand_id
      UNION ALL SELECT 2, flavor_id, sum(n)::int FROM f WHERE ${t} AND ${b} GROUP BY flavor_id
      UNION ALL SELECT 3, 0, coalesce(sum(n), 0)::int FROM f WHERE ${t} AND ${b} AND ${f}`;
    return { text, values: p.values };
  }
  const base = where([
    'active',
    ...(filters.namePattern === null ? [] : [`lower(name) LIKE ${p.add(filters.namePattern)}`]),
    ...(filters.onSale ? [ON_SALE] : []),
    ...scopeConditions(filters.scope, p),
  ]);
  const text = `
    SELECT GROUPING(product_type_id, brand_id, flavor_id) AS g,
           coalesce(product_type_id, 0) AS t, coalesce(brand_id, 0) AS b, coalesce(flavor_id, 0) AS f,
           count(*) FILTER (WHERE ${b} AND ${f})::int AS for_t,
           count(*) FILTER (WHERE ${t} AND ${f})::int AS for_b,
           count(*) FILTER (WHERE ${t} AND ${b})::int AS for_f,
           count(*) FILTER (WHERE ${t} AND ${b} AND ${f})::int AS for_all
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
}

export interface FacetRow {
  dim: number;
  id: number;
  n: number;
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

export const PRODUCT_COLUMNS = `id, slug, name, price_cents AS "priceCents", image, image_url AS "imageUrl",
  description,
  category_id AS "categoryId", subcategory_id AS "subcategoryId", brand_id AS "brandId", flavor_id AS "flavorId",
  product_type_id AS "productTypeId", puffs, nicotine_mg AS "nicotineMg", stock, compare_at_cents AS "compareAtCents"`;

/** One page of matching products in name order. */
export function productPageStatement(
  filters: ResolvedFilters,
  limit: number,
  offset: number,
): { text: string; values: unknown[] } {
  const p = new Params();
  const conditions = [
    'active',
    ...scopeConditions(filters.scope, p),
    dimCondition(filters, 'productType', p),
    dimCondition(filters, 'brand', p),
    dimCondition(filters, 'flavor', p),
  ];
  if (filters.namePattern !== null) conditions.push(`lower(name) LIKE ${p.add(filters.namePattern)}`);
  if (filters.onSale) conditions.push(ON_SALE);
  const text = `SELECT ${PRODUCT_COLUMNS} FROM product WHERE ${where(conditions.filter((c) => c !== 'TRUE'))}
    ORDER BY name, id LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`;
  return { text, values: p.values };
}
