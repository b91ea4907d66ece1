import type { DataSource, EntityManager } from 'typeorm';
import { BRANDS, CATEGORIES, FLAVORS, PRODUCT_TYPES } from './catalogue-data';
import { DEMO_PRODUCT_COUNT, generateProducts } from './product-generator';
import { applyImageUrls } from './image-urls';
import { seedDirectoryListings } from './directory-listings.seed';
import type { CategorySeed, ProductSeed } from './seed-types';
import { SEARCH_LISTS_INSERT_TRIGGER, rebuildSearchLists } from '../migrations/1732166900000-search-postings';

const BATCH = 5_000;

/**
 * From this many new products, the search's id lists are built once after the insert instead of kept by the
 * trigger batch by batch: each batch rewrites every common lexeme's whole list, so growing 100 000 products
 * towards a million that way had not finished after half an hour, with 23 GB of dead list versions.
 */
const REBUILD_LISTS_FROM = 20_000;

async function insertNames(db: EntityManager, table: string, names: readonly string[]): Promise<Map<string, number>> {
  const rows: { id: number; name: string }[] = await db.query(
    `INSERT INTO ${table} (name) SELECT unnest($1::text[]) RETURNING id, name`,
    [names],
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function insertCategories(db: EntityManager, seeds: readonly CategorySeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const insert = async (seed: CategorySeed, parentId: number | null): Promise<void> => {
    const [row]: { id: number }[] = await db.query(
      `INSERT INTO category (name, slug, label, parent_id, menu_group, home_group, pic, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        seed.name,
        seed.slug,
        seed.label ?? null,
        parentId,
        seed.menuGroup ?? null,
        seed.homeGroup ?? null,
        seed.pic ?? null,
        seed.sort,
      ],
    );
    ids.set(seed.slug, row!.id);
    for (const child of seed.children ?? []) await insert(child, row!.id);
  };
  for (const seed of seeds) await insert(seed, null);
  return ids;
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}

async function countRows(db: EntityManager, table: string): Promise<number> {
  const rows: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

async function loadIds(db: EntityManager, table: string, key: 'name' | 'slug'): Promise<Map<string, number>> {
  const rows: { id: number; key: string }[] = await db.query(`SELECT id, ${key} AS key FROM ${table}`);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * Brings the catalogue up to `productCount` generated products in one transaction. An empty
 * database gets the categories, brands, flavors and types first; a seeded one keeps its rows and
 * gets only the products past those it has (the generator's output for a larger count starts with
 * the smaller catalogue), so `--products 100000` grows the demo catalogue in place.
 */
export async function seedCatalogue(
  dataSource: DataSource,
  productCount = DEMO_PRODUCT_COUNT,
  images: ReadonlyMap<string, string> = new Map(),
  rebuildListsFrom = REBUILD_LISTS_FROM,
): Promise<number> {
  let added = 0;
  await dataSource.transaction(async (db) => {
    await db.query('LOCK TABLE product IN SHARE ROW EXCLUSIVE MODE');
    const existing = await countRows(db, 'product');
    if (existing < productCount) {
      const rebuild = productCount - existing >= rebuildListsFrom;
      if (rebuild) await db.query(`ALTER TABLE product DISABLE TRIGGER ${SEARCH_LISTS_INSERT_TRIGGER}`);
      added = await insertProducts(db, existing, productCount);
      if (rebuild) {
        await db.query(`ALTER TABLE product ENABLE TRIGGER ${SEARCH_LISTS_INSERT_TRIGGER}`);
        for (const statement of rebuildSearchLists()) await db.query(statement);
      }
      // The products' listings in the state directories the migrations seeded.
      await seedDirectoryListings(db);
    }
    // The shop's photographs, for products seeded now or before.
    await applyImageUrls(db, images);
  });
  // VACUUM too: it marks the new pages all-visible, for index-only scans.
  if (added) await dataSource.query('VACUUM ANALYZE');
  return added;
}

/** Inserts the generated products past the first `existing`, and what an empty database needs first. */
async function insertProducts(db: EntityManager, existing: number, productCount: number): Promise<number> {
  const fresh = (await countRows(db, 'category')) === 0;
  const categories = fresh ? await insertCategories(db, CATEGORIES) : await loadIds(db, 'category', 'slug');
  const brands = fresh ? await insertNames(db, 'brand', BRANDS) : await loadIds(db, 'brand', 'name');
  const flavors = fresh ? await insertNames(db, 'flavor', FLAVORS) : await loadIds(db, 'flavor', 'name');
  const types = fresh
    ? await insertNames(db, 'product_type', PRODUCT_TYPES)
    : await loadIds(db, 'product_type', 'name');
  const products: ProductSeed[] = generateProducts(productCount).slice(existing);
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    await db.query(
      `INSERT INTO product (name, category_id, subcategory_id, brand_id, flavor_id, product_type_id, price_cents,
                            description, image, puffs, nicotine_mg, vape_kit_tab, slug, stock, compare_at_cents,
                            ends_kind, liquid_ml, pods_per_pack, wholesale_cost_cents, characterizing_flavour,
                            fda_status)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[],
                            $8::text[], $9::text[], $10::int[], $11::int[], $12::text[], $13::text[], $14::int[],
                            $15::int[], $16::text[], $17::numeric[], $18::int[], $19::int[], $20::text[], $21::text[])`,
      [
        batch.map((p) => p.name),
        batch.map((p) => required(categories, p.categorySlug, 'category')),
        batch.map((p) => (p.subcategorySlug ? required(categories, p.subcategorySlug, 'subcategory') : null)),
        batch.map((p) => required(brands, p.brand, 'brand')),
        batch.map((p) => (p.flavor ? required(flavors, p.flavor, 'flavor') : null)),
        batch.map((p) => (p.productType ? required(types, p.productType, 'product type') : null)),
        batch.map((p) => p.priceCents),
        batch.map((p) => p.description),
        batch.map((p) => p.image),
        batch.map((p) => p.puffs ?? null),
        batch.map((p) => p.nicotineMg ?? null),
        batch.map((p) => p.vapeKitTab ?? null),
        batch.map((p) => p.slug),
        batch.map((p) => p.stock),
        batch.map((p) => p.compareAtCents),
        batch.map((p) => p.compliance.endsKind),
        batch.map((p) => p.compliance.liquidMl),
        batch.map((p) => p.compliance.podsPerPack),
        batch.map((p) => p.compliance.wholesaleCostCents),
        batch.map((p) => p.compliance.characterizingFlavour),
        batch.map((p) => p.compliance.fdaStatus),
      ],
    );
  }
  return products.length;
}
