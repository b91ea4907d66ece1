import { slugify } from '../../db/product-slug';
import type { Sql } from '../../db/sql';
import { badInput, notFound } from '../../errors';
import type { Outcome } from '../../common/outcome';
import { failure, success } from '../../common/outcome';
import { problem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogService } from './catalog.service';
import type { Taxonomy } from './catalog-taxonomy.cache';
import { type ProductDraft, type ProductValues, checkProduct } from './product-editor.rules';
import {
  ADMIN_PRODUCT_COLUMNS,
  type AdminProductRow,
  INSERT_PRODUCTS,
  LOW_STOCK,
  UPDATE_PRODUCTS,
  columnArrays,
} from './product-admin.sql';
import type { ProductStatus } from './product-status.type';
import type { ProductCompliance } from '../compliance/product-compliance.type';
import { searchQueryCtes, MATCHES_SEARCH, EXACT_NAME } from './search-text.sql';

/** A product as the back office shows it (names, not ids). */
export interface AdminProductView extends ProductCompliance {
  id: string;
  name: string;
  slug: string;
  published: boolean;
  status: ProductStatus;
  brand: string;
  category: string;
  line: string | null;
  type: string | null;
  flavour: string | null;
  nicotineMg: number | null;
  puffs: number | null;
  description: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  pictureUrl: string | null;
  stock: number;
  lowStockThreshold: number;
  lowStock: boolean;
  createdAt: string;
}

export interface ProductFilter {
  text?: string | null;
  category?: string | null;
  brand?: string | null;
  status?: ProductStatus | null;
  onSale?: boolean | null;
  lowStock?: boolean | null;
}

export function toAdminView(row: AdminProductRow, taxonomy: Taxonomy): AdminProductView {
  return {
    id: String(row.id),
    name: row.name,
    slug: row.slug,
    published: row.published,
    status: row.status,
    brand: taxonomy.brands.byId.get(row.brandId) ?? '',
    category: taxonomy.categoryName(row.categoryId) ?? '',
    line: taxonomy.categoryName(row.subcategoryId),
    type: row.productTypeId === null ? null : (taxonomy.productTypes.byId.get(row.productTypeId) ?? null),
    flavour: row.flavorId === null ? null : (taxonomy.flavors.byId.get(row.flavorId) ?? null),
    nicotineMg: row.nicotineMg,
    puffs: row.puffs,
    description: row.description,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtCents,
    pictureUrl: row.imageUrl,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    lowStock: row.lowStock,
    createdAt: row.createdAt,
    endsKind: row.endsKind,
    liquidMl: row.liquidMl,
    podsPerPack: row.podsPerPack,
    wholesaleCostCents: row.wholesaleCostCents,
    characterizingFlavour: row.characterizingFlavour,
    fdaStatus: row.fdaStatus,
  };
}

/** What the audit trail keeps of a product: its editable fields and stock, by name. */
export const auditedProduct = ({ createdAt: _created, lowStock: _low, ...rest }: AdminProductView) => rest;

/** A unique index's refusal, as the field it concerns. */
function takenField(error: unknown): 'name' | 'slug' | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'product_lower_name_key') return 'name';
  return constraint === 'product_slug_key' ? 'slug' : null;
}

/** The back office's products: list, read, create and edit, each change audited in its own transaction. */
export class ProductAdminService {
  constructor(
    private readonly sql: Sql,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
  ) {}

