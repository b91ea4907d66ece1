import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail is read newest first by time, then id (issue 34 §2): each index the trail's filters use ends in
 * (at, id), so a page, a filtered page and each keyset batch of the export are read in order from an index and
 * stop at their limit, however long the trail. They replace the indexes that ended in id alone.
 */
export class AuditTrailOrder1732168400000 implements MigrationInterface {
  name = 'AuditTrailOrder1732168400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX audit_event_at_id_idx ON audit_event (at, id)`);
    await db.query(`CREATE INDEX audit_event_record_at_idx ON audit_event (record_type, record_id, at, id)`);
    await db.query(`CREATE INDEX audit_event_staff_at_idx ON audit_event (staff_id, at, id)`);
    await db.query(`CREATE INDEX audit_event_operation_at_idx ON audit_event (operation, at, id)`);
    await db.query(
      `DROP INDEX audit_event_at_idx, audit_event_record_idx, audit_event_staff_idx, audit_event_operation_idx`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX audit_event_at_idx ON audit_event (at)`);
    await db.query(`CREATE INDEX audit_event_record_idx ON audit_event (record_type, record_id, id DESC)`);
    await db.query(`CREATE INDEX audit_event_staff_idx ON audit_event (staff_id, id DESC)`);
    await db.query(`CREATE INDEX audit_event_operation_idx ON audit_event (operation, id DESC)`);
    await db.query(
      `DROP INDEX audit_event_at_id_idx, audit_event_record_at_idx, audit_event_staff_at_idx, audit_event_operation_at_idx`,
    );
  }
}
