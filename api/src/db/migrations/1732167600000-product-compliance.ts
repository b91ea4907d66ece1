import type { MigrationInterface, QueryRunner } from 'typeorm';
import { demoCompliance } from '../seed/product-compliance.seed';

const BATCH = 5_000;

/**
 * What state rules and excise taxes read of a product (issue 26): whether it is a vapour product (ENDS) and of
 * which kind, its e-liquid, pods per pack, wholesale cost, characterizing flavour and FDA marketing status.
 * Nicotine strength is the existing `nicotine_mg`, in mg/mL. Products already seeded get what the seed gives
 * new ones.
 */
export class ProductCompliance1732167600000 implements MigrationInterface {
  name = 'ProductCompliance1732167600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product
      ADD COLUMN ends_kind text CONSTRAINT product_ends_kind_check
        CHECK (ends_kind IN ('closed-system', 'disposable', 'open-system', 'e-liquid', 'part', 'non-nicotine')),
      ADD COLUMN liquid_ml numeric(8, 2) CONSTRAINT product_liquid_ml_check CHECK (liquid_ml > 0),
      ADD COLUMN pods_per_pack integer CONSTRAINT product_pods_per_pack_check CHECK (pods_per_pack >= 1),
      ADD COLUMN wholesale_cost_cents integer NOT NULL DEFAULT 0
        CONSTRAINT product_wholesale_cost_check CHECK (wholesale_cost_cents >= 0),
      ADD COLUMN characterizing_flavour text NOT NULL DEFAULT 'none'
        CONSTRAINT product_characterizing_flavour_check
        CHECK (characterizing_flavour IN ('tobacco', 'menthol', 'mint', 'cooling', 'other', 'none')),
      ADD COLUMN fda_status text NOT NULL DEFAULT 'none'
        CONSTRAINT product_fda_status_check CHECK (fda_status IN ('authorized', 'pmta-pending', 'none'))`);
    const rows: {
      id: number;
      name: string;
      description: string;
      productType: string | null;
      flavor: string | null;
      puffs: number | null;
      nicotineMg: number | null;
      priceCents: number;
    }[] = await db.query(
      `SELECT p.id, p.name, p.description, t.name AS "productType", f.name AS flavor, p.puffs,
         p.nicotine_mg AS "nicotineMg", p.price_cents AS "priceCents"
       FROM product p LEFT JOIN product_type t ON t.id = p.product_type_id LEFT JOIN flavor f ON f.id = p.flavor_id
       ORDER BY p.id`,
    );
    // The new columns feed no search list nor facet: the product triggers have nothing to redo.
    await db.query(`ALTER TABLE product DISABLE TRIGGER USER`);
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH).map((row) => ({ id: row.id, ...demoCompliance(row) }));
      await db.query(
        `UPDATE product SET ends_kind = x.kind, liquid_ml = x.liquid, pods_per_pack = x.pods,
           wholesale_cost_cents = x.cost, characterizing_flavour = x.flavour, fda_status = x.fda
         FROM unnest($1::int[], $2::text[], $3::numeric[], $4::int[], $5::int[], $6::text[], $7::text[])
           AS x(id, kind, liquid, pods, cost, flavour, fda)
         WHERE product.id = x.id`,
        [
          batch.map((r) => r.id),
          batch.map((r) => r.endsKind),
          batch.map((r) => r.liquidMl),
          batch.map((r) => r.podsPerPack),
          batch.map((r) => r.wholesaleCostCents),
          batch.map((r) => r.characterizingFlavour),
          batch.map((r) => r.fdaStatus),
        ],
      );
    }
    await db.query(`ALTER TABLE product ENABLE TRIGGER USER`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE product DROP COLUMN ends_kind, DROP COLUMN liquid_ml, DROP COLUMN pods_per_pack,
      DROP COLUMN wholesale_cost_cents, DROP COLUMN characterizing_flavour, DROP COLUMN fda_status`);
  }
}
