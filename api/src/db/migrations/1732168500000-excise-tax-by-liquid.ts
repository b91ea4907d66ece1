import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  LIQUID_NOTE,
  LIQUID_TAX_STATES,
  NEW_EXCISE_TAX_RULES,
  NICOTINE_KINDS,
  THREE_LIQUID_KINDS,
} from './data/1732168500000-excise-tax-by-liquid.data';

/** The states this migration seeds first: its down takes their rows away. */
const NEW_STATES = [...new Set(NEW_EXCISE_TAX_RULES.map((rule) => rule.state))];

/**
 * Taxes on the liquid tax every product that holds e-liquid, whatever its kind (issue 34 §4): a rule says which
 * products of its kinds it taxes by their liquid (liquid_scope); California's 12.5 % and the per-mL taxes of
 * Delaware, Kansas, North Carolina, Ohio, Virginia, Wisconsin and West Virginia now reach a kit sold with its
 * bottles; Louisiana, Washington, D.C., Indiana and Maryland are seeded (the data file says what was read).
 */
export class ExciseTaxByLiquid1732168500000 implements MigrationInterface {
  name = 'ExciseTaxByLiquid1732168500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE excise_tax_rule ADD COLUMN liquid_scope text NOT NULL DEFAULT 'any'
      CONSTRAINT excise_tax_rule_liquid_scope_check CHECK (liquid_scope IN ('any', 'holding', 'none'))`);
    await db.query(`
      COMMENT ON COLUMN excise_tax_rule.liquid_scope IS
        'Which products of its kinds the rule taxes by their e-liquid: holding (a tax on the liquid: those holding any, whatever the kind), none (those holding none), any (all)'`);
    await db.query(
      `UPDATE excise_tax_rule SET ends_kinds = $1, liquid_scope = 'holding', note = note || $2
       WHERE state_code = ANY($3) AND excise_tax_kinds_key(ends_kinds) = excise_tax_kinds_key($4)`,
      [NICOTINE_KINDS, LIQUID_NOTE, LIQUID_TAX_STATES, THREE_LIQUID_KINDS],
    );
    for (const rule of NEW_EXCISE_TAX_RULES) {
      await db.query(
        `INSERT INTO excise_tax_rule (state_code, name, base, rate, ends_kinds, liquid_scope, container_over_cml,
           container_up_to_cml, effective_from, effective_to, source, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          rule.state,
          rule.name,
          rule.base,
          rule.rate,
          rule.endsKinds,
          rule.liquidScope,
          rule.containerOverCml,
          rule.containerUpToCml,
          rule.effectiveFrom,
          rule.effectiveTo,
          rule.source,
          rule.note,
        ],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM excise_tax_rule WHERE state_code = ANY($1)`, [NEW_STATES]);
    await db.query(
      `UPDATE excise_tax_rule SET ends_kinds = $1,
         note = CASE WHEN right(note, length($2)) = $2 THEN left(note, -length($2)) ELSE note END
       WHERE state_code = ANY($3) AND liquid_scope = 'holding'`,
      [THREE_LIQUID_KINDS, LIQUID_NOTE, LIQUID_TAX_STATES],
    );
    await db.query(`ALTER TABLE excise_tax_rule DROP COLUMN liquid_scope`);
  }
}
