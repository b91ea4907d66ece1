import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How an order travels and the delivery days promised when it was placed. */
export class OrderDelivery1732166300000 implements MigrationInterface {
  name = 'OrderDelivery1732166300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_order
      ADD COLUMN delivery_method text NOT NULL DEFAULT 'STANDARD',
      ADD COLUMN delivery_from date,
      ADD COLUMN delivery_to date`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_order DROP COLUMN delivery_method, DROP COLUMN delivery_from,
      DROP COLUMN delivery_to`);
  }
}
