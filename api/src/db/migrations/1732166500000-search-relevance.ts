import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The product columns a sort or a filter walks in order; each gets its own index (see `up`). */
const FACET_COLUMNS = ['category_id', 'subcategory_id', 'brand_id', 'flavor_id', 'product_type_id'];

const FACET_KEY = 'category_id, subcategory_id, brand_id, flavor_id, product_type_id';

/**
 * The facet-count trigger of 1732166400000, with an in-stock dimension (`stock > 0` joins the key) or, for
 * `down`, without it as it was.
 */
function facetCountApply(inStock: boolean): string {
  const key = inStock ? 'category_id, subcategory_id, brand_id, flavor_id, product_type_id, in_stock' : FACET_KEY;
  const stock = inStock ? 'stock > 0, ' : '';
  const groups = inStock ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5';
  const upsert = (select: string) => `
      INSERT INTO product_facet_count AS f (${key}, n) ${select}
      ON CONFLICT (${key}) DO UPDATE SET n = f.n + EXCLUDED.n;`;
  const counted = (rows: string, sign: string) =>
    upsert(`SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
               coalesce(product_type_id, 0), ${stock}${sign}count(*)
        FROM ${rows} WHERE active GROUP BY ${groups} ORDER BY ${groups}`);
  return `
  CREATE OR REPLACE FUNCTION product_facet_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' THEN ${upsert(`
        SELECT ${key}, sum(d)::int FROM (
          SELECT category_id, coalesce(subcategory_id, 0) AS subcategory_id, brand_id,
                 coalesce(flavor_id, 0) AS flavor_id, coalesce(product_type_id, 0) AS product_type_id,
                 ${inStock ? 'stock > 0 AS in_stock, ' : ''}-1 AS d
          FROM old_rows WHERE active
          UNION ALL
          SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
                 coalesce(product_type_id, 0), ${stock}1
          FROM new_rows WHERE active
        ) moved
        GROUP BY ${groups} HAVING sum(d) <> 0 ORDER BY ${groups}`)}
    ELSIF TG_OP = 'DELETE' THEN ${counted('old_rows', '-')}
    ELSE ${counted('new_rows', '')}
    END IF;
    RETURN NULL;
  END $$`;
}

/**
 * Search that finds what shoppers type, and the sorts and filters of a store:
 *
 * - `product.search_document`, a weighted tsvector (A name and brand, B product line, category, flavour and
 *   type, C description) in two text-search configurations: `search_stems` (unaccented English stems, so
 *   plurals match) and `search_words` (unaccented whole words, so a prefix typed half-way matches). Kept by
 *   a row trigger, also when a brand, category, flavour or type is renamed; GIN-indexed without a pending
 *   list (fastupdate off), so no search reads through unmerged entries.
 * - `product.search_name`, the name's search_key() (folded: lower case, no accents, words of letters and digits)
 *   for exact-name matches and the type-ahead's ranking.
 * - `search_term`: the vocabulary for typo corrections, "Did you mean" and type-ahead: the words of product
 *   names with how many products use each (kept by a statement trigger), and the names of brands,
 *   categories, product lines, flavours and types (rebuilt when those tables change). Trigram-indexed.
 * - `product_facet_count` gains an in-stock dimension, so the "In stock" filter keeps facet counts cheap.
 * - An index per sort order (featured, price, newest), alone and after each facet column.
 */
export class SearchRelevance1732166500000 implements MigrationInterface {
  name = 'SearchRelevance1732166500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public`);
    // unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this IMMUTABLE.
    await db.query(`CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))`);
    // The comparable form of a name or a search: folded words of letters and digits, one space apart.
    await db.query(`CREATE FUNCTION search_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN btrim(regexp_replace(search_fold($1), '[^a-z0-9]+', ' ', 'g'))`);
    // OR and AND of many text search queries, for the query a search text builds.
    await db.query(`CREATE AGGREGATE search_any(tsquery) (SFUNC = tsquery_or, STYPE = tsquery)`);
    await db.query(`CREATE AGGREGATE search_all(tsquery) (SFUNC = tsquery_and, STYPE = tsquery)`);
    await db.query(`CREATE TEXT SEARCH CONFIGURATION search_stems (COPY = english)`);
    await db.query(`ALTER TEXT SEARCH CONFIGURATION search_stems
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem`);
    await db.query(`CREATE TEXT SEARCH CONFIGURATION search_words (COPY = simple)`);
    await db.query(`ALTER TEXT SEARCH CONFIGURATION search_words
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, simple`);
    await db.query(`
      CREATE FUNCTION product_search_document(name text, brand text, line text, category text, flavor text,
                                              kind text, description text)
        RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN setweight(to_tsvector('search_stems', concat_ws(' ', name, brand)), 'A')
            || setweight(to_tsvector('search_words', concat_ws(' ', name, brand)), 'A')
            || setweight(to_tsvector('search_stems', concat_ws(' ', line, category, flavor, kind)), 'B')
            || setweight(to_tsvector('search_words', concat_ws(' ', line, category, flavor, kind)), 'B')
            || setweight(to_tsvector('search_stems', coalesce(description, '')), 'C')`);

