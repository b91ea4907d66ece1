import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RANK_WEIGHTS } from '../../modules/catalog/search-text.sql';

/** A table of id lists kept from the product rows, its key, and its entries (key columns and `id`) for a set of rows. */
interface IdLists {
  table: 'search_posting' | 'search_tier' | 'search_lexeme';
  key: string[];
  entries: (rows: string) => string;
}

/** The lexemes of the active products among `rows` (a product row's document has each lexeme once). */
const lexemesOf = (rows: string, columns = '') => `
  SELECT d.lexeme COLLATE "C" AS term, ${columns ? `${columns}, ` : ''}r.id
  FROM ${rows} r, unnest(r.search_document) d WHERE r.active`;

const POSTINGS: IdLists = {
  table: 'search_posting',
  key: ['term', 'category_id', 'subcategory_id', 'product_type_id', 'brand_id', 'flavor_id'],
  entries: (rows) =>
    lexemesOf(
      rows,
      `r.category_id, coalesce(r.subcategory_id, 0) AS subcategory_id,
       coalesce(r.product_type_id, 0) AS product_type_id, r.brand_id, coalesce(r.flavor_id, 0) AS flavor_id`,
    ),
};

/** The lexeme's own share of ts_rank: a search adds up its words' scores and divides by their number. */
const TIERS: IdLists = {
  table: 'search_tier',
  key: ['term', 'score'],
  entries: (rows) =>
    lexemesOf(rows, `ts_rank(${RANK_WEIGHTS}, r.search_document, search_lexeme_query(d.lexeme)) AS score`),
};

/** The lexeme's whole list: a search without filters takes its matches from these, not from the postings. */
const LEXEMES: IdLists = {
  table: 'search_lexeme',
  key: ['term'],
  entries: (rows) => lexemesOf(rows),
};

/** Every list, in the order a trigger writes them. */
const LISTS = [POSTINGS, TIERS, LEXEMES];

const columns = (key: string[], alias?: string) => key.map((c) => (alias ? `${alias}.${c}` : c)).join(', ');

/** Adds the ids of `entries` to their lists, in key order so that concurrent writers lock rows alike. */
const addIds = ({ table, key }: IdLists, entries: string) => `
  INSERT INTO ${table} AS t (${columns(key)}, ids)
    SELECT ${columns(key)}, intarray.sort(array_agg(id)) FROM (${entries}) added
    GROUP BY ${columns(key)} ORDER BY ${columns(key)}
  ON CONFLICT (${columns(key)}) DO UPDATE SET ids = intarray._int_union(t.ids, EXCLUDED.ids);`;

/** Takes the ids of `entries` out of their lists, then drops the lists left empty (found by their own index). */
const removeIds = ({ table, key }: IdLists, entries: string) => `
  UPDATE ${table} t SET ids = intarray.intset_subtract(t.ids, gone.ids)
    FROM (SELECT ${columns(key)}, array_agg(id) AS ids FROM (${entries}) removed GROUP BY ${columns(key)}) gone
    WHERE (${columns(key, 't')}) = (${columns(key, 'gone')});
  DELETE FROM ${table} WHERE ids = '{}';`;

/** The product columns the lists are made of; an update of any other (stock, price) leaves them be. */
const LISTED = [
  'search_document',
  'active',
  'category_id',
  'subcategory_id',
  'product_type_id',
  'brand_id',
  'flavor_id',
];

const LISTED_CHANGED = `(${columns(LISTED, 'o')}) IS DISTINCT FROM (${columns(LISTED, 'n')})`;

/** The rows of one side of an update (old_rows or new_rows) whose listed columns changed. */
const changed = (side: 'o' | 'n') => `(
  SELECT ${side}.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${LISTED_CHANGED})`;

/** What an update moves: the entries the old rows had and the new ones lack, and the other way round. */
const moveIds = (lists: IdLists) => `
  ${removeIds(lists, `${lists.entries(changed('o'))} EXCEPT ${lists.entries(changed('n'))}`)}
  ${addIds(lists, `${lists.entries(changed('n'))} EXCEPT ${lists.entries(changed('o'))}`)}`;

/** The statement trigger that adds a new product's ids to the lists. */
export const SEARCH_LISTS_INSERT_TRIGGER = 'search_postings_ins';

/**
 * Every list built anew from `product`: by the migration, and by the seed, which adds many products with the
 * insert trigger off (each batch would otherwise rewrite every common lexeme's whole list, and keep the old one
 * until commit).
 */
export const rebuildSearchLists = (): string[] => [
  `TRUNCATE ${LISTS.map((lists) => lists.table).join(', ')}`,
  ...LISTS.map((lists) => addIds(lists, lists.entries('product'))),
];

