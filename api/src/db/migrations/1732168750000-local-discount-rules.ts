import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LOCAL_DISCOUNT_RULE_SEED } from './data/1732168750000-local-discount-rules.data';

const DISCOUNT_KINDS = `'no-discount', 'no-multi-buy', 'no-free-sample', 'no-free-gift'`;
/** Five-digit ZIPs or three-digit prefixes, space-separated (a CHECK cannot run a pattern over each element). */
const ZIP_LIST = `'^[0-9]{3}([0-9]{2})?( [0-9]{3}([0-9]{2})?)*$'`;

/**
 * Local rules on discounts (issue 33 §2; promotions-facts.md: "keyed by state + city/ZIP"): a rule on discounts may
 * name a city of its state and the ZIP codes it is checked against (`city`, `zip_codes`: five-digit ZIPs or three-digit
 * prefixes); the shop applies it to a line shipped to one of them. A city's rule and its state's rule of the same kind
 * may share their days: the overlap constraint counts the city. Seeded: Providence and San Mateo in force, New York
 * City and Chicago inactive (UNCONFIRMED), each with its source and where its ZIP list comes from.
 */
export class LocalDiscountRules1732168750000 implements MigrationInterface {
  name = 'LocalDiscountRules1732168750000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap,
      ADD COLUMN city text CONSTRAINT shipping_rule_city_check
        CHECK (city IS NULL OR (btrim(city) <> '' AND length(city) <= 80 AND state_code IS NOT NULL
          AND kind IN (${DISCOUNT_KINDS}))),
      ADD COLUMN zip_codes text[] NOT NULL DEFAULT '{}',
      ADD CONSTRAINT shipping_rule_zip_codes_check CHECK ((city IS NULL) = (cardinality(zip_codes) = 0)
        AND (city IS NULL OR (array_to_string(zip_codes, ' ') ~ ${ZIP_LIST} AND cardinality(zip_codes) <= 200))),
      ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
        state_code WITH =, (coalesce(city, '')) WITH =, kind WITH =, shipping_rule_scope(ends_kinds) WITH =,
        daterange(effective_from, effective_to, '[)') WITH &&)`);
    for (const rule of LOCAL_DISCOUNT_RULE_SEED) {
      await db.query(
        `INSERT INTO shipping_rule (state_code, city, zip_codes, kind, description, ends_kinds, effective_from, source,
           active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          rule.state,
          rule.city,
          [...rule.zipCodes].sort(),
          rule.kind,
          rule.description,
          [...rule.endsKinds].sort(),
          rule.effectiveFrom,
          `${rule.source} ; ZIP codes: ${rule.zipSource}`,
          rule.active,
        ],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM shipping_rule WHERE city IS NOT NULL`);
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap,
      DROP COLUMN zip_codes, DROP COLUMN city,
      ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
        state_code WITH =, kind WITH =, shipping_rule_scope(ends_kinds) WITH =,
        daterange(effective_from, effective_to, '[)') WITH &&)`);
  }
}
