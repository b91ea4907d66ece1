import type { Sql } from '../../db/sql';

/**
 * Staff's low-stock line: a product at or below this many units needs reordering. One number for every
 * product until products carry their own threshold.
 */
export const LOW_STOCK_ALERT_AT = 5;

export interface LowStockProduct {
  id: string;
  name: string;
  stock: number;
}

/** Active products running out, for the dashboard (the catalogue owns `product`). */
export class LowStockService {
  constructor(private readonly sql: Sql) {}

  /** The `limit` lowest, fewest units first, and how many there are in all. */
  async lowest(limit: number): Promise<{ threshold: number; total: number; products: LowStockProduct[] }> {
    const [products, [count]] = await Promise.all([
      this.sql.query<LowStockProduct>(
        `SELECT id::text, name, stock FROM product WHERE active AND stock <= $1 ORDER BY stock, id LIMIT $2`,
        [LOW_STOCK_ALERT_AT, limit],
      ),
      this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM product WHERE active AND stock <= $1`, [
        LOW_STOCK_ALERT_AT,
      ]),
    ]);
    return { threshold: LOW_STOCK_ALERT_AT, total: count!.n, products };
  }
}
