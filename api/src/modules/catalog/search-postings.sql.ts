/**
 * A text search over the posting lists of migration 1732166900000, with intarray's set operations in C
 * instead of reading and ranking every matching product row:
 *
 * - `search_posting`: per document lexeme and combination of facet values, the sorted ids of the products.
 *   The words' lists are united (a word's alternatives) and intersected (all the words) per combination, which
 *   gives the matches and their facet counts at once.
 * - `search_tier`: per lexeme and its score in a product's document (its own ts_rank), the products.
 *   PostgreSQL's ts_rank of a query whose top is an OR (as every search query here) is the sum of its distinct
 *   operands' scores, divided by their count; so the matches are split into buckets of equal relevance by
 *   folding in one operand's tiers at a time, and only the page's products are read.
 *
 * Matching is search_query's (search-text.sql.ts), leaf for leaf.
 */
/** The facet values a posting list is kept per, beside its lexeme. */
export const POSTING_COMBO = 'category_id, subcategory_id, product_type_id, brand_id, flavor_id';

/**
 * An aggregate's ORDER BY, which keeps its GROUP BY from hashing: the planner cannot foresee how few rows the
 * lists give and would size (zero and scan) a hash table for a hundred thousand groups on every search.
 */
const BY_SORT = 'ORDER BY ids';

/**
 * A word whose lexemes have up to this many times the rarest word's products has its postings read whole (a row
 * costs a fraction of an index look-up) rather than looked up in each of the rarest word's combinations.
 */
const READ_WHOLE_FACTOR = 8;

/** The lexeme a word is in the documents under a text-search configuration (NULL for none). */
export const lexemeOf = (config: 'search_stems' | 'search_words', word: string) =>
  `(tsvector_to_array(to_tsvector('${config}', ${word})))[1]`;

const qualified = (alias: string, columns: string) =>
  columns
    .split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** Posting or tier rows of `alias` whose term is the leaf's lexeme, or starts with it for a prefix. */
const termOfLeaf = (alias: string, leaf: string) =>
  `${alias}.term >= ${leaf}.lexeme AND ${alias}.term <= CASE WHEN ${leaf}.prefix THEN ${leaf}.lexeme || chr(1114111) ELSE ${leaf}.lexeme END`;

/**
 * The search_lexeme rows (`columns` of alias x) of the leaf's lexeme, or of the lexemes its prefix starts, for a
 * LATERAL join: looked up by the key (OFFSET 0: the generic plan would otherwise read every list for a join).
 */
const lexemesOfLeaf = (leaf: string, columns: string) =>
  `SELECT ${columns} FROM search_lexeme x WHERE ${termOfLeaf('x', leaf)} OFFSET 0`;

export interface PostingSearchParts {
  /** Conditions on a posting's category and line (the search's scope). */
  scope: string;
  /** Conditions on a posting's type, brand and flavour: the facet filters, which the page must pass. */
  inPage: string;
  /** Conditions on a product row (price, stock, sale), or null for none. */
  product: string | null;
  /** Any of the words is asked (not all). */
  anyWord: boolean;
  /** Whether the search asks again for any word when no product has them all. */
  widens: boolean;
}

/**
 * `WITH` clauses (after searchQueryCtes, without the run-together alternative's own clause) that define:
 * - `search_all(combo…, in_page, ids)`: per combination, the products with every word (or any, when any word
 *   was asked), passing the product conditions; `widened(yes)`; `search_any(…)`: the same with any word, only
 *   when widened;
 * - `search_matches(ids)`: the products the page may show.
 */
