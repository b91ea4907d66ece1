import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order keeps the excise taxes it was charged (issue 26 §3): their sum on the order, in its total, and each
 * line's tax with its rule, name, base and rate, so a later change of rate never alters an order.
 */
export class OrderExciseTax1732168000000 implements MigrationInterface {
  name = 'OrderExciseTax1732168000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_order ADD COLUMN excise_tax_cents integer NOT NULL DEFAULT 0
      CONSTRAINT customer_order_excise_tax_check CHECK (excise_tax_cents >= 0)`);
    await db.query(`
      CREATE TABLE order_tax_line (
        id             bigserial PRIMARY KEY,
        order_id       uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        order_line_id  bigint NOT NULL REFERENCES order_line (id) ON DELETE CASCADE,
        rule_id        integer REFERENCES excise_tax_rule (id) ON DELETE SET NULL,
        name           text NOT NULL,
        base           text NOT NULL,
        rate           integer NOT NULL,
        base_amount    bigint NOT NULL,
        tax_cents      integer NOT NULL CHECK (tax_cents >= 0)
      )`);
    await db.query(`CREATE INDEX order_tax_line_order_idx ON order_tax_line (order_id, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE order_tax_line`);
    await db.query(`ALTER TABLE customer_order DROP COLUMN excise_tax_cents`);
  }
}
