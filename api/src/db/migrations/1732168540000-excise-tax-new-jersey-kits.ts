import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CONTAINER_KINDS,
  CONTAINER_KINDS_WITH_KITS,
  KIT_NOTE,
  NEW_JERSEY,
} from './data/1732168540000-excise-tax-new-jersey-kits.data';

/**
 * New Jersey's percent on container e-liquid reaches a kit sold with its bottles (on the kit's retail price),
 * instead of leaving a product that holds e-liquid untaxed there (the data file says what was read and why).
 */
export class ExciseTaxNewJerseyKits1732168540000 implements MigrationInterface {
  name = 'ExciseTaxNewJerseyKits1732168540000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE excise_tax_rule SET ends_kinds = $1, liquid_scope = 'holding', note = note || $2
       WHERE state_code = $3 AND base = 'percent-retail' AND excise_tax_kinds_key(ends_kinds) = excise_tax_kinds_key($4)`,
      [CONTAINER_KINDS_WITH_KITS, KIT_NOTE, NEW_JERSEY, CONTAINER_KINDS],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE excise_tax_rule SET ends_kinds = $1, liquid_scope = 'any',
         note = CASE WHEN right(note, length($2)) = $2 THEN left(note, -length($2)) ELSE note END
       WHERE state_code = $3 AND base = 'percent-retail' AND excise_tax_kinds_key(ends_kinds) = excise_tax_kinds_key($4)`,
      [CONTAINER_KINDS, KIT_NOTE, NEW_JERSEY, CONTAINER_KINDS_WITH_KITS],
    );
  }
}
