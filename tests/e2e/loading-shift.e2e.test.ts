import type { Page } from 'playwright-core';
import { isGraphqlUrl } from './support/graphql-requests';
import { headingOf } from './support/routes';
import { fillCart, logInNewCustomer, pageGraphql } from './support/session';
import { suiteStorefront } from './support/storefront';
import { PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';

/** How late every GraphQL answer comes, so each page shows its loading state for a while. */
const SLOW_API_MS = 600;
/** "Good" cumulative layout shift (web.dev); a page whose skeleton has the data's shape stays far below. */
const GOOD_CLS = 0.1;

const storefront = suiteStorefront();

/** Sums the page's layout shifts from its start (Chromium's Layout Instability API), as CLS does. */
const RECORD_SHIFTS = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function shiftWhileLoading(page: Page, path: string): Promise<number> {
  await headingOf(page, path);
  await page.waitForTimeout(300);
  return Number(await page.evaluate('window.__shift'));
}

describe('loading states keep the layout still (skeletons in the shape of the data)', () => {
  it('shifts no more than a good CLS on the lists, the home page and the dashboard, with a slow API', async () => {
    const { page, problems } = await storefront.openPage({ width: 1280, height: 900, reducedMotion: true });
    await logInNewCustomer(page, 'shift');
    await fillCart(page, 2);
    const placed = await pageGraphql<{ placeOrder: { __typename: string } }>(page, PlaceOrderDocument, {
      input: { idempotencyKey: `shift-${Date.now()}`, address: ARIZONA },
    });
    expect(placed.data?.placeOrder.__typename).toBe('OrderPlaced');

    await page.addInitScript(RECORD_SHIFTS);
    // Every GraphQL request, the queries' GETs with their parameters too (routing also turns the HTTP cache off).
    await page.route(isGraphqlUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
      await route.continue();
    });
    const shifts: Record<string, number> = {};
    for (const path of [
      '/',
      '/SearchProduct/Vapes',
      '/CatDisposables',
      '/Collection',
      '/MenuList',
      '/app/dashboard/',
    ]) {
      shifts[path] = Math.round((await shiftWhileLoading(page, path)) * 1000) / 1000;
    }
    console.log('layout shift while loading', shifts);
    expect(Object.entries(shifts).filter(([, shift]) => shift >= GOOD_CLS)).toEqual([]);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.context().close();
  }, 120_000);
});
