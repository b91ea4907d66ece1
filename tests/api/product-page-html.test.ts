import { STOREFRONT_CSP } from '../../api/src/http/content-security-policy';
import { findProduct } from '../support/catalog-fixtures';
import { useSuiteApp } from '../support/suite-app';

const PUBLIC_URL = 'https://shop.example.com';
// No gateway's script: the page's policy is the storefront's own (the payment tests hold the gateway's origins).
const suite = useSuiteApp({ PUBLIC_URL, PAYMENT_PROVIDER: 'manual' });

interface Seeded {
  id: string;
  slug: string;
  name: string;
  price: number;
  description: string;
  brand: string;
}

async function seeded(condition: string): Promise<Seeded> {
  const { id } = await findProduct(suite.testApp.app.database.url, condition);
  const { rows } = await suite.db.query<Seeded>(
    `SELECT p.id::text, p.slug, p.name, p.price_cents AS price, p.description, b.name AS brand
     FROM product p JOIN brand b ON b.id = p.brand_id WHERE p.id = $1`,
    [id],
  );
  return rows[0]!;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(suite.testApp.url + path, { headers: { accept: 'text/html', ...headers } });

function jsonLdOf(html: string): Record<string, unknown> & { offers: Record<string, string> } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);

describe('GET /products/{slug}', () => {
  it("answers the app's HTML with the product's title, description, canonical, Open Graph and JSON-LD", async () => {
    const product = await seeded(`t.name = 'Disposable Vape'`);
    const response = await get(`/products/${product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(STOREFRONT_CSP);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();

    // Still the app: its root, rendered by the server with the state it hydrates from, and its script.
    expect(html).toContain(`>${product.name}</h1>`);
    expect(html).toContain('<script type="application/json" id="server-state">');
    expect(html).toMatch(/<script type="module" [^>]*src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${product.name} | ESI Vape &amp; Smoke Shop</title>`);
    const descriptions = metaContent(html, 'name', 'description');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.length).toBeLessThanOrEqual(160);
    expect(product.description.startsWith(descriptions[0]!.replace(/…$/, ''))).toBe(true);
    const canonical = `${PUBLIC_URL}/products/${product.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaContent(html, 'property', 'og:title')).toEqual([product.name]);
    expect(metaContent(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaContent(html, 'property', 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'property', 'og:image')[0]).toMatch(
      new RegExp(`^${PUBLIC_URL}/media/products/p-\\d+\\.svg\\?v=[\\w-]+$`),
    );

    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.id,
      brand: { '@type': 'Brand', name: product.brand },
    });
    expect(jsonLd.offers).toMatchObject({
      '@type': 'Offer',
      url: canonical,
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
  });

  it('says OutOfStock in the offer of a product with none left', async () => {
    const product = await seeded(`c.slug = 'knives'`);
    await suite.db.query(`UPDATE product SET stock = 0 WHERE id = $1`, [product.id]);
    try {
      const html = await (await get(`/products/${product.slug}`)).text();
      expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/OutOfStock');
    } finally {
      await suite.db.query(`UPDATE product SET stock = 300 WHERE id = $1`, [product.id]);
    }
  });

  it('escapes a name full of markup in the attributes, the title and the JSON-LD', async () => {
    const product = await seeded(`c.slug = 'hats'`);
    const hostile = `Cap </script><script>alert(1)</script> "quoted" & $& 'single'`;
    await suite.db.query(`UPDATE product SET name = $2 WHERE id = $1`, [product.id, hostile]);
    try {
      const html = await (await get(`/products/${product.slug}`)).text();
      expect(html).not.toContain('<script>alert(1)');
      // /first-paint.js, the app's module, the JSON-LD and the server's state (a data block, its "<" escaped).
      expect(html.match(/<\/script>/g)).toHaveLength(4);
      expect(html).toContain(
        'Cap &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; $&amp;',
      );
      expect(html).toContain('\\u003c/script\\u003e');
      expect(metaContent(html, 'property', 'og:title')).toHaveLength(1);
      expect(jsonLdOf(html).name).toBe(hostile);
    } finally {
      await suite.db.query(`UPDATE product SET name = $2 WHERE id = $1`, [product.id, product.name]);
    }
  });

  it('answers 404 with the app for an unknown slug, so the app shows its not-found page', async () => {
    for (const path of ['/products/no-such-product', '/products/', '/products', '/products/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(STOREFRONT_CSP);
      const html = await response.text();
      // The app's not-found page, rendered by the server.
      expect(html).toMatch(/<div id="root">.*<h1[^>]*>[^<]*not found/is);
      expect(html).toContain('<title>Page not found | ESI Vape &amp; Smoke Shop</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('answers HEAD without a body, compresses for clients that accept it, and leaves other pages to the app', async () => {
    const product = await seeded(`c.slug = 'candies'`);
    const head = await fetch(`${suite.testApp.url}/products/${product.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');

    const compressed = await get(`/products/${product.slug}`, { 'accept-encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toContain(`<link rel="canonical"`);

    const other = await get('/SearchProduct/Vapes');
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain('rel="canonical"');
  });
});

describe('GET of an address the app has no page for', () => {
  it("answers 404 with the app's not-found page, and the app's own addresses 200", async () => {
    for (const path of ['/no-such-page', '/SearchProduct/Vapes/Disposables/more', '/Deals/x']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<div id="root">.*<h1[^>]*>[^<]*not found/is);
      expect(html).toContain('<title>Page not found | ESI Vape &amp; Smoke Shop</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
    for (const path of [
      '/',
      '/Deals',
      '/deals',
      '/SearchProduct/Vapes',
      '/SearchProduct/search/mint',
      '/ShippingRestrictions',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('<title>Page not found');
    }
  });
});
