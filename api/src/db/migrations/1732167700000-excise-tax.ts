import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EXCISE_TAX_RULE_SEED } from './data/1732167700000-excise-tax-rules.data';

/**
 * State excise taxes on vapour products (issue 26 §3) as dated rows with their sources, seeded from
 * spec/compliance-facts.md §2. Two rows of one state, base, set of kinds and container band never cover the same
 * day, so a rate change is the old row ended and a new one begun on the same date.
 */
export class ExciseTax1732167700000 implements MigrationInterface {
  name = 'ExciseTax1732167700000';

  async up(db: QueryRunner): Promise<void> {
    // The kinds as one comparable value, sorted, so the order they were written in is no matter.
    await db.query(`
      CREATE FUNCTION excise_tax_kinds_key(kinds text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT coalesce(string_agg(k, '|' ORDER BY k), '') FROM unnest(kinds) AS k $$`);
    await db.query(`
      CREATE TABLE excise_tax_rule (
        id                   serial PRIMARY KEY,
        state_code           char(2) NOT NULL REFERENCES us_state (code),
        name                 text NOT NULL CHECK (btrim(name) <> ''),
        base                 text NOT NULL
                               CHECK (base IN ('per-ml', 'percent-wholesale', 'percent-retail', 'per-cartridge')),
        rate                 integer NOT NULL CHECK (rate > 0),
        ends_kinds           text[] NOT NULL CHECK (cardinality(ends_kinds) > 0 AND ends_kinds <@
                               ARRAY['closed-system', 'disposable', 'open-system', 'e-liquid', 'part', 'non-nicotine']),
        container_over_cml   integer CHECK (container_over_cml >= 0),
        container_up_to_cml  integer CHECK (container_up_to_cml > 0),
        effective_from       date NOT NULL,
        effective_to         date,
        source               text NOT NULL CHECK (btrim(source) <> ''),
        note                 text NOT NULL DEFAULT '',
        created_at           timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT excise_tax_rule_band_check CHECK (container_over_cml < container_up_to_cml),
        CONSTRAINT excise_tax_rule_dates_check CHECK (effective_to > effective_from),
        CONSTRAINT excise_tax_rule_no_overlap EXCLUDE USING gist (
          state_code WITH =, base WITH =, excise_tax_kinds_key(ends_kinds) WITH =,
          int4range(container_over_cml, container_up_to_cml, '(]') WITH &&,
          daterange(effective_from, effective_to, '[)') WITH &&)
      )`);
    await db.query(`
      COMMENT ON COLUMN excise_tax_rule.rate IS
        'Exact integer: basis points for percent-wholesale and percent-retail (40% = 4000); thousandths of a cent per mL or per cartridge for per-ml and per-cartridge ($0.075 = 7500)'`);
    await db.query(`
      COMMENT ON COLUMN excise_tax_rule.container_over_cml IS
        'Container band, hundredths of mL: the rule taxes containers (one pod or cartridge, or the bottle) larger than this; null: no lower bound'`);
    await db.query(`
      COMMENT ON COLUMN excise_tax_rule.container_up_to_cml IS
        'Container band, hundredths of mL: the rule taxes containers of at most this; null: no upper bound'`);
    for (const rule of EXCISE_TAX_RULE_SEED) {
      await db.query(
        `INSERT INTO excise_tax_rule (state_code, name, base, rate, ends_kinds, effective_from, effective_to, source, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          rule.state,
          rule.name,
          rule.base,
          rule.rate,
          rule.endsKinds,
          rule.effectiveFrom,
          rule.effectiveTo,
          rule.source,
          rule.note,
        ],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE excise_tax_rule`);
    await db.query(`DROP FUNCTION excise_tax_kinds_key(text[])`);
  }
}
