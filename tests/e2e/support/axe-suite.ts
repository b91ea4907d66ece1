import type { Page } from 'playwright-core';
import { checkRoutes, describeFindings, openAxePage } from './axe';
import { suiteStorefront } from './storefront';

/**
 * A whole test file's axe check of these routes, on its own storefront: axe takes seconds on a large page, and
 * files run side by side where the tests of one file do not. Each route is a test of its own on one page, so a
 * slow machine makes a slow run, never a test that runs out of time over thirty pages.
 */
export function describeAxeOf(what: string, routes: readonly string[]): void {
  const storefront = suiteStorefront();

  describe(`accessibility (axe, WCAG 2.1 A and AA) in Chromium: ${what}`, () => {
    let page: Page | undefined;
    beforeAll(async () => {
      page = (await openAxePage(storefront)).page;
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it.each(routes)('finds no violation on %s', async (path) => {
      expect(describeFindings(await checkRoutes(page!, [path]))).toEqual([]);
    });
  });
}
