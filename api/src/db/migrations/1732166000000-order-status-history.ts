import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every status an order takes, with its time (and, when shipped, the carrier and tracking number). */
export class OrderStatusHistory1732166000000 implements MigrationInterface {
  name = 'OrderStatusHistory1732166000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_status_change (
        id               bigserial PRIMARY KEY,
        order_id         uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        status           text NOT NULL,
        carrier          text,
        tracking_number  text,
        changed_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX order_status_change_order_idx ON order_status_change (order_id, changed_at)`);
    // Orders placed before: their placing, and their present status if it moved on since.
    await db.query(`INSERT INTO order_status_change (order_id, status, changed_at)
      SELECT id, 'Pending Approval', created_at FROM customer_order`);
    await db.query(`INSERT INTO order_status_change (order_id, status, changed_at)
      SELECT id, status, updated_at FROM customer_order WHERE status <> 'Pending Approval'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE order_status_change`);
  }
}
