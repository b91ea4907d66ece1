import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the sweep of expired data (each sweep deletes in batches found through one of them),
 * and a cart's updated_at that follows its lines, so "idle for 30 days" means what it says.
 */
export class SweepIndexes1732165800000 implements MigrationInterface {
  name = 'SweepIndexes1732165800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX verification_code_expires_idx ON verification_code (expires_at)`);
    await db.query(`CREATE INDEX rate_limit_window_idx ON rate_limit (window_start)`);
    await db.query(`CREATE INDEX cart_guest_idle_idx ON cart (updated_at) WHERE customer_id IS NULL`);
    await db.query(`
      CREATE FUNCTION cart_line_touches_cart() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cart SET updated_at = now()
        WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cart_id ELSE NEW.cart_id END AND updated_at < now();
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER cart_line_touches_cart AFTER INSERT OR UPDATE OR DELETE ON cart_line
      FOR EACH ROW EXECUTE FUNCTION cart_line_touches_cart()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER cart_line_touches_cart ON cart_line`);
    await db.query(`DROP FUNCTION cart_line_touches_cart()`);
    await db.query(`DROP INDEX cart_guest_idle_idx, rate_limit_window_idx, verification_code_expires_idx`);
  }
}
