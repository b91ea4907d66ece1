import type { Budget } from './report';
import { type LighthouseFigures, lighthouseRuns, medianOf } from './lighthouse-run';
import { pageScripts } from './page-weight';
import { get, problemOf, searchQuery } from './requests';

/** Issue 13's goals for the first load. */
const HOME_JS_BROTLI_KB = 165;
const SCORE = 95;
const FCP_MS = 1500;
const CLS = 0.02;
const TBT_MS = 150;

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The pages of the Lighthouse table: home, a category listing, a text search and one product's page. */
async function lighthousePages(appUrl: string): Promise<[string, string][]> {
  const { status, text } = await get(`${appUrl}/graphql${searchQuery({ page: 1, pageSize: 3 })}`);
  const problem = problemOf(status, text);
  if (problem) throw new Error(`finding a product failed: ${problem}`);
  const slug = (JSON.parse(text) as { data: { searchProducts: { products: { slug: string }[] } } }).data.searchProducts
    .products[0]?.slug;
  if (!slug) throw new Error('the catalogue has no product');
  return [
    ['home', '/'],
    ['listing', '/SearchProduct/Vapes'],
    ['search', '/SearchProduct/search/mint'],
    ['product', `/products/${slug}`],
  ];
}

/**
 * Workload h: the home page's JavaScript over the wire per chunk, then Lighthouse (mobile, cold) on the
 * table's pages, `runs` times each; the budgets compare the medians with the goals.
 */
export async function measureFirstLoad(appUrl: string, runs: number, say: (line: string) => void): Promise<Budget[]> {
  const budgets: Budget[] = [];
  const budget = (name: string, measured: string, limit: string, pass: boolean): void =>
    void budgets.push({ name, measured, limit, pass, invalid: false, runs: [] });

  const chunks = await pageScripts(`${appUrl}/`);
  const total = chunks.reduce((sum, c) => sum + c.wireBytes, 0);
  say(`\nh. first load: the home page's JavaScript over the wire (cold, as Chromium received it)`);
  for (const c of chunks) say(`  ${kb(c.wireBytes).padStart(7)} KB  ${c.encoding.padEnd(8)} ${c.path}`);
  say(`  ${kb(total).padStart(7)} KB  in ${chunks.length} files`);
  budget(
    'h. home page JavaScript over the wire (brotli)',
    `${kb(total)} KB`,
    `<= ${HOME_JS_BROTLI_KB} KB`,
    total <= HOME_JS_BROTLI_KB * 1024,
  );

  say(`\nh. Lighthouse ${runs}x per page (mobile, simulated slow 4G, empty cache), median:`);
  say(
    `  ${'page'.padEnd(9)}${'score'.padStart(6)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'CLS'.padStart(7)}${'TBT ms'.padStart(8)}  runs (score)`,
  );
  for (const [name, pathname] of await lighthousePages(appUrl)) {
    // One unmeasured request first: the figures are the server's steady state, not its first render of the page.
    await (await fetch(`${appUrl}${pathname}`, { headers: { accept: 'text/html' } })).text();
    const all: LighthouseFigures[] = await lighthouseRuns(`${appUrl}${pathname}`, runs);
    const m = medianOf(all);
    say(
      `  ${name.padEnd(9)}${String(m.score).padStart(6)}${m.fcp.toFixed(0).padStart(8)}${m.lcp.toFixed(0).padStart(8)}` +
        `${m.cls.toFixed(3).padStart(7)}${m.tbt.toFixed(0).padStart(8)}  ${all.map((f) => f.score).join(' ')}  ${pathname}`,
    );
    budget(`h. Lighthouse ${name}: performance`, String(m.score), `>= ${SCORE}`, m.score >= SCORE);
    budget(
      `h. Lighthouse ${name}: first contentful paint`,
      `${m.fcp.toFixed(0)} ms`,
      `<= ${FCP_MS} ms`,
      m.fcp <= FCP_MS,
    );
    budget(`h. Lighthouse ${name}: cumulative layout shift`, m.cls.toFixed(3), `<= ${CLS}`, m.cls <= CLS);
    budget(`h. Lighthouse ${name}: total blocking time`, `${m.tbt.toFixed(0)} ms`, `<= ${TBT_MS} ms`, m.tbt <= TBT_MS);
  }
  return budgets;
}
