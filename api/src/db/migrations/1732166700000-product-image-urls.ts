import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's own photograph of a product (an absolute https URL or a path on this site). When set it
 * replaces the generated drawing; null keeps the drawing.
 */
export class ProductImageUrls1732166700000 implements MigrationInterface {
  name = 'ProductImageUrls1732166700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product ADD COLUMN image_url text`);
    await db.query(`ALTER TABLE product ADD CONSTRAINT product_image_url_check
      CHECK (image_url ~ '^(https://|/)' AND length(image_url) <= 2000)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product DROP COLUMN image_url`);
  }
}
