import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search document of migration 1732166500000, with the name's folded words added (see `up`). */
const DOCUMENT = (foldedWords: boolean) => `
  CREATE OR REPLACE FUNCTION product_search_document(name text, brand text, line text, category text, flavor text,
                                                     kind text, description text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN setweight(to_tsvector('search_stems', concat_ws(' ', name, brand)), 'A')
        || setweight(to_tsvector('search_words', concat_ws(' ', name, brand)), 'A')
        ${
          foldedWords
            ? `|| setweight(ts_delete(to_tsvector('search_words', search_key(concat_ws(' ', name, brand))),
                 tsvector_to_array(to_tsvector('search_stems', concat_ws(' ', name, brand))
                   || to_tsvector('search_words', concat_ws(' ', name, brand)))), 'A')`
            : ''
        }
        || setweight(to_tsvector('search_stems', concat_ws(' ', line, category, flavor, kind)), 'B')
        || setweight(to_tsvector('search_words', concat_ws(' ', line, category, flavor, kind)), 'B')
        || setweight(to_tsvector('search_stems', coalesce(description, '')), 'C')`;

/** Every product's document made again (its row trigger keeps the postings, tiers and lexeme lists). */
const REFILL = `
  UPDATE product p SET search_document = d.document
  FROM (
    SELECT q.id, product_search_document(q.name, b.name, l.name, c.name, f.name, t.name, q.description) AS document
    FROM product q
      JOIN brand b ON b.id = q.brand_id
      JOIN category c ON c.id = q.category_id
      LEFT JOIN category l ON l.id = q.subcategory_id
      LEFT JOIN flavor f ON f.id = q.flavor_id
      LEFT JOIN product_type t ON t.id = q.product_type_id) d
  WHERE d.id = p.id AND p.search_document IS DISTINCT FROM d.document`;

/**
 * A product is found by its own name. The text parser reads "1/4" as one token (a file name), "2.5" as a number
 * and "50/50" as a file, while a search is folded into words of letters and digits ("1 1/4" is 1, 1, 4): so
 * "RAW 1 1/4 Rolling Papers" found nothing when every word had to match. The name's folded words that the
 * parser's tokens miss are now in the document too (weight A, as the name): only those, so no other product's
 * rank moves.
 */
export class SearchFoldedNames1732168560000 implements MigrationInterface {
  name = 'SearchFoldedNames1732168560000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(DOCUMENT(true));
    await db.query(REFILL);
    await db.query(`ANALYZE product`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(DOCUMENT(false));
    await db.query(REFILL);
  }
}
