import { ProductPageDocument } from '../../web/src/graphql/__generated__/graphql';
import { findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const api = () => new GraphQLClient(suite.testApp.url);

const bySlug = async (slug: string) => (await api().data(ProductPageDocument, { slug })).product;

async function slugOf(id: string): Promise<string> {
  const { rows } = await suite.db.query<{ slug: string }>(`SELECT slug FROM product WHERE id = $1`, [id]);
  return rows[0]!.slug;
}

/** An independent oracle of the shipping rules: the states whose rules in force bar the product, from SQL. */
async function barredStates(productId: string): Promise<string[]> {
  const { rows } = await suite.db.query<{ state: string }>(
    `SELECT DISTINCT r.state_code AS state FROM shipping_rule r, product p
     WHERE p.id = $1 AND r.effective_from <= current_date AND (r.effective_to IS NULL OR r.effective_to > current_date)
       AND p.ends_kind = ANY (r.ends_kinds)
       AND (r.kind IN ('no-vape-shipping', 'no-online-sales')
            OR (r.kind = 'flavor-ban' AND p.characterizing_flavour <> 'none'
                AND p.characterizing_flavour <> ALL (r.allowed_flavours))
            OR (r.kind = 'nicotine-cap' AND p.nicotine_mg > r.max_nicotine_mg)
            OR (r.kind = 'directory' AND NOT EXISTS (SELECT 1 FROM product_state_listing l
              WHERE l.product_id = p.id AND l.state_code = r.state_code AND l.listed_from <= current_date
                AND (l.listed_to IS NULL OR l.listed_to > current_date))))
     ORDER BY 1`,
    [productId],
  );
  return rows.map((r) => r.state);
}

describe('product(slug:) and product(id:)', () => {
  it('finds the same product by its slug and by its id, with stock and the page fields', async () => {
    const vape = await findProduct(suite.testApp.app.database.url, `t.name = 'Disposable Vape'`);
    const slug = await slugOf(vape.id);
    const found = await bySlug(slug);
    expect(found).toMatchObject({
      id: vape.id,
      slug,
      name: vape.name,
      price: vape.price,
      productType: 'Disposable Vape',
    });
    expect(found!.stock).toBeGreaterThan(0);
    expect(found!.gallery.length).toBeGreaterThanOrEqual(2);
    expect(found!.gallery[0]).toEqual({
      __typename: 'ProductImage',
      url: found!.image,
      alt: vape.name,
      width: 400,
      height: 400,
    });

    const byId = await api().raw<{ product: { slug: string; name: string } | null }>({
      query: 'query ($id: ID!) { product(id: $id) { slug name } }',
      variables: { id: vape.id },
    });
    expect(byId.data?.product).toEqual({ slug, name: vape.name });
  });

  it('finds a slug in any case and around spaces, and reads it through the unique index', async () => {
    const vape = await findProduct(suite.testApp.app.database.url, `t.name = 'Vape Juice'`);
    const slug = await slugOf(vape.id);
    expect((await bySlug(`  ${slug.toUpperCase()} `))?.id).toBe(vape.id);
    const { rows } = await suite.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) SELECT id FROM product WHERE slug = $1 AND active`,
      [slug],
    );
    expect(JSON.stringify(rows[0]!['QUERY PLAN'])).toContain('"Index Name":"product_slug_key"');
  });

  it('answers null for an unknown slug and for an inactive product', async () => {
    expect(await bySlug('no-such-product-anywhere')).toBeNull();
    expect(await bySlug('')).toBeNull();
    expect(await bySlug('x'.repeat(500))).toBeNull();
    const candy = await findProduct(suite.testApp.app.database.url, `c.slug = 'candies'`);
    const slug = await slugOf(candy.id);
    await suite.db.query(`UPDATE product SET status = 'draft' WHERE id = $1`, [candy.id]);
    try {
      expect(await bySlug(slug)).toBeNull();
    } finally {
      await suite.db.query(`UPDATE product SET status = 'active' WHERE id = $1`, [candy.id]);
    }
  });

  it('refuses a lookup by both id and slug, or by neither', async () => {
    for (const query of ['{ product { id } }', '{ product(id: "1", slug: "a") { id } }']) {
      const answer = await api().raw({ query });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('product pictures', () => {
  it('serves each picture of the gallery, each view a different drawing, sized as the gallery says', async () => {
    const url = suite.testApp.app.database.url;
    for (const condition of [`f.name = 'Mint'`, `c.slug = 'knives'`]) {
      const product = (await bySlug(await slugOf((await findProduct(url, condition)).id)))!;
      expect(product.gallery.length).toBe(product.flavor ? 3 : 2);
      const drawings = new Set<string>();
      for (const picture of product.gallery) {
        const response = await fetch(suite.testApp.url + picture.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        const svg = await response.text();
        expect(svg).toContain(`width="${picture.width}" height="${picture.height}"`);
        drawings.add(svg);
      }
      expect(drawings.size).toBe(product.gallery.length);
    }
  });

  it('has no picture of an unknown view, nor a flavour swatch of an unflavoured product', async () => {
    const knife = await findProduct(suite.testApp.app.database.url, `c.slug = 'knives'`);
    const { rows } = await suite.db.query<{ image: string }>(`SELECT image FROM product WHERE id = $1`, [knife.id]);
    const image = suite.testApp.url + rows[0]!.image;
    expect((await fetch(`${image}?view=pack`)).status).toBe(200);
    expect((await fetch(`${image}?view=flavor`)).status).toBe(404);
    expect((await fetch(`${image}?view=nope`)).status).toBe(404);
  });
});

describe('slugs of the seeded catalogue', () => {
  it('gives every product a unique, readable slug of lower-case words', async () => {
    const { rows } = await suite.db.query<{ slug: string; name: string; brand: string }>(
      `SELECT p.slug, p.name, b.name AS brand FROM product p JOIN brand b ON b.id = p.brand_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(600);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const { slug } of rows) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // Readable: each starts with the brand's words.
    const slugWords = (text: string) =>
      text
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z0-9]+/g, '-');
    for (const { slug, brand } of rows) expect(slug.startsWith(slugWords(brand))).toBe(true);
  });

  it('names a disposable by its line, flavour and strength', async () => {
    const { rows } = await suite.db.query<{ slug: string; name: string; nicotine: number }>(
      `SELECT p.slug, p.name, p.nicotine_mg AS nicotine FROM product p JOIN category c ON c.id = p.subcategory_id
       WHERE c.slug = 'geek-bar-pulse-25000' ORDER BY p.id LIMIT 1`,
    );
    const { slug, name, nicotine } = rows[0]!;
    expect(slug).toBe(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${nicotine}mg`);
    expect(slug).toMatch(/^geek-bar-pulse-25000-[a-z-]+-\d+mg$/);
  });

  it('keeps the slug column unique in the database', async () => {
    const { rows } = await suite.db.query<{ slug: string }>(`SELECT slug FROM product ORDER BY id LIMIT 1`);
    await expect(
      suite.db.query(`UPDATE product SET slug = $1 WHERE id = (SELECT max(id) FROM product)`, [rows[0]!.slug]),
    ).rejects.toThrow(/product_slug_key/);
  });
});

describe('related products', () => {
  it('suggests 4 to 8 other active products, the same line first, then the same brand', async () => {
    for (const condition of [`t.name = 'Disposable Vape'`, `c.slug = 'knives'`, `t.name = 'Vape Kits'`]) {
      const product = await findProduct(suite.testApp.app.database.url, condition);
      const page = (await bySlug(await slugOf(product.id)))!;
      expect(page.related.length).toBeGreaterThanOrEqual(4);
      expect(page.related.length).toBeLessThanOrEqual(8);
      expect(page.related.map((p) => p.id)).not.toContain(product.id);
      expect(new Set(page.related.map((p) => p.id)).size).toBe(page.related.length);

      const { rows } = await suite.db.query<{ id: number; subcategory_id: number | null; brand_id: number }>(
        `SELECT id, subcategory_id, brand_id FROM product WHERE id = ANY ($1::int[])`,
        [[product.id, ...page.related.map((p) => p.id)]],
      );
      const row = new Map(rows.map((r) => [String(r.id), r]));
      const me = row.get(product.id)!;
      // 0 the same line, 1 the same brand, 2 anything else: never rising along the list.
      const tiers = page.related.map((p) => {
        const other = row.get(p.id)!;
        if (me.subcategory_id !== null && other.subcategory_id === me.subcategory_id) return 0;
        return other.brand_id === me.brand_id ? 1 : 2;
      });
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      expect(tiers[0]).toBeLessThan(2);
    }
  });

  it('answers related products of a whole list with one statement', async () => {
    const statements: string[] = [];
    const stop = suite.testApp.app.services.sql.onQuery(({ text }) => statements.push(text));
    try {
      const answer = await api().raw<{ searchProducts: { products: { related: { id: string }[] }[] } }>({
        query:
          '{ searchProducts(input: { pageSize: 30 }) { products { related { id } restrictedStates { stateCode } } } }',
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.searchProducts.products.every((p) => p.related.length === 8)).toBe(true);
    } finally {
      stop();
    }
    expect(statements.filter((text) => text.includes('"forId"'))).toHaveLength(1);
    expect(statements.filter((text) => text.includes('FROM shipping_rule'))).toHaveLength(1);
  });
});

describe('restricted states', () => {
  it('lists the states whose rules in force bar the product, as checkout enforces them', async () => {
    const url = suite.testApp.app.database.url;
    const cases = [
      await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Mint'`),
      await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Tobacco'`),
      await findProduct(url, `t.name = 'Vape Juice' AND f.name = 'Menthol'`),
      await findProduct(url, `t.name = '420 Hardware'`),
      await findProduct(url, `c.slug = 'glass'`),
    ];
    for (const product of cases) {
      const page = (await bySlug(await slugOf(product.id)))!;
      const states = [...new Set(page.restrictedStates.map((r) => r.stateCode))].sort();
      expect(states).toEqual(await barredStates(product.id));
    }
    const mint = (await bySlug(await slugOf(cases[0]!.id)))!;
    expect(mint.restrictedStates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ stateCode: 'MA', kind: 'flavor-ban' }),
        expect.objectContaining({ stateCode: 'UT', kind: 'no-online-sales' }),
      ]),
    );
    const hardware = (await bySlug(await slugOf(cases[3]!.id)))!;
    expect(hardware.restrictedStates).toEqual([]);
  });
});
