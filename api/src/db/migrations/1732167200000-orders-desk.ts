import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders desk: who took each status step and why (reject, refund), staff's internal notes, the indexes
 * the admin order list needs at 100 000 orders, and `customer_contact`, the customers module's published view
 * of who a customer is (id, e-mail, name) that the order list filters and shows without reading `customer`.
 */
export class OrdersDesk1732167200000 implements MigrationInterface {
  name = 'OrdersDesk1732167200000';

  async up(db: QueryRunner): Promise<void> {
    // Null staff: the step was taken by the customer (placing) or the command line.
    await db.query(`ALTER TABLE order_status_change
      ADD COLUMN staff_id uuid REFERENCES staff (id),
      ADD COLUMN reason text CHECK (char_length(reason) <= 500)`);
    await db.query(`
      CREATE TABLE order_note (
        id          bigserial PRIMARY KEY,
        order_id    uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        staff_id    uuid NOT NULL REFERENCES staff (id),
        body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX order_note_order_idx ON order_note (order_id, id)`);
    // The list's sorts (with id as the tie-break) and its filters that lead with an equality; the state index
    // carries the status, so a state's counts per status are read from the index alone.
    await db.query(`CREATE INDEX customer_order_created_idx ON customer_order (created_at, id)`);
    await db.query(`CREATE INDEX customer_order_total_idx ON customer_order (total_cents, id)`);
    await db.query(`CREATE INDEX customer_order_status_created_idx ON customer_order (status, created_at, id)`);
    await db.query(`CREATE INDEX customer_order_state_created_idx ON customer_order (ship_state_code, created_at, id)
      INCLUDE (status)`);
    // Text search: part of an order number, or of the name the order ships to.
    await db.query(
      `CREATE INDEX customer_order_number_trgm_idx ON customer_order USING gin (lower(order_number) gin_trgm_ops)`,
    );
    await db.query(`CREATE INDEX customer_order_ship_name_trgm_idx ON customer_order
      USING gin (lower(ship_first_name || ' ' || ship_last_name) gin_trgm_ops)`);
    // Orders per UTC day and status, for the list's status counts without a full scan at 100 000 orders. Kept
    // by a trigger deferred to commit, so a placing transaction holds the day's row only while it commits.
    await db.query(`
      CREATE TABLE order_day_count (
        day     date NOT NULL,
        status  text NOT NULL,
        n       integer NOT NULL,
        PRIMARY KEY (day, status)
      )`);
    await db.query(`
      CREATE FUNCTION order_day_count_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE order_day_count SET n = n - 1
          WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND status = OLD.status;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO order_day_count (day, status, n) VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, 1)
          ON CONFLICT (day, status) DO UPDATE SET n = order_day_count.n + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE CONSTRAINT TRIGGER order_day_count_keep AFTER INSERT OR DELETE OR UPDATE OF status, created_at
      ON customer_order DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_day_count_keep()`);
    await db.query(`INSERT INTO order_day_count (day, status, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM customer_order GROUP BY 1, 2`);
    // Owned by the customers module: other modules read who a customer is here, never from `customer`.
    await db.query(`CREATE VIEW customer_contact AS
      SELECT id, email, first_name || ' ' || last_name AS name FROM customer`);
    // Its searches by e-mail and name use the customers module's trigram indexes (migration 1732167400000).
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW customer_contact`);
    await db.query(`DROP INDEX customer_order_ship_name_trgm_idx, customer_order_number_trgm_idx,
      customer_order_state_created_idx, customer_order_status_created_idx, customer_order_total_idx,
      customer_order_created_idx`);
    await db.query(`DROP TRIGGER order_day_count_keep ON customer_order`);
    await db.query(`DROP FUNCTION order_day_count_keep()`);
    await db.query(`DROP TABLE order_day_count, order_note`);
    await db.query(`ALTER TABLE order_status_change DROP COLUMN reason, DROP COLUMN staff_id`);
  }
}
