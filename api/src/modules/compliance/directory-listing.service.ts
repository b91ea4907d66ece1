import { SHOP_TODAY, isShopDay } from '../../common/shop-day';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { EndsKind, FdaMarketingStatus } from './product-compliance.type';

/** A product's listing in a state's product directory, as staff read it. */
export interface DirectoryListing {
  id: string;
  productId: string;
  productName: string;
  endsKind: EndsKind | null;
  fdaStatus: FdaMarketingStatus;
  stateCode: string;
  stateName: string;
  listedFrom: string;
  listedTo: string | null;
  reference: string;
  inForce: boolean;
  createdAt: string;
  createdBy: string | null;
}

export interface DirectoryListingFilter {
  stateCode?: string | null;
  /** Part of the product's name. */
  text?: string | null;
  /** Only the listings in force today. */
  inForceOnly: boolean;
  /** Only listings that end within this many days from today. */
  endingWithinDays?: number | null;
}

export interface DirectoryListingDraft {
  productId: string;
  stateCode: string;
  listedFrom: string;
  listedTo?: string | null;
  reference: string;
}

/** A product a listing may name. */
export interface DirectoryProduct {
  id: string;
  name: string;
  endsKind: EndsKind;
  fdaStatus: FdaMarketingStatus;
}

const LISTING_IN_FORCE = `l.listed_from <= ${SHOP_TODAY} AND (l.listed_to IS NULL OR l.listed_to > ${SHOP_TODAY})`;
const COLUMNS = `l.id::text, l.product_id::text AS "productId", p.name AS "productName", p.ends_kind AS "endsKind",
  p.fda_status AS "fdaStatus", l.state_code::text AS "stateCode", s.name AS "stateName",
  to_char(l.listed_from, 'YYYY-MM-DD') AS "listedFrom", to_char(l.listed_to, 'YYYY-MM-DD') AS "listedTo",
  l.reference, (${LISTING_IN_FORCE}) AS "inForce",
  to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", st.email AS "createdBy"`;
const FROM = `FROM product_state_listing l JOIN product p ON p.id = l.product_id JOIN us_state s ON s.code = l.state_code
  LEFT JOIN staff st ON st.id = l.created_by`;
const WHERE = `($1::text IS NULL OR l.state_code = $1) AND ($2::text IS NULL OR p.name ILIKE '%' || $2 || '%')
  AND (NOT $3::boolean OR ${LISTING_IN_FORCE})
  AND ($4::int IS NULL OR l.listed_to <= ${SHOP_TODAY} + $4::int)`;
const PRODUCT_CHOICES = 20;
/** The exclusion constraint product_state_listing_no_overlap refused a row. */
const EXCLUSION_VIOLATION = '23P01';
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The states' product directories as the shop keeps them: which product is listed in which state, and when. A
 * directory rule (ShippingRuleKind.DIRECTORY) lets a product of its kinds ship to its state only while it has a
 * listing in force there; the shop reads the table on every question, so a change applies to the next one.
 */
export class DirectoryListingService {
  constructor(
    private readonly sql: Sql,
    private readonly audit: AuditService,
  ) {}

  async list(
    filter: DirectoryListingFilter,
    window: { offset: number; limit: number },
  ): Promise<{ listings: DirectoryListing[]; total: number }> {
    const stateCode = filter.stateCode?.trim().toUpperCase() || null;
    const text = filter.text?.trim() ? escapeLike(filter.text.trim()) : null;
    const values = [stateCode, text, filter.inForceOnly, filter.endingWithinDays ?? null];
    const [listings, [count]] = await Promise.all([
      this.sql.query<DirectoryListing>(
        `SELECT ${COLUMNS} ${FROM} WHERE ${WHERE} ORDER BY s.name, p.name, l.listed_from, l.id
         OFFSET $5 LIMIT $6`,
        [...values, window.offset, window.limit],
      ),
      this.sql.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} WHERE ${WHERE}`, values),
    ]);
    return { listings, total: count!.total };
  }

  /** Listings in force whose last day falls within the next `days` days: a product about to stop shipping there. */
  async endingWithin(days: number): Promise<number> {
    const [row] = await this.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_state_listing l
       WHERE ${LISTING_IN_FORCE} AND l.listed_to <= ${SHOP_TODAY} + $1::int`,
      [days],
    );
    return row!.n;
  }

  /** Vapour products whose name holds the text, for a listing's form: a few, by name. */
  products(text: string): Promise<DirectoryProduct[]> {
    const q = text.trim();
    if (!q) return Promise.resolve([]);
    return this.sql.query<DirectoryProduct>(
      `SELECT id::text, name, ends_kind AS "endsKind", fda_status AS "fdaStatus" FROM product
       WHERE active AND ends_kind IS NOT NULL AND name ILIKE '%' || $1 || '%' ORDER BY name, id LIMIT $2`,
      [escapeLike(q), PRODUCT_CHOICES],
    );
  }

