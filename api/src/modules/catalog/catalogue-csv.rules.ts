import { parse } from 'csv-parse/sync';
import { badInput } from '../../errors';
import { spreadsheetCell } from '../../common/spreadsheet-csv';
import { problem, type FieldProblem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import type { ProductDraft, ProductValues } from './product-editor.rules';
import type { AdminProductView } from './product-admin.service';
import { ProductStatus } from './product-status.type';
import type { CharacterizingFlavour, EndsKind, FdaMarketingStatus } from '../compliance/product-compliance.type';

/** The catalogue's CSV columns, for the export and the import alike (prices in US cents). */
export const CATALOGUE_COLUMNS = [
  'id',
  'slug',
  'name',
  'status',
  'brand',
  'category',
  'line',
  'type',
  'flavour',
  'nicotineMg',
  'puffs',
  'priceCents',
  'compareAtPriceCents',
  'pictureUrl',
  'description',
  'stock',
  'lowStockThreshold',
  'endsKind',
  'liquidMl',
  'podsPerPack',
  'wholesaleCostCents',
  'characterizingFlavour',
  'fdaStatus',
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type CatalogueRow = Record<CatalogueColumn, string>;

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 20_000;

/** A product as one CSV row (the export's). */
export const toCatalogueRow = (p: AdminProductView): Record<CatalogueColumn, string | number | null> => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  status: p.status,
  brand: p.brand,
  category: p.category,
  line: p.line,
  type: p.type,
  flavour: p.flavour,
  nicotineMg: p.nicotineMg,
  puffs: p.puffs,
  priceCents: p.priceCents,
  compareAtPriceCents: p.compareAtPriceCents,
  pictureUrl: p.pictureUrl,
  description: p.description,
  stock: p.stock,
  lowStockThreshold: p.lowStockThreshold,
  endsKind: p.endsKind,
  liquidMl: p.liquidMl,
  podsPerPack: p.podsPerPack,
  wholesaleCostCents: p.wholesaleCostCents,
  characterizingFlavour: p.characterizingFlavour,
  fdaStatus: p.fdaStatus,
});

/** How the import reads a file: a byte-order mark allowed, blank lines skipped, cells as written. */
const READING = { bom: true, skip_empty_lines: true, trim: false } as const;

const NOT_UTF8 =
  'the file is not UTF-8 text (a spreadsheet’s plain “CSV” is often Latin-1): save it as “CSV UTF-8” and import it again.';

/** A byte the file cannot hold as UTF-8 stands here while the import finds its row and column. */
const BAD_BYTES = '\u0000not-utf-8\u0000';

/** How many leading bytes decode as UTF-8 (a character cut at the end waits for its next byte, so it is no error). */
function validUtf8Length(file: Uint8Array): number {
  let [valid, invalid] = [0, file.length];
  while (invalid - valid > 1) {
    const middle = Math.floor((valid + invalid) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(file.subarray(0, middle), { stream: true });
      valid = middle;
    } catch {
      invalid = middle;
    }
  }
  return valid;
}

/** Where the byte at `bad` sits, as staff find it in a spreadsheet: "Row 3, column “name”". */
function placeOfBadBytes(file: Uint8Array, bad: number): string {
  const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.subarray(0, bad), { stream: true });
  const after = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.subarray(Buffer.byteLength(before)));
  try {
    const records = parse(before + BAD_BYTES + after, { ...READING, relax_column_count: true }) as string[][];
    const row = records.findIndex((cells) => cells.some((cell) => cell.includes(BAD_BYTES)));
    const column = records[row]!.findIndex((cell) => cell.includes(BAD_BYTES));
    const name = row > 0 ? records[0]![column] : undefined;
    return `Row ${row + 1}, column ${name === undefined ? column + 1 : `“${name}”`}`;
  } catch {
    // Not readable CSV either: the line is what is left to point at.
    return `Line ${before.split(/\r\n|\r|\n/).length}`;
  }
}

