import { checkRoutes, describeFindings, openAxePage } from './axe';
import { suiteStorefront } from './storefront';

/**
 * A whole test file's axe check of these routes, on its own storefront: axe takes seconds on a large page, and
 * files run side by side where the tests of one file do not.
 */
export function describeAxeOf(what: string, routes: readonly string[]): void {
  const storefront = suiteStorefront();

  describe('accessibility (axe, WCAG 2.1 A and AA) in Chromium', () => {
    it(`finds no violation on ${what}`, async () => {
      const { page } = await openAxePage(storefront);
      const findings = await checkRoutes(page, routes);
      expect(describeFindings(findings)).toEqual([]);
      await page.context().close();
    }, 300_000);
  });
}
