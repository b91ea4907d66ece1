import type { QueryRunner } from 'typeorm';
import {
  AddToCartDocument,
  CartDocument,
  HomePageDocument,
  OrderDocument,
  PlaceOrderDocument,
  SearchProductsDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { ProductSales1732166600000 } from '../../api/src/db/migrations/1732166600000-product-sales';
import { DEMO_PRODUCT_COUNT, generateProducts, seedCompareAt } from '../../api/src/db/seed/product-generator';
import { SESSION_COOKIE } from '../../api/src/modules/customers/account.rules';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProducts } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const runner = () =>
  ({
    query: async (text: string, values?: unknown[]) => (await suite.db.query(text, values)).rows,
  }) as unknown as QueryRunner;

async function compareAtById(): Promise<(number | null)[]> {
  const { rows } = await suite.db.query<{ c: number | null }>(`SELECT compare_at_cents AS c FROM product ORDER BY id`);
  return rows.map((r) => r.c);
}

async function shopper(): Promise<GraphQLClient> {
  const { rows } = await suite.db.query<{ id: string }>(
    `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
     VALUES ('sale.' || gen_random_uuid() || '@example.com', 'Ada', 'Lovelace', '1980-01-01', 'x') RETURNING id`,
  );
  const api = new GraphQLClient(suite.testApp.url);
  api.setCookie(SESSION_COOKIE, await suite.testApp.app.services.sessions.create(rows[0]!.id));
  return api;
}

/** General goods on sale, well stocked, so no shipping rule or shortfall stands in the way. */
let onSale: FixtureProduct[];
let compareAt: Map<string, number>;
beforeAll(async () => {
  onSale = await findProducts(
    suite.testApp.app.database.url,
    `t.name IS NULL AND p.stock >= 200 AND p.compare_at_cents IS NOT NULL`,
    2,
  );
  const { rows } = await suite.db.query<{ id: number; c: number }>(
    `SELECT id, compare_at_cents AS c FROM product WHERE id = ANY($1::int[])`,
    [onSale.map((p) => Number(p.id))],
  );
  compareAt = new Map(rows.map((r) => [String(r.id), r.c]));
});

describe('the demo seed', () => {
  const demo = generateProducts(DEMO_PRODUCT_COUNT);
  const sale = demo.filter((p) => p.compareAtCents !== null);

  it('puts the same share of about 14% on sale every time, each above its price', () => {
    expect(sale.length / demo.length).toBeGreaterThan(0.12);
    expect(sale.length / demo.length).toBeLessThan(0.16);
    expect(sale.every((p) => p.compareAtCents! > p.priceCents)).toBe(true);
    expect(generateProducts(DEMO_PRODUCT_COUNT).map((p) => p.compareAtCents)).toEqual(
      demo.map((p) => p.compareAtCents),
    );
    expect(demo.map((p, i) => seedCompareAt(i + 1, p.priceCents))).toEqual(demo.map((p) => p.compareAtCents));
  });

  it('is what the database holds, and the migration gives an existing catalogue the same prices', async () => {
    const seeded = demo.map((p) => p.compareAtCents);
    expect(await compareAtById()).toEqual(seeded);
    await new ProductSales1732166600000().down(runner());
    await new ProductSales1732166600000().up(runner());
    expect(await compareAtById()).toEqual(seeded);
  });

  it('refuses a compare-at price that is not above the price', async () => {
    await expect(
      suite.db.query(`UPDATE product SET compare_at_cents = price_cents WHERE id = $1`, [onSale[0]!.id]),
    ).rejects.toThrow(/product_compare_at_check/);
  });
});

describe('the sale summary', () => {
  it("gives the home banner the data's largest saving, 20%, and how many products are on sale", async () => {
    const { rows } = await suite.db.query<{ n: number; largest: number }>(
      `SELECT count(*)::int AS n, max(round(100.0 * (compare_at_cents - price_cents) / compare_at_cents))::int AS largest
       FROM product WHERE active AND compare_at_cents IS NOT NULL`,
    );
    const home = await new GraphQLClient(suite.testApp.url).data(HomePageDocument);
    expect(home.saleSummary).toEqual({
      __typename: 'SaleSummary',
      productCount: rows[0]!.n,
      largestSavingPercent: rows[0]!.largest,
    });
    expect(home.saleSummary.largestSavingPercent).toBe(20);
  });
});

