import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `'no-vape-shipping', 'no-online-sales', 'flavor-ban', 'nicotine-cap'`;
// Sorted, as the editor stores a rule's kinds.
const ALL_ENDS = `ARRAY['closed-system', 'disposable', 'e-liquid', 'non-nicotine', 'open-system', 'part']`;

/** Rules the facts file adds (shared/spec/compliance-facts.md §3a), each with its source. */
const NEW_RULES = [
  {
    state: 'MA',
    kind: 'nicotine-cap',
    description: 'vapour products above 35 mg/mL sold only in adult-only stores and smoking bars',
    maxNicotineMg: 35,
    effectiveFrom: '2019-12-11',
    source:
      'https://csnews.com/massachusetts-health-board-approves-new-restrictions-sale-tobacco-products ; ' +
      'https://www.jurist.org/news/2019/11/new-massachusetts-tobacco-control-law-bans-sale-of-e-cigarette-and-nicotine-vaping-products/',
  },
];

/**
 * State rules read what a product is (issue 26 §2) rather than its catalogue type and flavour name: a rule covers
 * kinds of vapour product, a flavour ban names the characterizing flavours it still allows (tobacco; Utah's
 * menthol too; a product with none is never a flavour ban's), and two kinds join: no online sales, and a cap on
 * nicotine in mg/mL. The rules already there cover every vapour product, as their product types did.
 */
export class StateRuleKinds1732167800000 implements MigrationInterface {
  name = 'StateRuleKinds1732167800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap,
      DROP CONSTRAINT shipping_rule_kind_check,
      ADD COLUMN ends_kinds text[] NOT NULL DEFAULT '{}',
      ADD COLUMN allowed_flavours text[] NOT NULL DEFAULT '{}',
      ADD COLUMN max_nicotine_mg integer CONSTRAINT shipping_rule_max_nicotine_check CHECK (max_nicotine_mg >= 0)`);
    await db.query(`UPDATE shipping_rule SET ends_kinds = ${ALL_ENDS},
      allowed_flavours = ARRAY(SELECT lower(f) FROM unnest(allowed_flavors) AS f ORDER BY 1),
      kind = CASE WHEN kind = 'no-vape-shipping' AND description ILIKE '%online sales%' THEN 'no-online-sales'
        ELSE kind END`);
    await db.query(`ALTER TABLE shipping_rule DROP COLUMN product_types, DROP COLUMN allowed_flavors,
      ADD CONSTRAINT shipping_rule_kind_check CHECK (kind IN (${KINDS})),
      ADD CONSTRAINT shipping_rule_cap_check CHECK ((kind = 'nicotine-cap') = (max_nicotine_mg IS NOT NULL)),
      ADD CONSTRAINT shipping_rule_ends_kinds_check CHECK (cardinality(ends_kinds) > 0),
      ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
        state_code WITH =, kind WITH =, shipping_rule_scope(ends_kinds) WITH =,
        daterange(effective_from, effective_to, '[)') WITH &&)`);
    for (const rule of NEW_RULES) {
      await db.query(
        `INSERT INTO shipping_rule (state_code, kind, description, ends_kinds, max_nicotine_mg, effective_from, source)
         VALUES ($1, $2, $3, ${ALL_ENDS}, $4, $5, $6)`,
        [rule.state, rule.kind, rule.description, rule.maxNicotineMg, rule.effectiveFrom, rule.source],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM shipping_rule WHERE kind = 'nicotine-cap'`);
    await db.query(`ALTER TABLE shipping_rule DROP CONSTRAINT shipping_rule_no_overlap,
      DROP CONSTRAINT shipping_rule_kind_check, DROP CONSTRAINT shipping_rule_cap_check,
      DROP CONSTRAINT shipping_rule_ends_kinds_check,
      ADD COLUMN product_types text[] NOT NULL DEFAULT '{}', ADD COLUMN allowed_flavors text[] NOT NULL DEFAULT '{}'`);
    await db.query(`UPDATE shipping_rule SET kind = 'no-vape-shipping' WHERE kind = 'no-online-sales'`);
    await db.query(`UPDATE shipping_rule SET product_types = ARRAY(SELECT name FROM product_type
        WHERE name IN ('Disposable Vape', 'Vape Juice', 'Clearance Vapes', 'Vape Kits', 'Replacement Pods', 'Vape Bundles')),
      allowed_flavors = ARRAY(SELECT initcap(f) FROM unnest(allowed_flavours) AS f ORDER BY 1)`);
    await db.query(`ALTER TABLE shipping_rule DROP COLUMN ends_kinds, DROP COLUMN allowed_flavours,
      DROP COLUMN max_nicotine_mg,
      ADD CONSTRAINT shipping_rule_kind_check CHECK (kind IN ('no-vape-shipping', 'flavor-ban')),
      ADD CONSTRAINT shipping_rule_no_overlap EXCLUDE USING gist (
        state_code WITH =, kind WITH =, shipping_rule_scope(product_types) WITH =,
        daterange(effective_from, effective_to, '[)') WITH &&)`);
  }
}
