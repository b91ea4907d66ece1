import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { type CarrierFitness, type ParcelContents, carrierFitness, isPostalService } from './carrier-fitness.rules';

/** A carrier the shop ships with: the "person delivering" of a PACT report. */
export interface Carrier {
  id: string;
  name: string;
  address: string;
  telephone: string;
  /** Whether it delivers vapour products only to an adult (21+) who signs and shows a photo ID. */
  adultSignatureId: boolean;
  /** Its tracking page with `{number}` where the tracking number goes; null when it has none. */
  trackingUrlPattern: string | null;
}

export type CarrierDraft = Omit<Carrier, 'id'>;

/** A carrier as a choice for one parcel: whether it may take it, and why not. */
export type CarrierChoice = Carrier & CarrierFitness;

const COLUMNS = `id::text, name, address, telephone, adult_signature_id AS "adultSignatureId",
  tracking_url_pattern AS "trackingUrlPattern"`;
const UNIQUE_VIOLATION = '23505';

/** The carriers as data: staff list, add and edit them (audited); a shipment names one. */
export class CarrierService {
  constructor(
    private readonly sql: Sql,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<Carrier[]> {
    return this.sql.query<Carrier>(`SELECT ${COLUMNS} FROM carrier ORDER BY adult_signature_id DESC, name, id`);
  }

  /** Every carrier for a parcel of these contents: those that may take it first, each with why not otherwise. */
  async choicesFor(contents: ParcelContents): Promise<CarrierChoice[]> {
    const choices = (await this.list()).map((carrier) => ({ ...carrier, ...carrierFitness(carrier, contents) }));
    return [...choices.filter((c) => c.fit), ...choices.filter((c) => !c.fit)];
  }

  /**
   * Refuses a carrier that may not take a parcel of these contents (UNPROCESSABLE: the order is fine, the carrier
   * is not), naming those that may, or saying to add one.
   */
  async refuseUnfit(carrier: Carrier, contents: ParcelContents): Promise<void> {
    const { fit, reason } = carrierFitness(carrier, contents);
    if (fit) return;
    const allowed = (await this.choicesFor(contents)).filter((c) => c.fit).map((c) => c.name);
    throw new AppError(
      'UNPROCESSABLE',
      `carrier: ${reason} ` +
        (allowed.length
          ? `Ship it by ${allowed.join(', ')}.`
          : 'Add the carrier you contract for age-verified delivery under Carriers first.'),
    );
  }

  /** The carrier by its id or its name (any case), or null. */
  async find(idOrName: string): Promise<Carrier | null> {
    const value = idOrName.trim();
    if (!value) return null;
    const [row] = await this.sql.query<Carrier>(
      `SELECT ${COLUMNS} FROM carrier WHERE lower(name) = lower($1) OR ($2::int IS NOT NULL AND id = $2::int)
       ORDER BY lower(name) = lower($1) DESC LIMIT 1`,
      [value, /^\d{1,9}$/.test(value) ? Number(value) : null],
    );
    return row ?? null;
  }

  async add(actor: Actor, input: CarrierDraft): Promise<Carrier> {
    const draft = checked(input);
    return this.unique(() =>
      this.sql.transaction(async () => {
        const [row] = await this.sql.query<Carrier>(
          `INSERT INTO carrier (name, address, telephone, adult_signature_id, tracking_url_pattern)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
          [draft.name, draft.address, draft.telephone, draft.adultSignatureId, draft.trackingUrlPattern],
        );
        await this.audit.record(actor, {
          operation: 'carrier.add',
          recordType: 'carrier',
          recordId: row!.id,
          after: row,
        });
        return row!;
      }),
    );
  }

  async update(actor: Actor, id: string, input: CarrierDraft): Promise<Carrier> {
    const draft = checked(input);
    if (!/^\d{1,9}$/.test(id)) throw notFound('There is no such carrier.');
    return this.unique(() =>
      this.sql.transaction(async () => {
        const [before] = await this.sql.query<Carrier>(`SELECT ${COLUMNS} FROM carrier WHERE id = $1 FOR UPDATE`, [
          Number(id),
        ]);
        if (!before) throw notFound('There is no such carrier.');
        const [after] = await this.sql.query<Carrier>(
          `UPDATE carrier SET name = $2, address = $3, telephone = $4, adult_signature_id = $5,
             tracking_url_pattern = $6, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [Number(id), draft.name, draft.address, draft.telephone, draft.adultSignatureId, draft.trackingUrlPattern],
        );
        await this.audit.record(actor, {
          operation: 'carrier.update',
          recordType: 'carrier',
          recordId: id,
          before,
          after,
        });
        return after!;
      }),
    );
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
        throw new AppError('CONFLICT', 'name: there is a carrier of that name already.');
      }
      throw error;
    }
  }
}

function checked(input: CarrierDraft): CarrierDraft {
  const name = input.name.trim();
  const address = input.address.trim();
  const telephone = input.telephone.trim();
  const trackingUrlPattern = input.trackingUrlPattern?.trim() || null;
  if (!name || name.length > 100) throw badInput('name: the carrier’s name (at most 100 characters).');
  if (!address || address.length > 300) throw badInput('address: the carrier’s address (at most 300 characters).');
  if (!/^[0-9+()\-. ]{7,30}$/.test(telephone)) throw badInput('telephone: the carrier’s telephone number.');
  if (trackingUrlPattern && (!/^https:\/\/\S+$/.test(trackingUrlPattern) || !trackingUrlPattern.includes('{number}'))) {
    throw badInput('trackingUrlPattern: an https address with {number} where the tracking number goes, or none.');
  }
  if (input.adultSignatureId && isPostalService({ name, trackingUrlPattern })) {
    throw badInput(
      'adultSignatureId: the Postal Service may never carry vapour products (federal law, the PACT Act’s mail ban), ' +
        'whatever its delivery options.',
    );
  }
  return { name, address, telephone, adultSignatureId: input.adultSignatureId, trackingUrlPattern };
}
