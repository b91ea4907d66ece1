import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The type-ahead matches the text against every name of a brand, product line, category, flavour and type (a
 * few hundred) at each keystroke; this index holds just those keys, so they are read from a few index pages
 * rather than with the whole vocabulary (its name words, and the dead rows their counts leave).
 */
export class SearchTermNames1732166800000 implements MigrationInterface {
  name = 'SearchTermNames1732166800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX search_term_name_idx ON search_term (kind, term, parent)
      WHERE kind <> 'word'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX search_term_name_idx`);
  }
}
