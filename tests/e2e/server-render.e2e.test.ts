import type { Page } from 'playwright-core';
import { suiteStorefront } from './support/storefront';
import { isGraphqlUrl } from './support/graphql-requests';

const storefront = suiteStorefront();

/** The page's HTML as the server sends it, before any script runs. */
async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(storefront.url + path, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** What #root holds in the server's HTML. */
const rootOf = (html: string): string => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));

/** The first products of a search, through the API. */
async function products(input: string): Promise<{ slug: string; name: string }[]> {
  const answer = await fetch(`${storefront.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ searchProducts(input: { ${input} }) { products { slug name } } }` }),
  });
  const { data } = (await answer.json()) as {
    data: { searchProducts: { products: { slug: string; name: string }[] } };
  };
  return data.searchProducts.products;
}

/** The names of the GraphQL operations the page asks for from now on. */
function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isGraphqlUrl(url)) return;
    // Queries are GETs naming their operation in the URL; mutations POST it in the body.
    const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null) : null;
    names.push(url.searchParams.get('operationName') ?? body?.operationName ?? '?');
  });
  return names;
}

describe('pages rendered on the server', () => {
  it('sends the home page with its content in #root and the state it was rendered from', async () => {
    const { status, html } = await serverHtml('/');
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root.includes('<footer')).toBe(true);
    expect(/<a [^>]*href="\/products\//.test(root)).toBe(true);
    expect(html).toContain('<script type="application/json" id="server-state">');
  });

  it('sends a listing with its products', async () => {
    const [first] = await products('category: "Vapes", sort: FEATURED, pageSize: 30');
    const { status, html } = await serverHtml('/SearchProduct/Vapes');
    expect(status).toBe(200);
    expect(rootOf(html).includes(`href="/products/${first!.slug}"`)).toBe(true);
  });

  it("sends a product page with the product's name, and an unknown slug or address as a 404 with the not-found page", async () => {
    const [product] = await products('pageSize: 3');
    const found = await serverHtml(`/products/${product!.slug}`);
    expect(found.status).toBe(200);
    expect(rootOf(found.html).includes(`>${product!.name.replace(/&/g, '&amp;')}</h1>`)).toBe(true);
    for (const path of ['/products/no-such-product', '/no-such-page']) {
      const missing = await serverHtml(path);
      expect(missing.status).toBe(404);
      expect(/<h1[^>]*>[^<]*not found/i.test(rootOf(missing.html))).toBe(true);
    }
  });

  it('sends the pages about one visitor as the shell, whatever the cookie', async () => {
    for (const path of ['/CartList', '/CheckoutPage', '/app/dashboard/']) {
      const { html } = await serverHtml(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('server-state');
    }
    const withCookie = await fetch(`${storefront.url}/`, { headers: { accept: 'text/html', cookie: 'esi-data=x' } });
    expect(rootOf(await withCookie.text())).toBe(rootOf((await serverHtml('/')).html));
  });

  it('hydrates without asking again for the data it was rendered from', async () => {
    const { page, problems } = await storefront.openPage({ width: 390, height: 844 });
    const asked = graphqlOperations(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Only the visitor's own cart and session, which the server never renders.
    expect(asked.sort()).toEqual(['Cart', 'Me']);
    const [product] = await products('pageSize: 3');
    asked.length = 0;
    await page.goto(`/products/${product!.slug}`);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((name) => name !== 'Cart' && name !== 'Me')).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: product!.name }).isVisible()).resolves.toBe(true);
    for (const path of ['/SearchProduct/Vapes', '/SearchProduct/search/mint']) {
      asked.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((name) => name !== 'Cart' && name !== 'Me')).toEqual([]);
    }
    expect(problems.errors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  it('still asks a new visitor for their age before showing the page', async () => {
    const { page } = await storefront.openPage({ ageGate: true });
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Are you 21 or older?' }).waitFor();
    const { page: noScript } = await storefront.openPage({ ageGate: true, waitForApp: false });
    await noScript.route('**/assets/*.js', (route) => route.abort());
    await noScript.goto('/');
    // The page is in the HTML but not shown before the gate can open over it.
    // Page scripts are strings here: this project's Node types have no DOM.
    await expect(noScript.evaluate('getComputedStyle(document.getElementById("root")).visibility')).resolves.toBe(
      'hidden',
    );
  });
});