/**
 * Text search as lists of product ids, for a search to intersect and unite in C instead of reading and ranking
 * every matching product row:
 *
 * - `search_posting`: per lexeme of the active products' documents and combination of facet values (0 for
 *   none), the sorted ids of those products, so facets are counted from the lists too.
 * - `search_tier`: per lexeme and score, the sorted ids of the active products whose document gives the lexeme
 *   that score, its own share of ts_rank over RANK_WEIGHTS: ts_rank of a query of any of n lexemes is the sum of
 *   their scores over n, so a page can be ranked from the lists.
 * - `search_lexeme`: per lexeme, the sorted ids of every active product that has it (the union of its tiers),
 *   so a search without filters unites and intersects a few whole lists for its matches instead of merging one
 *   list per combination, and the relevance fold reads a lexeme's matches without merging its tiers.
 * - intarray, in its own schema so that its operators do not shadow the built-in array ones; the aggregates
 *   `search_ids_union`, `search_ids_inter` and `search_ids_merge` over lists; an index from a combination of
 *   facet values to its lexemes, for a search to look up the other words' lists in the rarest word's
 *   combinations only.
 *
 * The tables are kept by statement triggers on product, which pass over updates that change no list (an
 * order's stock update).
 */
export class SearchPostings1732166900000 implements MigrationInterface {
  name = 'SearchPostings1732166900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA intarray`);
    await db.query(`CREATE EXTENSION intarray SCHEMA intarray`);
    // Union and intersection of a few lists, merged pairwise in C (a single list is passed through untouched).
    await db.query(`CREATE AGGREGATE search_ids_union(integer[]) (SFUNC = intarray._int_union, STYPE = integer[])`);
    await db.query(`CREATE AGGREGATE search_ids_inter(integer[]) (SFUNC = intarray._int_inter, STYPE = integer[])`);
    // Many lists that share no id (one per combination of facet values): concatenated, then sorted once.
    await db.query(`CREATE AGGREGATE search_ids_merge(integer[]) (SFUNC = array_cat, STYPE = integer[],
      FINALFUNC = intarray.sort)`);
    // The lexeme as it is stored (quoted, so not normalised again): to_tsquery would stem a stored whole word.
    await db.query(`CREATE FUNCTION search_lexeme_query(text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN ('''' || replace(replace($1, '\\', '\\\\'), '''', '''''') || '''')::tsquery`);

    await db.query(`
      CREATE TABLE search_posting (
        term            text COLLATE "C" NOT NULL,
        category_id     integer NOT NULL,
        subcategory_id  integer NOT NULL,
        product_type_id integer NOT NULL,
        brand_id        integer NOT NULL,
        flavor_id       integer NOT NULL,
        ids             integer[] NOT NULL,
        PRIMARY KEY (${columns(POSTINGS.key)})
      )`);
    await db.query(`
      CREATE TABLE search_tier (
        term     text COLLATE "C" NOT NULL,
        score    real NOT NULL,
        ids      integer[] NOT NULL,
        -- How many, read without the list (which may be tens of kB).
        products integer GENERATED ALWAYS AS (cardinality(ids)) STORED,
        PRIMARY KEY (${columns(TIERS.key)})
      )`);
    await db.query(`
      CREATE TABLE search_lexeme (
        term     text COLLATE "C" PRIMARY KEY,
        ids      integer[] NOT NULL,
        products integer GENERATED ALWAYS AS (cardinality(ids)) STORED
      )`);
    for (const { table } of LISTS) {
      await db.query(`CREATE INDEX ${table}_empty_idx ON ${table} (term) WHERE ids = '{}'`);
    }

    // Each branch names only the transition tables its event has.
    await db.query(`
      CREATE FUNCTION search_postings_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NOT EXISTS (SELECT FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${LISTED_CHANGED}) THEN
            RETURN NULL;
          END IF;
          ${LISTS.map(moveIds).join('')}
        ELSIF TG_OP = 'DELETE' THEN
          ${LISTS.map((lists) => removeIds(lists, lists.entries('old_rows'))).join('')}
        ELSE
          ${LISTS.map((lists) => addIds(lists, lists.entries('new_rows'))).join('')}
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER ${SEARCH_LISTS_INSERT_TRIGGER} AFTER INSERT ON product
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply()`);
    await db.query(`CREATE TRIGGER search_postings_upd AFTER UPDATE ON product
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply()`);
    await db.query(`CREATE TRIGGER search_postings_del AFTER DELETE ON product
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply()`);

    await db.query(`CREATE INDEX search_posting_combination_idx ON search_posting
      (category_id, subcategory_id, product_type_id, brand_id, flavor_id, term)`);
    for (const statement of rebuildSearchLists()) await db.query(statement);
    // The exact name typed comes first in relevance.
    await db.query(`CREATE INDEX product_search_name_idx ON product (search_name) WHERE active`);
    await db.query(`ANALYZE search_posting, search_tier, search_lexeme`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX product_search_name_idx`);
    for (const event of ['ins', 'upd', 'del']) await db.query(`DROP TRIGGER search_postings_${event} ON product`);
    await db.query(`DROP FUNCTION search_postings_apply()`);
    await db.query(`DROP TABLE search_posting, search_tier, search_lexeme`);
    await db.query(`DROP FUNCTION search_lexeme_query(text)`);
    await db.query(`DROP AGGREGATE search_ids_union(integer[]), search_ids_inter(integer[]),
      search_ids_merge(integer[])`);
    await db.query(`DROP EXTENSION intarray`);
    await db.query(`DROP SCHEMA intarray`);
  }
}
