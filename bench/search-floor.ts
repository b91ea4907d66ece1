/**
 * npm run bench:search-floor: what a text search costs in PostgreSQL beside what finding its matches costs,
 * for the benchmark's 14 shopper queries (workload e), against the faceted search of workload a.
 *
 * For each query, one request at a time, the least of BENCH_FLOOR_RUNS (8) runs of:
 * - count: `count(*)` of the products matching the search's own text query (the one any word asks for when
 *   no product has them all), read through the search index;
 * - + rank: the same with `ts_rank` of each match, the least a relevance order must compute;
 * - search: the catalogue's whole search (facet counts, ranked page, products), as the API runs it.
 * The faceted search is the catalogue's search for the benchmark's largest brand. Figures are wall time of
 * one request at a time, PostgreSQL's work plus a round trip; under load the same ratios hold for its CPU.
 *
 * Uses the benchmark's PostgreSQL (.data/bench-pg, BENCH_PG_PORT, seeded by `npm run bench`).
 */
import { createLogger } from '../api/src/logger';
import { RANK_WEIGHTS, searchQueryCtes } from '../api/src/modules/catalog/search-text.sql';
import { createServices } from '../api/src/services';
import { openBenchInProcess } from './database';
import { TEXT_QUERIES } from './search-workloads';
import { loadSettings } from './settings';

const say = (line = ''): void => void process.stdout.write(line + '\n');

/** The least wall time in ms of `runs` calls of `step`, after one unmeasured call. */
async function least(runs: number, step: () => Promise<unknown>): Promise<number> {
  await step();
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await step();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

const MATCHES = `FROM product WHERE active AND search_document @@ $1::tsquery`;
const RANK = `ts_rank(${RANK_WEIGHTS}, search_document, $1::tsquery)`;

async function main(): Promise<void> {
  const settings = loadSettings();
  const runs = Number(process.env.BENCH_FLOOR_RUNS || 8);
  const logger = createLogger('warn');
  const bench = await openBenchInProcess(settings, logger, say);
  try {
    const { catalog } = createServices(bench.database.sql, bench.config);
    const sql = bench.database.sql;
    const [brand] = await sql.query<{ name: string }>(
      `SELECT b.name FROM brand b JOIN product p ON p.brand_id = b.id GROUP BY b.name ORDER BY count(*) DESC LIMIT 1`,
    );
    const faceted = await least(runs, () => catalog.search({ brand: brand!.name, page: 1, pageSize: 30 }));
    say(`\nfaceted search (${brand!.name}, facets and a page of 30): ${faceted.toFixed(2)} ms`);
    say(`\n${'query'.padEnd(24)} ${'matches'.padStart(7)}  count ms  + rank ms  search ms  search / faceted`);
    const sums = { count: 0, rank: 0, search: 0 };
    for (const text of TEXT_QUERIES) {
      const [query] = await sql.query<{ tsq: string; anyTsq: string }>(
        `WITH ${searchQueryCtes('$1')} SELECT tsq::text AS tsq, any_tsq::text AS "anyTsq" FROM search_query`,
        [text],
      );
      const [all] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${MATCHES}`, [query!.tsq]);
      const tsq = all!.n > 0 ? query!.tsq : query!.anyTsq;
      let matches = 0;
      const count = await least(runs, async () => {
        matches = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${MATCHES}`, [tsq]))[0]!.n;
      });
      const rank = await least(runs, () => sql.query(`SELECT count(*), max(${RANK}) ${MATCHES}`, [tsq]));
      const search = await least(runs, () => catalog.search({ search: text, page: 1, pageSize: 30 }));
      sums.count += count;
      sums.rank += rank;
      sums.search += search;
      say(
        `${text.padEnd(24)} ${String(matches).padStart(7)} ${count.toFixed(2).padStart(9)} ${rank.toFixed(2).padStart(10)}` +
          ` ${search.toFixed(2).padStart(10)} ${(search / faceted).toFixed(2).padStart(17)}`,
      );
    }
    const n = TEXT_QUERIES.length;
    say(
      `${'average'.padEnd(32)} ${(sums.count / n).toFixed(2).padStart(9)} ${(sums.rank / n).toFixed(2).padStart(10)}` +
        ` ${(sums.search / n).toFixed(2).padStart(10)} ${(sums.search / n / faceted).toFixed(2).padStart(17)}`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
