import type { Page } from 'playwright-core';

/** Requests each page has in flight (followed from the moment openPage makes it). */
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** Starts counting a page's requests in flight, for `settled`. */
export function followRequests(page: Page): void {
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const change = (by: number) => {
    state.count += by;
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/**
 * Resolves once the page has had no request in flight for `quietMs`: what Playwright's `networkidle` waits
 * for, without its fixed half second after the last one (a route walk visits about 150 pages). A request an
 * effect sends after a script arrives starts within milliseconds, well inside the quiet time.
 */
export async function settled(page: Page, quietMs = 100): Promise<void> {
  const state = inFlight.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + 30_000;
  while (state.count > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline) throw new Error(`requests still in flight after 30 s (${state.count})`);
    await page.waitForTimeout(20);
  }
}
