import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, scrollThrough, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

/** The number the result count announces ("386 products"). */
async function resultCount(page: Page): Promise<number> {
  const count = page.getByText(/^\d+ products?$/);
  await count.waitFor();
  return Number.parseInt((await count.textContent()) ?? '', 10);
}

async function waitForCount(page: Page, count: number): Promise<void> {
  await page.getByText(`${count} ${count === 1 ? 'product' : 'products'}`, { exact: true }).waitFor();
}

/** A facet's checkboxes, as { name, count } from their labels "Name (count)". */
async function facetOptions(facet: Locator): Promise<{ name: string; count: number }[]> {
  const texts = await facet.locator('label').allTextContents();
  return texts.map((text) => {
    const match = /^(.*) \((\d+)\)$/.exec(text.trim());
    if (!match) throw new Error(`facet option "${text}" is not "Name (count)"`);
    return { name: match[1]!, count: Number(match[2]) };
  });
}

async function productNames(page: Page): Promise<string[]> {
  return page.locator('.search-results').getByRole('heading', { level: 2 }).allTextContents();
}

describe('storefront home and search in Chromium', () => {
  it('renders every home section with the seeded catalogue', async () => {
    const { page, problems } = await storefront.openPage({ width: 1280 });
    await page.goto('/');
    await expect(
      page.getByText('WARNING: This product contains nicotine. Nicotine is an addictive chemical.').count(),
    ).resolves.toBe(1);

    const circles = page.getByRole('region', { name: 'Shop by Category' });
    await circles.getByRole('link', { name: 'Glass', exact: true }).waitFor();
    expect(await circles.getByRole('link', { name: 'Glass', exact: true }).getAttribute('href')).toBe(
      '/SearchProduct/Glass',
    );

    const topVapes = page.getByRole('region', { name: 'Top Vapes' });
    const topVapeLinks = await topVapes.getByRole('link').all();
    expect(topVapeLinks.length).toBeGreaterThan(0);
    for (const link of topVapeLinks) expect(await link.getAttribute('href')).toMatch(/^\/SearchProduct\/Vapes\/.+/);
    // One seeded card has no picture: it falls back to default.jpg.
    expect(await topVapes.locator('img[src="/media/default.jpg"]').count()).toBeGreaterThan(0);

    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('heading', { level: 3 }).count()).toBe(12);
    await panel.getByRole('button', { name: 'VIEW ALL' }).click();
    expect(await panel.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(12);

    const disposables = page.getByRole('region', { name: 'Disposable Vapes' });
    expect(await disposables.getByRole('link').count()).toBeGreaterThan(0);
    for (const name of ['Promotions', 'From Our Blog', 'What Our Customers Say']) {
      expect(await page.getByRole('region', { name }).count()).toBe(1);
    }
    expect(await page.getByRole('contentinfo').getByText('(602) 555-0140').count()).toBe(1);

    await scrollThrough(page);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it("leads from the banner's 20% OFF to Deals, which lists only products on sale, each price with its former one struck", async () => {
    const { page, problems } = await storefront.openPage({ width: 1280 });
    await page.goto('/');
    await page.getByRole('link', { name: /20% OFF/ }).click();
    await page.waitForURL('**/Deals');
    const deals = page.getByRole('list', { name: 'Deals' });
    await deals.waitFor();
    const cards = await deals.getByRole('listitem').count();
    expect(cards).toBe(30);
    expect(await deals.locator('.product-card__price s').count()).toBe(cards);
    await expect(page.getByText(/^Amazing discounts and offers: \d+ products on sale/).count()).resolves.toBe(1);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('lays the home page out at 1280px and 375px without sideways scrolling (screenshots in /tmp)', async () => {
    for (const width of [1280, 375]) {
      const { page, problems } = await storefront.openPage({ width, reducedMotion: true });
      await page.goto('/');
      await page.getByRole('tabpanel').waitFor();
      await scrollThrough(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/storefront-home-${width}.png`, fullPage: true });
      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow).toBe(0);
      expect(problems).toEqual({ errors: [], failedRequests: [] });
      await page.close();
    }
  });

  it('reaches search results from the header search', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');

    await box.fill('  geek bar ');
    await box.press('Enter');
    await page.waitForURL('**/SearchProduct/search/geek%20bar');
    await page.getByRole('heading', { level: 1, name: 'Results for “geek bar”' }).waitFor();
    expect(await resultCount(page)).toBeGreaterThan(0);
    const names = await productNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('geek bar');
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('narrows the results by brand, recounts the other filters and keeps it all in the URL', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/SearchProduct/Vapes');
    const total = await resultCount(page);
    const brands = page.getByRole('group', { name: 'BRANDS' });
    const flavors = page.getByRole('group', { name: 'FLAVOR' });
    const flavorsBefore = await facetOptions(flavors);
    const brandOptions = await facetOptions(brands);
    const brand = brandOptions.find((option) => option.count < total && option.count > 1);
    if (!brand) throw new Error('the seed has no brand that narrows the Vapes results');

    await brands.getByRole('checkbox', { name: `${brand.name} (${brand.count})`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('brand') === brand.name);
    await waitForCount(page, brand.count);
    expect(new URL(page.url()).pathname).toBe('/SearchProduct/Vapes');

    const flavorsAfter = await facetOptions(flavors);
    expect(flavorsAfter).not.toEqual(flavorsBefore);
    for (const flavor of flavorsAfter) {
      const before = flavorsBefore.find((option) => option.name === flavor.name);
      expect(flavor.count).toBeLessThanOrEqual(before?.count ?? 0);
    }
    // The brand's own facet still lists every brand, counted without itself (the ticked one first).
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const after = await facetOptions(brands);
    expect(after[0]).toEqual(brand);
    expect([...after].sort(byName)).toEqual([...brandOptions].sort(byName));

    // The URL alone restores the filtered page.
    await page.reload();
    await waitForCount(page, brand.count);
    expect(
      await brands.getByRole('checkbox', { name: `${brand.name} (${brand.count})`, exact: true }).isChecked(),
    ).toBe(true);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('pages forward and back with Next and Prev, and Back returns to the page before', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/SearchProduct/Vapes');
    const total = await resultCount(page);
    const pageCount = Math.ceil(total / 30);
    expect(pageCount).toBeGreaterThan(1);
    const prev = page.getByRole('button', { name: 'Prev' });
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByText(`Page 1 of ${pageCount}`).waitFor();
    expect(await prev.isDisabled()).toBe(true);
    const firstPage = await productNames(page);
    expect(firstPage).toHaveLength(30);

    await next.click();
    await page.getByText(`Page 2 of ${pageCount}`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const secondPage = await productNames(page);
    expect(secondPage[0]).not.toBe(firstPage[0]);
    expect(await prev.isDisabled()).toBe(false);

    await prev.click();
    await page.getByText(`Page 1 of ${pageCount}`).waitFor();
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    expect(await productNames(page)).toEqual(firstPage);

    await page.goBack();
    await page.getByText(`Page 2 of ${pageCount}`).waitFor();
    expect(await productNames(page)).toEqual(secondPage);

    await page.goto(`/SearchProduct/Vapes?page=${pageCount}`);
    await page.getByText(`Page ${pageCount} of ${pageCount}`).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('answers lower-case legacy links and unknown paths', async () => {
    const { page } = await storefront.openPage();
    await page.goto('/searchproduct/glass');
    expect(await resultCount(page)).toBeGreaterThan(0);

    await page.goto('/SearchProduct/&/Candies');
    expect(await resultCount(page)).toBeGreaterThan(0);

    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
