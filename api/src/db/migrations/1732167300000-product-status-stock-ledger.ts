import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's catalogue: a product's status (draft: not in the shop; active; archived: not sold, kept for
 * the orders that name it), a low-stock threshold, and the stock ledger (every movement with the level after).
 *
 * One notion of "in the shop": `active`, which every shop query, partial index and search trigger reads, becomes
 * `GENERATED ALWAYS AS (status = 'active')`, so nothing can set it apart from the status. Dropping the column
 * drops its partial indexes; they are created again from their own definitions, read before the drop.
 */
export class ProductStatusStockLedger1732167300000 implements MigrationInterface {
  name = 'ProductStatusStockLedger1732167300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product ADD COLUMN status text NOT NULL DEFAULT 'active'
      CONSTRAINT product_status_check CHECK (status IN ('draft', 'active', 'archived')),
      ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 5
      CONSTRAINT product_low_stock_threshold_check CHECK (low_stock_threshold >= 0),
      ADD COLUMN published_at timestamptz`);
    // A product that was ever in the shop keeps its slug (its URL may be bookmarked and linked).
    await db.query(`UPDATE product SET status = CASE WHEN active THEN 'active' ELSE 'archived' END,
      published_at = created_at`);
    await this.deriveActive(db, `boolean GENERATED ALWAYS AS (status = 'active') STORED`);
    // The back office lists by status and finds the low ones (all statuses: a draft can be stocked).
    await db.query(`CREATE INDEX product_status_name_idx ON product (status, name, id)`);
    await db.query(`CREATE INDEX product_low_stock_idx ON product (name, id) WHERE stock <= low_stock_threshold`);

    await db.query(`
      CREATE TABLE stock_movement (
        id           bigserial PRIMARY KEY,
        product_id   integer NOT NULL REFERENCES product (id),
        change       integer NOT NULL CHECK (change <> 0),
        reason       text NOT NULL
                     CHECK (reason IN ('received', 'damaged', 'count_correction', 'returned', 'order')),
        note         text CHECK (length(note) <= 500),
        staff_id     uuid REFERENCES staff (id),
        level_after  integer NOT NULL CHECK (level_after >= 0),
        -- The client's key for one adjustment: a retried request finds it and does not move stock twice.
        request_key  text UNIQUE CHECK (length(request_key) <= 100),
        at           timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX stock_movement_product_idx ON stock_movement (product_id, id DESC)`);
    await db.query(`CREATE INDEX stock_movement_at_idx ON stock_movement (at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE stock_movement`);
    await db.query(`DROP INDEX product_low_stock_idx`);
    await db.query(`DROP INDEX product_status_name_idx`);
    await this.deriveActive(db, `boolean NOT NULL DEFAULT true`, `UPDATE product SET active = (status = 'active')`);
    await db.query(`ALTER TABLE product DROP COLUMN status, DROP COLUMN low_stock_threshold, DROP COLUMN published_at`);
  }

  /** Replaces the `active` column by `definition`, keeping every index that reads it. */
  private async deriveActive(db: QueryRunner, definition: string, fill?: string): Promise<void> {
    const indexes: { indexdef: string }[] = await db.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'product'
         AND indexdef ~ '\\mactive\\M' ORDER BY indexname`,
    );
    await db.query(`ALTER TABLE product DROP COLUMN active`);
    await db.query(`ALTER TABLE product ADD COLUMN active ${definition}`);
    if (fill) await db.query(fill);
    for (const { indexdef } of indexes) await db.query(indexdef);
  }
}
