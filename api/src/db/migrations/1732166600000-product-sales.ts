import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedCompareAt } from '../seed/product-generator';

const BATCH = 5_000;

/**
 * Sales: a product's former price (compare-at), shown struck through beside the price it is sold at, and its
 * snapshot on each order line, so an order keeps showing the saving it was sold with. Products already there
 * get the compare-at prices the seed would have given them, by position in id order.
 */
export class ProductSales1732166600000 implements MigrationInterface {
  name = 'ProductSales1732166600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product ADD COLUMN compare_at_cents integer
      CONSTRAINT product_compare_at_check CHECK (compare_at_cents > price_cents)`);
    await db.query(`ALTER TABLE order_line ADD COLUMN compare_at_cents integer`);
    const rows: { id: number; priceCents: number }[] = await db.query(
      `SELECT id, price_cents AS "priceCents" FROM product ORDER BY id`,
    );
    const onSale = rows.flatMap((row, i) => {
      const compareAt = seedCompareAt(i + 1, row.priceCents);
      return compareAt === null ? [] : [{ id: row.id, compareAt }];
    });
    for (let start = 0; start < onSale.length; start += BATCH) {
      const batch = onSale.slice(start, start + BATCH);
      await db.query(
        `UPDATE product SET compare_at_cents = x.compare_at
         FROM unnest($1::int[], $2::int[]) AS x(id, compare_at) WHERE product.id = x.id`,
        [batch.map((r) => r.id), batch.map((r) => r.compareAt)],
      );
    }
    // The Deals listing and the banner's figure read only what is on sale, in the listing's order.
    await db.query(`CREATE INDEX product_on_sale_idx ON product (name, id)
      WHERE compare_at_cents IS NOT NULL AND active`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX product_on_sale_idx`);
    await db.query(`ALTER TABLE order_line DROP COLUMN compare_at_cents`);
    await db.query(`ALTER TABLE product DROP COLUMN compare_at_cents`);
  }
}
