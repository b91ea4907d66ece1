import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's people and its record: staff (not customers) with their sessions, setup links and
 * recovery codes, all secrets stored as hashes except the authenticator's shared secret, which TOTP needs
 * as it is; and the audit trail, which the database itself keeps append-only.
 */
export class BackOfficeStaff1732167100000 implements MigrationInterface {
  name = 'BackOfficeStaff1732167100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE staff (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email           text NOT NULL,
        name            text NOT NULL,
        role            text NOT NULL
                        CHECK (role IN ('owner', 'manager', 'fulfilment', 'catalogue', 'support', 'compliance')),
        password_hash   text,
        totp_secret     text,
        -- The last TOTP time step accepted: a code of that step or an earlier one is refused (replay).
        totp_last_step  bigint,
        disabled_at     timestamptz,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX staff_lower_email_key ON staff (lower(email))`);
    await db.query(`
      CREATE TABLE staff_session (
        id            bigserial PRIMARY KEY,
        token_hash    bytea NOT NULL UNIQUE,
        staff_id      uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at    timestamptz NOT NULL DEFAULT now(),
        last_seen_at  timestamptz NOT NULL DEFAULT now(),
        expires_at    timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX staff_session_staff_idx ON staff_session (staff_id)`);
    await db.query(`CREATE INDEX staff_session_expires_idx ON staff_session (expires_at)`);
    await db.query(`
      CREATE TABLE staff_setup_link (
        token_hash    bytea PRIMARY KEY,
        staff_id      uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        -- Chosen when the link is first opened, kept until the first code proves the authenticator has it.
        totp_secret   text,
        created_at    timestamptz NOT NULL DEFAULT now(),
        expires_at    timestamptz NOT NULL,
        used_at       timestamptz
      )`);
    await db.query(`CREATE INDEX staff_setup_link_staff_idx ON staff_setup_link (staff_id)`);
    await db.query(`
      CREATE TABLE staff_recovery_code (
        staff_id   uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        code_hash  bytea NOT NULL,
        used_at    timestamptz,
        PRIMARY KEY (staff_id, code_hash)
      )`);
    await db.query(`
      CREATE TABLE audit_event (
        id           bigserial PRIMARY KEY,
        at           timestamptz NOT NULL DEFAULT now(),
        staff_id     uuid REFERENCES staff (id),
        staff_email  text,
        staff_role   text,
        client_ip    text,
        operation    text NOT NULL,
        record_type  text,
        record_id    text,
        before       jsonb,
        after        jsonb
      )`);
    await db.query(`CREATE INDEX audit_event_at_idx ON audit_event (at)`);
    await db.query(`CREATE INDEX audit_event_record_idx ON audit_event (record_type, record_id, id DESC)`);
    await db.query(`CREATE INDEX audit_event_staff_idx ON audit_event (staff_id, id DESC)`);
    await db.query(`CREATE INDEX audit_event_operation_idx ON audit_event (operation, id DESC)`);
    // Append-only whatever the code does: the table refuses every change to what it holds.
    await db.query(`
      CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_event is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`
      CREATE TRIGGER audit_event_no_change BEFORE UPDATE OR DELETE ON audit_event
      FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()`);
    await db.query(`
      CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
      FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE audit_event`);
    await db.query(`DROP FUNCTION audit_event_append_only()`);
    await db.query(`DROP TABLE staff_recovery_code, staff_setup_link, staff_session, staff`);
  }
}
