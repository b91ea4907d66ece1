import type { SellerRegistration } from '../../config';
import type { Sql } from '../../db/sql';
import { AppError, badInput } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ShippedLine, ShippedMonth } from './pact-shipments.types';
import {
  PactReportStatus,
  type PactReportRow,
  checkedMonth,
  checkedState,
  dueOn,
  monthsBefore,
  reportStatus,
  stateName,
} from './pact-report.rules';

/** What left the shop by state and month (the orders module answers). */
interface Shipments {
  linesShippedInto(stateCode: string, month: string): Promise<ShippedLine[]>;
  monthsShipped(fromMonth: string): Promise<ShippedMonth[]>;
}

/** Brand and kind of vapour product of products, active or not (the catalogue answers). */
interface ProductFacts {
  shippingFacts(productIds: readonly number[]): Promise<Map<string, { brand: string; endsKind: string | null }>>;
}

/** Staff names (the staff module answers). */
interface StaffDirectory {
  whoAre(ids: readonly (string | null)[]): Promise<Map<string, { name: string }>>;
}

export interface PactFiling {
  filedAt: string;
  filedBy: string | null;
  reference: string;
}

/** One state's report for one month as the back office lists it. */
export interface PactReportDue {
  stateCode: string;
  stateName: string;
  month: string;
  dueOn: string;
  status: PactReportStatus;
  shipments: number;
  filing: PactFiling | null;
}

export interface PactReport {
  stateCode: string;
  stateName: string;
  month: string;
  dueOn: string;
  seller: SellerRegistration;
  rows: PactReportRow[];
  totals: { shipments: number; lines: number; units: number; exciseCents: number };
  filing: PactFiling | null;
}

/** The months the back office lists: this one and the five before. */
export const PACT_MONTHS_LISTED = 6;

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The monthly PACT reports (15 U.S.C. 376(a)(2)): for a state and a month, every shipment of vapour products into
 * it, a row per order line of a vapour product (lines of other products are no "delivery sale" of ENDS and are
 * left out), by city and ZIP; which reports are due, overdue or filed; and marking one filed, audited.
 */
export class PactReportService {
  constructor(
    private readonly sql: Sql,
    private readonly shipments: Shipments,
    private readonly products: ProductFacts,
    private readonly staff: StaffDirectory,
    private readonly audit: AuditService,
    private readonly seller: SellerRegistration,
  ) {}

  /** The report's rows. A line whose product left the catalogue counts as a vapour product (brand unknown). */
  async rows(state: string, month: string): Promise<PactReportRow[]> {
    const { code } = checkedState(state);
    const lines = await this.shipments.linesShippedInto(code, checkedMonth(month));
    const facts = await this.products.shippingFacts(
      lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    );
    return lines.flatMap((line) => {
      const fact = line.productId === null ? null : facts.get(String(line.productId));
      if (fact && fact.endsKind === null) return [];
      return [
        {
          city: line.city,
          zip: line.zip,
          recipientName: line.recipientName,
          address: line.address,
          brand: fact?.brand ?? '',
          product: line.product,
          quantity: line.quantity,
          carrierName: line.carrierName,
          carrierAddress: line.carrierAddress,
          carrierTelephone: line.carrierTelephone,
          orderNumber: line.orderNumber,
          shipDate: line.shipDate,
          exciseCents: line.exciseCents,
        },
      ];
    });
  }

  /** The seller's registration data, as shipping labels and report cover sheets give it. */
  sellerRegistration(): SellerRegistration {
    return this.seller;
  }

  /** The printable report: the seller's cover sheet, the rows and their totals, and its filing. */
  async report(state: string, month: string): Promise<PactReport> {
    const { code, name } = checkedState(state);
    const checked = checkedMonth(month);
    const [rows, filings] = await Promise.all([this.rows(code, checked), this.filings(checked, checked)]);
    return {
      stateCode: code,
      stateName: name,
      month: checked,
      dueOn: dueOn(checked),
      seller: this.seller,
      rows,
      totals: {
        shipments: new Set(rows.map((r) => r.orderNumber)).size,
        lines: rows.length,
        units: rows.reduce((sum, r) => sum + r.quantity, 0),
        exciseCents: rows.reduce((sum, r) => sum + r.exciseCents, 0),
      },
      filing: filings.get(`${code} ${checked}`) ?? null,
    };
  }

