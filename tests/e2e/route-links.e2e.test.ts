import { CONTENT_ROUTES, DEAD_ENDS, PUBLIC_ROUTES, REDIRECTS, SESSION_ROUTES, headingOf } from './support/routes';
import { sharedPage, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

// One test per page on a page opened once: a slow machine makes a slow run, never a test out of time.
describe('each page of issue 6 on a 375px phone', () => {
  const page = sharedPage(storefront, { width: 375, height: 800, reducedMotion: true });

  it.each(Object.keys(CONTENT_ROUTES))('lays out %s without sideways scrolling', async (path) => {
    await headingOf(page(), path);
    expect(
      Number(await page().evaluate('document.documentElement.scrollWidth - window.innerWidth')),
    ).toBeLessThanOrEqual(0);
  });
});

describe('every route in Chromium', () => {
  it('follows every header and footer link to a real page, never the not-found page', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'All Categories' }).waitFor();
    const hrefs = new Set<string>();
    for (const region of ['banner', 'contentinfo'] as const) {
      for (const href of await page
        .getByRole(region)
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        if (href.startsWith('/')) hrefs.add(href);
      }
    }
    expect(hrefs.size).toBeGreaterThan(20);
    // A path that all-routes.e2e.test.ts renders in a test of its own (with its heading) needs no second visit.
    const covered = new Set([
      ...PUBLIC_ROUTES,
      ...SESSION_ROUTES,
      ...Object.keys(CONTENT_ROUTES),
      ...Object.keys(REDIRECTS),
    ]);
    const deadEnds: string[] = [];
    for (const href of [...hrefs].filter((href) => !covered.has(decodeURI(href)))) {
      const heading = await headingOf(page, href);
      if (!heading || DEAD_ENDS.includes(heading)) deadEnds.push(`${href}: "${heading}"`);
    }
    expect(deadEnds).toEqual([]);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
    // The links no other test visits (categories, brands): each waited on until no request has been in flight
    // for a tenth of a second.
  }, 180_000);
});
