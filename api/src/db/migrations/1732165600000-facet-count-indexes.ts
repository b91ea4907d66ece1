import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Covering indexes on product_facet_count, one per exact-match filter: a filtered facet list reads
 * the hundred-odd rows of its value with an index-only scan instead of every combination.
 */
export class FacetCountIndexes1732165600000 implements MigrationInterface {
  name = 'FacetCountIndexes1732165600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX product_facet_count_brand_idx ON product_facet_count (brand_id)
      INCLUDE (product_type_id, flavor_id, category_id, subcategory_id, n)`);
    await db.query(`CREATE INDEX product_facet_count_flavor_idx ON product_facet_count (flavor_id)
      INCLUDE (product_type_id, brand_id, category_id, subcategory_id, n)`);
    await db.query(`CREATE INDEX product_facet_count_type_idx ON product_facet_count (product_type_id)
      INCLUDE (brand_id, flavor_id, category_id, subcategory_id, n)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP INDEX product_facet_count_brand_idx, product_facet_count_flavor_idx, product_facet_count_type_idx`,
    );
  }
}