export function postingMatchCtes(parts: PostingSearchParts): string {
  const alternativeSets = (hits: string) => `
      -- Per alternative of a word and combination, its products (of a word split in two, both halves').
      SELECT n, ${combo}, ids FROM ${hits} WHERE n > 0 AND parts = 1
      UNION ALL
      SELECT n, ${combo}, search_ids_inter(ids ${BY_SORT}) FROM (
        SELECT n, alt, part, ${combo}, search_ids_union(ids ${BY_SORT}) AS ids FROM ${hits} WHERE parts = 2
        GROUP BY n, alt, part, ${combo}
      ) half GROUP BY n, alt, ${combo} HAVING count(*) = 2`;
  const wordSets = (hits: string) => `
    -- Per word and combination, the products any of its alternatives finds, or the words run together (which
    -- stand for all of them: an alternative of each, as (A ∪ R) ∩ (B ∪ R) = (A ∩ B) ∪ R).
    SELECT n, ${combo}, search_ids_union(ids ${BY_SORT}) AS ids FROM (${alternativeSets(hits)}
      UNION ALL
      SELECT w.n, ${qualified('h', combo)}, h.ids
      FROM ${hits} h CROSS JOIN (SELECT DISTINCT n FROM search_leaf WHERE n > 0) w WHERE h.n = 0) found
    GROUP BY n, ${combo}`;
  const combo = POSTING_COMBO;
  const unfiltered = parts.scope === 'TRUE' && parts.inPage === 'TRUE' && parts.product === null;
  const kept = (ids: string) =>
    parts.product === null
      ? ids
      : `(SELECT coalesce(intarray.sort(array_agg(id)), '{}') FROM product WHERE id = ANY(${ids}) AND ${parts.product})`;
  return `
  search_leaf AS MATERIALIZED (
    -- Each word's alternatives as document lexemes, whole or as a prefix (a word split in two has two parts);
    -- n = 0: the words run together, which may stand for all of them.
    SELECT n, alt, part, parts, lexeme COLLATE "C" AS lexeme, prefix FROM (
      SELECT n, 0 AS alt, 0 AS part, 1 AS parts,
             CASE WHEN exact OR NOT known THEN ${lexemeOf('search_stems', 'w')} ELSE ${lexemeOf('search_words', 'w')} END
               AS lexeme,
             NOT exact AS prefix
      FROM search_words
      UNION ALL SELECT n, 1, 0, 1, ${lexemeOf('search_words', 'term')}, false FROM search_fixes
      UNION ALL SELECT n, alt, half, 2, ${lexemeOf('search_words', 'CASE WHEN half = 0 THEN a ELSE b END')}, false
                FROM (SELECT n, a, b, 1 + row_number() OVER (PARTITION BY n ORDER BY a, b) AS alt FROM search_splits) s
                  CROSS JOIN (VALUES (0), (1)) h(half)
      ${
        parts.anyWord
          ? ''
          : `UNION ALL SELECT 0, 0, 0, 1, ${lexemeOf('search_words', `string_agg(w, '' ORDER BY n)`)}, true
                FROM search_words HAVING count(*) >= 2`
      }
    ) alternative WHERE lexeme IS NOT NULL
  ),
  search_leaf_size AS MATERIALIZED (
    -- How many products each leaf's lexemes have.
    SELECT l.n, l.alt, l.part, coalesce(sum(x.products), 0) AS products
    FROM search_leaf l LEFT JOIN LATERAL (${lexemesOfLeaf('l', 'products')}) x ON true
    GROUP BY l.n, l.alt, l.part
  ),
  search_rarest AS MATERIALIZED (
    -- The word with the fewest products: every match of all the words is in its combinations.
    SELECT n, sum(products) AS products FROM search_leaf_size WHERE n > 0 GROUP BY n ORDER BY 2, 1 LIMIT 1
  ),
  search_hit_rarest AS MATERIALIZED (
    SELECT l.n, l.alt, l.part, l.parts, ${combo}, p.ids
    FROM search_leaf l JOIN search_posting p ON ${termOfLeaf('p', 'l')}
    WHERE ${parts.anyWord ? 'l.n > 0' : 'l.n IN (0, (SELECT n FROM search_rarest))'} AND ${parts.scope}
  ),
  search_rarest_combo AS MATERIALIZED (
    SELECT DISTINCT ON (${combo}) ${combo} FROM search_hit_rarest WHERE n > 0 ORDER BY ${combo}
  ),
  search_other_leaf AS MATERIALIZED (
    SELECT l.*, s.products <= ${READ_WHOLE_FACTOR} * (SELECT products FROM search_rarest) AS read_whole
    FROM search_leaf l JOIN search_leaf_size s USING (n, alt, part)
    WHERE ${parts.anyWord ? 'false' : 'l.n > 0 AND l.n <> (SELECT n FROM search_rarest)'}
  ),
  search_hit AS MATERIALIZED (
    -- The other words' postings in those combinations only. A word with not many more products than the
    -- rarest has its postings read whole and joined; a broader one is looked up in each combination by the
    -- combination-first index (OFFSET 0 keeps the lookups from becoming a hash join over all postings).
    SELECT * FROM search_hit_rarest
    UNION ALL
    SELECT l.n, l.alt, l.part, l.parts, ${qualified('c', combo)}, p.ids
    FROM search_rarest_combo c
      CROSS JOIN search_other_leaf l
      CROSS JOIN LATERAL (
        SELECT ids FROM search_posting p WHERE ${combo
          .split(', ')
          .map((column) => `p.${column} = c.${column}`)
          .join(' AND ')} AND ${termOfLeaf('p', 'l')} OFFSET 0) p
    WHERE NOT l.read_whole
    UNION ALL
    SELECT l.n, l.alt, l.part, l.parts, ${qualified('p', combo)}, p.ids
    FROM search_other_leaf l
      CROSS JOIN LATERAL (
        SELECT ${combo}, ids FROM search_posting p WHERE ${termOfLeaf('p', 'l')} AND ${parts.scope} OFFSET 0) p
      JOIN search_rarest_combo c USING (${combo})
    WHERE l.read_whole
  ),
  ${parts.anyWord ? '' : `search_word_set AS MATERIALIZED (${wordSets('search_hit')}),`}
  search_all AS MATERIALIZED (
    -- Per combination, the products with every word (the words run together among each one's alternatives), or
    -- with any, when any was asked.
    SELECT ${combo}, ${parts.inPage} AS in_page, ids FROM (${
      parts.anyWord
        ? `
      SELECT ${combo}, ${kept(`search_ids_union(ids ${BY_SORT})`)} AS ids FROM (${alternativeSets('search_hit')}) any_word
      GROUP BY ${combo}`
        : `
      SELECT ${combo}, ${kept(`search_ids_inter(ids ${BY_SORT})`)} AS ids FROM search_word_set GROUP BY ${combo}
      HAVING count(*) = (SELECT count(DISTINCT n) FROM search_leaf WHERE n > 0)`
    }
    ) kept WHERE ids <> '{}'
  ),
  widened AS MATERIALIZED (
    SELECT ${parts.widens ? 'NOT EXISTS (SELECT 1 FROM search_all WHERE in_page)' : 'false'} AS yes
  ),
  search_hit_any AS MATERIALIZED (
    SELECT l.n, l.alt, l.part, l.parts, ${combo}, p.ids
    FROM search_leaf l JOIN search_posting p ON ${termOfLeaf('p', 'l')}
    WHERE (SELECT yes FROM widened) AND l.n > 0 AND ${parts.scope}
  ),
  search_any AS MATERIALIZED (
    SELECT ${combo}, ${parts.inPage} AS in_page, ids FROM (
      SELECT ${combo}, ${kept(`search_ids_union(ids ${BY_SORT})`)} AS ids
      FROM (${alternativeSets('search_hit_any')}) any_word GROUP BY ${combo}
    ) kept WHERE ids <> '{}'
  ),
  ${matchCtes(unfiltered, parts.anyWord)}`;
}

