import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FIRST_PURCHASE_PROMOTION as first } from './data/1732168650000-promotions.data';

/**
 * Promotions as data (issue 33, DESIGN.md "Promotions are data priced by one engine"): a promotion's dates,
 * status, conditions, action, combination and limits; its codes; one redemption row per order and promotion,
 * written in the order's unit of work; and the discount lines each order keeps per order line and promotion.
 * `promotion_revision` changes with every change of a promotion, so each process's cache of the active ones
 * knows when to load them again. The $10 first-purchase discount becomes the first promotion.
 */
export class Promotions1732168650000 implements MigrationInterface {
  name = 'Promotions1732168650000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE promotion (
        id                  serial PRIMARY KEY,
        name                text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 120),
        banner              text CHECK (btrim(banner) <> '' AND length(banner) <= 200),
        status              text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'ended')),
        starts_at           timestamptz NOT NULL DEFAULT now(),
        ends_at             timestamptz CHECK (ends_at > starts_at),
        min_subtotal_cents  integer CHECK (min_subtotal_cents > 0),
        product_ids         integer[] NOT NULL DEFAULT '{}',
        brands              text[] NOT NULL DEFAULT '{}',
        categories          text[] NOT NULL DEFAULT '{}',
        ends_kinds          text[] NOT NULL DEFAULT '{}',
        first_order         boolean NOT NULL DEFAULT false,
        customer_group      text CHECK (btrim(customer_group) <> ''),
        requires_code       boolean NOT NULL DEFAULT false,
        action              text NOT NULL CHECK (action IN ('percent-off', 'fixed-off', 'free-shipping', 'buy-x-get-y')),
        applies_to          text NOT NULL DEFAULT 'order' CHECK (applies_to IN ('lines', 'order')),
        percent_bp          integer CHECK (percent_bp BETWEEN 1 AND 10000),
        amount_cents        integer CHECK (amount_cents > 0),
        buy_quantity        integer CHECK (buy_quantity BETWEEN 1 AND 99),
        get_quantity        integer CHECK (get_quantity BETWEEN 1 AND 99),
        combinable          boolean NOT NULL DEFAULT true,
        priority            integer NOT NULL DEFAULT 0,
        usage_limit         integer CHECK (usage_limit > 0),
        per_customer_limit  integer CHECK (per_customer_limit > 0),
        uses                integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= coalesce(usage_limit, uses)),
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        CHECK (CASE action
          WHEN 'percent-off' THEN percent_bp IS NOT NULL AND amount_cents IS NULL AND buy_quantity IS NULL
          WHEN 'fixed-off' THEN amount_cents IS NOT NULL AND percent_bp IS NULL AND buy_quantity IS NULL
          WHEN 'free-shipping' THEN percent_bp IS NULL AND amount_cents IS NULL AND buy_quantity IS NULL
          ELSE buy_quantity IS NOT NULL AND get_quantity IS NOT NULL AND percent_bp IS NOT NULL AND amount_cents IS NULL
        END)
      )`);
    await db.query(`CREATE INDEX promotion_active_idx ON promotion (id) WHERE status = 'active'`);

    await db.query(
      `CREATE TABLE promotion_revision (id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1), revision bigint NOT NULL)`,
    );
    await db.query(`INSERT INTO promotion_revision (revision) VALUES (1)`);
    await db.query(`
      CREATE FUNCTION promotion_revise() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE promotion_revision SET revision = revision + 1;
        RETURN NULL;
      END $$`);
    // A redemption's count (uses) is no change of what the cache holds: only the other columns revise it.
    await db.query(`
      CREATE TRIGGER promotion_revised AFTER INSERT OR DELETE OR TRUNCATE ON promotion
      FOR EACH STATEMENT EXECUTE FUNCTION promotion_revise()`);
    await db.query(`
      CREATE TRIGGER promotion_updated AFTER UPDATE ON promotion FOR EACH ROW
      WHEN ((OLD.*) IS DISTINCT FROM (NEW.*) AND OLD.uses = NEW.uses)
      EXECUTE FUNCTION promotion_revise()`);

    await db.query(`
      CREATE TABLE promotion_code (
        id            bigserial PRIMARY KEY,
        promotion_id  integer NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
        code          text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{3,40}$'),
        single_use    boolean NOT NULL,
        used_at       timestamptz,
        created_at    timestamptz NOT NULL DEFAULT now(),
        CHECK (single_use OR used_at IS NULL)
      )`);
    await db.query(`CREATE INDEX promotion_code_promotion_idx ON promotion_code (promotion_id, id)`);

    await db.query(`
      CREATE TABLE promotion_redemption (
        id            bigserial PRIMARY KEY,
        promotion_id  integer NOT NULL REFERENCES promotion (id),
        code_id       bigint REFERENCES promotion_code (id),
        single_use    boolean NOT NULL DEFAULT false,
        order_id      uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        customer_id   uuid NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        UNIQUE (promotion_id, order_id)
      )`);
    // A single-use code is redeemed once, whatever races: the database refuses a second row.
    await db.query(
      `CREATE UNIQUE INDEX promotion_redemption_single_use_idx ON promotion_redemption (code_id) WHERE single_use`,
    );
    await db.query(
      `CREATE INDEX promotion_redemption_customer_idx ON promotion_redemption (customer_id, promotion_id)`,
    );

    await db.query(`
      CREATE TABLE order_discount_line (
        id              bigserial PRIMARY KEY,
        order_id        uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        order_line_id   bigint REFERENCES order_line (id) ON DELETE CASCADE,
        target          text NOT NULL CHECK (target IN ('line', 'shipping')),
        promotion_id    integer REFERENCES promotion (id) ON DELETE SET NULL,
        promotion_name  text NOT NULL,
        code            text,
        amount_cents    integer NOT NULL CHECK (amount_cents > 0),
        CHECK ((target = 'line') = (order_line_id IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX order_discount_line_order_idx ON order_discount_line (order_id, id)`);
    await db.query(`CREATE INDEX order_discount_line_promotion_idx ON order_discount_line (promotion_id)`);

    await db.query(
      `INSERT INTO promotion (name, banner, status, starts_at, first_order, action, applies_to, amount_cents,
         combinable, priority)
       VALUES ($1, $2, 'active', $3, $4, $5, $6, $7, $8, $9)`,
      [
        first.name,
        first.banner,
        first.startsAt,
        first.firstOrder,
        first.action,
        first.appliesTo,
        first.amountCents,
        first.combinable,
        first.priority,
      ],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE order_discount_line, promotion_redemption, promotion_code`);
    await db.query(`DROP TABLE promotion`);
    await db.query(`DROP FUNCTION promotion_revise`);
    await db.query(`DROP TABLE promotion_revision`);
  }
}
