import type { Sql } from '../../db/sql';

/**
 * Products a rule reaches: every active product of one of `productTypes`, or with `exceptFlavors` given,
 * only the flavoured ones whose flavour is not among them (unflavoured hardware is left out).
 */
export interface ProductScope {
  readonly productTypes: readonly string[];
  readonly exceptFlavors: readonly string[] | null;
}

export interface ScopedProduct {
  readonly id: string;
  readonly name: string;
  readonly productType: string;
  readonly flavor: string | null;
}

export interface ScopeReach {
  /** Active products in the scope. */
  readonly total: number;
  /** Of those, the ones none of the `besides` scopes reaches already. */
  readonly added: number;
  /** The first few, by name, those not reached already first. */
  readonly sample: ScopedProduct[];
}

const scopeJson = (scopes: readonly ProductScope[]): string =>
  JSON.stringify(
    scopes.map((s) => ({
      types: s.productTypes,
      spared: s.exceptFlavors?.map((f) => f.toLowerCase()) ?? null,
    })),
  );

// One scope over product p (type t, flavour f): the same test as the checkout's (shipping-rules.service `breaks`).
const IN_SCOPE = (r: string) =>
  `(t.name = ANY(${r}.types) AND (${r}.spared IS NULL OR (f.name IS NOT NULL AND NOT lower(f.name) = ANY(${r}.spared))))`;

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

  /** What `scope` reaches, and how much of it none of `besides` reaches already. */
  async reach(scope: ProductScope, besides: readonly ProductScope[], sampleSize: number): Promise<ScopeReach> {
    const from = `FROM product p JOIN product_type t ON t.id = p.product_type_id LEFT JOIN flavor f ON f.id = p.flavor_id
      CROSS JOIN jsonb_to_record($1::jsonb -> 0) AS s(types text[], spared text[])
      WHERE p.active AND ${IN_SCOPE('s')}`;
    const already = `EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS o(types text[], spared text[])
      WHERE ${IN_SCOPE('o')})`;
    const values = [scopeJson([scope]), scopeJson(besides)];
    const [[counts], sample] = await Promise.all([
      this.sql.query<{ total: number; added: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT ${already})::int AS added ${from}`,
        values,
      ),
      this.sql.query<ScopedProduct>(
        `SELECT p.id::text, p.name, t.name AS "productType", f.name AS flavor ${from}
         ORDER BY ${already}, p.name LIMIT $3`,
        [...values, sampleSize],
      ),
    ]);
    return { total: counts!.total, added: counts!.added, sample };
  }
}
