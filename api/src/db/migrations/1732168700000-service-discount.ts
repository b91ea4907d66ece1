import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SERVICE_DISCOUNT_PROMOTIONS } from './data/1732168700000-service-discount.data';

/**
 * The military and first-responder discount (issue 33 §3). The shop keeps of a verification only what it needs:
 * the customer's verified group and the day (`customer_affiliation`), and the provider's verification id while it
 * is open (`affiliation_verification`, so a signed webhook finds its customer); never service records or documents.
 * A verified customer gets one single-use code a day: `affiliation_code`'s key (customer, day) lets the database
 * refuse a second, and `promotion_code.owner_customer_id` makes the code good for its owner only.
 */
export class ServiceDiscount1732168700000 implements MigrationInterface {
  name = 'ServiceDiscount1732168700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customer_affiliation (
        customer_id  uuid PRIMARY KEY REFERENCES customer (id) ON DELETE CASCADE,
        affiliation  text NOT NULL CHECK (affiliation IN ('military', 'first responder')),
        verified_on  date NOT NULL
      )`);
    await db.query(`
      CREATE TABLE affiliation_verification (
        verification_id  text PRIMARY KEY CHECK (verification_id ~ '^[A-Za-z0-9_-]{1,64}$'),
        customer_id      uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        affiliation      text NOT NULL CHECK (affiliation IN ('military', 'first responder')),
        state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'verified', 'refused')),
        created_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX affiliation_verification_customer_idx ON affiliation_verification (customer_id)`);
    await db.query(
      `ALTER TABLE promotion_code ADD COLUMN owner_customer_id uuid REFERENCES customer (id) ON DELETE CASCADE`,
    );
    await db.query(`
      CREATE TABLE affiliation_code (
        customer_id  uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        issued_on    date NOT NULL,
        code_id      bigint NOT NULL UNIQUE REFERENCES promotion_code (id) ON DELETE CASCADE,
        PRIMARY KEY (customer_id, issued_on)
      )`);
    for (const p of SERVICE_DISCOUNT_PROMOTIONS) {
      await db.query(
        `INSERT INTO promotion (name, status, starts_at, customer_group, requires_code, action, applies_to, percent_bp,
           combinable, priority)
         VALUES ($1, 'active', $2, $3, true, $4, $5, $6, $7, $8)`,
        [p.name, p.startsAt, p.customerGroup, p.action, p.appliesTo, p.percentBp, p.combinable, p.priority],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE affiliation_code, affiliation_verification, customer_affiliation`);
    await db.query(`ALTER TABLE promotion_code DROP COLUMN owner_customer_id`);
    // A promotion orders redeemed stays for their records (`uses` counts only limited promotions, so the orders are
    // asked), ended: without its owners its codes would be anyone's.
    const group = `customer_group IN ('military', 'first responder')`;
    const redeemed = `EXISTS (SELECT 1 FROM promotion_redemption r WHERE r.promotion_id = promotion.id)`;
    await db.query(`DELETE FROM promotion WHERE ${group} AND NOT ${redeemed}`);
    await db.query(`UPDATE promotion SET status = 'ended' WHERE ${group}`);
  }
}
