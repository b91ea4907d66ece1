import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Device warranty registrations and newsletter subscriptions. */
export class Content1732165500000 implements MigrationInterface {
  name = 'Content1732165500000';

  async up(db: QueryRunner): Promise<void> {
    // The device list is frozen here as it was at this migration; a new model needs a new migration.
    await db.query(`
      CREATE TABLE device_registration (
        id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name         text NOT NULL,
        last_name          text NOT NULL,
        email              text NOT NULL,
        street             text NOT NULL,
        city               text NOT NULL,
        state_code         char(2) NOT NULL REFERENCES us_state (code),
        zip                text NOT NULL,
        purchase_location  text NOT NULL,
        purchase_date      date NOT NULL,
        device             text NOT NULL CHECK (device IN ('ESI PRO', 'ESI 2.0', 'Other')),
        lot_number         text NOT NULL,
        created_at         timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX device_registration_email_idx ON device_registration (lower(email))`);
    await db.query(`
      CREATE TABLE newsletter_subscription (
        id          bigserial PRIMARY KEY,
        email       text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX newsletter_subscription_lower_email_key ON newsletter_subscription (lower(email))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE newsletter_subscription, device_registration`);
  }
}
