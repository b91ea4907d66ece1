/**
 * Workload l: what promotions cost the cart. A guest's 20-line cart is asked as the cart page asks it, in turns
 * with no promotion active and with 50 (percent off brands, fixed amounts over a minimum, free shipping, buy X
 * get Y, code-only ones the cart does not enter), all combining, so the engine applies many to every answer.
 * The promotions are rows of the bench database, switched between the turns; the app's cache of the active ones
 * follows `promotion_revision`, as it does for a staff change.
 */
import { Client } from 'pg';
import { AddToCartDocument, CartDocument } from '../web/src/graphql/__generated__/graphql';
import { persistedGet, persistedQuery } from './requests';

const BENCH_PREFIX = 'Bench promotion ';
const LINES = 20;
export const PROMOTIONS = 50;

/** A guest cart of 20 products, built through the API as a browser does: the cookie that names it. */
export async function guestCartOf20(
  appUrl: string,
  databaseUrl: string,
): Promise<{ cookie: string; brands: string[] }> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let products: { id: number; brand: string }[];
  try {
    products = (
      await db.query<{ id: number; brand: string }>(
        `SELECT p.id, b.name AS brand FROM product p JOIN brand b ON b.id = p.brand_id
         WHERE p.active AND p.stock > 0 ORDER BY p.id LIMIT $1`,
        [LINES],
      )
    ).rows;
  } finally {
    await db.end();
  }
  if (products.length < LINES) throw new Error(`l needs ${LINES} products in stock: is the catalogue seeded?`);
  let cookie = '';
  for (const { id } of products) {
    const response = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        operationName: 'AddToCart',
        variables: { productId: String(id), quantity: 2 },
        extensions: persistedQuery(AddToCartDocument),
      }),
    });
    if (!response.ok) throw new Error(`addToCart failed: ${response.status} ${await response.text()}`);
    cookie ||=
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith('esi-cart='))
        ?.split(';')[0] ?? '';
  }
  if (!cookie) throw new Error('addToCart set no guest cart cookie');
  return { cookie, brands: [...new Set(products.map((p) => p.brand))] };
}

export const CART_QUERY = persistedGet('Cart', CartDocument, {});

/**
 * Makes `count` bench promotions the only active ones (0: none at all, the seeded ones paused); `restore` puts the
 * shop's own promotions back as they were.
 */
export async function benchPromotions(databaseUrl: string, brands: readonly string[]) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const shops = (
    await db.query<{ id: number }>(`SELECT id FROM promotion WHERE status = 'active' AND name NOT LIKE $1`, [
      `${BENCH_PREFIX}%`,
    ])
  ).rows.map((r) => r.id);
  return {
    async set(count: number): Promise<void> {
      await db.query(`DELETE FROM promotion WHERE name LIKE $1`, [`${BENCH_PREFIX}%`]);
      await db.query(`UPDATE promotion SET status = 'draft' WHERE id = ANY($1::int[])`, [shops]);
      for (let i = 0; i < count; i++) {
        const kind = i % 5;
        await db.query(
          `INSERT INTO promotion (name, status, action, applies_to, percent_bp, amount_cents, buy_quantity,
             get_quantity, brands, min_subtotal_cents, requires_code, priority)
           VALUES ($1, 'active', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            `${BENCH_PREFIX}${i + 1}`,
            ['percent-off', 'fixed-off', 'free-shipping', 'buy-x-get-y', 'percent-off'][kind],
            kind === 1 ? 'order' : 'lines',
            kind === 0 || kind === 4 ? 100 + i : kind === 3 ? 5000 : null,
            kind === 1 ? 100 + i : null,
            kind === 3 ? 2 : null,
            kind === 3 ? 1 : null,
            kind === 0 || kind === 3 ? [brands[i % brands.length]] : [],
            kind === 1 || kind === 2 ? 1000 + i * 100 : null,
            kind === 4,
            i % 7,
          ],
        );
      }
    },
    async restore(): Promise<void> {
      await db.query(`DELETE FROM promotion WHERE name LIKE $1`, [`${BENCH_PREFIX}%`]);
      await db.query(`UPDATE promotion SET status = 'active' WHERE id = ANY($1::int[])`, [shops]);
      await db.end();
    },
  };
}

/** How many promotions the cart's answer applies now: checked before each turn, so a turn measures what it says. */
export async function appliedPromotions(appUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${appUrl}/graphql${CART_QUERY}`, {
    headers: { cookie, 'apollo-require-preflight': 'true' },
  });
  const body = (await response.json()) as { data?: { cart: { discounts: unknown[]; lines: unknown[] } } };
  if (!body.data || body.data.cart.lines.length !== LINES)
    throw new Error(`the bench cart answered ${JSON.stringify(body)}`);
  return body.data.cart.discounts.length;
}
