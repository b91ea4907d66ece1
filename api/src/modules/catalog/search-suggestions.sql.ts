import { MAX_SUGGESTIONS } from './catalog.constants';
import { PRODUCT_COLUMNS } from './product-search.sql';
import { lexemeOf } from './search-postings.sql';
import { MATCHES_SEARCH, searchInputCte, searchQueryCtes, termStartsWith } from './search-text.sql';

const FEATURED = `ORDER BY (vape_kit_tab IS NULL), id LIMIT ${MAX_SUGGESTIONS}`;

/** Products of the best term, by the index of its column (a brand's products by product_brand_id_featured_idx …). */
const BY_COLUMN: [kind: string, column: string][] = [
  ['brand', 'brand_id'],
  ['line', 'subcategory_id'],
  ['category', 'category_id'],
  ['type', 'product_type_id'],
  ['flavor', 'flavor_id'],
];

/**
 * Type-ahead in one statement, one row of two JSON lists, at most MAX_SUGGESTIONS each, best first:
 *
 * - `terms`: the brands, product lines and categories whose name starts with the text or has a word that does;
 *   a typo away by trigram similarity when none does.
 * - `products`: the featured products of the best term of any kind (the exact name first, then a name that
 *   starts with the text, then brands before lines, categories, types, flavours and name words), read through
 *   that column's index, so a two-letter prefix costs no more than a brand.
 *
 * and `fits`, whether any term fits the text. When none does (a word only descriptions have, "prefilled"), the
 * products are the first the search itself finds: SEARCHED_SUGGESTIONS, a statement of its own, since building
 * the search's query in this one cost every type-ahead a fifth more to start than it saved the few.
 */
export const SEARCH_SUGGESTIONS = `
  WITH ${searchInputCte('$1')},
  named AS MATERIALIZED (
    SELECT t.kind, t.term, t.label, nullif(t.parent, '') AS parent, t.ref_id, t.products,
           t.term = i.folded AS exact, starts_with(t.term, i.folded) AS prefix, 1.0::real AS close
    FROM search_input i CROSS JOIN LATERAL (
      -- A name word has no space, so the text must start it: a range of the primary key.
      SELECT * FROM search_term WHERE kind = 'word' AND ${termStartsWith('term', 'i.folded')} AND products > 0
      UNION ALL
      -- The few hundred names of brands, lines, categories, flavours and types, from their own index (migration
      -- 1732166800000) rather than among the vocabulary's rows.
      SELECT * FROM search_term WHERE kind <> 'word' AND strpos(' ' || term, ' ' || i.folded) > 0
    ) t
    WHERE i.folded <> ''
  ),
  candidates AS MATERIALIZED (
    SELECT * FROM named
    UNION ALL
    SELECT t.kind, t.term, t.label, nullif(t.parent, ''), t.ref_id, t.products, false, false, similarity(t.term, i.folded)
    FROM search_input i CROSS JOIN LATERAL (
      -- By the trigram index (OFFSET 0 keeps the kind test from choosing the names' index, read whole).
      SELECT * FROM search_term WHERE term % i.folded OFFSET 0) t
    WHERE t.kind <> 'word' AND NOT EXISTS (SELECT 1 FROM named WHERE kind <> 'word')
  ),
  terms AS (
    SELECT kind, label, parent FROM candidates WHERE kind IN ('brand', 'line', 'category')
    ORDER BY exact DESC, prefix DESC, close DESC, length(term), term, kind, parent
    LIMIT ${MAX_SUGGESTIONS}
  ),
  best AS MATERIALIZED (
    SELECT kind, term, ref_id FROM candidates
    ORDER BY exact DESC, prefix DESC, close DESC,
             array_position(ARRAY['brand', 'line', 'category', 'type', 'flavor', 'word'], kind), products DESC,
             length(term), term, parent
    LIMIT 1
  ),
  products AS (
    ${BY_COLUMN.map(
      // A scalar subquery, so the index is searched once for the best term's id (or NULL, which finds none).
      ([kind, column]) => `(SELECT ${PRODUCT_COLUMNS} FROM product
       WHERE active AND ${column} = (SELECT ref_id FROM best WHERE kind = '${kind}') ${FEATURED})`,
    ).join('\n    UNION ALL ')}
    -- A name word's first products from its lexeme's list (migration 1732166900000): the search index would
    -- gather all of a common word's products (thousands) before the first few.
    UNION ALL (SELECT ${PRODUCT_COLUMNS} FROM product
       WHERE active AND id = ANY((SELECT x.ids[1:${MAX_SUGGESTIONS}] FROM best b JOIN search_lexeme x
                                  ON x.term = ${lexemeOf('search_stems', 'b.term')} COLLATE "C" WHERE b.kind = 'word')::int[])
       ORDER BY id LIMIT ${MAX_SUGGESTIONS})
  )
  SELECT (SELECT coalesce(json_agg(terms), '[]') FROM terms) AS terms,
         (SELECT coalesce(json_agg(products), '[]') FROM products) AS products,
         EXISTS (SELECT 1 FROM best) AS fits`;

/** Type-ahead's products for a text no term fits (SEARCH_SUGGESTIONS): the first the search finds, as `products`. */
export const SEARCHED_SUGGESTIONS = `
  WITH ${searchQueryCtes('$1')}
  SELECT coalesce(json_agg(found), '[]') AS products FROM (
    SELECT ${PRODUCT_COLUMNS} FROM product WHERE active AND ${MATCHES_SEARCH} LIMIT ${MAX_SUGGESTIONS}) found`;