    await this.productSearchColumns(db);
    await this.searchTerms(db);
    await this.regroupFacetCounts(db, true);
    await this.sortIndexes(db);
    // Name search was a LIKE on this index; the document's index replaces it.
    await db.query(`DROP INDEX product_name_trgm_idx`);
    await db.query(`ANALYZE product, product_facet_count, search_term`);
  }

  private async productSearchColumns(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product ADD COLUMN search_document tsvector, ADD COLUMN search_name text`);
    await db.query(`
      CREATE FUNCTION product_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_name := search_key(NEW.name);
        NEW.search_document := product_search_document(NEW.name,
          (SELECT name FROM brand WHERE id = NEW.brand_id),
          (SELECT name FROM category WHERE id = NEW.subcategory_id),
          (SELECT name FROM category WHERE id = NEW.category_id),
          (SELECT name FROM flavor WHERE id = NEW.flavor_id),
          (SELECT name FROM product_type WHERE id = NEW.product_type_id),
          NEW.description);
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER product_search_fill BEFORE INSERT OR UPDATE OF name, description, brand_id,
      category_id, subcategory_id, flavor_id, product_type_id ON product
      FOR EACH ROW EXECUTE FUNCTION product_search_fill()`);
    await db.query(`
      UPDATE product p SET search_name = search_key(p.name),
        search_document = product_search_document(p.name, b.name, l.name, c.name, f.name, t.name, p.description)
      FROM product q
        JOIN brand b ON b.id = q.brand_id
        JOIN category c ON c.id = q.category_id
        LEFT JOIN category l ON l.id = q.subcategory_id
        LEFT JOIN flavor f ON f.id = q.flavor_id
        LEFT JOIN product_type t ON t.id = q.product_type_id
      WHERE q.id = p.id`);
    await db.query(`ALTER TABLE product ALTER COLUMN search_document SET NOT NULL,
      ALTER COLUMN search_name SET NOT NULL`);
    // fastupdate off: a search reads its pending list whole, and it grows up to gin_pending_list_limit (4 MB)
    // between vacuums; an order's stock update pays the index insertion instead (once per product).
    await db.query(`CREATE INDEX product_search_document_idx ON product USING gin (search_document)
      WITH (fastupdate = off) WHERE active`);

    // A renamed brand, category, flavour or type rewrites its products' documents (naming the column in the
    // SET list fires the row trigger above).
    const renames: [string, string][] = [
      ['brand', 'brand_id = brand_id WHERE brand_id = NEW.id'],
      ['flavor', 'flavor_id = flavor_id WHERE flavor_id = NEW.id'],
      ['product_type', 'product_type_id = product_type_id WHERE product_type_id = NEW.id'],
      ['category', 'category_id = category_id WHERE category_id = NEW.id OR subcategory_id = NEW.id'],
    ];
    for (const [table, update] of renames) {
      await db.query(`
        CREATE FUNCTION ${table}_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE product SET ${update};
          RETURN NULL;
        END $$`);
      await db.query(`CREATE TRIGGER ${table}_search_rename AFTER UPDATE OF name ON ${table}
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ${table}_search_rename()`);
    }
  }

  private async searchTerms(db: QueryRunner): Promise<void> {
    // term: search_key() of the name, in the C collation so that a btree answers prefix ranges.
    await db.query(`
      CREATE TABLE search_term (
        kind      text NOT NULL CHECK (kind IN ('word', 'brand', 'category', 'line', 'flavor', 'type')),
        term      text COLLATE "C" NOT NULL,
        label     text NOT NULL,
        parent    text NOT NULL DEFAULT '',
        products  integer NOT NULL DEFAULT 0,
        ref_id    integer,
        PRIMARY KEY (kind, term, parent)
      )`);
    await db.query(`CREATE INDEX search_term_trgm_idx ON search_term USING gin (term gin_trgm_ops)`);
    // Words of a name: runs of letters and digits with at least one letter, two characters or more.
    await db.query(`CREATE FUNCTION search_words_of(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT DISTINCT w FROM regexp_split_to_table($1, '[^a-z0-9]+') w WHERE w ~ '[a-z]' AND length(w) >= 2 $$`);
    // Each branch names only the transition tables its event has.
    const addWords = (rows: string, sign: string) => `
          INSERT INTO search_term AS t (kind, term, label, products)
            SELECT 'word', w, w, ${sign}count(*) FROM ${rows}, search_words_of(search_name) w WHERE active
            GROUP BY w ORDER BY w
          ON CONFLICT (kind, term, parent) DO UPDATE SET products = t.products + EXCLUDED.products;`;
    await db.query(`
      CREATE FUNCTION search_term_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          INSERT INTO search_term AS t (kind, term, label, products)
            SELECT 'word', w, w, sum(d)::int FROM (
              SELECT search_words_of(search_name) AS w, -1 AS d FROM old_rows WHERE active
              UNION ALL SELECT search_words_of(search_name), 1 FROM new_rows WHERE active
            ) used GROUP BY w HAVING sum(d) <> 0 ORDER BY w
          ON CONFLICT (kind, term, parent) DO UPDATE SET products = t.products + EXCLUDED.products;
        ELSIF TG_OP = 'DELETE' THEN ${addWords('old_rows', '-')}
        ELSE ${addWords('new_rows', '')}
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER search_term_words_ins AFTER INSERT ON product
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_term_words_apply()`);
    await db.query(`CREATE TRIGGER search_term_words_upd AFTER UPDATE ON product
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_term_words_apply()`);
    await db.query(`CREATE TRIGGER search_term_words_del AFTER DELETE ON product
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_term_words_apply()`);
    await db.query(`
      INSERT INTO search_term (kind, term, label, products)
        SELECT 'word', w, w, count(*) FROM product, search_words_of(search_name) w WHERE active GROUP BY w`);

    // The names of the lookup tables: a few hundred rows, rebuilt whole when any of them changes.
    await db.query(`
      CREATE FUNCTION search_term_names_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_term WHERE kind <> 'word';
        INSERT INTO search_term (kind, term, label, parent, ref_id)
          SELECT 'brand', search_key(name), name, '', id FROM brand
          UNION SELECT 'flavor', search_key(name), name, '', id FROM flavor
          UNION SELECT 'type', search_key(name), name, '', id FROM product_type
          UNION SELECT 'category', search_key(n), coalesce(c.label, c.name), '', c.id FROM category c,
                       unnest(ARRAY[c.name, c.label]) n WHERE c.parent_id IS NULL AND n IS NOT NULL
          UNION SELECT 'line', search_key(c.name), c.name, p.name, c.id
                FROM category c JOIN category p ON p.id = c.parent_id
        ON CONFLICT DO NOTHING;
        -- Their words join the vocabulary too ("disposable" is in no product name); a word no name uses counts 0.
        INSERT INTO search_term (kind, term, label)
          SELECT DISTINCT 'word', w, w FROM search_term t, search_words_of(t.term) w WHERE t.kind <> 'word'
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['brand', 'flavor', 'product_type', 'category']) {
      await db.query(`CREATE TRIGGER ${table}_search_terms AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_term_names_refresh()`);
    }
    // Fire it once for what is there: an update that changes nothing.
    await db.query(`UPDATE product_type SET name = name WHERE false`);
  }

  /** Rebuilds product_facet_count with or without the in-stock dimension, its key, indexes and trigger. */
  private async regroupFacetCounts(db: QueryRunner, inStock: boolean): Promise<void> {
    const key = inStock ? `${FACET_KEY}, in_stock` : FACET_KEY;
    await db.query(`DROP INDEX product_facet_count_brand_idx, product_facet_count_flavor_idx,
      product_facet_count_type_idx`);
    await db.query(`DELETE FROM product_facet_count`);
    await db.query(
      inStock
        ? `ALTER TABLE product_facet_count DROP CONSTRAINT product_facet_count_pkey, ADD COLUMN in_stock boolean NOT NULL`
        : `ALTER TABLE product_facet_count DROP CONSTRAINT product_facet_count_pkey, DROP COLUMN in_stock`,
    );
    await db.query(`
      INSERT INTO product_facet_count (${key}, n)
        SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
               coalesce(product_type_id, 0), ${inStock ? 'stock > 0, ' : ''}count(*)
        FROM product WHERE active GROUP BY ${key === FACET_KEY ? '1, 2, 3, 4, 5' : '1, 2, 3, 4, 5, 6'}`);
    await db.query(`ALTER TABLE product_facet_count ADD PRIMARY KEY (${key})`);
    await db.query(facetCountApply(inStock));
    const stock = inStock ? ', in_stock' : '';
    await db.query(`CREATE INDEX product_facet_count_brand_idx ON product_facet_count (brand_id)
      INCLUDE (product_type_id, flavor_id, category_id, subcategory_id${stock}, n)`);
    await db.query(`CREATE INDEX product_facet_count_flavor_idx ON product_facet_count (flavor_id)
      INCLUDE (product_type_id, brand_id, category_id, subcategory_id${stock}, n)`);
    await db.query(`CREATE INDEX product_facet_count_type_idx ON product_facet_count (product_type_id)
      INCLUDE (brand_id, flavor_id, category_id, subcategory_id${stock}, n)`);
  }

  /**
   * Featured is the home page's showcase first, then the catalogue's order: ((vape_kit_tab IS NULL), id). The
   * price index carries the facet columns, so a price range is counted from the index alone.
   */
  private async sortIndexes(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX product_featured_idx ON product ((vape_kit_tab IS NULL), id) WHERE active`);
    await db.query(`CREATE INDEX product_price_idx ON product (price_cents, id)
      INCLUDE (category_id, subcategory_id, brand_id, flavor_id, product_type_id, stock) WHERE active`);
    await db.query(`CREATE INDEX product_newest_idx ON product (created_at, id) WHERE active`);
    for (const column of FACET_COLUMNS) {
      await db.query(
        `CREATE INDEX product_${column}_featured_idx ON product (${column}, (vape_kit_tab IS NULL), id) WHERE active`,
      );
      await db.query(`CREATE INDEX product_${column}_price_idx ON product (${column}, price_cents, id) WHERE active`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const column of FACET_COLUMNS) {
      await db.query(`DROP INDEX product_${column}_featured_idx, product_${column}_price_idx`);
    }
    await db.query(`DROP INDEX product_featured_idx, product_price_idx, product_newest_idx`);
    await db.query(`CREATE INDEX product_name_trgm_idx ON product USING gin (lower(name) gin_trgm_ops)`);
    await this.regroupFacetCounts(db, false);
    for (const table of ['brand', 'flavor', 'product_type', 'category']) {
      await db.query(`DROP TRIGGER ${table}_search_terms ON ${table}`);
      await db.query(`DROP TRIGGER ${table}_search_rename ON ${table}`);
      await db.query(`DROP FUNCTION ${table}_search_rename()`);
    }
    await db.query(`DROP TRIGGER search_term_words_ins ON product`);
    await db.query(`DROP TRIGGER search_term_words_upd ON product`);
    await db.query(`DROP TRIGGER search_term_words_del ON product`);
    await db.query(`DROP TRIGGER product_search_fill ON product`);
    await db.query(`DROP FUNCTION search_term_names_refresh(), search_term_words_apply(), product_search_fill()`);
    await db.query(`DROP TABLE search_term`);
    await db.query(`DROP FUNCTION search_words_of(text)`);
    await db.query(`ALTER TABLE product DROP COLUMN search_document, DROP COLUMN search_name`);
    await db.query(`DROP FUNCTION product_search_document(text, text, text, text, text, text, text)`);
    await db.query(`DROP TEXT SEARCH CONFIGURATION search_stems, search_words`);
    await db.query(`DROP AGGREGATE search_any(tsquery), search_all(tsquery)`);
    await db.query(`DROP FUNCTION search_key(text), search_fold(text)`);
  }
}
