import type { Sql } from '../../db/sql';
import { ANY_CATEGORY, TAXONOMY_TTL_MS } from './catalog.constants';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  label: string | null;
  parentId: number | null;
  menuGroup: string | null;
  homeGroup: string | null;
  pic: string | null;
  sort: number;
}

export interface NamedRow {
  id: number;
  name: string;
}

/** Which categories a search is scoped to; `null` means no restriction, `[]` matches nothing. */
export interface CategoryScope {
  categoryIds: number[] | null;
  subcategoryIds: number[] | null;
}

class NameIndex {
  readonly byId = new Map<number, string>();
  private readonly byLowerName = new Map<string, number>();

  constructor(rows: NamedRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row.name);
      this.byLowerName.set(row.name.toLowerCase(), row.id);
    }
  }

  /** Exact, case-insensitive: the id, or -1 (matches nothing) for an unknown name. */
  idOf(name: string): number {
    return this.byLowerName.get(name.trim().toLowerCase()) ?? -1;
  }
}

/** The small, rarely changing lookup tables, held in memory so a search needs no joins. */
export class Taxonomy {
  readonly brands: NameIndex;
  readonly flavors: NameIndex;
  readonly productTypes: NameIndex;
  readonly categoriesById: Map<number, CategoryRow>;

  constructor(
    readonly categories: CategoryRow[],
    brands: NamedRow[],
    flavors: NamedRow[],
    productTypes: NamedRow[],
  ) {
    this.brands = new NameIndex(brands);
    this.flavors = new NameIndex(flavors);
    this.productTypes = new NameIndex(productTypes);
    this.categoriesById = new Map(categories.map((c) => [c.id, c]));
  }

  private matches(category: CategoryRow, term: string): boolean {
    return category.name.toLowerCase() === term || category.slug === term || category.label?.toLowerCase() === term;
  }

  /**
   * Resolves the URL's category and subcategory words. A category word may name a top-level category
   * (by name, slug or label: "GLASS" finds Pipes & Glass) or a subcategory; "&" means any category.
   * A subcategory word is looked up under the chosen category, else anywhere, else as a top-level one
   * (the All Categories menu links /SearchProduct/&/Candies).
   */
  scope(category: string | undefined, subcategory: string | undefined): CategoryScope {
    const scope: CategoryScope = { categoryIds: null, subcategoryIds: null };
    const cat = category?.trim().toLowerCase();
    if (cat && cat !== ANY_CATEGORY) {
      const top = this.categories.filter((c) => c.parentId === null && this.matches(c, cat));
      if (top.length) scope.categoryIds = top.map((c) => c.id);
      else
        scope.subcategoryIds = this.categories
          .filter((c) => c.parentId !== null && this.matches(c, cat))
          .map((c) => c.id);
    }
    const sub = subcategory?.trim().toLowerCase();
    if (sub) {
      const children = this.categories.filter(
        (c) =>
          c.parentId !== null && this.matches(c, sub) && (!scope.categoryIds || scope.categoryIds.includes(c.parentId)),
      );
      if (children.length) {
        scope.subcategoryIds = children.map((c) => c.id);
      } else {
        const top = scope.categoryIds ? [] : this.categories.filter((c) => c.parentId === null && this.matches(c, sub));
        if (top.length) scope.categoryIds = top.map((c) => c.id);
        else scope.subcategoryIds = [];
      }
    }
    return scope;
  }

  categoryName(id: number | null): string | null {
    return id === null ? null : (this.categoriesById.get(id)?.name ?? null);
  }
}

export class TaxonomyCache {
  private current: { taxonomy: Taxonomy; loadedAt: number } | undefined;
  private loading: Promise<Taxonomy> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly ttlMs = TAXONOMY_TTL_MS,
  ) {}

  /**
   * The taxonomy; once loaded, a stale copy is answered at once while a fresh one loads, so a caller
   * holding a pooled connection (a transaction) never waits for another connection here.
   */
  async get(): Promise<Taxonomy> {
    if (this.current && Date.now() - this.current.loadedAt < this.ttlMs) return this.current.taxonomy;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    if (this.current) {
      this.loading.catch(() => undefined);
      return this.current.taxonomy;
    }
    return this.loading;
  }

  /** Forget the copy: the next caller waits for a fresh load (after the seed, in tests). */
  invalidate(): void {
    this.current = undefined;
  }

  private async load(): Promise<Taxonomy> {
    const [categories, brands, flavors, productTypes] = await Promise.all([
      this.sql.read<CategoryRow>(
        `SELECT id, name, slug, label, parent_id AS "parentId", menu_group AS "menuGroup",
                home_group AS "homeGroup", pic, sort FROM category ORDER BY sort, name`,
      ),
      this.sql.read<NamedRow>(`SELECT id, name FROM brand ORDER BY name`),
      this.sql.read<NamedRow>(`SELECT id, name FROM flavor ORDER BY name`),
      this.sql.read<NamedRow>(`SELECT id, name FROM product_type ORDER BY name`),
    ]);
    const taxonomy = new Taxonomy(categories, brands, flavors, productTypes);
    this.current = { taxonomy, loadedAt: Date.now() };
    return taxonomy;
  }
}
