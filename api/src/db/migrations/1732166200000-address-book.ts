import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns that make two addresses the same one, compared as `address_text_key` sees them. */
const SAME_ADDRESS = `customer_id, address_text_key(first_name), address_text_key(last_name), address_text_key(address),
  address_text_key(city), state_code, btrim(zipcode)`;

/**
 * An address book that stays tidy: at most one default address per customer, and no address saved
 * twice (text compared without case and with runs of spaces as one). Duplicates saved before are
 * merged into the oldest (orders copy the address, so no row references them), and each customer's
 * oldest address becomes the default.
 */
export class AddressBook1732166200000 implements MigrationInterface {
  name = 'AddressBook1732166200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE shipping_address ADD COLUMN is_default boolean NOT NULL DEFAULT false`);
    await db.query(`
      CREATE FUNCTION address_text_key(value text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        RETURN lower(btrim(regexp_replace(value, '\\s+', ' ', 'g')))`);
    await db.query(`
      DELETE FROM shipping_address a USING (
        SELECT id, row_number() OVER (PARTITION BY ${SAME_ADDRESS} ORDER BY created_at, id) AS rank
        FROM shipping_address
      ) copies
      WHERE a.id = copies.id AND copies.rank > 1`);
    await db.query(`
      UPDATE shipping_address SET is_default = true
      WHERE id IN (SELECT DISTINCT ON (customer_id) id FROM shipping_address ORDER BY customer_id, created_at, id)`);
    await db.query(`CREATE UNIQUE INDEX shipping_address_once_idx ON shipping_address (${SAME_ADDRESS})`);
    await db.query(
      `CREATE UNIQUE INDEX shipping_address_one_default_idx ON shipping_address (customer_id) WHERE is_default`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    // The merged duplicates are gone for good.
    await db.query(`DROP INDEX shipping_address_one_default_idx, shipping_address_once_idx`);
    await db.query(`DROP FUNCTION address_text_key(text)`);
    await db.query(`ALTER TABLE shipping_address DROP COLUMN is_default`);
  }
}