describe('the on-sale filter', () => {
  it('lists exactly the products on sale, each with both prices, and counts facets over them', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const { rows } = await suite.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product WHERE active AND compare_at_cents IS NOT NULL`,
    );
    const { searchProducts } = await api.data(SearchProductsDocument, { input: { onSale: true, pageSize: 100 } });
    expect(searchProducts.total).toBe(rows[0]!.n);
    expect(searchProducts.products.length).toBe(Math.min(100, rows[0]!.n));
    for (const product of searchProducts.products) {
      expect(product.compareAtPrice).toBeGreaterThan(product.price);
      expect(product.savingPercent).toBeGreaterThanOrEqual(10);
    }
    const typeCounts = searchProducts.facets.productTypes.reduce((sum, f) => sum + f.count, 0);
    expect(typeCounts).toBeLessThanOrEqual(rows[0]!.n);

    const vapes = await api.data(SearchProductsDocument, { input: { onSale: true, category: 'Vapes', pageSize: 100 } });
    const all = await api.data(SearchProductsDocument, { input: { category: 'Vapes', pageSize: 30 } });
    expect(vapes.searchProducts.total).toBeGreaterThan(0);
    expect(vapes.searchProducts.total).toBeLessThan(all.searchProducts.total);
    expect(vapes.searchProducts.products.every((p) => p.category === 'Vapes' && p.compareAtPrice !== null)).toBe(true);
  });

  it('combines with search text, a price range and a sort, as any other filter', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const everything = [];
    for (let page = 1; ; page++) {
      const { searchProducts } = await api.data(SearchProductsDocument, {
        input: { search: 'ice', page, pageSize: 100 },
      });
      everything.push(...searchProducts.products);
      if (page >= searchProducts.pageCount) break;
    }
    const expected = everything.filter((p) => p.compareAtPrice !== null && p.price >= 1000).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(1);
    const { searchProducts } = await api.data(SearchProductsDocument, {
      input: { search: 'ice', onSale: true, price: { min: 1000 }, sort: 'PRICE_LOW_TO_HIGH', pageSize: 100 },
    });
    expect(searchProducts.total).toBe(expected.length);
    expect(searchProducts.products.map((p) => p.id).sort()).toEqual([...expected].sort());
    const prices = searchProducts.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const brandCounts = searchProducts.facets.brands.reduce((sum, f) => sum + f.count, 0);
    expect(brandCounts).toBe(expected.length);
  });

  it('leaves a product not on sale with one price', async () => {
    const { searchProducts } = await new GraphQLClient(suite.testApp.url).data(SearchProductsDocument, {
      input: { pageSize: 100 },
    });
    const plain = searchProducts.products.find((p) => p.compareAtPrice === null)!;
    expect(plain.savingPercent).toBeNull();
  });
});

describe('an order of products on sale', () => {
  it('is charged the sale price, its lines keep the former price, and a later change leaves it alone', async () => {
    const [a, b] = onSale as [FixtureProduct, FixtureProduct];
    const [wasA, wasB] = [compareAt.get(a.id)!, compareAt.get(b.id)!];
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: a.id, quantity: 2 });
    await api.data(AddToCartDocument, { productId: b.id, quantity: 1 });

    const { cart } = await api.data(CartDocument);
    const savings = (wasA - a.price) * 2 + (wasB - b.price);
    expect(cart.lines.map((l) => [l.compareAtPrice, l.saving, l.lineTotal])).toEqual([
      [wasA, (wasA - a.price) * 2, a.price * 2],
      [wasB, wasB - b.price, b.price],
    ]);
    expect(cart.totals).toMatchObject({ subtotal: a.price * 2 + b.price, savings });

    const placed = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: `sale-${process.pid}`, address: ARIZONA },
    });
    if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error('the order was refused');
    const { order } = placed.placeOrder;
    expect(order).toMatchObject({ subtotal: a.price * 2 + b.price, savings });
    expect(order.lines.map((l) => [l.unitPrice, l.compareAtPrice, l.saving])).toEqual([
      [a.price, wasA, (wasA - a.price) * 2],
      [b.price, wasB, wasB - b.price],
    ]);

    await suite.db.query(`UPDATE product SET compare_at_cents = compare_at_cents + 500 WHERE id = $1`, [a.id]);
    await suite.db.query(`UPDATE product SET compare_at_cents = NULL WHERE id = $1`, [b.id]);
    const later = (await api.data(OrderDocument, { orderNumber: order.orderNumber })).order!;
    expect(later.lines.map((l) => [l.unitPrice, l.compareAtPrice, l.saving])).toEqual(
      order.lines.map((l) => [l.unitPrice, l.compareAtPrice, l.saving]),
    );
    expect(later.savings).toBe(savings);
  });
});
