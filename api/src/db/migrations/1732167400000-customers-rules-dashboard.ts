import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's customers, shipping rules and dashboard: a customer can be disabled and is found by
 * e-mail or name; shipping rules become dated rows staff edit, two of which never cover the same state,
 * kind and product types on the same day; the dashboard's figures read indexes, not whole tables.
 */
export class CustomersRulesDashboard1732167400000 implements MigrationInterface {
  name = 'CustomersRulesDashboard1732167400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer ADD COLUMN disabled_at timestamptz, ADD COLUMN disabled_reason text`);
    await db.query(`CREATE INDEX customer_email_trgm_idx ON customer USING gin (lower(email) gin_trgm_ops)`);
    await db.query(
      `CREATE INDEX customer_name_trgm_idx ON customer USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops)`,
    );
    await db.query(`CREATE INDEX customer_created_idx ON customer (created_at DESC, id)`);

    await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    // A rule's product scope as one comparable value: its types sorted, so the order they were typed in is no matter.
    await db.query(`
      CREATE FUNCTION shipping_rule_scope(types text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT coalesce(string_agg(t, '|' ORDER BY t), '') FROM unnest(types) AS t $$`);
    await db.query(`
      ALTER TABLE shipping_rule
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT shipping_rule_dates_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
        ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
          state_code WITH =, kind WITH =, shipping_rule_scope(product_types) WITH =,
          daterange(effective_from, effective_to, '[)') WITH &&)`);

    // The dashboard: the to-do counts, and the last 30 days read from the index alone.
    await db.query(
      `CREATE INDEX customer_order_open_status_idx ON customer_order (status)
       WHERE status IN ('Pending Approval', 'Approved')`,
    );
    await db.query(
      `CREATE INDEX customer_order_created_figures_idx ON customer_order (created_at)
       INCLUDE (status, total_cents, discount_cents, id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX customer_order_created_figures_idx, customer_order_open_status_idx`);
    await db.query(`
      ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap, DROP CONSTRAINT shipping_rule_dates_check,
        DROP COLUMN created_at, DROP COLUMN updated_at`);
    await db.query(`DROP FUNCTION shipping_rule_scope(text[])`);
    await db.query(`DROP INDEX customer_created_idx, customer_name_trgm_idx, customer_email_trgm_idx`);
    await db.query(`ALTER TABLE customer DROP COLUMN disabled_at, DROP COLUMN disabled_reason`);
  }
}
