import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../api/src/config';
import { parseImageUrls } from '../../api/src/db/seed/image-urls';
import { STOREFRONT_CSP, storefrontCsp } from '../../api/src/http/content-security-policy';
import { HomePageDocument, ProductPageDocument } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const api = () => new GraphQLClient(suite.testApp.url);
const get = (url: string, headers: Record<string, string> = {}) => fetch(suite.testApp.url + url, { headers });
const bySlug = async (slug: string) => (await api().data(ProductPageDocument, { slug })).product!;

async function slugWhere(condition: string): Promise<string> {
  const { rows } = await suite.db.query<{ slug: string }>(
    `SELECT p.slug FROM product p JOIN category c ON c.id = p.category_id LEFT JOIN flavor f ON f.id = p.flavor_id
     WHERE p.active AND p.image_url IS NULL AND ${condition} ORDER BY p.id LIMIT 1`,
  );
  return rows[0]!.slug;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('picture URLs and their caching', () => {
  it('versions every picture by its content and lets the browser keep it a year, revalidated by ETag', async () => {
    const product = await bySlug(await slugWhere(`f.name = 'Mint'`));
    expect(product.image).toBe(product.gallery[0]!.url);
    for (const picture of product.gallery) {
      expect(picture.url).toMatch(/^\/media\/products\/p-\d+\.svg\?(view=\w+&)?v=[\w-]{12}$/);
      const response = await get(picture.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{12}"$/);
      expect(picture.url).toContain(`v=${etag.slice(1, -1)}`);
      const again = await get(picture.url, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('keeps an unversioned or stale URL for a day only', async () => {
    const product = await bySlug(await slugWhere(`c.slug = 'knives'`));
    const bare = product.image.replace(/\?.*$/, '');
    for (const url of [bare, `${bare}?v=stale`]) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    }
  });

  it('draws the product as its kind, tinted by its flavour, labelled with its brand', async () => {
    const product = await bySlug(await slugWhere(`f.name = 'Mint' AND c.slug = 'vapes'`));
    const svg = await (await get(product.image)).text();
    expect(svg).toMatch(/<svg [^>]*data-kind="disposable" data-tint="ice"/);
    expect(svg).toContain(`>${product.brand.toUpperCase()}<`);
    const bottle = await bySlug(await slugWhere(`p.name LIKE '% mL%' AND c.slug = 'vapes'`));
    expect(await (await get(bottle.image)).text()).toMatch(/data-kind="e-liquid"/);
  });

  it('gives category cards their icon at a versioned URL', async () => {
    const home = await api().data(HomePageDocument);
    const candies = home.others.find((card) => card.name === 'Candies')!;
    expect(candies.pic).toMatch(/^\/media\/categories\/candies\.svg\?v=[\w-]{12}$/);
    const response = await get(candies.pic!);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toMatch(/data-kind="candy"/);
  });
});

describe("the shop's photographs", () => {
  it('replace the drawing in image and gallery when a product has an image_url', async () => {
    const slug = await slugWhere(`f.name IS NOT NULL`);
    const photo = 'https://images.example.com/esi/pulse-mint.jpg';
    await suite.db.query(`UPDATE product SET image_url = $1 WHERE slug = $2`, [photo, slug]);
    const product = await bySlug(slug);
    expect(product.image).toBe(photo);
    expect(product.gallery).toEqual([
      { __typename: 'ProductImage', url: photo, alt: product.name, width: 400, height: 400 },
    ]);
  });

  it('refuses an image_url that is neither https nor a path on this site', async () => {
    await expect(suite.db.query(`UPDATE product SET image_url = 'javascript:alert(1)' WHERE id = 1`)).rejects.toThrow(
      /product_image_url_check/,
    );
  });

  it('are read from a JSON or CSV file of slug and URL', () => {
    expect([...parseImageUrls('{"a-b": "https://x.example/a.jpg", "c": "/photos/c.webp"}')]).toEqual([
      ['a-b', 'https://x.example/a.jpg'],
      ['c', '/photos/c.webp'],
    ]);
    expect([...parseImageUrls('slug,url\r\na-b,https://x.example/a.jpg\n\n')]).toEqual([
      ['a-b', 'https://x.example/a.jpg'],
    ]);
    expect(() => parseImageUrls('a,http://x.example/a.jpg')).toThrow(/:1: expected a product slug/);
    expect(() => parseImageUrls('{"a": 3}')).toThrow(/"a"/);
  });

  it('are set by npm run db:seed -- --images file, which refuses a slug no product has', async () => {
    const [first, second] = [await slugWhere(`c.slug = 'glass'`), await slugWhere(`c.slug = 'knives'`)];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
    const seed = (file: string, text: string) => {
      fs.writeFileSync(path.join(dir, file), text);
      return promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'api/src/db/seed/seed.cli.ts', '--images', path.join(dir, file)],
        { env: { ...process.env, DATABASE_URL: suite.testApp.app.database.url, LOG_LEVEL: 'error' } },
      );
    };
    const { stdout } = await seed(
      'images.csv',
      `slug,url\n${first},https://cdn.example.com/a.jpg\n${second},/p/b.png\n`,
    );
    expect(stdout).toMatch(/2 photographs set/);
    const { rows } = await suite.db.query<{ slug: string; image_url: string }>(
      `SELECT slug, image_url FROM product WHERE slug = ANY($1) ORDER BY slug = $2 DESC`,
      [[first, second], first],
    );
    expect(rows).toEqual([
      { slug: first, image_url: 'https://cdn.example.com/a.jpg' },
      { slug: second, image_url: '/p/b.png' },
    ]);
    await expect(
      seed('bad.json', JSON.stringify({ [first]: '/p/c.png', 'no-such-product': '/p/d.png' })),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/no product has the slug no-such-product/) });
    const after = await suite.db.query(`SELECT 1 FROM product WHERE slug = $1 AND image_url = '/p/c.png'`, [first]);
    expect(after.rowCount).toBe(0);
    fs.rmSync(dir, { recursive: true });
  }, 60_000);
});

describe('IMAGE_ORIGIN', () => {
  it("lets the pages load pictures from the shop's image host, and nothing else from it", () => {
    expect(loadConfig({ IMAGE_ORIGIN: 'https://images.example.com/' }).imageOrigin).toBe('https://images.example.com');
    expect(loadConfig({}).imageOrigin).toBeUndefined();
    for (const bad of ['http://images.example.com', 'https://images.example.com/photos', 'images.example.com']) {
      expect(() => loadConfig({ IMAGE_ORIGIN: bad })).toThrow(/IMAGE_ORIGIN must be an https origin/);
    }
    const policy = storefrontCsp('https://images.example.com');
    expect(policy).toContain("img-src 'self' data: https://*.tile.openstreetmap.org https://images.example.com;");
    expect(policy.replace(' https://images.example.com', '')).toBe(STOREFRONT_CSP);
  });
});
