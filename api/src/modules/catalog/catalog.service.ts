import { MAX_SLUG_LENGTH } from '../../db/product-slug';
import type { Sql } from '../../db/sql';
import { badInput } from '../../errors';
import { MAX_SUGGESTIONS, MAX_TERM_SUGGESTIONS, SUGGESTIONS_MIN_LENGTH } from './catalog.constants';
import { type CategoryRow, type Taxonomy, TaxonomyCache } from './catalog-taxonomy.cache';
import { HomeGroup, type CategoryCard, type MenuGroup, type VapeKitTab } from './home.types';
import type { CategoryIndexEntry } from './category-index.types';
import type { Facet, Product, ProductSearchResult, SaleSummary } from './product.type';
import {
  type FacetRow,
  type GroupingRow,
  PRODUCT_COLUMNS,
  type ProductRow,
  countsFromFacetTable,
  type TextSearchRow,
  combinationsToFacetRows,
  facetCountsStatement,
  groupingRowsToFacetRows,
  productPageStatement,
  textSearchStatement,
} from './product-search.sql';
import { type ResolvedFilters, type SortOrder } from './product-filters.types';
import {
  type ProductQuery,
  type UnknownFacetValue,
  resolveProductQuery,
  searchText,
  sortInForce,
} from './product-search.rules';
import { categoryPictureUrl } from '../../media/category-artwork';
import { galleryOf } from './product-views.rules';
import { savingPercent } from '../cart/pricing.rules';
import { SEARCHED_SUGGESTIONS, SEARCH_SUGGESTIONS } from './search-suggestions.sql';
import { DID_YOU_MEAN_STATEMENT } from './search-text.sql';
import type { SearchSuggestion, SuggestionKind } from './search-suggestion.types';
import { RELATED_PRODUCTS } from './related-products.sql';
import { type StockShortfall, availabilityOf } from './stock.rules';
import type { EndsKind } from '../compliance/product-compliance.type';

export type { ProductRow };

/** One line of an order, as the stock sees it. */
export interface StockLine {
  productId: number | string;
  quantity: number;
}

interface TermRow {
  kind: 'brand' | 'line' | 'category';
  label: string;
  parent: string | null;
}

const TERM_KINDS: Record<TermRow['kind'], SuggestionKind> = { brand: 'BRAND', line: 'LINE', category: 'CATEGORY' };

/** The header menu's groups, in display order; "Knives" and "Deals" are plain links. */
const MENU_GROUPS = ['All Categories', 'Vapes', 'Pipes & Glass', 'Smoke Accessories'] as const;

export class CatalogService {
  private readonly taxonomy: TaxonomyCache;

  constructor(private readonly sql: Sql) {
    this.taxonomy = new TaxonomyCache(sql);
  }

  /** Drop the cached lookup tables (after the seed or an edit of categories, brands …). */
  invalidateTaxonomy(): void {
    this.taxonomy.invalidate();
  }

  /**
   * One page of the products matching the query, in the order asked, with the facet counts (each over the
   * other active filters) and the total: with search text one statement (textSearchStatement, which asks for
   * any word when no product has them all), without two, run side by side. See product-search.rules.ts for
   * what is refused, search-text.sql.ts for how text matches and ranks.
   */
  async search(query: ProductQuery, unknown: UnknownFacetValue = 'refuse'): Promise<ProductSearchResult> {
    const taxonomy = await this.taxonomy.get();
    const filters = resolveProductQuery(query, taxonomy, unknown);
    const sort = sortInForce(query.sort, filters);
    const { page, pageSize } = query;

    const { facetRows, productRows, total } =
      filters.text === null
        ? await this.searchStatements(filters, sort, page, pageSize)
        : await this.textSearch(filters, sort, page, pageSize);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    if (page > pageCount) throw badInput(`Page ${page} does not exist: choose a page from 1 to ${pageCount}.`);

    return {
      products: productRows.map((row) => toProduct(row, taxonomy)),
      total,
      page,
      pageSize,
      pageCount,
      sort,
      didYouMean: facetRows.find((r) => r.dim === 3)?.suggestion ?? null,
      facets: {
        productTypes: facetList(facetRows, 0, taxonomy.productTypes.byId),
        brands: facetList(facetRows, 1, taxonomy.brands.byId),
        flavors: facetList(facetRows, 2, taxonomy.flavors.byId),
      },
    };
  }

