import { createHash } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { AppError } from '../../errors';
import { type FieldProblem, problem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from './catalog.service';
import { type CatalogueColumn, changedColumns, parseCatalogue, readCatalogueRow } from './catalogue-csv.rules';
import { type ProductValues, checkProduct } from './product-editor.rules';
import {
  ADMIN_PRODUCT_COLUMNS,
  type AdminProductRow,
  INSERT_PRODUCTS,
  UPDATE_PRODUCTS,
  columnArrays,
} from './product-admin.sql';

/** One refused cell: the spreadsheet row (the header is row 1) and the column. */
export interface ImportError {
  row: number;
  column: string;
  code: string;
  message: string;
}

/** What one row would do. */
export interface ImportRowPlan {
  row: number;
  action: 'create' | 'change' | 'unchanged' | 'error';
  id: string | null;
  name: string;
  columns: CatalogueColumn[];
}

export interface ImportPreview {
  /** Give it back to apply: it names this file and the catalogue as previewed. */
  token: string;
  creates: number;
  changes: number;
  unchanged: number;
  rowsWithErrors: number;
  errors: ImportError[];
  /** Every row that creates, changes or has errors (unchanged rows are only counted). */
  rows: ImportRowPlan[];
}

export interface ImportApplied {
  created: number;
  changed: number;
  stockCorrections: number;
}

interface Planned {
  row: number;
  id: number | null;
  values: ProductValues;
  stock: number | null;
  columns: CatalogueColumn[];
}

type StoredProduct = ProductValues & { id: number; stock: number; published: boolean };

const rowOf = (index: number) => index + 2;
const writtenIds = (planned: readonly Planned[]) =>
  planned.flatMap((p) => (p.id === null ? [] : [p.id])).sort((a, b) => a - b);
/**
 * Rows a write statement takes: the product triggers compare a statement's old and new rows with each other,
 * which grows faster than the rows (an UPDATE of 9 400 rows took longer than 20 s, of 600 under 1 s).
 */
const BATCH = 500;
const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** The longest one statement of an apply may take. */
const APPLY_TIMEOUT_MS = 60_000;

/** Every product as stored: what a file's rows are checked against. */
const CATALOGUE_STATE = `SELECT ${ADMIN_PRODUCT_COLUMNS} FROM product ORDER BY id`;

/** The products an apply writes, locked against other writers until it commits, in id order as orders lock them. */
const LOCK_WRITTEN = `SELECT ${ADMIN_PRODUCT_COLUMNS} FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`;

const CHANGED_SINCE_PREVIEW = 'The catalogue or the file changed since the preview: preview it again.';

/** A unique name or slug another product took since the preview (a staff member's edit, another import). */
const isUniqueRefusal = (error: unknown) =>
  ['product_lower_name_key', 'product_slug_key'].includes((error as { constraint?: string }).constraint ?? '') &&
  (error as { code?: string }).code === '23505';

/** A product as the import compares and audits it: its values, stock and whether it was published. */
function stored({ lowStock: _low, createdAt: _created, ...product }: AdminProductRow): StoredProduct {
  return product;
}

/**
 * The catalogue's CSV import: a preview that changes nothing (what each row would create or change, and every
 * row's errors by column), then an apply that checks it all again in one transaction and writes all or nothing,
 * refused when the file or the catalogue differs from what was previewed (the preview's token).
 */
export class CatalogueImportService {
  constructor(
    private readonly sql: Sql,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
  ) {}

  async preview(file: Uint8Array): Promise<ImportPreview> {
    const rows = parseCatalogue(file);
    const products = await this.sql.query<AdminProductRow>(CATALOGUE_STATE);
    const { plans, planned, errors } = await this.plan(rows, products);
    const written = new Set(writtenIds(planned));
    return {
      token: this.token(
        file,
        products.filter((p) => written.has(p.id)),
        errors,
      ),
      creates: plans.filter((p) => p.action === 'create').length,
      changes: plans.filter((p) => p.action === 'change').length,
      unchanged: plans.filter((p) => p.action === 'unchanged').length,
      rowsWithErrors: plans.filter((p) => p.action === 'error').length,
      errors,
      rows: plans.filter((p) => p.action !== 'unchanged'),
    };
  }

  /**
   * Writes the previewed file. The file is checked against the catalogue again, then only the products it writes
   * are locked (orders of other products go on) and must be as previewed, stock included: a unit sold since then
   * would otherwise be counted back. Creates and changes go in batched statements through the product triggers
   * that keep search current; stock differences are count corrections in the ledger. A name or slug another
   * product took meanwhile is refused by its unique index, and the whole file with it.
   */
  async apply(actor: Actor, file: Uint8Array, token: string): Promise<ImportApplied> {
    const rows = parseCatalogue(file);
    return this.sql.transaction(async () => {
      // A bulk write of up to MAX_IMPORT_ROWS products through the search triggers: longer than a request's usual 15 s.
      await this.sql.query(`SET LOCAL statement_timeout = '${APPLY_TIMEOUT_MS}ms'`);
      const { planned, errors } = await this.plan(rows, await this.sql.query<AdminProductRow>(CATALOGUE_STATE));
      const locked = await this.sql.query<AdminProductRow>(LOCK_WRITTEN, [writtenIds(planned)]);
      if (this.token(file, locked, errors) !== token) throw new AppError('CONFLICT', CHANGED_SINCE_PREVIEW);
      if (errors.length) {
        const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
        throw new AppError('BAD_USER_INPUT', `The file has ${count}: nothing was imported.`);
      }
      try {
        return await this.write(actor, planned, new Map(locked.map((p) => [p.id, stored(p)])));
      } catch (error) {
        if (isUniqueRefusal(error)) throw new AppError('CONFLICT', CHANGED_SINCE_PREVIEW);
        throw error;
      }
    });
  }

  private async write(actor: Actor, planned: Planned[], byId: Map<number, StoredProduct>): Promise<ImportApplied> {
    const creates = planned.filter((p) => p.id === null);
    const updates = planned.filter((p) => p.id !== null);
    const changes = updates.filter((p) => p.columns.some((c) => c !== 'stock'));
    const created: { id: number }[] = [];
    for (const batch of batches(creates)) {
      created.push(
        ...(await this.sql.query<{ id: number }>(INSERT_PRODUCTS, columnArrays(batch.map((p) => p.values)))),
      );
    }
    for (const batch of batches(changes)) {
      await this.sql.query(UPDATE_PRODUCTS, [batch.map((p) => p.id), ...columnArrays(batch.map((p) => p.values))]);
    }
    // Stock the file sets, as count corrections: new products from 0, others from their level.
    const corrections = [
      ...creates.map((p, i) => ({ id: created[i]!.id, from: 0, to: p.stock ?? 0 })),
      ...updates.map((p) => ({ id: p.id!, from: byId.get(p.id!)!.stock, to: p.stock ?? byId.get(p.id!)!.stock })),
    ].filter((c) => c.to !== c.from);
    for (const batch of batches(corrections)) {
      await this.sql.query(
        `WITH c AS (SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) AS c(id, from_level, to_level)),
           moved AS (UPDATE product p SET stock = c.to_level FROM c WHERE p.id = c.id RETURNING p.id)
         INSERT INTO stock_movement (product_id, change, reason, note, staff_id, level_after)
         SELECT c.id, c.to_level - c.from_level, 'count_correction', 'CSV import', $4::uuid, c.to_level
         FROM c JOIN moved ON moved.id = c.id ORDER BY c.id`,
        [batch.map((c) => c.id), batch.map((c) => c.from), batch.map((c) => c.to), actor.staffId],
      );
    }
    await this.auditImport(actor, creates, created, updates, byId, changes.length, corrections.length);
    return { created: creates.length, changed: changes.length, stockCorrections: corrections.length };
  }

  /** One event per product created or changed (its history), and one for the import with its counts. */
  private async auditImport(
    actor: Actor,
    creates: Planned[],
    created: { id: number }[],
    updates: Planned[],
    byId: Map<number, StoredProduct>,
    changed: number,
    stockCorrections: number,
  ): Promise<void> {
    await this.audit.recordMany(actor, [
      ...creates.map((p, i) => ({
        operation: 'product.import',
        recordType: 'product',
        recordId: String(created[i]!.id),
        before: null,
        after: { ...p.values, stock: p.stock ?? 0 },
      })),
      ...updates.map((p) => {
        const before = byId.get(p.id!)!;
        return {
          operation: 'product.import',
          recordType: 'product',
          recordId: String(p.id),
          before: Object.fromEntries(Object.entries(before).filter(([key]) => key !== 'published')),
          after: { ...p.values, stock: p.stock ?? before.stock },
        };
      }),
      {
        operation: 'catalogue.import',
        after: { created: creates.length, changed, stockCorrections },
      },
    ]);
  }

  /** Names the file, the products it writes as they were (in id order), and its errors. */
  private token(file: Uint8Array, written: readonly AdminProductRow[], errors: readonly ImportError[]): string {
    const hash = createHash('sha256').update(file).update('\0').update(JSON.stringify(errors));
    for (const p of written) hash.update('\0').update(JSON.stringify(p));
    return hash.digest('hex').slice(0, 40);
  }

  /** Each row checked by the editor's own rules, against the catalogue and the file's other rows. */
  private async plan(rows: ReturnType<typeof parseCatalogue>, products: readonly AdminProductRow[]) {
    const taxonomy = await this.catalog.lookupTables();
    const byId = new Map(products.map((p) => [p.id, stored(p)]));
    const read = rows.map(readCatalogueRow);
    // Names and slugs: the file's rows claim theirs; a product the file renames frees its old ones.
    const fileNames = new Map<string, number>();
    const fileSlugs = new Map<string, number>();
    const released = new Set<number>();
    read.forEach((r, i) => {
      const key = r.id ?? -(i + 1);
      const name = r.draft.name?.trim().toLowerCase();
      if (name && !fileNames.has(name)) fileNames.set(name, key);
      const slug = r.draft.slug?.toLowerCase();
      if (slug && !fileSlugs.has(slug)) fileSlugs.set(slug, key);
      if (r.id !== null) released.add(r.id);
    });
    const dbNames = new Map(products.map((p) => [p.name.toLowerCase(), p.id]));
    const dbSlugs = new Map(products.map((p) => [p.slug, p.id]));
    const owner = (file: Map<string, number>, db: Map<string, number>, key: string, self: number) => {
      const inFile = file.get(key);
      if (inFile !== undefined && inFile !== self) return inFile;
      const inDb = db.get(key);
      // A product in the file keeps its name and slug only if its row still has them.
      return inDb === undefined || inDb === self || released.has(inDb) ? undefined : inDb;
    };

    const errors: ImportError[] = [];
    const plans: ImportRowPlan[] = [];
    const planned: Planned[] = [];
    const seenIds = new Set<number>();
    read.forEach((r, i) => {
      const self = r.id ?? -(i + 1);
      const current = r.id === null ? undefined : byId.get(r.id);
      const problems: FieldProblem[] = [...r.problems];
      if (r.id !== null && !Number.isNaN(r.id) && !current) {
        problems.push(problem('id', ProblemCode.INVALID_VALUE, `No product has the id ${r.id}.`));
      }
      if (r.id !== null && seenIds.has(r.id)) {
        problems.push(problem('id', ProblemCode.INVALID_VALUE, `The id ${r.id} is on an earlier row too.`));
      }
      if (r.id !== null) seenIds.add(r.id);
      const checked = checkProduct(
        r.draft,
        taxonomy,
        {
          nameOwner: (name) => owner(fileNames, dbNames, name.toLowerCase(), self),
          slugOwner: (slug) => owner(fileSlugs, dbSlugs, slug, self),
        },
        current ? { id: current.id, slug: current.slug, published: current.published } : null,
      );
      if ('problems' in checked) problems.push(...checked.problems);
      const fields = new Set<string>();
      const own = problems.filter((p) => !fields.has(p.field) && fields.add(p.field));
      const name = r.draft.name?.trim() ?? '';
      if (own.length || 'problems' in checked) {
        errors.push(...own.map((p) => ({ row: rowOf(i), column: p.field, code: p.code, message: p.message })));
        plans.push({
          row: rowOf(i),
          action: 'error',
          id: r.id === null || Number.isNaN(r.id) ? null : String(r.id),
          name,
          columns: [],
        });
        return;
      }
      if (!current) fileSlugs.set(checked.values.slug, self);
      const columns = current ? changedColumns(checked.values, r.stock, current) : [];
      const action = !current ? 'create' : columns.length ? 'change' : 'unchanged';
      plans.push({ row: rowOf(i), action, id: current ? String(current.id) : null, name, columns });
      if (action !== 'unchanged')
        planned.push({ row: rowOf(i), id: current?.id ?? null, values: checked.values, stock: r.stock, columns });
    });
    return { plans, planned, errors };
  }
}
