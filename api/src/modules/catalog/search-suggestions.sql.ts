import { MAX_SUGGESTIONS } from './catalog.constants';
import { PRODUCT_COLUMNS } from './product-search.sql';
import { MATCHES_SEARCH, RELEVANCE_SCORE, searchQueryCtes } from './search-text.sql';

/** Matching products are ranked among the first this many found, so a short prefix costs no more than a word. */
const PRODUCT_CANDIDATES = 200;

/**
 * Type-ahead in one statement, one row: `terms`, the brands, product lines and categories whose name starts with
 * the text, or has a word that does, or is close to it (a typo); and `products`, products the search would find,
 * a name starting with the text first, then by relevance. Each a JSON list of at most MAX_SUGGESTIONS, best first.
 */
export const SEARCH_SUGGESTIONS = `
  WITH ${searchQueryCtes('$1')},
  terms AS (
    SELECT t.kind, t.label, nullif(t.parent, '') AS parent
    FROM search_term t, search_input i
    WHERE t.kind IN ('brand', 'line', 'category')
      AND (strpos(' ' || t.term, ' ' || i.folded) > 0 OR t.term % i.folded)
    ORDER BY starts_with(t.term, i.folded) DESC, strpos(' ' || t.term, ' ' || i.folded) > 0 DESC,
             similarity(t.term, i.folded) DESC, length(t.term), t.term
    LIMIT ${MAX_SUGGESTIONS}
  ),
  candidates AS MATERIALIZED (
    SELECT ${PRODUCT_COLUMNS}, search_name, ${RELEVANCE_SCORE} AS score, vape_kit_tab IS NULL AS plain
    FROM product WHERE active AND ${MATCHES_SEARCH} LIMIT ${PRODUCT_CANDIDATES}
  ),
  products AS (
    SELECT c.* FROM candidates c, search_input i
    ORDER BY c.search_name = i.folded DESC, starts_with(c.search_name, i.folded) DESC, c.score DESC,
             similarity(c.search_name, i.folded) DESC, c.plain, c.id
    LIMIT ${MAX_SUGGESTIONS}
  )
  SELECT (SELECT coalesce(json_agg(terms), '[]') FROM terms) AS terms,
         (SELECT coalesce(json_agg(products), '[]') FROM products) AS products`;
