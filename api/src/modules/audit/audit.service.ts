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

export interface AuditFilter {
  readonly staffId?: string | null;
  readonly recordType?: string | null;
  readonly recordId?: string | null;
  readonly operation?: string | null;
  /** Inclusive ISO dates (YYYY-MM-DD), in UTC. */
  readonly from?: string | null;
  readonly to?: string | null;
}

const COLUMNS = `id::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  staff_id AS "staffId", staff_email AS "staffEmail", staff_role AS "staffRole", client_ip AS "clientIp",
  operation, record_type AS "recordType", record_id AS "recordId", before, after`;

/** The filter as SQL: each condition only when set, so one statement text serves every filter. */
const WHERE = `($1::uuid IS NULL OR staff_id = $1) AND ($2::text IS NULL OR record_type = $2)
  AND ($3::text IS NULL OR record_id = $3) AND ($4::text IS NULL OR operation = $4)
  AND ($5::date IS NULL OR at >= $5::date) AND ($6::date IS NULL OR at < $6::date + 1)`;

const filterValues = (filter: AuditFilter): unknown[] => [
  filter.staffId ?? null,
  filter.recordType ?? null,
  filter.recordId ?? null,
  filter.operation ?? null,
  filter.from ?? null,
  filter.to ?? null,
];

/**
 * The one writer of the audit trail. A change and its record commit together: `record` must run inside
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

  /** A page of the trail, newest first (ids follow the order events were written), with the total that matches. */
  async list(
    filter: AuditFilter,
    page: { offset: number; limit: number },
  ): Promise<{ events: AuditEvent[]; total: number }> {
    const values = filterValues(filter);
    const [events, [count]] = await Promise.all([
      this.sql.query<AuditEvent>(
        `SELECT ${COLUMNS} FROM audit_event WHERE ${WHERE} ORDER BY id DESC LIMIT $7 OFFSET $8`,
        [...values, page.limit, page.offset],
      ),
      this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_event WHERE ${WHERE}`, values),
    ]);
    return { events, total: count!.n };
  }

  /** Every matching event, newest first, a batch at a time (for a streamed export). */
  async *each(filter: AuditFilter, batchSize = 1_000): AsyncGenerator<AuditEvent> {
    const values = filterValues(filter);
    let before: string | null = null;
    for (;;) {
      const batch: AuditEvent[] = await this.sql.query<AuditEvent>(
        `SELECT ${COLUMNS} FROM audit_event WHERE ${WHERE}
           AND ($7::bigint IS NULL OR id < $7::bigint)
         ORDER BY id DESC LIMIT $8`,
        [...values, before, batchSize],
      );
      yield* batch;
      if (batch.length < batchSize) return;
      before = batch[batch.length - 1]!.id;
    }
  }
}