  /**
   * Each state's report of this month and the five before that has shipments of vapour products, newest month
   * first, then by state; and any filed report of those months.
   */
  async due(on: string = today()): Promise<PactReportDue[]> {
    const thisMonth = on.slice(0, 7);
    const from = monthsBefore(thisMonth, PACT_MONTHS_LISTED - 1);
    const [shipped, filings] = await Promise.all([this.shipments.monthsShipped(from), this.filings(from, thisMonth)]);
    const ids = [...new Set(shipped.flatMap((m) => m.productIds).filter((id): id is number => id !== null))];
    const facts = await this.products.shippingFacts(ids);
    const vapour = (id: number | null): boolean => id === null || (facts.get(String(id))?.endsKind ?? null) !== null;
    return shipped
      .filter((m) => m.productIds.some(vapour) || filings.has(`${m.stateCode} ${m.month}`))
      .map((m) => {
        const filing = filings.get(`${m.stateCode} ${m.month}`) ?? null;
        return {
          stateCode: m.stateCode,
          stateName: stateName(m.stateCode),
          month: m.month,
          dueOn: dueOn(m.month),
          status: reportStatus(m.month, on, filing !== null),
          shipments: m.orders,
          filing,
        };
      });
  }

  /** Records that the state's report for the month was filed: by whom, when, with the state's reference. */
  async markFiled(actor: Actor, state: string, month: string, reference: string): Promise<PactReportDue> {
    const { code, name } = checkedState(state);
    const checked = checkedMonth(month);
    const note = reference.trim();
    if (note.length > 300) throw badInput('reference: at most 300 characters.');
    if (checked > today().slice(0, 7)) throw badInput('month: a report is filed for a month that has begun.');
    return this.sql.transaction(async () => {
      const [row] = await this.sql.query<{ month: string }>(
        `INSERT INTO pact_report_filing (state_code, month, filed_by, reference) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (state_code, month) DO NOTHING RETURNING to_char(month, 'YYYY-MM') AS month`,
        [code, `${checked}-01`, actor.staffId, note],
      );
      if (!row) throw new AppError('CONFLICT', `The ${name} report for ${checked} is marked filed already.`);
      await this.audit.record(actor, {
        operation: 'pact-report.file',
        recordType: 'pact-report',
        recordId: `${code} ${checked}`,
        after: { state: code, month: checked, reference: note },
      });
      const filing = (await this.filings(checked, checked)).get(`${code} ${checked}`)!;
      const shipped = (await this.shipments.monthsShipped(checked)).find(
        (m) => m.stateCode === code && m.month === checked,
      );
      return {
        stateCode: code,
        stateName: name,
        month: checked,
        dueOn: dueOn(checked),
        status: PactReportStatus.FILED,
        shipments: shipped?.orders ?? 0,
        filing,
      };
    });
  }

  /** The filings of the months from..to (YYYY-MM), by "<state> <month>". */
  private async filings(from: string, to: string): Promise<Map<string, PactFiling>> {
    const rows = await this.sql.query<{ key: string; filedAt: string; staffId: string | null; reference: string }>(
      `SELECT state_code || ' ' || to_char(month, 'YYYY-MM') AS key,
         to_char(filed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "filedAt", filed_by AS "staffId",
         reference
       FROM pact_report_filing WHERE month BETWEEN $1::date AND $2::date`,
      [`${from}-01`, `${to}-01`],
    );
    const names = await this.staff.whoAre(rows.map((r) => r.staffId));
    return new Map(
      rows.map((r) => [
        r.key,
        {
          filedAt: r.filedAt,
          filedBy: r.staffId ? (names.get(r.staffId)?.name ?? null) : null,
          reference: r.reference,
        },
      ]),
    );
  }
}
