import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments module's ledger: one row per gateway call and per answer, never changed afterwards (the database
 * refuses UPDATE, DELETE and TRUNCATE, as for the audit trail). An order's amounts authorized, captured and
 * refunded are sums of its rows. A row names its order by number and not by key: a call is recorded before its
 * order commits (so a crash in between leaves the call known), and a declined attempt's order never commits.
 */
export class PaymentLedger1732168600000 implements MigrationInterface {
  name = 'PaymentLedger1732168600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_event (
        id              bigserial PRIMARY KEY,
        at              timestamptz NOT NULL DEFAULT now(),
        order_number    text NOT NULL,
        customer_id     uuid,
        -- The placement's idempotency key, for an attempt made while placing an order.
        placement_key   text,
        provider        text NOT NULL,
        operation       text NOT NULL CHECK (operation IN
                          ('authorize', 'capture', 'void', 'refund', 'settle', 'webhook', 'manual')),
        outcome         text NOT NULL CHECK (outcome IN
                          ('requested', 'approved', 'held', 'declined', 'error', 'unknown', 'not-found')),
        -- Our idempotency key of the call (Authorize.Net refId): a request and its answer share it.
        reference       text NOT NULL CHECK (length(reference) BETWEEN 1 AND 40),
        amount_cents    integer NOT NULL CHECK (amount_cents >= 0),
        transaction_id  text,
        response_code   text,
        reason_code     text,
        auth_code       text,
        avs_result      text,
        cvv_result      text,
        method          text CHECK (method IN ('card', 'bank', 'manual')),
        brand           text,
        last_four       text CHECK (last_four ~ '^[0-9]{4}$'),
        -- MM/YYYY: the month the card expires, the one thing of its date the shop keeps.
        card_expiry     text CHECK (card_expiry ~ '^(0[1-9]|1[0-2])/[0-9]{4}$'),
        -- The gateway's words, for staff; a customer never reads them.
        message         text,
        -- Who or what caused it: customer, staff, system (a job), webhook, command.
        actor           text NOT NULL CHECK (actor IN ('customer', 'staff', 'system', 'webhook', 'command')),
        staff_id        uuid REFERENCES staff (id),
        reason          text,
        detail          jsonb
      )`);
    await db.query(`CREATE INDEX payment_event_order_idx ON payment_event (order_number, id)`);
    await db.query(`CREATE INDEX payment_event_at_idx ON payment_event (at)`);
    await db.query(`CREATE INDEX payment_event_placement_idx ON payment_event (customer_id, placement_key, id)
      WHERE placement_key IS NOT NULL`);
    // One request and one final answer per call: a retried request or a replayed answer cannot count twice.
    await db.query(`CREATE UNIQUE INDEX payment_event_one_request ON payment_event (reference)
      WHERE outcome = 'requested'`);
    await db.query(`CREATE UNIQUE INDEX payment_event_one_answer ON payment_event (reference)
      WHERE outcome IN ('approved', 'held', 'declined', 'error', 'not-found')`);
    await db.query(`
      CREATE FUNCTION payment_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'payment_event is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`
      CREATE TRIGGER payment_event_no_change BEFORE UPDATE OR DELETE ON payment_event
      FOR EACH ROW EXECUTE FUNCTION payment_event_append_only()`);
    await db.query(`
      CREATE TRIGGER payment_event_no_truncate BEFORE TRUNCATE ON payment_event
      FOR EACH STATEMENT EXECUTE FUNCTION payment_event_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payment_event`);
    await db.query(`DROP FUNCTION payment_event_append_only()`);
  }
}