  /** A text search's facet counts (with the total) and page, in one statement (and "Did you mean" when none). */
  private async textSearch(filters: ResolvedFilters, sort: SortOrder, page: number, pageSize: number) {
    const statement = textSearchStatement(filters, sort, pageSize, (page - 1) * pageSize);
    const [row] = await this.sql.read<TextSearchRow>(statement.text, statement.values);
    const facetRows = combinationsToFacetRows(row ?? { combinations: [], widened: false }, filters);
    if (!row?.combinations.length) {
      // Nothing matched the text at all (not merely nothing passing the filters): the closest known term.
      const [closest] = await this.sql.read<{ suggestion: string | null }>(DID_YOU_MEAN_STATEMENT, [filters.text]);
      facetRows.find((r) => r.dim === 3)!.suggestion = closest?.suggestion ?? null;
    }
    return { facetRows, productRows: row?.products ?? [], total: facetRows.find((r) => r.dim === 3)!.n };
  }

  /** The facet counts (with the total) and one page, side by side (no search text). */
  private async searchStatements(filters: ResolvedFilters, sort: SortOrder, page: number, pageSize: number) {
    const facetStatement = facetCountsStatement(filters);
    const pageStatement = productPageStatement(filters, sort, pageSize, (page - 1) * pageSize);
    const [facetRows, productRows] = await Promise.all([
      countsFromFacetTable(filters)
        ? this.sql.read<FacetRow>(facetStatement.text, facetStatement.values)
        : this.sql.read<GroupingRow>(facetStatement.text, facetStatement.values).then(groupingRowsToFacetRows),
      this.sql.read<ProductRow>(pageStatement.text, pageStatement.values),
    ]);
    return { facetRows, productRows, total: facetRows.find((r) => r.dim === 3)?.n ?? 0 };
  }

  /**
   * Type-ahead for the header search, in one statement: up to MAX_SUGGESTIONS, first at most
   * MAX_TERM_SUGGESTIONS brands, product lines and categories, then the products the search would find.
   * Nothing below SUGGESTIONS_MIN_LENGTH characters.
   */
  async suggestions(text: string): Promise<SearchSuggestion[]> {
    const trimmed = searchText(text);
    if (trimmed.length < SUGGESTIONS_MIN_LENGTH) return [];
    const taxonomy = await this.taxonomy.get();
    const [row] = await this.sql.read<{ terms: TermRow[]; products: ProductRow[]; fits: boolean }>(SEARCH_SUGGESTIONS, [
      trimmed,
    ]);
    let products = row?.products ?? [];
    if (row && !row.fits) {
      // No term fits the text ("prefilled", a word of descriptions): the first products the search itself finds.
      const [found] = await this.sql.read<{ products: ProductRow[] }>(SEARCHED_SUGGESTIONS, [trimmed]);
      products = found?.products ?? [];
    }
    const terms = (row?.terms ?? []).slice(0, Math.max(MAX_TERM_SUGGESTIONS, MAX_SUGGESTIONS - products.length));
    return [
      ...terms.map((term) => ({
        kind: TERM_KINDS[term.kind],
        label: term.label,
        category: term.kind === 'line' ? term.parent : null,
        product: null,
      })),
      ...products.slice(0, MAX_SUGGESTIONS - terms.length).map((product) => ({
        kind: 'PRODUCT' as const,
        label: product.name,
        category: null,
        product: toProduct(product, taxonomy),
      })),
    ];
  }

  /** The product page's product: a public read (the replica, when there is one). */
  async product(id: number): Promise<Product | null> {
    const [found] = await this.activeByIds([id], 'replica');
    return found ?? null;
  }

