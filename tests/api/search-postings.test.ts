import type { QueryRunner } from 'typeorm';
import { SearchPostings1732166900000 } from '../../api/src/db/migrations/1732166900000-search-postings';
import { RANK_WEIGHTS } from '../../api/src/modules/catalog/search-text.sql';
import { createMigrationDataSource } from '../../api/src/db/data-source';
import { seedCatalogue } from '../../api/src/db/seed/seed';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const migration = new SearchPostings1732166900000();
const runner = () => ({ query: (text: string) => suite.db.query(text) }) as unknown as QueryRunner;

/** Each lexeme of each active product's document, with the product's columns. */
const LEXEMES = `
  SELECT d.lexeme COLLATE "C" AS term, p.* FROM product p, unnest(p.search_document) d WHERE p.active`;

/** Each table's columns in key order, and what a rebuild from `product` puts in it. */
const TABLES = {
  search_posting: {
    columns: 'term, category_id, subcategory_id, product_type_id, brand_id, flavor_id, ids',
    rebuilt: `
      SELECT term, category_id, coalesce(subcategory_id, 0) AS subcategory_id,
             coalesce(product_type_id, 0) AS product_type_id, brand_id, coalesce(flavor_id, 0) AS flavor_id,
             array_agg(id ORDER BY id) AS ids
      FROM (${LEXEMES}) l GROUP BY 1, 2, 3, 4, 5, 6`,
  },
  search_tier: {
    columns: 'term, score, ids',
    rebuilt: `
      SELECT term, ts_rank(${RANK_WEIGHTS}, search_document, search_lexeme_query(term)) AS score,
             array_agg(id ORDER BY id) AS ids
      FROM (${LEXEMES}) l GROUP BY 1, 2`,
  },
  search_lexeme: {
    columns: 'term, ids',
    rebuilt: `SELECT term, array_agg(id ORDER BY id) AS ids FROM (${LEXEMES}) l GROUP BY 1`,
  },
};
type Table = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as Table[];

type ListRow = Record<string, unknown> & { ids: number[] };

async function kept(table: Table): Promise<ListRow[]> {
  const { columns } = TABLES[table];
  return (await suite.db.query<ListRow>(`SELECT ${columns} FROM ${table} ORDER BY ${columns}`)).rows;
}

/** Every table's rows, one table after another (one connection runs one statement at a time). */
async function keptAll(): Promise<ListRow[][]> {
  const all: ListRow[][] = [];
  for (const table of TABLE_NAMES) all.push(await kept(table));
  return all;
}

async function rebuilt(table: Table): Promise<ListRow[]> {
  const { columns, rebuilt } = TABLES[table];
  return (await suite.db.query<ListRow>(`SELECT ${columns} FROM (${rebuilt}) r ORDER BY ${columns}`)).rows;
}

/** Every table holds what a rebuild from `product` gives, row for row. */
async function expectListsRebuilt(): Promise<void> {
  for (const table of TABLE_NAMES) {
    const expected = await rebuilt(table);
    expect(expected.length).toBeGreaterThan(100);
    expect({ table, rows: await kept(table) }).toEqual({ table, rows: expected });
  }
}

