import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Relevance puts the home page's showcase first among equals, so every text search reads the showcase's ids
 * (a few dozen). This index holds just those ids, which an index-only scan reads from one page instead of
 * fetching each showcase row.
 */
export class SearchShowcaseIndex1732167000000 implements MigrationInterface {
  name = 'SearchShowcaseIndex1732167000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX product_showcase_id_idx ON product (id) WHERE active AND vape_kit_tab IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX product_showcase_id_idx`);
  }
}