/**
 * The file as text, refused when it is not UTF-8 (decoded leniently, each bad byte would become U+FFFD). A NUL is
 * refused too: it is valid UTF-8, but no text holds one, and a UTF-16 file saved without its byte-order mark reads
 * as one NUL after each letter (which the CSV reader would refuse only as an "Invalid Opening Quote").
 */
function decodedCatalogue(file: Uint8Array): string {
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(file);
  } catch {
    // The first byte that is not UTF-8 is found below.
  }
  const nul = file.indexOf(0);
  if (text !== undefined && nul < 0) return text;
  const bad = Math.min(nul < 0 ? file.length : nul, text === undefined ? validUtf8Length(file) : file.length);
  throw badInput(`${placeOfBadBytes(file, bad)}: ${NOT_UTF8}`);
}

/** The header names each of the catalogue's columns once, and nothing else. */
function checkedHeader(columns: readonly string[]): void {
  const twice = columns.findIndex((column, i) => columns.indexOf(column) < i);
  if (twice >= 0) {
    const first = columns.indexOf(columns[twice]!);
    throw badInput(
      `Row 1, column ${twice + 1}: “${columns[twice]}” is column ${first + 1} too. Each column is named once ` +
        '(with two, one of them would be lost): remove or rename one.',
    );
  }
  const missing = CATALOGUE_COLUMNS.filter((c) => !columns.includes(c));
  const unknown = columns.filter((c) => !(CATALOGUE_COLUMNS as readonly string[]).includes(c));
  if (missing.length || unknown.length) {
    throw badInput(
      `The columns are ${CATALOGUE_COLUMNS.join(', ')}` +
        (missing.length ? `; missing: ${missing.join(', ')}` : '') +
        (unknown.length ? `; unknown: ${unknown.map((c) => `“${c}”`).join(', ')}` : '') +
        '.',
    );
  }
}

/**
 * The file's rows by column, each cell as the export had it (the quote the export puts before a formula-like
 * cell taken away). A file that is not UTF-8 or not CSV, or whose header lacks, adds or repeats a column, is
 * refused whole.
 */
