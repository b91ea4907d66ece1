import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BARRED_CLAIMS, DISCOUNT_RULE_SEED, EXCISE_BASE_AFTER_DISCOUNT } from './data/1732168660000-discount-law.data';

const KINDS = `'no-vape-shipping', 'no-online-sales', 'flavor-ban', 'nicotine-cap', 'directory', 'quantity-limit'`;
const DISCOUNT_KINDS = `'no-discount', 'no-multi-buy', 'no-free-sample', 'no-free-gift'`;

/**
 * The law decides which discounts a line may get (issue 33 §2), in the state rules engine: `shipping_rule` takes four
 * kinds of rule on discounts, a federal rule (no state: every state) and `active` (a row the facts file marks
 * UNCONFIRMED is seeded inactive until compliance staff confirm it). A percent-of-retail excise says whether its base
 * is after the shop's discount, and each order's tax line keeps which it used. The words a promotion may not use are
 * data with their sources.
 */
export class DiscountLaw1732168660000 implements MigrationInterface {
  name = 'DiscountLaw1732168660000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shipping_rule ALTER COLUMN state_code DROP NOT NULL,
      ADD COLUMN active boolean NOT NULL DEFAULT true,
      DROP CONSTRAINT shipping_rule_kind_check,
      ADD CONSTRAINT shipping_rule_kind_check CHECK (kind IN (${KINDS}, ${DISCOUNT_KINDS})),
      ADD CONSTRAINT shipping_rule_federal_check CHECK (state_code IS NOT NULL OR kind IN (${DISCOUNT_KINDS}))`);
    for (const rule of DISCOUNT_RULE_SEED) {
      await db.query(
        `INSERT INTO shipping_rule (state_code, kind, description, ends_kinds, effective_from, source, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          rule.state,
          rule.kind,
          rule.description,
          [...rule.endsKinds].sort(),
          rule.effectiveFrom,
          rule.source,
          rule.active,
        ],
      );
    }

    await db.query(`ALTER TABLE excise_tax_rule ADD COLUMN base_after_discount boolean`);
    await db.query(`UPDATE excise_tax_rule SET base_after_discount = false WHERE base = 'percent-retail'`);
    await db.query(`ALTER TABLE excise_tax_rule ADD CONSTRAINT excise_tax_rule_discount_check
      CHECK ((base = 'percent-retail') = (base_after_discount IS NOT NULL))`);
    // Why each is set so stays with the data file (its note), not in the excise rule's own seeded note.
    for (const { state, afterDiscount } of EXCISE_BASE_AFTER_DISCOUNT) {
      await db.query(
        `UPDATE excise_tax_rule SET base_after_discount = $2 WHERE state_code = $1 AND base = 'percent-retail'`,
        [state, afterDiscount],
      );
    }
    await db.query(`ALTER TABLE order_tax_line ADD COLUMN base_after_discount boolean`);

    await db.query(`
      CREATE TABLE barred_claim (
        phrase  text PRIMARY KEY CHECK (phrase = lower(btrim(phrase)) AND phrase <> ''),
        source  text NOT NULL CHECK (btrim(source) <> '')
      )`);
    await db.query(`INSERT INTO barred_claim (phrase, source) SELECT * FROM unnest($1::text[], $2::text[])`, [
      BARRED_CLAIMS.map((c) => c.phrase),
      BARRED_CLAIMS.map((c) => c.source),
    ]);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE barred_claim`);
    await db.query(`ALTER TABLE order_tax_line DROP COLUMN base_after_discount`);
    await db.query(`ALTER TABLE excise_tax_rule DROP CONSTRAINT excise_tax_rule_discount_check,
      DROP COLUMN base_after_discount`);
    await db.query(`DELETE FROM shipping_rule WHERE kind IN (${DISCOUNT_KINDS})`);
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_federal_check,
      DROP CONSTRAINT shipping_rule_kind_check, ADD CONSTRAINT shipping_rule_kind_check CHECK (kind IN (${KINDS})),
      DROP COLUMN active, ALTER COLUMN state_code SET NOT NULL`);
  }
}
