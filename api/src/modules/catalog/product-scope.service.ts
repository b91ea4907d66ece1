import type { Sql } from '../../db/sql';

/** An active product as a shipping rule sees it: its type and flavour. */
export interface ScopedProduct {
  readonly id: string;
  readonly name: string;
  readonly productType: string;
  readonly flavor: string | null;
}

/** The catalogue's side of rules that reach products by type and flavour (the catalogue owns `product`). */
export class ProductScopeService {
  constructor(private readonly sql: Sql) {}

  /** Every product type's and flavour's name, sorted: what a rule may name. */
  async vocabulary(): Promise<{ productTypes: string[]; flavors: string[] }> {
    const [types, flavors] = await Promise.all([
      this.sql.query<{ name: string }>(`SELECT name FROM product_type ORDER BY name`),
      this.sql.query<{ name: string }>(`SELECT name FROM flavor ORDER BY name`),
    ]);
    return { productTypes: types.map((r) => r.name), flavors: flavors.map((r) => r.name) };
  }

  /** Every active product of these types, by name: what a rule naming them could stop. */
  ofTypes(productTypes: readonly string[]): Promise<ScopedProduct[]> {
    return this.sql.query<ScopedProduct>(
      `SELECT p.id::text, p.name, t.name AS "productType", f.name AS flavor
       FROM product p JOIN product_type t ON t.id = p.product_type_id LEFT JOIN flavor f ON f.id = p.flavor_id
       WHERE p.active AND t.name = ANY($1::text[]) ORDER BY p.name, p.id`,
      [productTypes],
    );
  }
}
