import type { Sql } from '../../db/sql';

/** Who did something in the back office, and from where (null staff: someone not signed in). */
export interface Actor {
  readonly staffId: string | null;
  readonly email: string | null;
  readonly role: string | null;
  readonly clientIp: string;
}

/** One change as the trail keeps it. */
export interface AuditEntry {
  /** e.g. "order.approve", "product.update", "staff.sign-in-failed". */
  readonly operation: string;
  /** e.g. "order", "product", "customer", "staff"; null for what concerns no record. */
  readonly recordType?: string | null;
  readonly recordId?: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
}

export interface AuditEvent {
  readonly id: string;
  readonly at: string;
  readonly staffId: string | null;
  readonly staffEmail: string | null;
  readonly staffRole: string | null;
  readonly clientIp: string | null;
  readonly operation: string;
  readonly recordType: string | null;
  readonly recordId: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * The one writer of the audit trail (`AuditTrailService` reads it). A change and its record commit together: `record` must run inside
 * the change's unit of work. The table refuses UPDATE, DELETE and TRUNCATE (a trigger), so nothing here
 * or elsewhere can edit it.
 */
export class AuditService {
  constructor(private readonly sql: Sql) {}

  record(actor: Actor, entry: AuditEntry): Promise<void> {
    return this.recordMany(actor, [entry]);
  }

  /** Records of one actor in one statement (an import writes many), inside the change's unit of work. */
  async recordMany(actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
    if (!this.sql.inTransaction) throw new Error('An audit record is written in the unit of work of its change.');
    if (!entries.length) return;
    const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
    await this.sql.query(
      `INSERT INTO audit_event (staff_id, staff_email, staff_role, client_ip, operation, record_type, record_id, before, after)
       SELECT $1, $2, $3, $4, e.operation, e.record_type, e.record_id, e.before::jsonb, e.after::jsonb
       FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         WITH ORDINALITY AS e(operation, record_type, record_id, before, after, n)
       ORDER BY e.n`,
      [
        actor.staffId,
        actor.email,
        actor.role,
        actor.clientIp,
        entries.map((e) => e.operation),
        entries.map((e) => e.recordType ?? null),
        entries.map((e) => e.recordId ?? null),
        entries.map((e) => json(e.before)),
        entries.map((e) => json(e.after)),
      ],
    );
  }
}
