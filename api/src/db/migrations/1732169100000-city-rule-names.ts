import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One city, however it is typed: "Providence" and "providence " name the same place, so two rules of the same kind,
 * product types and days for it overlap (shipping_rule_no_overlap compares the city's name folded to lower case).
 */
export class CityRuleNames1732169100000 implements MigrationInterface {
  name = 'CityRuleNames1732169100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap,
      ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
        state_code WITH =, (lower(coalesce(city, ''))) WITH =, kind WITH =, shipping_rule_scope(ends_kinds) WITH =,
        daterange(effective_from, effective_to, '[)') WITH &&)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap,
      ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
        state_code WITH =, (coalesce(city, '')) WITH =, kind WITH =, shipping_rule_scope(ends_kinds) WITH =,
        daterange(effective_from, effective_to, '[)') WITH &&)`);
  }
}
