import type { Locator, Page, Request } from 'playwright-core';
import { namesOperation } from './support/graphql-requests';
import { suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

async function resultCount(page: Page): Promise<number> {
  const count = page.getByText(/^\d+ products?$/);
  await count.waitFor();
  return Number.parseInt((await count.textContent()) ?? '', 10);
}

async function waitForCount(page: Page, count: number): Promise<void> {
  await page.getByText(`${count} ${count === 1 ? 'product' : 'products'}`, { exact: true }).waitFor();
}

/** The prices on the product cards, in cents, in the order shown. */
async function cardPrices(page: Page): Promise<number[]> {
  // What is charged: on sale, the price after the struck-through one.
  const texts = await page
    .locator('.search-results .product-card__price')
    .evaluateAll((prices) =>
      prices.map((price) => (price.querySelector('.sale-price__now') ?? price).textContent ?? ''),
    );
  return texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

/** A facet's checkbox by its value's name, whatever its count. */
const tick = (page: Page, facet: string, name: string): Locator =>
  page
    .getByRole('group', { name: facet })
    .getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) });

/** Whether a request is the search for this price range, in cents. */
function asksForPriceRange(request: Request, range: { min: number; max: number }): boolean {
  if (!namesOperation(request, 'SearchProducts')) return false;
  type Variables = { input?: { price?: { min?: number; max?: number } } };
  const inUrl = new URL(request.url()).searchParams.get('variables');
  const variables = inUrl
    ? (JSON.parse(inUrl) as Variables)
    : (request.postDataJSON() as { variables?: Variables }).variables;
  const price = variables?.input?.price;
  return price?.min === range.min && price.max === range.max;
}

async function facetCount(page: Page, facet: string, name: string): Promise<number> {
  const label = await page
    .getByRole('group', { name: facet })
    .locator('label', { hasText: new RegExp(`^${name} \\(`) })
    .textContent();
  return Number(/\((\d+)\)$/.exec(label ?? '')?.[1]);
}

describe('search, sort and filters in Chromium', () => {
  it('suggests as the shopper types, and the keyboard opens a suggestion', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('geek', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /suggestions?\./ })
      .waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(3);
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await options.first().textContent()).toBe('Geek BarBrand');
    // Products come with their picture and price.
    const product = list
      .getByRole('option')
      .filter({ hasText: /\$\d+\.\d\d$/ })
      .first();
    expect(await product.locator('img').count()).toBe(1);

    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/SearchProduct/' && url.searchParams.get('brand') === 'Geek Bar');
    const total = await resultCount(page);
    expect(total).toBe(await facetCount(page, 'BRANDS', 'Geek Bar'));
    expect(await tick(page, 'BRANDS', 'Geek Bar').isChecked()).toBe(true);

    // Escape closes the list; Enter with nothing highlighted searches the text.
    await box.pressSequentially('mint', { delay: 40 });
    await list.waitFor();
    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await box.press('Enter');
    await page.waitForURL('**/SearchProduct/search/mint');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('opens the page of a product suggestion clicked with the mouse, on a phone too', async () => {
    const { page, problems } = await storefront.openPage({ width: 375, height: 740 });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('cool mint', { delay: 40 });
    const product = page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option')
      .filter({ hasText: /\$\d+\.\d\d$/ })
      .first();
    await product.waitFor();
    const box375 = await page.getByRole('listbox', { name: 'Suggestions' }).boundingBox();
    expect(box375!.x).toBeGreaterThanOrEqual(0);
    expect(box375!.x + box375!.width).toBeLessThanOrEqual(375);
    const name = (await product.locator('.search-suggestion__label').textContent()) ?? '';
    await product.click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('sorts, ticks several brands, keeps a price range, shows chips, and Back undoes each change', async () => {
    const { page, problems } = await storefront.openPage();
    // Hydrated (its last request answered): the server's HTML shows the controls before the app answers them.
    await page.goto('/SearchProduct/Vapes', { waitUntil: 'networkidle' });
    const all = await resultCount(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    await page.locator('.search-results[aria-busy="false"]').waitFor();
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    const geek = await facetCount(page, 'BRANDS', 'Geek Bar');
    const raz = await facetCount(page, 'BRANDS', 'Raz');
    // The URL holds the ticks: a click changes it, and the box follows.
    await tick(page, 'BRANDS', 'Geek Bar').click();
    await waitForCount(page, geek);
    await tick(page, 'BRANDS', 'Raz').click();
    await waitForCount(page, geek + raz);
    expect(new URL(page.url()).searchParams.getAll('brand')).toEqual(['Geek Bar', 'Raz']);

    await page.getByLabel('Lowest price').fill('15');
    await page.getByLabel('Highest price').fill('25');
    // The count shown until the range's answer arrives is the brands' one: read it after.
    const rangeAnswered = page.waitForResponse((response) =>
      asksForPriceRange(response.request(), { min: 1500, max: 2500 }),
    );
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('min') === '15' && url.searchParams.get('max') === '25');
    await rangeAnswered;
    await page.locator('.search-results[aria-busy="false"]').waitFor();
    const inRange = await resultCount(page);
    expect(inRange).toBeLessThanOrEqual(geek + raz);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(1500);
      expect(price).toBeLessThanOrEqual(2500);
    }

    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['Brand: Geek Bar', 'Brand: Raz', '$15.00 – $25.00']);
    await page.getByRole('button', { name: 'Remove Brand: Raz' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').join() === 'Geek Bar');
    expect(await tick(page, 'BRANDS', 'Raz').isChecked()).toBe(false);

    // Back undoes the last change: Raz is ticked again.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.getAll('brand').join() === 'Geek Bar,Raz');
    await waitForCount(page, inRange);
    expect(await tick(page, 'BRANDS', 'Raz').isChecked()).toBe(true);
    expect(await chips.allTextContents()).toEqual(['Brand: Geek Bar', 'Brand: Raz', '$15.00 – $25.00']);

    // A bookmark restores the page; Clear all keeps the sort.
    await page.reload();
    await waitForCount(page, inRange);
    expect(await page.getByLabel('Lowest price').inputValue()).toBe('15');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await waitForCount(page, all);
    expect(new URL(page.url()).search).toBe('?sort=price-asc');
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('says no product was found, offers a close term and popular categories', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/SearchProduct/search/vaporlaxxxx');
    await page.getByText('No product found').waitFor();
    await page.getByRole('link', { name: 'VaporLax' }).click();
    await page.waitForURL('**/SearchProduct/search/VaporLax');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await page.goto('/SearchProduct/search/qqqqqqqq');
    const popular = page.getByRole('navigation', { name: 'Popular categories' });
    await popular.getByRole('link', { name: 'Glass' }).waitFor();
    expect(await page.getByText(/Did you mean/).count()).toBe(0);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('refuses a reversed price range in the URL with a message, and sends nothing', async () => {
    const { page, problems } = await storefront.openPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (namesOperation(request, 'SearchProducts')) searches.push('x');
    });
    await page.goto('/SearchProduct/Vapes?min=40&max=10');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The lowest price must not be above the highest: swap them, or leave one out.' })
      .waitFor();
    expect(searches).toEqual([]);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });
});
