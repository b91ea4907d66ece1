/**
 * The search text as PostgreSQL matches it (tables and functions of migration 1732166500000).
 *
 * The text is folded (lower case, no accents) and split into words; stop words drop out, and at most
 * MAX_QUERY_WORDS count. A word of the vocabulary `search_term` matches by its English stem (so "vapes" finds
 * "Vape"); the start of one matches as typed ("vapor" finds "Vaporesso"); any other word as the start of a
 * stem (words only descriptions have), or as a correction from the vocabulary when it starts no known word: one
 * edit away (an insertion, deletion, substitution or swap of neighbours) from 4 letters, two from 8; or as two
 * known words run together ("geekbar"). The words must all match, in any order; if no product has them all,
 * the search asks again for any of them, in the same statement (ranking puts the products with most of them first).
 */

/**
 * The condition that `term` (a search_term column, C collation) starts with `prefix`, as a range its btree
 * answers: search_key() leaves only a-z, 0-9 and spaces, all below '{'.
 */
export const termStartsWith = (term: string, prefix: string): string =>
  `${term} >= ${prefix} AND ${term} < ${prefix} || '{'`;

/** Words of a search that count; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/** Weights of the document's parts for ts_rank, in PostgreSQL's order {D, C, B, A}. */
export const RANK_WEIGHTS = `'{0.05, 0.2, 0.5, 1.0}'`;

/** The `WITH` clause of `search_input(folded)`: the text (`text`, a placeholder) folded as the documents are. */
export const searchInputCte = (text: string): string =>
  `search_input AS MATERIALIZED (SELECT search_key(${text}) AS folded)`;

/**
 * `WITH` clauses (without the WITH) that define `search_input(folded)`, the folded text, and
 * `search_query(tsq, any_tsq)`, the text search query and the query for any of its words: NULL when the text
 * has no word that counts. `text` is the parameter's placeholder;
 * `anyWord` makes `tsq` ask for any of the words too.
 */