  /** The active product with this slug (in any case), read through the slug's unique index; null for none. */
  async productBySlug(slug: string): Promise<Product | null> {
    const key = slug.trim().toLowerCase();
    if (!key || key.length > MAX_SLUG_LENGTH) return null;
    const taxonomy = await this.taxonomy.get();
    const [row] = await this.sql.read<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM product WHERE slug = $1 AND active`, [
      key,
    ]);
    return row ? toProduct(row, taxonomy) : null;
  }

  /**
   * The products to suggest beside each of these (by id, answered in the order asked): up to 8, the same
   * line first, then the same brand, in one statement however many are asked.
   */
  async relatedProducts(productIds: readonly string[]): Promise<Product[][]> {
    const ids = [...new Set(productIds.map(Number).filter((id) => Number.isSafeInteger(id)))];
    if (!ids.length) return productIds.map(() => []);
    const taxonomy = await this.taxonomy.get();
    const rows = await this.sql.read<ProductRow & { forId: number }>(RELATED_PRODUCTS, [ids]);
    const byId = new Map<string, Product[]>();
    for (const { forId, ...row } of rows) {
      const list = byId.get(String(forId)) ?? [];
      list.push(toProduct(row, taxonomy));
      byId.set(String(forId), list);
    }
    return productIds.map((id) => byId.get(String(Number(id))) ?? []);
  }

  /**
   * Takes an order's units off the shelf, all or nothing, in the caller's unit of work (so they come back
   * if the order does not commit). The products are locked in id order, so two orders never deadlock;
   * when any has fewer units than asked, nothing is taken and those products are answered with what is
   * left of each. Answers [] when every unit was taken.
   */
  takeStock(lines: readonly StockLine[]): Promise<StockShortfall[]> {
    const wanted = new Map<number, number>();
    for (const { productId, quantity } of lines) {
      wanted.set(Number(productId), (wanted.get(Number(productId)) ?? 0) + quantity);
    }
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    return this.sql.transaction(async () => {
      // FOR NO KEY UPDATE waits for an order holding a product and then reads what that order left.
      const shelf = await this.sql.query<{ id: number; name: string; stock: number }>(
        `SELECT id, name, stock FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
        [ids],
      );
      const found = new Map(shelf.map((row) => [row.id, row]));
      const shortfalls = ids
        .filter((id) => (found.get(id)?.stock ?? 0) < wanted.get(id)!)
        .map((id) => ({
          productId: String(id),
          name: found.get(id)?.name ?? `Product ${id}`,
          available: found.get(id)?.stock ?? 0,
        }));
      if (shortfalls.length) return shortfalls;
      // Each product's movement goes to the stock ledger in the same statement, with the level it left.
      const taken = await this.sql.query(
        `WITH taken AS (
           UPDATE product SET stock = stock - w.quantity
           FROM unnest($1::int[], $2::int[]) AS w(id, quantity) WHERE product.id = w.id AND stock >= w.quantity
           RETURNING product.id, product.stock, w.quantity)
         INSERT INTO stock_movement (product_id, change, reason, level_after)
         SELECT id, -quantity, 'order', stock FROM taken ORDER BY id
         RETURNING product_id`,
        [ids, ids.map((id) => wanted.get(id)!)],
      );
      // The rows are locked and were checked: anything else is a bug, and must not place the order.
      if (taken.length !== ids.length) throw new Error('Stock changed under a lock while an order took it.');
      return [];
    });
  }

  /**
   * Active products by id, in no particular order; unknown or inactive ids are left out. Read on the
   * primary: carts and orders price and check what they hold with it.
   */
  productsByIds(ids: readonly number[]): Promise<Product[]> {
    return this.activeByIds(ids, 'primary');
  }

  private async activeByIds(ids: readonly number[], from: 'primary' | 'replica'): Promise<Product[]> {
    if (!ids.length) return [];
    const taxonomy = await this.taxonomy.get();
    const text = `SELECT ${PRODUCT_COLUMNS} FROM product WHERE id = ANY($1::int[]) AND active`;
    const rows = await (from === 'replica'
      ? this.sql.read<ProductRow>(text, [ids])
      : this.sql.query<ProductRow>(text, [ids]));
    return rows.map((row) => toProduct(row, taxonomy));
  }

  /**
   * The brand and kind of vapour product (null: not one) of products by id, active or not: what an order's
   * shipment and the PACT report ask of the products its lines hold. Unknown ids are left out.
   */
  async shippingFacts(ids: readonly number[]): Promise<Map<string, { brand: string; endsKind: EndsKind | null }>> {
    if (!ids.length) return new Map();
    const rows = await this.sql.query<{ id: string; brand: string; endsKind: EndsKind | null }>(
      `SELECT p.id::text, b.name AS brand, p.ends_kind AS "endsKind" FROM product p JOIN brand b ON b.id = p.brand_id
       WHERE p.id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map(({ id, ...facts }) => [id, facts]));
  }

  /**
   * Active products by exact name, in any case and without surrounding spaces (names are unique in that
   * form), answered in the order asked: null where no active product has the name.
   */
  async productsByName(names: readonly string[]): Promise<(Product | null)[]> {
    if (!names.length) return [];
    const asked = names.map((name) => name.trim());
    const taxonomy = await this.taxonomy.get();
    // lower() on both sides in SQL, so the comparison is PostgreSQL's and uses product_lower_name_key.
    const rows = await this.sql.query<ProductRow & { asked: string }>(
      `SELECT x.asked, ${PRODUCT_COLUMNS}
       FROM unnest($1::text[]) AS x(asked) JOIN product ON lower(name) = lower(x.asked) AND active`,
      [asked],
    );
    const found = new Map(rows.map(({ asked: name, ...row }) => [name, toProduct(row, taxonomy)]));
    return asked.map((name) => found.get(name) ?? null);
  }

  /** The lookup tables (brands, categories, flavours, types) the back office resolves names with. */
  lookupTables(): Promise<Taxonomy> {
    return this.taxonomy.get();
  }

  /** Loads the lookup tables if they never were, so later calls answer without a connection. */
  async ready(): Promise<void> {
    await this.taxonomy.get();
  }

  /** How many products are on sale and the largest saving among them, read through the on-sale index. */
  async saleSummary(): Promise<SaleSummary> {
    const [deepest] = await this.sql.read<{ priceCents: number; compareAtCents: number; n: number }>(
      `SELECT price_cents AS "priceCents", compare_at_cents AS "compareAtCents", count(*) OVER ()::int AS n
       FROM product WHERE compare_at_cents IS NOT NULL AND active
       ORDER BY (compare_at_cents - price_cents)::float8 / compare_at_cents DESC, id LIMIT 1`,
    );
    return {
      productCount: deepest?.n ?? 0,
      largestSavingPercent: deepest ? savingPercent(deepest.priceCents, deepest.compareAtCents) : null,
    };
  }

  async categoryCards(group: HomeGroup): Promise<CategoryCard[]> {
    const taxonomy = await this.taxonomy.get();
    return taxonomy.categories
      .filter((c) => c.homeGroup === group)
      .map((c) => ({
        id: String(c.id),
        name: c.name,
        label: c.label ?? c.name,
        pic: pictureOf(c, taxonomy),
        parent: taxonomy.categoryName(c.parentId),
      }));
  }

  async vapeKitTabs(): Promise<VapeKitTab[]> {
    const [taxonomy, rows] = await Promise.all([
      this.taxonomy.get(),
      this.sql.read<ProductRow & { tab: string }>(
        `SELECT ${PRODUCT_COLUMNS}, vape_kit_tab AS tab FROM product
         WHERE active AND vape_kit_tab IS NOT NULL ORDER BY vape_kit_tab, name`,
      ),
    ]);
    const tabs = new Map<string, Product[]>();
    for (const row of rows) {
      const list = tabs.get(row.tab) ?? [];
      list.push(toProduct(row, taxonomy));
      tabs.set(row.tab, list);
    }
    // Tabs follow the product-type order of the catalogue where they are types, then by name.
    const order = [...taxonomy.productTypes.byId.values()];
    return [...tabs.entries()]
      .sort(([a], [b]) => rank(order, a) - rank(order, b) || a.localeCompare(b))
      .map(([name, products]) => ({ name, products }));
  }

  /** Every top-level category with its subcategories (the /MenuList page), from the cached taxonomy. */
  async categoryIndex(): Promise<CategoryIndexEntry[]> {
    const taxonomy = await this.taxonomy.get();
    const { categories } = taxonomy;
    const label = (c: { name: string; label: string | null }) => c.label ?? c.name;
    return categories
      .filter((c) => c.parentId === null)
      .map((top) => ({
        name: top.name,
        label: label(top),
        pic: pictureOf(top, taxonomy),
        children: categories.filter((c) => c.parentId === top.id).map((c) => ({ name: c.name, label: label(c) })),
      }));
  }

  async menuGroups(): Promise<MenuGroup[]> {
    const taxonomy = await this.taxonomy.get();
    let menu = MENUS.get(taxonomy);
    if (!menu) {
      menu = MENU_GROUPS.map((name) => ({
        name,
        items: taxonomy.categories
          .filter((c) => c.menuGroup === name)
          .map((c) => ({ name: c.name, label: c.label ?? c.name, pic: pictureOf(c, taxonomy) })),
      }));
      MENUS.set(taxonomy, menu);
    }
    return menu;
  }
}

function rank(order: string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}

function facetList(rows: FacetRow[], dim: number, names: Map<number, string>): Facet[] {
  const out: Facet[] = [];
  for (const row of rows) {
    if (row.dim !== dim || row.n <= 0) continue;
    const name = names.get(row.id);
    if (name) out.push({ name, count: row.n });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** The menu as each copy of the lookup tables has it: it changes only when they are loaded again. */
const MENUS = new WeakMap<Taxonomy, MenuGroup[]>();
/** Each category row's picture URL (drawing and hashing a picture costs about 10 µs). */
const PICTURES = new WeakMap<CategoryRow, string | null>();

function pictureOf(category: CategoryRow, taxonomy: Taxonomy): string | null {
  let url = PICTURES.get(category);
  if (url === undefined) {
    const parent = category.parentId === null ? undefined : taxonomy.categoriesById.get(category.parentId);
    url = categoryPictureUrl(category, parent?.slug ?? null);
    PICTURES.set(category, url);
  }
  return url;
}

function toProduct(row: ProductRow, taxonomy: Taxonomy): Product {
  const flavor = row.flavorId === null ? null : (taxonomy.flavors.byId.get(row.flavorId) ?? null);
  const brand = taxonomy.brands.byId.get(row.brandId) ?? '';
  const productType = row.productTypeId === null ? null : (taxonomy.productTypes.byId.get(row.productTypeId) ?? null);
  const gallery = galleryOf(row.image, row.imageUrl, {
    name: row.name,
    brand,
    flavor,
    categorySlug: taxonomy.categoriesById.get(row.categoryId)?.slug ?? '',
    subcategorySlug: row.subcategoryId === null ? null : (taxonomy.categoriesById.get(row.subcategoryId)?.slug ?? null),
    productType,
  });
  return {
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    price: row.priceCents,
    compareAtPrice: row.compareAtCents,
    onSale: row.compareAtCents !== null,
    savingPercent: savingPercent(row.priceCents, row.compareAtCents),
    image: gallery[0]!.url,
    description: row.description,
    category: taxonomy.categoryName(row.categoryId) ?? '',
    subcategory: taxonomy.categoryName(row.subcategoryId),
    brand,
    flavor,
    productType,
    puffs: row.puffs,
    nicotineMg: row.nicotineMg,
    stock: row.stock,
    availability: availabilityOf(row.stock),
    gallery,
    endsKind: row.endsKind,
    characterizingFlavour: row.characterizingFlavour,
    liquidMl: row.liquidMl,
    podsPerPack: row.podsPerPack,
    wholesaleCostCents: row.wholesaleCostCents,
  };
}
