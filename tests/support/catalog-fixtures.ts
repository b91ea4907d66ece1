import { Client } from 'pg';

export interface FixtureProduct {
  id: string;
  name: string;
  price: number;
}

/** Picks seeded products by a condition straight from the tables, for tests that need specific ones. */
export async function findProducts(databaseUrl: string, condition: string, limit = 1): Promise<FixtureProduct[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; name: string; price: number }>(
      `SELECT p.id, p.name, p.price_cents AS price FROM product p
         LEFT JOIN flavor f ON f.id = p.flavor_id
         LEFT JOIN product_type t ON t.id = p.product_type_id
         JOIN category c ON c.id = p.category_id
       WHERE p.active AND ${condition} ORDER BY p.id LIMIT ${limit}`,
    );
    if (rows.length < limit) throw new Error(`not enough products where ${condition}`);
    return rows.map((r) => ({ id: String(r.id), name: r.name, price: r.price }));
  } finally {
    await db.end();
  }
}

export async function findProduct(databaseUrl: string, condition: string): Promise<FixtureProduct> {
  return (await findProducts(databaseUrl, condition, 1))[0]!;
}