/**
 * The matches: when any word will do (widened or asked) and nothing filters them, the union of the words'
 * whole lists (search_lexeme), where merging one list per combination (hundreds for a broad search) would sort
 * them all again; else the union of the combinations' lists the page may show. All the words are found from
 * the rarest word's combinations, which is less work than intersecting the words' whole lists.
 */
const matchCtes = (unfiltered: boolean, anyWord: boolean) => {
  const byCombination = `(SELECT search_ids_merge(ids) FROM (
      SELECT ids FROM search_all WHERE in_page UNION ALL SELECT ids FROM search_any WHERE in_page) m)`;
  if (!unfiltered) return `search_matches AS MATERIALIZED (SELECT coalesce(${byCombination}, '{}') AS ids)`;
  return `
  search_leaf_list AS MATERIALIZED (
    -- Each leaf's products: its lexeme's list, or the union of the lists of the lexemes its prefix starts.
    SELECT l.n, l.alt, l.part, l.parts, coalesce(search_ids_union(x.ids ${BY_SORT}), '{}') AS ids
    FROM search_leaf l LEFT JOIN LATERAL (${lexemesOfLeaf('l', 'ids')}) x ON true
    WHERE l.n > 0 GROUP BY l.n, l.alt, l.part, l.parts
  ),
  search_matches AS MATERIALIZED (
    SELECT coalesce(CASE WHEN ${anyWord} OR (SELECT yes FROM widened)
      -- Any alternative of any word (both halves of a word split in two).
      THEN (SELECT search_ids_union(ids) FROM (
              SELECT search_ids_inter(ids ${BY_SORT}) AS ids FROM search_leaf_list
              GROUP BY n, alt HAVING count(*) = max(parts)) alternative)
      ELSE ${byCombination} END, '{}') AS ids
  )`;
};