export function searchQueryCtes(text: string, anyWord = false): string {
  return `
  ${searchInputCte(text)},
  search_words AS MATERIALIZED (
    -- The words first (at most ${MAX_QUERY_WORDS}, so each is looked up in the vocabulary's index, not the
    -- vocabulary read whole for a hash).
    SELECT w, n,
      EXISTS (SELECT 1 FROM search_term t WHERE t.kind = 'word' AND t.term = w) AS exact,
      w !~ '[a-z]' OR EXISTS (
        SELECT 1 FROM search_term t WHERE t.kind = 'word' AND ${termStartsWith('t.term', 'w')}) AS known
    FROM (
      SELECT w, n::int AS n FROM search_input, regexp_split_to_table(folded, ' ') WITH ORDINALITY AS x(w, n)
      WHERE w <> '' AND ts_lexize('english_stem', w) <> '{}'
      ORDER BY n LIMIT ${MAX_QUERY_WORDS}
    ) counted
  ),
  search_fixes AS (
    -- The closest known word, the most used of equals.
    SELECT DISTINCT ON (n) n, term FROM (
      SELECT w.n, t.term, t.products, w.allowed,
        CASE WHEN d = 2 AND length(w.w) = length(t.term) AND EXISTS (
            SELECT 1 FROM generate_series(1, length(w.w) - 1) i
            WHERE left(w.w, i - 1) || substr(w.w, i + 1, 1) || substr(w.w, i, 1) || substr(w.w, i + 2) = t.term)
          THEN 1 ELSE d END AS d
      FROM (SELECT n, w, CASE WHEN length(w) >= 8 THEN 2 ELSE 1 END AS allowed FROM search_words
            WHERE NOT known AND length(w) >= 4) w
        JOIN search_term t ON t.kind = 'word'
          AND length(t.term) BETWEEN length(w.w) - w.allowed AND length(w.w) + w.allowed
          -- One edit, or a swap of neighbours, leaves the first letter or the last as typed: the cheap test
          -- spares levenshtein most of the vocabulary.
          AND (w.allowed = 2 OR left(t.term, 1) = left(w.w, 1) OR right(t.term, 1) = right(w.w, 1))
        CROSS JOIN LATERAL levenshtein_less_equal(w.w, t.term, 2) d
    ) candidate WHERE d <= allowed ORDER BY n, d, products DESC, term
  ),
  search_splits AS (
    -- Each half looked up by the index (OFFSET 0 keeps the lookups from becoming hash joins over the vocabulary).
    SELECT w.n, a.term AS a, b.term AS b
    FROM search_words w CROSS JOIN LATERAL generate_series(2, length(w.w) - 2) i
      CROSS JOIN LATERAL (SELECT term FROM search_term WHERE kind = 'word' AND term = left(w.w, i) OFFSET 0) a
      CROSS JOIN LATERAL (SELECT term FROM search_term WHERE kind = 'word' AND term = substr(w.w, i + 1) OFFSET 0) b
    WHERE NOT w.known
  ),
  search_each_word AS (
    SELECT n, search_any(q) AS q FROM (
      -- A known word by its stem (plurals alike); the start of one as typed; anything else as a stem prefix.
      SELECT n, CASE WHEN exact THEN to_tsquery('search_stems', w)
                     WHEN known THEN to_tsquery('search_words', w || ':*')
                     ELSE to_tsquery('search_stems', w || ':*') END AS q
      FROM search_words
      UNION ALL SELECT n, to_tsquery('search_words', term) FROM search_fixes
      UNION ALL SELECT n, to_tsquery('search_words', a) && to_tsquery('search_words', b) FROM search_splits
    ) alternative GROUP BY n
  ),
  search_query AS MATERIALIZED (
    SELECT ${
      anyWord
        ? 'search_any(q)'
        : // All the words, or all of them run together ("vapor lax" for VaporLax).
          `CASE WHEN count(*) < 2 THEN search_all(q) ELSE search_all(q) || to_tsquery('search_words',
             (SELECT string_agg(w, '' ORDER BY n) FROM search_words) || ':*') END`
    } AS tsq, search_any(q) AS any_tsq
    FROM search_each_word
  )`;
}

/** The condition that a product matches the search (the CTEs above in scope). */
export const MATCHES_SEARCH = `search_document @@ (SELECT tsq FROM search_query)`;

/** The same for any of the words (`any_tsq`), as the text search asks again when no product has them all. */
export const MATCHES_ANY_WORD = `search_document @@ (SELECT any_tsq FROM search_query)`;

/**
 * Relevance, best first: the exact name (EXACT_NAME), then ts_rank over the weighted document (name and brand
 * above line, category, flavour and type, above description), which also puts the products with most of the
 * words first; `query` names the search_query column matched (`any_tsq` when any word will do).
 * (Trigram similarity of every matching name to the text cost more than it told apart; it ranks type-ahead.)
 */
export function relevanceScore(query: 'tsq' | 'any_tsq' = 'tsq'): string {
  return `ts_rank(${RANK_WEIGHTS}, search_document, (SELECT ${query} FROM search_query))`;
}

/** Whether the product has exactly the name typed (relevance's first key). */
export const EXACT_NAME = `search_name = (SELECT folded FROM search_input)`;

/**
 * "Did you mean": the known term (a name word, brand, line, category, flavour or type) closest to the text by
 * trigram similarity, as it is spelt in the catalogue; NULL when none is close. Asked when nothing matches.
 */
export const DID_YOU_MEAN = `(
  SELECT t.label FROM search_term t, search_input i
  WHERE t.term % i.folded AND t.term <> i.folded AND (t.kind <> 'word' OR t.products > 0)
  ORDER BY similarity(t.term, i.folded) DESC, t.kind = 'word', t.products DESC, t.term
  LIMIT 1)`;

/** DID_YOU_MEAN on its own, for the text `$1`: a text search asks it only when nothing matched. */
export const DID_YOU_MEAN_STATEMENT = `WITH ${searchInputCte('$1')} SELECT ${DID_YOU_MEAN} AS suggestion`;
