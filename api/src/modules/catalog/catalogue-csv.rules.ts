import { parse } from 'csv-parse/sync';
import { badInput } from '../../errors';
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

/** The CSV's rows by column; a file that is not CSV, or lacks or adds a column, is refused whole. */
export function parseCatalogue(text: string): CatalogueRow[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: false, to: MAX_IMPORT_ROWS + 1 });
  } catch (error) {
    throw badInput(`The file is not readable CSV: ${(error as Error).message}`);
  }
  if (rows.length > MAX_IMPORT_ROWS) throw badInput(`An import takes at most ${MAX_IMPORT_ROWS} rows.`);
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = parse(header, { to: 1 })[0] as string[] | undefined;
  const missing = CATALOGUE_COLUMNS.filter((c) => !columns?.includes(c));
  const unknown = (columns ?? []).filter((c) => !(CATALOGUE_COLUMNS as readonly string[]).includes(c));
  if (missing.length || unknown.length) {
    throw badInput(
      `The columns are ${CATALOGUE_COLUMNS.join(', ')}` +
        (missing.length ? `; missing: ${missing.join(', ')}` : '') +
        (unknown.length ? `; unknown: ${unknown.join(', ')}` : '') +
        '.',
    );
  }
  return rows as CatalogueRow[];
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