/**
 * `WITH` clauses (after postingMatchCtes) that define the matches in buckets of equal relevance, best first
 * (the exact name typed, then ts_rank, then the showcase): `search_bucket(exact, score, showcase, n, start)`,
 * `start` the number of products before the bucket, and `search_bucket_part` the lists that make it up; and
 * `search_top(ids, apart)`, the matches with every operand's best score, which serve a page they fill.
 */
export const RELEVANCE_BUCKET_CTES = `
  search_item AS MATERIALIZED (
    -- The rank query's distinct operands (ts_rank counts one lexeme once, as the operand it meets first: the
    -- last written, the run-together words last); those words only when all the words were asked.
    SELECT DISTINCT ON (lexeme) lexeme, prefix FROM search_leaf WHERE n > 0 OR NOT (SELECT yes FROM widened)
    ORDER BY lexeme, n = 0 DESC, n DESC, alt DESC, part DESC
  ),
  search_item_term AS MATERIALIZED (
    -- Each operand with each lexeme it finds, in ts_rank's order (k).
    SELECT dense_rank() OVER (ORDER BY i.lexeme, x.term) AS k, x.term
    FROM search_item i CROSS JOIN LATERAL (${lexemesOfLeaf('i', 'term')}) x
  ),
  search_pair AS MATERIALIZED (
    -- The matches split by each lexeme's tiers (its score in each product); those without it have none.
    SELECT k, score, ids FROM (
      SELECT it.k, t.score, intarray._int_inter(t.ids, (SELECT ids FROM search_matches)) AS ids
      FROM search_item_term it CROSS JOIN LATERAL (
        SELECT score, ids FROM search_tier t WHERE t.term = it.term OFFSET 0) t
      OFFSET 0 -- each intersection once, then tested (pushed down, the test computed it a second time)
    ) tier WHERE ids <> '{}'
  ),
  search_item_match AS MATERIALIZED (
    -- Each lexeme's products among the matches (for the fold, which takes them out of a bucket at once).
    SELECT k, search_ids_union(ids ${BY_SORT}) AS ids FROM search_pair GROUP BY k
  ),
  search_showcase AS MATERIALIZED (
    -- The home page's showcase (a few dozen products), first among equals.
    SELECT intarray._int_inter(coalesce(intarray.sort(array_agg(id)), '{}'), (SELECT ids FROM search_matches)) AS ids
    FROM product WHERE active AND vape_kit_tab IS NOT NULL
  ),
  search_fold AS (
    -- Level k: the matches split by their score summed over the first k pairs (and by showcase).
    SELECT 0::bigint AS k, 0::real AS score, showcase, ids FROM (
      SELECT true AS showcase, ids FROM search_showcase
      UNION ALL
      SELECT false, CASE WHEN (SELECT ids FROM search_showcase) = '{}' THEN (SELECT ids FROM search_matches)
        ELSE intarray.intset_subtract((SELECT ids FROM search_matches), (SELECT ids FROM search_showcase)) END
    ) start WHERE ids <> '{}'
    UNION ALL
    SELECT f.k + 1, f.score + x.score, f.showcase, x.ids
    FROM search_fold f CROSS JOIN LATERAL (
      -- OFFSET 0: the test for an empty list stays out here, after the level's pairs are chosen (pushed down,
      -- it intersected the bucket with every pair of every level, and again for the answer).
      SELECT * FROM (
        SELECT p.score, intarray._int_inter(f.ids, p.ids) AS ids FROM search_pair p WHERE p.k = f.k + 1
        UNION ALL
        SELECT 0, coalesce(intarray.intset_subtract(f.ids, (SELECT a.ids FROM search_item_match a WHERE a.k = f.k + 1)),
                           f.ids)
      ) level OFFSET 0
    ) x
    WHERE f.k < (SELECT coalesce(max(k), 0) FROM search_pair) AND x.ids <> '{}'
  ),
  search_exact AS MATERIALIZED (
    SELECT coalesce(intarray.sort(array_agg(id)), '{}') AS ids
    FROM product WHERE active AND search_name = (SELECT folded FROM search_input)
  ),
  search_bucket_part AS MATERIALIZED (
    -- The fold's last level split by the exact name typed.
    SELECT exact, score, showcase, ids FROM (
      SELECT e.exact, f.score, f.showcase,
             CASE WHEN (SELECT ids FROM search_exact) = '{}' THEN CASE WHEN e.exact THEN '{}' ELSE f.ids END
                  WHEN e.exact THEN intarray._int_inter(f.ids, (SELECT ids FROM search_exact))
                  ELSE intarray.intset_subtract(f.ids, (SELECT ids FROM search_exact)) END AS ids
      FROM search_fold f CROSS JOIN (VALUES (true), (false)) e(exact)
      WHERE f.k = (SELECT coalesce(max(k), 0) FROM search_pair)
      OFFSET 0 -- each list once, then tested (pushed into the join, the test computed it a second time)
    ) part WHERE ids <> '{}'
  ),
  search_bucket AS MATERIALIZED (
    -- Parts of equal score from different pairs make one bucket; only the page's buckets are merged.
    SELECT exact, score, showcase, n,
           coalesce(sum(n) OVER (ORDER BY exact DESC, score DESC, showcase DESC
                                 ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS start
    FROM (
      SELECT exact, score, showcase, sum(intarray.icount(ids) ${BY_SORT})::int AS n FROM search_bucket_part
      GROUP BY exact, score, showcase
    ) bucket
  ),
  search_top AS MATERIALIZED (
    -- The matches with every operand's best score among the matches. Each other match scores lower for some
    -- operand, by more than a sum of floats can blur when apart; so, when they fill the page and no name was
    -- typed exactly, the page is theirs (showcase first, as a bucket orders), without the fold.
    SELECT search_ids_inter(ids ${BY_SORT}) AS ids,
           bool_and(gap > 1e-5) AND (SELECT ids = '{}' FROM search_exact) AS apart
    FROM (
      SELECT DISTINCT ON (k) k, ids, score - coalesce(lead(score) OVER (PARTITION BY k ORDER BY score DESC), 0) AS gap
      FROM search_pair ORDER BY k, score DESC
    ) best
  )`;

