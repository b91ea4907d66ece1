import type { Sql } from '../../db/sql';
import { badInput } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';

/** Staff names (the staff module answers). */
interface StaffDirectory {
  whoAre(ids: readonly (string | null)[]): Promise<Map<string, { name: string }>>;
}

/** The statement every parcel and bill of lading of a delivery sale carries (15 U.S.C. 376(b)(3)). */
export interface ParcelLabelStatement {
  text: string;
  /** Where the wording comes from. */
  source: string;
  /** When staff last confirmed or changed the wording (ISO 8601); null while it is the seeded, unconfirmed one. */
  confirmedAt: string | null;
  /** Who did; null from the command line or while unconfirmed. */
  confirmedBy: string | null;
}

/** The longest statement a label has room for, as the table allows. */
export const PARCEL_LABEL_MAX = 500;

/**
 * The parcel label's statement as data (the law's wording is not the code's to fix): read for every label and
 * packing slip, confirmed or changed by compliance staff, audited.
 */
export class ParcelLabelService {
  constructor(
    private readonly sql: Sql,
    private readonly staff: StaffDirectory,
    private readonly audit: AuditService,
  ) {}

  async statement(): Promise<ParcelLabelStatement> {
    const [row] = await this.sql.query<Omit<ParcelLabelStatement, 'confirmedBy'> & { staffId: string | null }>(
      `SELECT text, source, confirmed_by AS "staffId",
         to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "confirmedAt"
       FROM parcel_label_statement`,
    );
    if (!row) throw new Error('The parcel label statement is missing: run the migrations.');
    const { staffId, ...statement } = row;
    const names = await this.staff.whoAre([staffId]);
    return { ...statement, confirmedBy: staffId ? (names.get(staffId)?.name ?? null) : null };
  }

  /** Confirms the wording (the same text) or changes it; either way it is confirmed by this actor, now. */
  async confirm(actor: Actor, text: string): Promise<ParcelLabelStatement> {
    const wording = text.trim().replace(/\s+/g, ' ');
    if (!wording) throw badInput('text: give the statement the parcels carry.');
    if (wording.length > PARCEL_LABEL_MAX) throw badInput(`text: at most ${PARCEL_LABEL_MAX} characters.`);
    await this.sql.transaction(async () => {
      const [before] = await this.sql.query<{ text: string; confirmedAt: string | null }>(
        `SELECT text, confirmed_at AS "confirmedAt" FROM parcel_label_statement FOR UPDATE`,
      );
      await this.sql.query(`UPDATE parcel_label_statement SET text = $1, confirmed_at = now(), confirmed_by = $2`, [
        wording,
        actor.staffId,
      ]);
      await this.audit.record(actor, {
        operation: 'parcel-label.confirm',
        recordType: 'parcel-label',
        recordId: 'statement',
        before: before ? { text: before.text, confirmed: before.confirmedAt !== null } : undefined,
        after: { text: wording, confirmed: true },
      });
    });
    return this.statement();
  }
}
