import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

/** A disposable vape of the seeded catalogue, through the API: its slug and name. */
async function aDisposable(page: Page): Promise<{ slug: string; name: string }> {
  const answer = await page.request.post('/graphql', {
    data: { query: '{ searchProducts(input: { productType: "Disposable Vape" }) { products { slug name } } }' },
  });
  const { data } = (await answer.json()) as {
    data: { searchProducts: { products: { slug: string; name: string }[] } };
  };
  return data.searchProducts.products[0]!;
}

const mainPicture = (page: Page) =>
  page
    .getByRole('region', { name: /^Pictures of/ })
    .locator('img')
    .first();

describe('the product page in Chromium', () => {
  it('opens from a listing card, and ADD TO CART opens the cart drawer with the product', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/SearchProduct/Vapes/Geek Bar Pulse 25000');
    const card = page.locator('.search-results').getByRole('heading', { level: 2 }).first();
    const name = ((await card.textContent()) ?? '').trim();
    await card.getByRole('link').click();

    await page.waitForURL(/\/products\/geek-bar-pulse-25000-[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(`${name} | ESI Vape & Smoke Shop`);
    await page.getByRole('table').waitFor();
    expect(
      await page.getByRole('list', { name: 'Related products' }).getByRole('listitem').count(),
    ).toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await page.getByRole('button', { name: `ADD TO CART for ${name}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();
    await expect(drawer.getByRole('link', { name }).count()).resolves.toBe(1);
    await expect(drawer.getByText(/Qty: 2/).count()).resolves.toBe(1);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('refuses a mint disposable for New Jersey with the rule’s words, on its page and in the cart', async () => {
    const [mint] = await storefront.app.services.sql.query<{ slug: string; name: string }>(
      `SELECT p.slug, p.name FROM product p JOIN flavor f ON f.id = p.flavor_id
       WHERE p.active AND p.stock > 5 AND p.ends_kind = 'disposable' AND f.name = 'Mint' ORDER BY p.id LIMIT 1`,
    );
    const { page, problems } = await storefront.openPage();
    await page.goto(`/products/${mint!.slug}`);
    await page.getByRole('heading', { level: 1, name: mint!.name }).waitFor();
    await page.getByText('New Jersey', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: `ADD TO CART for ${mint!.name}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
    await page.goto('/CartList');
    await page.getByLabel('State', { exact: true }).selectOption('NJ');
    await page.getByText(/Cannot ship: New Jersey bans flavored vape products/).waitFor();
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('renders a deep link, with the product in the head the server sent and no CSP complaint', async () => {
    const { page, problems } = await storefront.openPage();
    const product = await aDisposable(page);
    const response = await page.goto(`/products/${product.slug}`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<script type="application/ld+json">');
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/product-page-desktop.png` });
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/products/${product.slug}$`),
    );
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('changes the picture with the thumbnails, the arrow keys and a swipe', async () => {
    const { page, problems } = await storefront.openPage({ width: 390, height: 844 });
    const product = await aDisposable(page);
    await page.goto(`/products/${product.slug}`);
    const thumbs = page.getByRole('tab');
    await thumbs.first().waitFor();
    const first = await mainPicture(page).getAttribute('src');
    expect(first).not.toMatch(/view=pack/);

    await thumbs.nth(1).click();
    const pack = await mainPicture(page).getAttribute('src');
    expect(pack).toMatch(/^\/media\/products\/p-\d+\.svg\?view=pack&v=/);
    await page.keyboard.press('ArrowLeft');
    expect(await mainPicture(page).getAttribute('src')).toBe(first);

    const box = (await mainPicture(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await mainPicture(page).getAttribute('src')).toBe(pack);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('fits a 320px phone without sideways scrolling, and no picture moves the page as it loads', async () => {
    const { page, problems } = await storefront.openPage({ width: 320, height: 640, reducedMotion: true });
    const product = await aDisposable(page);
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))).toBe(0);
    const unsized = await page.evaluate(
      `[...document.querySelectorAll('main img')].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length`,
    );
    expect(unsized).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/product-page-320.png`, fullPage: true });
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('shows the not-found page for an unknown slug, which the server answers with 404', async () => {
    const { page, problems } = await storefront.openPage();
    const response = await page.goto('/products/no-such-product-here');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | ESI Vape & Smoke Shop');
    // Chromium reports the 404 document itself on the console; nothing else may fail.
    expect(problems.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    expect(problems.failedRequests).toEqual([`404 ${storefront.url}/products/no-such-product-here`]);
    await page.close();
  });
});