  async add(actor: Actor, input: DirectoryListingDraft): Promise<DirectoryListing> {
    const draft = await this.checked(input);
    try {
      return await this.sql.transaction(async () => {
        const [other] = await this.sql.query<DirectoryListing>(
          `SELECT ${COLUMNS} ${FROM} WHERE l.product_id = $1 AND l.state_code = $2
             AND daterange(l.listed_from, l.listed_to, '[)') && daterange($3::date, $4::date, '[)') LIMIT 1`,
          [draft.productId, draft.stateCode, draft.listedFrom, draft.listedTo],
        );
        if (other) {
          const until = other.listedTo ? `until ${other.listedTo}` : 'with no end';
          throw new AppError(
            'CONFLICT',
            `listedFrom: ${other.productName} is already listed in ${other.stateName} from ${other.listedFrom} ` +
              `${until}. End that listing first, or choose days that do not overlap.`,
          );
        }
        const [row] = await this.sql.query<{ id: string }>(
          `INSERT INTO product_state_listing (product_id, state_code, listed_from, listed_to, reference, created_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
          [draft.productId, draft.stateCode, draft.listedFrom, draft.listedTo, draft.reference, actor.staffId],
        );
        const after = await this.view(row!.id);
        await this.audit.record(actor, {
          operation: 'directory-listing.add',
          recordType: 'directory-listing',
          recordId: after.id,
          after: audited(after),
        });
        return after;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === EXCLUSION_VIOLATION) {
        throw new AppError(
          'CONFLICT',
          'listedFrom: the product is already listed in this state on some of these days.',
        );
      }
      throw error;
    }
  }

  /**
   * Ends a listing: from `on` (default today) the product no longer counts as listed; a listing that has not begun
   * by then never counts. A listing already ended by that day is left as it is.
   */
  async end(actor: Actor, id: string, on: string | null | undefined): Promise<DirectoryListing> {
    if (on && !isShopDay(on)) throw badInput('on: a date, YYYY-MM-DD.');
    return this.sql.transaction(async () => {
      const before = await this.view(id, 'FOR UPDATE OF l');
      const [row] = await this.sql.query<{ changed: boolean }>(
        `UPDATE product_state_listing SET listed_to = greatest(coalesce($2::date, ${SHOP_TODAY}), listed_from),
           updated_at = now()
         WHERE id = $1 AND (listed_to IS NULL OR listed_to > coalesce($2::date, ${SHOP_TODAY}))
         RETURNING true AS changed`,
        [Number(before.id), on ?? null],
      );
      if (!row) return before;
      const after = await this.view(before.id);
      await this.audit.record(actor, {
        operation: 'directory-listing.end',
        recordType: 'directory-listing',
        recordId: before.id,
        before: { listedTo: before.listedTo },
        after: { listedTo: after.listedTo },
      });
      return after;
    });
  }

  private async checked(input: DirectoryListingDraft): Promise<Required<DirectoryListingDraft>> {
    if (!/^\d{1,9}$/.test(input.productId)) throw badInput('productId: choose a product.');
    const [product] = await this.sql.query(`SELECT 1 FROM product WHERE id = $1 AND ends_kind IS NOT NULL`, [
      Number(input.productId),
    ]);
    if (!product) throw badInput('productId: not a vapour product of the catalogue.');
    const stateCode = input.stateCode.trim().toUpperCase();
    const [state] = await this.sql.query(`SELECT 1 FROM us_state WHERE code = $1`, [stateCode]);
    if (!state) throw badInput('stateCode: not a US state code.');
    if (!isShopDay(input.listedFrom)) throw badInput('listedFrom: a date, YYYY-MM-DD.');
    const listedTo = input.listedTo?.trim() || null;
    if (listedTo && !isShopDay(listedTo)) throw badInput('listedTo: a date, YYYY-MM-DD, or none.');
    if (listedTo && listedTo <= input.listedFrom) throw badInput('listedTo: after listedFrom.');
    const reference = input.reference.trim();
    if (!reference) throw badInput("reference: the directory's entry or reference for the product.");
    return { productId: input.productId, stateCode, listedFrom: input.listedFrom, listedTo, reference };
  }

  private async view(id: string, lock = ''): Promise<DirectoryListing> {
    if (!/^\d{1,9}$/.test(id)) throw notFound('There is no such listing.');
    const [row] = await this.sql.query<DirectoryListing>(`SELECT ${COLUMNS} ${FROM} WHERE l.id = $1 ${lock}`, [
      Number(id),
    ]);
    if (!row) throw notFound('There is no such listing.');
    return row;
  }
}

/** What the trail keeps of a listing: its fields, not when it happens to be read. */
function audited(listing: DirectoryListing) {
  const { inForce: _inForce, createdAt: _createdAt, createdBy: _createdBy, ...fields } = listing;
  return fields;
}