export function parseCatalogue(file: Uint8Array): CatalogueRow[] {
  const text = decodedCatalogue(file);
  let records: string[][];
  try {
    // The header and one row more than an import takes, to tell a file that is too long.
    records = parse(text, { ...READING, to: MAX_IMPORT_ROWS + 2 });
  } catch (error) {
    throw badInput(`The file is not readable CSV: ${(error as Error).message}`);
  }
  const [header = [], ...rows] = records;
  if (rows.length > MAX_IMPORT_ROWS) throw badInput(`An import takes at most ${MAX_IMPORT_ROWS} rows.`);
  checkedHeader(header);
  return rows.map(
    (cells) => Object.fromEntries(header.map((column, i) => [column, spreadsheetCell(cells[i] ?? '')])) as CatalogueRow,
  );
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A row's numbers, read (a blank cell is null); a cell that is not a whole number is a problem of its column. */
function wholeNumber(row: CatalogueRow, column: CatalogueColumn, problems: FieldProblem[]): number | null {
  const text = blankToNull(row[column]);
  if (text === null) return null;
  if (/^-?\d{1,15}$/.test(text)) return Number(text);
  problems.push(problem(column, ProblemCode.INVALID_VALUE, `${column} must be a whole number ("${text}" is not).`));
  return null;
}

/** A decimal cell (e-liquid in mL); a cell that is not a number is a problem of its column. */
function decimal(row: CatalogueRow, column: CatalogueColumn, problems: FieldProblem[]): number | null {
  const text = blankToNull(row[column]);
  if (text === null) return null;
  if (/^\d{1,9}(\.\d{1,9})?$/.test(text)) return Number(text);
  problems.push(problem(column, ProblemCode.INVALID_VALUE, `${column} must be a number ("${text}" is not).`));
  return null;
}

/** A cell naming one of an enum's values, in lower case as the table keeps them; the rules refuse the others. */
const named = <T extends string>(row: CatalogueRow, column: CatalogueColumn): T | null =>
  blankToNull(row[column])?.toLowerCase() as T | null;

/** A CSV row as the editor's draft, its stock, and the problems of reading it (before the product rules). */
export function readCatalogueRow(row: CatalogueRow) {
  const problems: FieldProblem[] = [];
  const status = row.status.trim().toLowerCase() as ProductStatus;
  if (!Object.values(ProductStatus).includes(status)) {
    problems.push(problem('status', ProblemCode.INVALID_VALUE, 'The status is draft, active or archived.'));
  }
  const idText = blankToNull(row.id);
  const id = idText === null ? null : /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  if (Number.isNaN(id))
    problems.push(
      problem('id', ProblemCode.INVALID_VALUE, 'The id is a product’s number, or empty for a new product.'),
    );
  const draft: ProductDraft = {
    name: row.name,
    slug: blankToNull(row.slug),
    status,
    brand: row.brand,
    category: row.category,
    line: blankToNull(row.line),
    type: blankToNull(row.type),
    flavour: blankToNull(row.flavour),
    nicotineMg: wholeNumber(row, 'nicotineMg', problems),
    puffs: wholeNumber(row, 'puffs', problems),
    description: row.description,
    priceCents: wholeNumber(row, 'priceCents', problems) ?? (undefined as unknown as number),
    compareAtPriceCents: wholeNumber(row, 'compareAtPriceCents', problems),
    pictureUrl: blankToNull(row.pictureUrl),
    lowStockThreshold: wholeNumber(row, 'lowStockThreshold', problems),
    endsKind: named<EndsKind>(row, 'endsKind'),
    liquidMl: decimal(row, 'liquidMl', problems),
    podsPerPack: wholeNumber(row, 'podsPerPack', problems),
    wholesaleCostCents: wholeNumber(row, 'wholesaleCostCents', problems),
    characterizingFlavour: named<CharacterizingFlavour>(row, 'characterizingFlavour'),
    fdaStatus: named<FdaMarketingStatus>(row, 'fdaStatus'),
  };
  const stock = wholeNumber(row, 'stock', problems);
  if (stock !== null && (stock < 0 || stock > 10_000_000)) {
    problems.push(problem('stock', ProblemCode.INVALID_VALUE, 'The stock is a whole number from 0 to 10 000 000.'));
  }
  return { id: id as number | null, draft, stock, problems };
}

/** Which columns a row's values change in the stored product. */
export function changedColumns(
  values: ProductValues,
  stock: number | null,
  current: ProductValues & { stock: number },
): CatalogueColumn[] {
  const pairs: [CatalogueColumn, unknown, unknown][] = [
    ['name', values.name, current.name],
    ['slug', values.slug, current.slug],
    ['status', values.status, current.status],
    ['brand', values.brandId, current.brandId],
    ['category', values.categoryId, current.categoryId],
    ['line', values.subcategoryId, current.subcategoryId],
    ['type', values.productTypeId, current.productTypeId],
    ['flavour', values.flavorId, current.flavorId],
    ['nicotineMg', values.nicotineMg, current.nicotineMg],
    ['puffs', values.puffs, current.puffs],
    ['priceCents', values.priceCents, current.priceCents],
    ['compareAtPriceCents', values.compareAtCents, current.compareAtCents],
    ['pictureUrl', values.imageUrl, current.imageUrl],
    ['description', values.description, current.description],
    ['stock', stock ?? current.stock, current.stock],
    ['lowStockThreshold', values.lowStockThreshold, current.lowStockThreshold],
    ['endsKind', values.endsKind, current.endsKind],
    ['liquidMl', values.liquidMl, current.liquidMl],
    ['podsPerPack', values.podsPerPack, current.podsPerPack],
    ['wholesaleCostCents', values.wholesaleCostCents, current.wholesaleCostCents],
    ['characterizingFlavour', values.characterizingFlavour, current.characterizingFlavour],
    ['fdaStatus', values.fdaStatus, current.fdaStatus],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([column]) => column);
}