/**
 * The page's ids in order (`page(id, n)`), for `limit` and `offset` placeholders: the slices of the relevance
 * buckets it spans. (Ranking a few matches from their rows instead, by ts_rank, was cheaper to run for up to
 * about a hundred, but its part of the plan cost every search more to start than it saved.)
 */
export const relevancePage = (limitParam: string, offsetParam: string) => {
  const [limit, offset] = [`${limitParam}::int`, `${offsetParam}::int`];
  const fromTop = `(SELECT apart AND intarray.icount(ids) >= ${offset} + ${limit} FROM search_top)`;
  return `
  SELECT u.id, ${offset} + u.i AS n
  FROM search_top t, search_showcase s,
    LATERAL unnest((intarray._int_inter(t.ids, s.ids) || intarray.intset_subtract(t.ids, s.ids))
                   [${offset} + 1:${offset} + ${limit}]) WITH ORDINALITY u(id, i)
  WHERE ${fromTop}
  UNION ALL
  SELECT u.id, s.start + s.first - 1 + u.i AS n
  FROM (
    SELECT exact, score, showcase, start, greatest(${offset} - start, 0) + 1 AS first,
           least(${offset} + ${limit} - start, n) AS last
    FROM search_bucket WHERE NOT coalesce(${fromTop}, false) AND start < ${offset} + ${limit}
  ) s CROSS JOIN LATERAL (
    SELECT search_ids_merge(p.ids) AS ids FROM search_bucket_part p
    WHERE (p.exact, p.score, p.showcase) = (s.exact, s.score, s.showcase)
  ) b CROSS JOIN LATERAL unnest(b.ids[s.first:s.last]) WITH ORDINALITY u(id, i)
  WHERE s.first <= s.last`;
};

/**
 * The facet combinations of the matches, as TextSearchRow's `combinations`: one per posting combination, summed by
 * the caller (grouping them here by facet values would sort them, and cost more than it saves in JSON).
 */
export const POSTING_COMBINATIONS = `(SELECT coalesce(json_agg(json_build_array(a, t, b, f, n)), '[]') FROM (
    SELECT false AS a, nullif(product_type_id, 0) AS t, brand_id AS b, nullif(flavor_id, 0) AS f, intarray.icount(ids) AS n
    FROM search_all
    UNION ALL
    SELECT true, nullif(product_type_id, 0), brand_id, nullif(flavor_id, 0), intarray.icount(ids) FROM search_any) c)`;