/** Rows of every table the current transaction wrote (their versions carry its id; a deleted row shows as missing). */
async function writesInTransaction(): Promise<Record<Table, number>> {
  const counts: [Table, number][] = [];
  for (const table of TABLE_NAMES) {
    const { rows } = await suite.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE xmin = pg_current_xact_id()::xid`,
    );
    counts.push([table, rows[0]!.n]);
  }
  return Object.fromEntries(counts) as Record<Table, number>;
}

/** Runs `change` in a transaction; returns the writes it made to every table. */
async function writesOf(change: () => Promise<unknown>): Promise<Record<Table, number>> {
  await suite.db.query('BEGIN');
  try {
    await change();
    return await writesInTransaction();
  } finally {
    await suite.db.query('COMMIT');
  }
}

async function productId(where: string): Promise<number> {
  const { rows } = await suite.db.query<{ id: number }>(`SELECT id FROM product WHERE ${where} ORDER BY id LIMIT 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

describe('search_posting, search_tier and search_lexeme follow the catalogue', () => {
  let added: number;

  it('hold the seeded catalogue', async () => {
    await expectListsRebuilt();
  });

  it('are built whole by the migration, and gone with its down', async () => {
    await migration.down(runner());
    const { rows } = await suite.db.query<{ left: string | null }>(
      `SELECT to_regclass('search_posting')::text AS left UNION ALL SELECT to_regclass('search_tier')::text
       UNION ALL SELECT to_regclass('search_lexeme')::text UNION ALL SELECT to_regnamespace('intarray')::text UNION ALL SELECT to_regproc('search_lexeme_query')::text
       UNION ALL SELECT to_regclass('product_search_name_idx')::text
       UNION ALL SELECT tgname FROM pg_trigger WHERE tgname LIKE 'search_postings%'`,
    );
    expect(rows).toEqual([
      { left: null },
      { left: null },
      { left: null },
      { left: null },
      { left: null },
      { left: null },
    ]);
    await migration.up(runner());
    await expectListsRebuilt();
  });

  it('are built whole after a seed that adds many products, and kept by the trigger again after it', async () => {
    const { rows } = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product`);
    const dataSource = createMigrationDataSource(suite.testApp.app.database.url);
    await dataSource.initialize();
    try {
      // A threshold of 1: these 120 products are inserted with the insert trigger off, then the lists rebuilt.
      expect(await seedCatalogue(dataSource, rows[0]!.n + 120, new Map(), 1)).toBe(120);
    } finally {
      await dataSource.destroy();
    }
    await expectListsRebuilt();
    const { rows: triggers } = await suite.db.query<{ enabled: string }>(
      `SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'search_postings_ins'`,
    );
    expect(triggers).toEqual([{ enabled: 'O' }]);
  });

  it('rank: a lexeme’s score is its share of ts_rank, and any of n lexemes ranks as their scores’ sum over n', async () => {
    const lexemeSets = [['geek', 'mint'], ['mint', 'ice'], ['ice', 'disposable', 'geek'], ['disposable']];
    const sums = new Set<number>();
    for (const lexemes of lexemeSets) {
      const { rows } = await suite.db.query<{ id: number; rankTimesN: number; scoreSum: number }>(
        `SELECT p.id, ts_rank(${RANK_WEIGHTS}, p.search_document, $1::tsquery)::real * $2 AS "rankTimesN",
                (SELECT sum(t.score) FROM search_tier t
                 WHERE t.term = ANY ($3::text[]) AND p.id = ANY (t.ids))::real AS "scoreSum"
         FROM product p WHERE p.active AND p.search_document @@ $1::tsquery ORDER BY p.id`,
        [lexemes.map((l) => `'${l}'`).join(' | '), lexemes.length, lexemes],
      );
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.filter((r) => !(Math.abs(r.rankTimesN - r.scoreSum) <= 1e-6))).toEqual([]);
      for (const r of rows) sums.add(r.scoreSum);
    }
    // Not all alike: a lexeme weighs differently in different products.
    expect(sums.size).toBeGreaterThan(lexemeSets.length);
    // A lexeme is its own one-operand query as stored, quotes, backslashes and spaces too.
    const { rows } = await suite.db.query<{ exact: boolean; longer: boolean; text: string }>(
      `SELECT array_to_tsvector(ARRAY[l]) @@ search_lexeme_query(l) AS exact,
              array_to_tsvector(ARRAY[l || 's']) @@ search_lexeme_query(l) AS longer,
              search_lexeme_query(l)::text AS text
       FROM (VALUES ($1)) v(l)`,
      ["it's a\\b"],
    );
    expect(rows).toEqual([{ exact: true, longer: false, text: "'it''s a\\\\b'" }]);
  });

  it('add an active product and leave out an inactive one', async () => {
    const { rows } = await suite.db.query<{ id: number; active: boolean }>(
      `INSERT INTO product (name, category_id, subcategory_id, brand_id, flavor_id, product_type_id, price_cents,
                            description, image, vape_kit_tab, slug, stock, status)
       SELECT 'Postings ' || n || ' ' || name, category_id, subcategory_id, brand_id, flavor_id, product_type_id,
              price_cents, description || ' Quixotic.', image, vape_kit_tab, 'postings-' || n || '-' || slug, stock,
              CASE WHEN n = 1 THEN 'active' ELSE 'draft' END
       FROM (SELECT row_number() OVER (ORDER BY vape_kit_tab IS NULL, id) AS n, * FROM product WHERE active) p
       WHERE n <= 2
       RETURNING id, active`,
    );
    expect(rows.map((r) => r.active).sort()).toEqual([false, true]);
    added = rows.find((r) => r.active)!.id;
    await expectListsRebuilt();
    const { rows: found } = await suite.db.query<{ ids: number[] }>(
      `SELECT ids FROM search_posting WHERE term = 'quixot'`,
    );
    expect(found.flatMap((r) => r.ids)).toEqual([added]);
  });

  it('follow a product’s new name and description', async () => {
    const id = await productId(`active AND name ILIKE '%mint%'`);
    const writes = await writesOf(() =>
      suite.db.query(`UPDATE product SET name = name || ' Zephyr', description = 'Now with tundra.' WHERE id = $1`, [
        id,
      ]),
    );
    expect(writes.search_posting).toBeGreaterThan(0);
    expect(writes.search_tier).toBeGreaterThan(0);
    expect(writes.search_lexeme).toBeGreaterThan(0);
    await expectListsRebuilt();
  });

  it('follow a brand’s new name into its products’ documents', async () => {
    const { rowCount } = await suite.db.query(`UPDATE brand SET name = 'Zynnova' WHERE name = 'Zyn'`);
    expect(rowCount).toBe(1);
    await expectListsRebuilt();
    const { rows } = await suite.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM search_posting WHERE term IN ('zynnova', 'zyn')`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('stay right as the showcase tab is set and cleared', async () => {
    const id = await productId('active AND vape_kit_tab IS NULL');
    await suite.db.query(`UPDATE product SET vape_kit_tab = 'Postings' WHERE id = $1`, [id]);
    await expectListsRebuilt();
    await suite.db.query(`UPDATE product SET vape_kit_tab = NULL WHERE id = $1`, [id]);
    await expectListsRebuilt();
  });

  it('follow a product to another brand and flavour', async () => {
    const id = await productId('active AND flavor_id IS NOT NULL');
    await suite.db.query(
      `UPDATE product p SET brand_id = (SELECT min(id) FROM brand WHERE id <> p.brand_id),
                            flavor_id = (SELECT min(id) FROM flavor WHERE id <> p.flavor_id)
       WHERE id = $1`,
      [id],
    );
    await expectListsRebuilt();
    await suite.db.query(`UPDATE product SET flavor_id = NULL WHERE id = $1`, [id]);
    await expectListsRebuilt();
  });

  it('drop a deactivated product, then a deleted one', async () => {
    const id = await productId(`active AND id <> ${added}`);
    await suite.db.query(`UPDATE product SET status = 'archived' WHERE id = $1`, [id]);
    await expectListsRebuilt();
    await suite.db.query(`DELETE FROM product WHERE id = $1`, [added]);
    await expectListsRebuilt();
    const { rows } = await suite.db.query(`SELECT 1 FROM search_posting WHERE term = 'quixot'`);
    expect(rows).toEqual([]);
  });

  it('are not written by an update of stock and price only', async () => {
    const before = await keptAll();
    const writes = await writesOf(async () => {
      const { rowCount } = await suite.db.query(
        `UPDATE product SET stock = stock + 1, price_cents = price_cents + 1
         WHERE id IN (SELECT id FROM product WHERE active ORDER BY id LIMIT 20)`,
      );
      expect(rowCount).toBe(20);
    });
    expect(writes).toEqual({ search_posting: 0, search_tier: 0, search_lexeme: 0 });
    expect(await keptAll()).toEqual(before);
    await expectListsRebuilt();
  });
});
