import type { ProductValues } from './product-editor.rules';

/** A product row as the back office reads it: its editable values, and what only the shop and stock change. */
export interface AdminProductRow extends ProductValues {
  id: number;
  published: boolean;
  stock: number;
  lowStock: boolean;
  createdAt: string;
}

/**
 * Low stock: the product's own threshold or fewer units. The one statement of the rule (the products list's
 * filter, the dashboard), written as the partial index product_low_stock_idx is, so the planner can use it.
 */
export const LOW_STOCK = `stock <= low_stock_threshold`;

export const ADMIN_PRODUCT_COLUMNS = `id, name, slug, status, published_at IS NOT NULL AS published,
  brand_id AS "brandId", category_id AS "categoryId", subcategory_id AS "subcategoryId",
  product_type_id AS "productTypeId", flavor_id AS "flavorId", nicotine_mg AS "nicotineMg", puffs, description,
  price_cents AS "priceCents", compare_at_cents AS "compareAtCents", image_url AS "imageUrl", stock,
  low_stock_threshold AS "lowStockThreshold", ${LOW_STOCK} AS "lowStock", ends_kind AS "endsKind",
  liquid_ml::float8 AS "liquidMl", pods_per_pack AS "podsPerPack", wholesale_cost_cents AS "wholesaleCostCents",
  characterizing_flavour AS "characterizingFlavour", fda_status AS "fdaStatus", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

/** The table's columns a product's values write, in ProductValues' order. */
export const WRITTEN_COLUMNS: readonly [keyof ProductValues, string, string][] = [
  ['name', 'name', 'text'],
  ['slug', 'slug', 'text'],
  ['status', 'status', 'text'],
  ['brandId', 'brand_id', 'int'],
  ['categoryId', 'category_id', 'int'],
  ['subcategoryId', 'subcategory_id', 'int'],
  ['productTypeId', 'product_type_id', 'int'],
  ['flavorId', 'flavor_id', 'int'],
  ['nicotineMg', 'nicotine_mg', 'int'],
  ['puffs', 'puffs', 'int'],
  ['description', 'description', 'text'],
  ['priceCents', 'price_cents', 'int'],
  ['compareAtCents', 'compare_at_cents', 'int'],
  ['imageUrl', 'image_url', 'text'],
  ['lowStockThreshold', 'low_stock_threshold', 'int'],
  ['endsKind', 'ends_kind', 'text'],
  ['liquidMl', 'liquid_ml', 'numeric'],
  ['podsPerPack', 'pods_per_pack', 'int'],
  ['wholesaleCostCents', 'wholesale_cost_cents', 'int'],
  ['characterizingFlavour', 'characterizing_flavour', 'text'],
  ['fdaStatus', 'fda_status', 'text'],
];

/** The values of many products as one array per column, for unnest. */
export const columnArrays = (rows: readonly ProductValues[]): unknown[] =>
  WRITTEN_COLUMNS.map(([key]) => rows.map((row) => row[key]));

/** The columns as rows; with `withId`, $1 is the products' ids. */
const unnestOf = (withId: boolean) => {
  const first = withId ? 2 : 1;
  const arrays = WRITTEN_COLUMNS.map(([, , type], i) => `$${first + i}::${type}[]`);
  const names = WRITTEN_COLUMNS.map(([, column]) => column);
  return withId
    ? `unnest($1::int[], ${arrays.join(', ')}) AS v(id, ${names.join(', ')})`
    : `unnest(${arrays.join(', ')}) AS v(${names.join(', ')})`;
};

/** A product that is (or becomes) active has been in the shop: its slug is fixed from then on. */
const PUBLISHED_AT = `CASE WHEN v.status = 'active' THEN coalesce(p.published_at, now()) ELSE p.published_at END`;

/**
 * Inserts products (their values as columnArrays) with new ids; the drawing's key follows the seed's. The
 * product triggers keep the search document, the search lists and the facet counts. Answers id and slug.
 */
export const INSERT_PRODUCTS = `
  WITH v AS (SELECT nextval(pg_get_serial_sequence('product', 'id'))::int AS id, * FROM ${unnestOf(false)})
  INSERT INTO product (id, ${WRITTEN_COLUMNS.map(([, column]) => column).join(', ')}, image, published_at)
  SELECT id, ${WRITTEN_COLUMNS.map(([, column]) => column).join(', ')}, '/media/products/p-' || id || '.svg',
    CASE WHEN status = 'active' THEN now() END
  FROM v
  RETURNING id, slug`;

/** Updates products ($1: ids; then their values as columnArrays), through the same triggers. */
export const UPDATE_PRODUCTS = `
  UPDATE product p SET ${WRITTEN_COLUMNS.map(([, column]) => `${column} = v.${column}`).join(', ')},
    published_at = ${PUBLISHED_AT}
  FROM ${unnestOf(true)}
  WHERE p.id = v.id
  RETURNING p.id`;
