import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product in the shop has been published. The catalogue's seed and older imports inserted active products without
 * `published_at` (only the editor set it), so the editor said "Never in the shop yet" of products that had sold.
 * Those are backfilled (the day they were created, or their first sale if earlier), and the database now sets it
 * whenever a product becomes active without one, whoever writes the row; a check holds it so.
 */
export class ProductPublished1732168550000 implements MigrationInterface {
  name = 'ProductPublished1732168550000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE product p SET published_at = least(p.created_at,
        (SELECT min(o.created_at) FROM order_line l JOIN customer_order o ON o.id = l.order_id WHERE l.product_id = p.id))
      WHERE p.published_at IS NULL
        AND (p.status = 'active' OR EXISTS (SELECT 1 FROM order_line l WHERE l.product_id = p.id))`);
    await db.query(`
      CREATE FUNCTION product_published_on_activation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'active' AND NEW.published_at IS NULL THEN
          NEW.published_at := now();
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER product_published_on_activation BEFORE INSERT OR UPDATE OF status, published_at
      ON product FOR EACH ROW EXECUTE FUNCTION product_published_on_activation()`);
    await db.query(`ALTER TABLE product ADD CONSTRAINT product_active_published_check
      CHECK (status <> 'active' OR published_at IS NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product DROP CONSTRAINT product_active_published_check`);
    await db.query(`DROP TRIGGER product_published_on_activation ON product`);
    await db.query(`DROP FUNCTION product_published_on_activation()`);
  }
}
