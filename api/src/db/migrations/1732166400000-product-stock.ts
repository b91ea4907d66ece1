import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SlugRegistry, productSlugBase } from '../product-slug';
import { seedStock } from '../seed/product-generator';

const BATCH = 5_000;

/**
 * What a product page needs: a stock count per product (decremented by orders) and a unique slug, the
 * product's URL key. Products already there get the counts and slugs the seed would have given them, in
 * id order, so a catalogue the seed grows later continues them without a clash.
 */
export class ProductStock1732166400000 implements MigrationInterface {
  name = 'ProductStock1732166400000';

  async up(db: QueryRunner): Promise<void> {
    // Every order now updates its products: an update that moves no product between facet combinations
    // (stock, price) nets to nothing here, so orders do not queue on product_facet_count rows.
    await db.query(`
      CREATE OR REPLACE FUNCTION product_facet_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          INSERT INTO product_facet_count AS f
            SELECT category_id, subcategory_id, brand_id, flavor_id, product_type_id, sum(d)::int
            FROM (
              SELECT category_id, coalesce(subcategory_id, 0) AS subcategory_id, brand_id,
                     coalesce(flavor_id, 0) AS flavor_id, coalesce(product_type_id, 0) AS product_type_id, -1 AS d
              FROM old_rows WHERE active
              UNION ALL
              SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
                     coalesce(product_type_id, 0), 1
              FROM new_rows WHERE active
            ) moved
            GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (category_id, subcategory_id, brand_id, flavor_id, product_type_id)
            DO UPDATE SET n = f.n + EXCLUDED.n;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO product_facet_count AS f
            SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
                   coalesce(product_type_id, 0), -count(*)
            FROM old_rows WHERE active GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (category_id, subcategory_id, brand_id, flavor_id, product_type_id)
            DO UPDATE SET n = f.n + EXCLUDED.n;
        ELSE
          INSERT INTO product_facet_count AS f
            SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
                   coalesce(product_type_id, 0), count(*)
            FROM new_rows WHERE active GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (category_id, subcategory_id, brand_id, flavor_id, product_type_id)
            DO UPDATE SET n = f.n + EXCLUDED.n;
        END IF;
        RETURN NULL;
      END $$`);

    await db.query(`ALTER TABLE product ADD COLUMN slug text,
      ADD COLUMN stock integer NOT NULL DEFAULT 0 CONSTRAINT product_stock_check CHECK (stock >= 0)`);
    const rows: { id: number; name: string; brand: string; nicotineMg: number | null }[] = await db.query(
      `SELECT p.id, p.name, b.name AS brand, p.nicotine_mg AS "nicotineMg"
       FROM product p JOIN brand b ON b.id = p.brand_id ORDER BY p.id`,
    );
    const slugs = new SlugRegistry();
    const filled = rows.map((row, i) => ({
      id: row.id,
      slug: slugs.take(productSlugBase(row)),
      stock: seedStock(i + 1),
    }));
    for (let start = 0; start < filled.length; start += BATCH) {
      const batch = filled.slice(start, start + BATCH);
      await db.query(
        `UPDATE product SET slug = x.slug, stock = x.stock
         FROM unnest($1::int[], $2::text[], $3::int[]) AS x(id, slug, stock) WHERE product.id = x.id`,
        [batch.map((r) => r.id), batch.map((r) => r.slug), batch.map((r) => r.stock)],
      );
    }
    await db.query(`ALTER TABLE product ALTER COLUMN slug SET NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX product_slug_key ON product (slug)`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The netted facet trigger counts exactly as the one it replaced did, so it stays.
    await db.query(`DROP INDEX product_slug_key`);
    await db.query(`ALTER TABLE product DROP COLUMN slug, DROP COLUMN stock`);
  }
}
