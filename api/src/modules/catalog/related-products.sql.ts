import { PRODUCT_COLUMNS } from './product-search.sql';

/** A product page suggests this many other products (fewer only in a catalogue that small). */
const RELATED_MAX = 8;

/** Up to RELATED_MAX active products closest to `me` by one column, in name order (its listing index). */
const closestBy = (tier: number, condition: string) =>
  `(SELECT ${tier} AS tier, ${PRODUCT_COLUMNS} FROM product
    WHERE active AND id <> me.id AND ${condition} ORDER BY name, id LIMIT ${RELATED_MAX})`;

/**
 * For each product id of $1, the products to suggest on its page with "forId": the same line first, then
 * the same brand, the same category, then the first of the catalogue to fill the row. Each tier is a short
 * scan of a listing index, and one statement answers any number of products.
 */
export const RELATED_PRODUCTS = `
  SELECT me.id AS "forId", related.*
  FROM unnest($1::int[]) AS asked(id)
  JOIN product me ON me.id = asked.id
  CROSS JOIN LATERAL (
    SELECT * FROM (
      SELECT DISTINCT ON (candidate.id) * FROM (
        ${closestBy(0, 'subcategory_id = me.subcategory_id')}
        UNION ALL ${closestBy(1, 'brand_id = me.brand_id')}
        UNION ALL ${closestBy(2, 'category_id = me.category_id')}
        UNION ALL ${closestBy(3, 'TRUE')}
      ) candidate ORDER BY candidate.id, candidate.tier
    ) nearest ORDER BY tier, name, id LIMIT ${RELATED_MAX}
  ) related`;
