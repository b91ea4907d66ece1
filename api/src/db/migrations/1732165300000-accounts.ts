import type { MigrationInterface, QueryRunner } from 'typeorm';
import { US_STATES } from './data/1732165300000-us-states.data';

/** Customers, sessions, e-mailed codes, rate-limit counters, the mail outbox, US states and addresses. */
export class Accounts1732165300000 implements MigrationInterface {
  name = 'Accounts1732165300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customer (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email          text NOT NULL,
        first_name     text NOT NULL,
        last_name      text NOT NULL,
        date_of_birth  date NOT NULL,
        password_hash  text NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX customer_lower_email_key ON customer (lower(email))`);
    await db.query(`
      CREATE TABLE session (
        id           bigserial PRIMARY KEY,
        token_hash   bytea NOT NULL UNIQUE,
        customer_id  uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        created_at   timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX session_customer_idx ON session (customer_id)`);
    await db.query(`CREATE INDEX session_expires_idx ON session (expires_at)`);
    await db.query(`
      CREATE TABLE verification_code (
        id           bigserial PRIMARY KEY,
        purpose      text NOT NULL CHECK (purpose IN ('sign-up', 'recovery')),
        email        text NOT NULL,
        salt         bytea NOT NULL,
        code_hash    bytea NOT NULL,
        attempts     integer NOT NULL DEFAULT 0,
        expires_at   timestamptz NOT NULL,
        used_at      timestamptz,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX verification_code_lookup_idx ON verification_code (purpose, lower(email), created_at DESC)`,
    );
    await db.query(`
      CREATE TABLE rate_limit (
        key           text PRIMARY KEY,
        window_start  timestamptz NOT NULL,
        hits          integer NOT NULL
      )`);
    await db.query(`
      CREATE TABLE outgoing_mail (
        id          bigserial PRIMARY KEY,
        recipient   text NOT NULL,
        subject     text NOT NULL,
        body        text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        sent_at     timestamptz
      )`);
    await db.query(`CREATE INDEX outgoing_mail_recipient_idx ON outgoing_mail (lower(recipient), created_at DESC)`);
    await db.query(`CREATE TABLE us_state (code char(2) PRIMARY KEY, name text NOT NULL UNIQUE)`);
    await db.query(`INSERT INTO us_state (code, name) SELECT * FROM unnest($1::text[], $2::text[])`, [
      US_STATES.map((s) => s.code),
      US_STATES.map((s) => s.name),
    ]);
    await db.query(`
      CREATE TABLE shipping_address (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id  uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        first_name   text NOT NULL,
        last_name    text NOT NULL,
        address      text NOT NULL,
        city         text NOT NULL,
        state_code   char(2) NOT NULL REFERENCES us_state (code),
        zipcode      text NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX shipping_address_customer_idx ON shipping_address (customer_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE shipping_address, us_state, outgoing_mail, rate_limit, verification_code, session, customer`,
    );
  }
}
