import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SHIPPING_RULE_SEED } from './data/1732165400000-shipping-rules.data';

/** Carts, shipping rules by state, and orders with their lines. */
export class Commerce1732165400000 implements MigrationInterface {
  name = 'Commerce1732165400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cart (
        id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id       uuid UNIQUE REFERENCES customer (id) ON DELETE CASCADE,
        guest_token_hash  bytea UNIQUE,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        CHECK ((customer_id IS NULL) <> (guest_token_hash IS NULL))
      )`);
    await db.query(`
      CREATE TABLE cart_line (
        cart_id     uuid NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
        product_id  integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        quantity    integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        added_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cart_id, product_id)
      )`);
    // Rules are data with dates and sources, edited without code (spec/state-rules.md).
    await db.query(`
      CREATE TABLE shipping_rule (
        id               serial PRIMARY KEY,
        state_code       char(2) NOT NULL REFERENCES us_state (code),
        kind             text NOT NULL CHECK (kind IN ('no-vape-shipping', 'flavor-ban')),
        description      text NOT NULL,
        product_types    text[] NOT NULL,
        allowed_flavors  text[] NOT NULL DEFAULT '{}',
        effective_from   date NOT NULL,
        effective_to     date,
        source           text NOT NULL
      )`);
    await db.query(`CREATE INDEX shipping_rule_state_idx ON shipping_rule (state_code)`);
    for (const rule of SHIPPING_RULE_SEED) {
      await db.query(
        `INSERT INTO shipping_rule (state_code, kind, description, product_types, allowed_flavors, effective_from, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          rule.state,
          rule.kind,
          rule.description,
          rule.productTypes,
          rule.allowedFlavors,
          rule.effectiveFrom,
          rule.source,
        ],
      );
    }
    await db.query(`CREATE SEQUENCE order_number_seq START 100001`);
    await db.query(`
      CREATE TABLE customer_order (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_number     text NOT NULL UNIQUE,
        customer_id      uuid NOT NULL REFERENCES customer (id),
        idempotency_key  text NOT NULL,
        status           text NOT NULL DEFAULT 'Pending Approval' CHECK (status IN
                           ('Pending Approval', 'Approved', 'Shipped', 'Delivered', 'Rejected', 'Refunded')),
        ship_first_name  text NOT NULL,
        ship_last_name   text NOT NULL,
        ship_address     text NOT NULL,
        ship_city        text NOT NULL,
        ship_state_code  char(2) NOT NULL,
        ship_state_name  text NOT NULL,
        ship_zipcode     text NOT NULL,
        item_count       integer NOT NULL,
        subtotal_cents   integer NOT NULL,
        discount_cents   integer NOT NULL,
        shipping_cents   integer NOT NULL,
        total_cents      integer NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now(),
        UNIQUE (customer_id, idempotency_key)
      )`);
    await db.query(`CREATE INDEX customer_order_customer_idx ON customer_order (customer_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE order_line (
        id                bigserial PRIMARY KEY,
        order_id          uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        product_id        integer REFERENCES product (id) ON DELETE SET NULL,
        product_name      text NOT NULL,
        category_name     text NOT NULL,
        subcategory_name  text,
        unit_price_cents  integer NOT NULL,
        quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        line_total_cents  integer NOT NULL
      )`);
    await db.query(`CREATE INDEX order_line_order_idx ON order_line (order_id)`);
    await db.query(`CREATE INDEX order_line_name_trgm_idx ON order_line USING gin (lower(product_name) gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE order_line, customer_order, shipping_rule, cart_line, cart`);
    await db.query(`DROP SEQUENCE order_number_seq`);
  }
}