  /**
   * A page of products of any status. Text is read as the shop's search reads it (words, plurals, typos),
   * matched against the search document every product row keeps, so drafts and archived products are found too.
   */
  async list(filter: ProductFilter, page: { offset: number; limit: number }) {
    const taxonomy = await this.catalog.lookupTables();
    const conditions: string[] = [];
    const values: unknown[] = [];
    const add = (condition: (p: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    const text = filter.text?.trim() || null;
    if (text) add(() => MATCHES_SEARCH, text);
    if (filter.category?.trim()) {
      const ids = taxonomy.categories
        .filter((c) => c.name.toLowerCase() === filter.category!.trim().toLowerCase())
        .map((c) => c.id);
      if (!ids.length) throw badInput(`category: no category is named "${filter.category}".`);
      add((p) => `(category_id = ANY(${p}::int[]) OR subcategory_id = ANY(${p}::int[]))`, ids);
    }
    if (filter.brand?.trim()) {
      const id = taxonomy.brands.idOf(filter.brand);
      if (id === -1) throw badInput(`brand: no brand is named "${filter.brand}".`);
      add((p) => `brand_id = ${p}`, id);
    }
    if (filter.status) add((p) => `status = ${p}`, filter.status);
    if (filter.onSale !== null && filter.onSale !== undefined) {
      add((p) => `(compare_at_cents IS NOT NULL) = ${p}`, filter.onSale);
    }
    if (filter.lowStock !== null && filter.lowStock !== undefined) {
      conditions.push(filter.lowStock ? LOW_STOCK : `NOT (${LOW_STOCK})`);
    }
    // The search's CTEs read the text as $1.
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = text ? `(${EXACT_NAME}) DESC, name, id` : 'name, id';
    const rows = await this.sql.query<AdminProductRow & { total: number }>(
      `${text ? `WITH ${searchQueryCtes('$1')}` : ''}
       SELECT ${ADMIN_PRODUCT_COLUMNS}, count(*) OVER ()::int AS total FROM product ${where}
       ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      values,
    );
    let total = rows[0]?.total ?? 0;
    if (!rows.length && page.offset > 0) {
      const [count] = await this.sql.query<{ n: number }>(
        `${text ? `WITH ${searchQueryCtes('$1')}` : ''} SELECT count(*)::int AS n FROM product ${where}`,
        values,
      );
      total = count?.n ?? 0;
    }
    return { products: rows.map((row) => toAdminView(row, taxonomy)), total };
  }

  /** Every product in id order, a batch at a time (keyset-paged: the export never holds the table). */
  async *each(batchSize = 1_000): AsyncGenerator<AdminProductView> {
    const taxonomy = await this.catalog.lookupTables();
    let after = 0;
    for (;;) {
      const batch = await this.sql.query<AdminProductRow>(
        `SELECT ${ADMIN_PRODUCT_COLUMNS} FROM product WHERE id > $1 ORDER BY id LIMIT $2`,
        [after, batchSize],
      );
      for (const row of batch) yield toAdminView(row, taxonomy);
      if (batch.length < batchSize) return;
      after = batch[batch.length - 1]!.id;
    }
  }

  async get(id: number): Promise<AdminProductView | null> {
    if (!Number.isSafeInteger(id)) return null;
    const [row] = await this.sql.query<AdminProductRow>(`SELECT ${ADMIN_PRODUCT_COLUMNS} FROM product WHERE id = $1`, [
      id,
    ]);
    return row ? toAdminView(row, await this.catalog.lookupTables()) : null;
  }

  async lookups() {
    const taxonomy = await this.catalog.lookupTables();
    const named = (index: Taxonomy['brands']) =>
      [...index.byId.values()].sort((a, b) => a.localeCompare(b)).map((name) => ({ name, parent: null }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    return {
      categories: taxonomy.categories
        .filter((c) => c.parentId === null)
        .map((c) => ({ name: c.name, parent: null }))
        .sort(byName),
      lines: taxonomy.categories
        .filter((c) => c.parentId !== null)
        .map((c) => ({ name: c.name, parent: taxonomy.categoryName(c.parentId) }))
        .sort(byName),
      brands: named(taxonomy.brands),
      types: named(taxonomy.productTypes),
      flavours: named(taxonomy.flavors),
    };
  }

  create(actor: Actor, draft: ProductDraft): Promise<Outcome<AdminProductView>> {
    return this.save(actor, null, draft);
  }

  update(actor: Actor, id: number, draft: ProductDraft): Promise<Outcome<AdminProductView>> {
    return this.save(actor, id, draft);
  }

  private async save(actor: Actor, id: number | null, draft: ProductDraft): Promise<Outcome<AdminProductView>> {
    const taxonomy = await this.catalog.lookupTables();
    try {
      return await this.sql.transaction(async () => {
        const before = id === null ? null : await this.locked(id, taxonomy);
        if (id !== null && !before) throw notFound(`No product has the id ${id}.`);
        const neighbours = await this.neighbours(draft, before?.slug);
        const checked = checkProduct(
          draft,
          taxonomy,
          neighbours,
          before && { id: id!, slug: before.slug, published: before.published },
        );
        if ('problems' in checked) return failure<AdminProductView>(...checked.problems);
        const savedId = before ? await this.write(id!, checked.values) : await this.insert(checked.values);
        const after = (await this.locked(savedId, taxonomy))!;
        await this.audit.record(actor, {
          operation: before ? 'product.update' : 'product.create',
          recordType: 'product',
          recordId: String(savedId),
          before: before && auditedProduct(before),
          after: auditedProduct(after),
        });
        return success(after);
      });
    } catch (error) {
      // Two editors taking one name or slug at once: the index refuses the second.
      const field = takenField(error);
      if (!field) throw error;
      return failure(problem(field, ProblemCode.ALREADY_TAKEN, `Another product has this ${field}.`));
    }
  }

  private async locked(id: number, taxonomy: Taxonomy): Promise<AdminProductView | null> {
    const [row] = await this.sql.query<AdminProductRow>(
      `SELECT ${ADMIN_PRODUCT_COLUMNS} FROM product WHERE id = $1 FOR NO KEY UPDATE`,
      [id],
    );
    return row ? toAdminView(row, taxonomy) : null;
  }

  /** The products whose name or slug the draft could clash with (for the checks, which are in memory). */
  private async neighbours(draft: ProductDraft, currentSlug: string | undefined) {
    const rows = await this.sql.query<{ id: number; name: string; slug: string }>(
      `SELECT id, lower(name) AS name, slug FROM product
       WHERE lower(name) = lower($1) OR slug = $2 OR slug LIKE $3 || '%'`,
      [draft.name?.trim() ?? '', draft.slug?.trim().toLowerCase() ?? currentSlug ?? '', slugPrefix(draft)],
    );
    return {
      nameOwner: (name: string) => rows.find((r) => r.name === name.toLowerCase())?.id,
      slugOwner: (slug: string) => rows.find((r) => r.slug === slug)?.id,
    };
  }

  private async insert(values: ProductValues): Promise<number> {
    const [row] = await this.sql.query<{ id: number }>(INSERT_PRODUCTS, columnArrays([values]));
    return row!.id;
  }

  private async write(id: number, values: ProductValues): Promise<number> {
    await this.sql.query(UPDATE_PRODUCTS, [[id], ...columnArrays([values])]);
    return id;
  }
}

/** The start every slug made for this draft shares (its brand's), for the neighbours' query. */
function slugPrefix(draft: ProductDraft): string {
  return slugify(draft.brand ?? '').replace(/[%_]/g, '') || '\u0000';
}
