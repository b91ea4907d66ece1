import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change of `shipping_rule` moves `promotion_revision` too (issue 33's bench, workload l): promotions keep the
 * rules on discounts in memory beside the active promotions and read both again when the revision moves, instead of
 * asking the table on every priced cart. Every statement counts, not only those on the discount kinds: a staff edit
 * of any rule is rare, and a reload too many costs one question where one too few would price by a stale rule.
 */
export class DiscountRulesRevision1732168760000 implements MigrationInterface {
  name = 'DiscountRulesRevision1732168760000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TRIGGER shipping_rule_revised AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_rule
      FOR EACH STATEMENT EXECUTE FUNCTION promotion_revise()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER shipping_rule_revised ON shipping_rule`);
  }
}
