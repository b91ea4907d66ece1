import { badInput } from '../../errors';

export interface LegacyOrderLine {
  /** The product id when the client sent one (it wins over `item`). */
  readonly id?: string;
  readonly item?: string;
  /** NaN when not a whole number: the order service refuses it with its own message. */
  readonly qty: number;
}

export interface LegacyOrderData {
  readonly logid?: string;
  readonly shipid?: string;
  readonly lines: LegacyOrderLine[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw badInput(`"${name}" in data must be a string.`);
}

function quantity(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** The `data` field of call 10: a JSON string `{"logid","shipid","data":[lines]}`; `srate` is ignored. */
export function parseOrderData(raw: string): LegacyOrderData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badInput('The field "data" is not valid JSON.');
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.data)) {
    throw badInput('The field "data" must be a JSON object with a list of lines in "data".');
  }
  const lines = parsed.data.map((line: unknown): LegacyOrderLine => {
    if (!isRecord(line)) throw badInput('Each order line must be an object.');
    const id = text(line.id, 'id');
    const item = text(line.item, 'item');
    if (!id && !item) throw badInput('Each order line needs an "item" or an "id".');
    return { ...(id ? { id: id.trim() } : {}), ...(item ? { item } : {}), qty: quantity(line.qty) };
  });
  const logid = text(parsed.logid, 'logid');
  const shipid = text(parsed.shipid, 'shipid');
  return { ...(logid ? { logid } : {}), ...(shipid ? { shipid } : {}), lines };
}
