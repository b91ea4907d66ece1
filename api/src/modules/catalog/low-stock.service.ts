import type { Sql } from '../../db/sql';
import { LOW_STOCK } from './product-admin.sql';
import { ProductStatus } from './product-status.type';

export interface LowStockProduct {
  id: string;
  name: string;
  stock: number;
  /** The product's own low-stock line, as staff set it in the editor. */
  threshold: number;
}

/** Active products running out, for the dashboard (the catalogue owns `product`). */
export class LowStockService {
  constructor(private readonly sql: Sql) {}

  /** The `limit` lowest, fewest units first, and how many there are in all. */
  async lowest(limit: number): Promise<{ total: number; products: LowStockProduct[] }> {
    const [products, [count]] = await Promise.all([
      this.sql.query<LowStockProduct>(
        `SELECT id::text, name, stock, low_stock_threshold AS threshold FROM product
         WHERE active AND ${LOW_STOCK} ORDER BY stock, id LIMIT $1`,
        [limit],
      ),
      this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM product WHERE active AND ${LOW_STOCK}`),
    ]);
    return { total: count!.n, products };
  }

  /** The catalogue's work: active products at or below their line, and drafts not yet in the shop. */
  async work(): Promise<{ lowStock: number; drafts: number }> {
    const [row] = await this.sql.query<{ lowStock: number; drafts: number }>(
      `SELECT count(*) FILTER (WHERE active AND ${LOW_STOCK})::int AS "lowStock",
              count(*) FILTER (WHERE status = $1)::int AS drafts
       FROM product`,
      [ProductStatus.DRAFT],
    );
    return row!;
  }
}
