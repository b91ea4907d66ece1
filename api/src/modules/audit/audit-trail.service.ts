import type { Sql } from '../../db/sql';
import { badInput } from '../../errors';
import { isShopDay } from '../../common/shop-day';
import type { AuditEvent } from './audit.service';

/** Which events, as staff ask for them: every part optional, each in a person's words. */
export interface AuditFilter {
  /** A staff member's name, e-mail address (or part of either), or id. */
  readonly staff?: string | null;
  /** order, product, customer, staff… (`AUDIT_RECORD_TYPES`). */
  readonly recordType?: string | null;
  /** A record's id or number, or a product's, customer's or staff member's name (or part of it, or an e-mail). */
  readonly record?: string | null;
  readonly operation?: string | null;
  /** Inclusive ISO dates (YYYY-MM-DD), in UTC. */
  readonly from?: string | null;
  readonly to?: string | null;
}

/** The kinds of record the trail names (the `recordType` of the changes that write it). */
export const AUDIT_RECORD_TYPES = [
  'order',
  'product',
  'customer',
  'staff',
  'shipping-rule',
  'directory-listing',
  'carrier',
  'parcel-label',
  'pact-report',
  'promotion',
] as const;

/** The longest staff or record words a filter takes (the customers' search takes as many). */
const MAX_FILTER_LENGTH = 100;

/** The most records one name may stand for (a word many products share narrows nothing anyway). */
export const MAX_NAMED_RECORDS = 200;

/**
 * How the trail finds what a person names, each asked of the module that owns it (wired in `services.ts`): the
 * staff (a small table, matched here, for the staff filter and staff records), and for another kind of record,
 * the ids of the records its words name.
 */
export interface AuditNames {
  staffMembers(): Promise<readonly { id: string; name: string; email: string }[]>;
  readonly records: Readonly<Partial<Record<(typeof AUDIT_RECORD_TYPES)[number], (text: string) => Promise<string[]>>>>;
}

/** The filter's days are days; a record type is one the trail knows. */
function checkedAuditFilter(filter: AuditFilter): AuditFilter {
  for (const day of [filter.from, filter.to]) {
    if (day && !isShopDay(day)) throw badInput(`"${day}" is not a date (YYYY-MM-DD).`);
  }
  for (const [name, words] of [
    ['staff', filter.staff],
    ['record', filter.record],
  ] as const) {
    if (words && words.length > MAX_FILTER_LENGTH) throw badInput(`${name}: at most ${MAX_FILTER_LENGTH} characters.`);
  }
  if (filter.recordType && !(AUDIT_RECORD_TYPES as readonly string[]).includes(filter.recordType)) {
    throw badInput(`Records are of a kind among ${AUDIT_RECORD_TYPES.join(', ')}.`);
  }
  return filter;
}

const COLUMNS = `e.id::text AS id, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  e.staff_id AS "staffId", e.staff_email AS "staffEmail", e.staff_role AS "staffRole", e.client_ip AS "clientIp",
  e.operation, e.record_type AS "recordType", e.record_id AS "recordId", e.before, e.after`;

/**
 * The filter as SQL, each condition only when set, so one statement text serves every filter. The staff are a
 * list of ids; the records a list of (kind, id) pairs, since a product and a shipping rule may share a number.
 */
const WHERE = `($1::uuid[] IS NULL OR e.staff_id = ANY($1::uuid[]))
  AND ($2::text IS NULL OR e.record_type = $2)
  AND ($3::text[] IS NULL OR (e.record_type, e.record_id) IN (SELECT * FROM unnest($3::text[], $4::text[])))
  AND ($5::text IS NULL OR e.operation = $5)
  AND ($6::date IS NULL OR e.at >= $6::date) AND ($7::date IS NULL OR e.at < $7::date + 1)`;

/**
 * Newest first: by time, then by id as a number (the events of one transaction share its time). Qualified, since
 * the selected `id` and `at` are text and would sort as text ("99" after "1234").
 */
const NEWEST_FIRST = 'ORDER BY e.at DESC, e.id DESC';

/** A page of the trail: the filter's values, then the limit ($8) and offset ($9). */
export const AUDIT_PAGE = `SELECT ${COLUMNS} FROM audit_event e WHERE ${WHERE} ${NEWEST_FIRST} LIMIT $8 OFFSET $9`;

