import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The discount codes a shopper entered on the cart page or at checkout's review, kept with the cart (a guest's too,
 * joined to the customer's at login) until the order is placed. Stored as the promotions module normalizes them
 * (upper case, trimmed); the promotions module judges them on every pricing.
 */
export class CartPromotionCodes1732168670000 implements MigrationInterface {
  name = 'CartPromotionCodes1732168670000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cart_promotion_code (
        cart_id   uuid NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
        code      text NOT NULL CHECK (code ~ '^[A-Z0-9-]{1,40}$'),
        added_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cart_id, code)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE cart_promotion_code`);
  }
}
