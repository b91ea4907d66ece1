import { CONTENT_ROUTES, DEAD_ENDS, headingOf } from './support/routes';
import { suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

describe('every route in Chromium', () => {
  it('lays out every page of issue 6 on a 375px phone without sideways scrolling', async () => {
    const { page, problems } = await storefront.openPage({ width: 375, height: 800, reducedMotion: true });
    const overflowing: string[] = [];
    for (const path of Object.keys(CONTENT_ROUTES)) {
      await headingOf(page, path);
      const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
      if (overflow > 0) overflowing.push(`${path} (${overflow}px)`);
    }
    expect(overflowing).toEqual([]);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

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
    const deadEnds: string[] = [];
    for (const href of hrefs) {
      const heading = await headingOf(page, href);
      if (!heading || DEAD_ENDS.includes(heading)) deadEnds.push(`${href}: "${heading}"`);
    }
    expect(deadEnds).toEqual([]);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
    // About 40 pages, each waited on until no request has been in flight for a tenth of a second.
  }, 180_000);
});