/** A keyset batch of the export: the events older than the last one sent ($8) by time and id, $9 of them. */
export const AUDIT_BATCH_AFTER = `SELECT ${COLUMNS} FROM audit_event e WHERE ${WHERE}
  AND (e.at, e.id) < ((SELECT at FROM audit_event WHERE id = $8::bigint), $8::bigint) ${NEWEST_FIRST} LIMIT $9`;

const contains = (text: string, words: string) => text.toLowerCase().includes(words.toLowerCase());

/**
 * The audit trail as staff read it: filtered in their words (a name or an e-mail, not an id), newest first, a
 * page at a time or, for the CSV, every event exactly once in keyset batches. `AuditService` writes it.
 */
export class AuditTrailService {
  constructor(
    private readonly sql: Sql,
    private readonly names: AuditNames,
  ) {}

  /** A page of the trail, newest first, with the total that matches. */
  async list(
    filter: AuditFilter,
    page: { offset: number; limit: number },
  ): Promise<{ events: AuditEvent[]; total: number }> {
    const values = await this.values(filter);
    const events = await this.sql.query<AuditEvent>(AUDIT_PAGE, [...values, page.limit, page.offset]);
    const [count] = await this.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_event e WHERE ${WHERE}`,
      values,
    );
    return { events, total: count!.n };
  }

  /** One record's own history, newest first (its id exactly, as its page knows it). */
  history(recordType: string, recordId: string, limit: number): Promise<AuditEvent[]> {
    return this.sql.query<AuditEvent>(
      `SELECT ${COLUMNS} FROM audit_event e WHERE e.record_type = $1 AND e.record_id = $2 ${NEWEST_FIRST} LIMIT $3`,
      [recordType, recordId, limit],
    );
  }

  /**
   * Every matching event, newest first, a batch at a time (for a streamed export): each batch starts below the
   * last event of the one before by time and id, so each event comes once however many there are and whatever
   * is written meanwhile (a newer event is not in this export; it starts after the first batch was read).
   */
  async *each(filter: AuditFilter, batchSize = 1_000): AsyncGenerator<AuditEvent> {
    const values = await this.values(filter);
    let batch = await this.sql.query<AuditEvent>(
      `SELECT ${COLUMNS} FROM audit_event e WHERE ${WHERE} ${NEWEST_FIRST} LIMIT $8`,
      [...values, batchSize],
    );
    for (;;) {
      yield* batch;
      if (batch.length < batchSize) return;
      batch = await this.sql.query<AuditEvent>(AUDIT_BATCH_AFTER, [...values, batch[batch.length - 1]!.id, batchSize]);
    }
  }

  /** The filter's statement values: the staff and records its words name, found by the modules that own them. */
  private async values(filter: AuditFilter): Promise<unknown[]> {
    const { staff, recordType, record } = checkedAuditFilter(filter);
    const records = record?.trim() ? await this.recordsNamed(record.trim(), recordType ?? null) : null;
    return [
      staff?.trim() ? await this.staffNamed(staff.trim()) : null,
      recordType ?? null,
      records?.map(([type]) => type) ?? null,
      records?.map(([, id]) => id) ?? null,
      filter.operation || null,
      filter.from || null,
      filter.to || null,
    ];
  }

  /** The staff whose name or e-mail holds the words, or whose id they are. */
  private async staffNamed(words: string): Promise<string[]> {
    const members = await this.names.staffMembers();
    return members
      .filter((m) => m.id === words.toLowerCase() || contains(m.name, words) || contains(m.email, words))
      .map((m) => m.id);
  }

  /** The (kind, id) of each record the words name: as its id or number, or by the name its module finds. */
  private async recordsNamed(words: string, recordType: string | null): Promise<[string, string][]> {
    const types = recordType ? [recordType] : [...AUDIT_RECORD_TYPES];
    const found: [string, string][] = types.map((type) => [type, words]);
    for (const type of types) {
      const named =
        type === 'staff'
          ? (text: string) => this.staffNamed(text)
          : this.names.records[type as keyof AuditNames['records']];
      if (!named) continue;
      for (const id of (await named(words)).slice(0, MAX_NAMED_RECORDS)) {
        if (id !== words) found.push([type, id]);
      }
    }
    return found;
  }
}
