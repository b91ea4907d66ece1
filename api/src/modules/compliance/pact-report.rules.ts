import { badInput } from '../../errors';
import { US_STATES } from '../../db/migrations/data/1732165300000-us-states.data';

/** One row of a state's monthly PACT report: one line of a vapour product as it shipped. */
export interface PactReportRow {
  city: string;
  zip: string;
  recipientName: string;
  address: string;
  brand: string;
  product: string;
  quantity: number;
  carrierName: string;
  carrierAddress: string;
  carrierTelephone: string;
  orderNumber: string;
  shipDate: string;
  /** The excise taxes collected on the line, in US cents. */
  exciseCents: number;
}

/** Where a report stands on a day. */
export enum PactReportStatus {
  DUE = 'DUE',
  OVERDUE = 'OVERDUE',
  FILED = 'FILED',
}

/** The CSV's columns, in order; money in dollars with cents, as the state's return asks it. */
export const PACT_CSV_COLUMNS = [
  'state',
  'city',
  'zip',
  'recipientName',
  'address',
  'brand',
  'product',
  'quantity',
  'carrierName',
  'carrierAddress',
  'carrierTelephone',
  'orderNumber',
  'shipDate',
  'exciseCollectedUsd',
] as const;

export const dollars = (cents: number): string => (cents / 100).toFixed(2);

export function toCsvRow(stateCode: string, row: PactReportRow): Record<(typeof PACT_CSV_COLUMNS)[number], string> {
  return {
    state: stateCode,
    city: row.city,
    zip: row.zip,
    recipientName: row.recipientName,
    address: row.address,
    brand: row.brand,
    product: row.product,
    quantity: String(row.quantity),
    carrierName: row.carrierName,
    carrierAddress: row.carrierAddress,
    carrierTelephone: row.carrierTelephone,
    orderNumber: row.orderNumber,
    shipDate: row.shipDate,
    exciseCollectedUsd: dollars(row.exciseCents),
  };
}

/** The state code, checked: a US state or DC. */
export function checkedState(value: string): { code: string; name: string } {
  const code = value.trim().toUpperCase();
  const state = US_STATES.find((s) => s.code === code);
  if (!state) throw badInput(`state: "${value}" is not a US state code (two letters, e.g. PA).`);
  return state;
}

export const stateName = (code: string): string => US_STATES.find((s) => s.code === code)?.name ?? code;

/** The month, checked: YYYY-MM, from the year 1 (PostgreSQL has no year 0000). */
export function checkedMonth(value: string): string {
  const month = value.trim();
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1 || Number(match[2]) > 12) {
    throw badInput(`month: "${value}" is not a month (YYYY-MM, e.g. 2026-11).`);
  }
  return month;
}

/** The month `count` months before (negative: after) the given one. */
export function monthsBefore(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month's report is due by the 10th of the next month (15 U.S.C. 376(a)(2)). */
export const dueOn = (month: string): string => `${monthsBefore(month, -1)}-10`;

/** Due until its day has passed (UTC shop days), overdue after, filed once filed. */
export function reportStatus(month: string, today: string, filed: boolean): PactReportStatus {
  if (filed) return PactReportStatus.FILED;
  return today > dueOn(month) ? PactReportStatus.OVERDUE : PactReportStatus.DUE;
}
