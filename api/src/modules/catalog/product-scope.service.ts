import type { Sql } from '../../db/sql';
import type { CharacterizingFlavour, EndsKind } from '../compliance/product-compliance.type';

/** An active product as a state rule sees it: its kind, characterizing flavour and nicotine, named for staff. */
export interface ScopedProduct {
  readonly id: string;
  readonly name: string;
  readonly productType: string | null;
  readonly flavor: string | null;
  readonly endsKind: EndsKind;
  readonly characterizingFlavour: CharacterizingFlavour;
  readonly nicotineMg: number | null;
}

/** The catalogue's side of rules that reach products by kind (the catalogue owns `product`). */
export class ProductScopeService {
  constructor(private readonly sql: Sql) {}

  /** Every active product of these kinds of vapour product, by name: what a rule naming them could stop. */
  ofKinds(endsKinds: readonly EndsKind[]): Promise<ScopedProduct[]> {
    return this.sql.query<ScopedProduct>(
      `SELECT p.id::text, p.name, t.name AS "productType", f.name AS flavor, p.ends_kind AS "endsKind",
         p.characterizing_flavour AS "characterizingFlavour", p.nicotine_mg AS "nicotineMg"
       FROM product p LEFT JOIN product_type t ON t.id = p.product_type_id LEFT JOIN flavor f ON f.id = p.flavor_id
       WHERE p.active AND p.ends_kind = ANY($1::text[]) ORDER BY p.name, p.id`,
      [endsKinds],
    );
  }
}
