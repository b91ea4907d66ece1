import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PACT-ready delivery and the monthly PACT reports (issue 26 §5, §6). Carriers become data: the "person
 * delivering" a report names (name, address, telephone), whether the carrier delivers vapour products with an
 * adult's signature and a photo-ID check, and its tracking page. The four carriers the shop knew are seeded as
 * the facts file has them: none may carry a consumer's vapour products (USPS: nonmailable since 21 Oct 2021;
 * UPS, FedEx, DHL: their own bans). Staff add the carrier they contract for age-verified delivery. A shipment
 * keeps the carrier it went by; each state's monthly report keeps who marked it filed, and when.
 */
export class PactCarriersReports1732168200000 implements MigrationInterface {
  name = 'PactCarriersReports1732168200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE carrier (
        id                    serial PRIMARY KEY,
        name                  text NOT NULL CHECK (name <> ''),
        address               text NOT NULL CHECK (address <> ''),
        telephone             text NOT NULL CHECK (telephone <> ''),
        adult_signature_id    boolean NOT NULL,
        tracking_url_pattern  text CHECK (tracking_url_pattern LIKE 'https://%{number}%'),
        created_at            timestamptz NOT NULL DEFAULT now(),
        updated_at            timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX carrier_lower_name_key ON carrier (lower(name))`);
    await db.query(
      `INSERT INTO carrier (name, address, telephone, adult_signature_id, tracking_url_pattern) VALUES
        ('USPS', 'United States Postal Service, 475 L''Enfant Plaza SW, Washington, DC 20260', '1-800-275-8777', false,
         'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}'),
        ('UPS', 'United Parcel Service, 55 Glenlake Parkway NE, Atlanta, GA 30328', '1-800-742-5877', false,
         'https://www.ups.com/track?tracknum={number}'),
        ('FedEx', 'FedEx Corporation, 942 South Shady Grove Road, Memphis, TN 38120', '1-800-463-3339', false,
         'https://www.fedex.com/fedextrack/?trknbr={number}'),
        ('DHL', 'DHL Express (USA), 1210 South Pine Island Road, Plantation, FL 33324', '1-800-225-5345', false,
         'https://www.dhl.com/us-en/home/tracking.html?tracking-id={number}')`,
    );
    await db.query(`ALTER TABLE order_status_change ADD COLUMN carrier_id integer REFERENCES carrier (id)`);
    await db.query(`UPDATE order_status_change s SET carrier_id = c.id FROM carrier c
      WHERE s.carrier IS NOT NULL AND lower(c.name) = lower(s.carrier)`);
    // The PACT report reads the shipments of a month: the SHIPPED steps by day.
    await db.query(`CREATE INDEX order_status_change_shipped_idx ON order_status_change (changed_at)
      WHERE status = 'Shipped'`);
    await db.query(`
      CREATE TABLE pact_report_filing (
        state_code  char(2) NOT NULL REFERENCES us_state (code),
        month       date NOT NULL CHECK (extract(day FROM month) = 1),
        filed_at    timestamptz NOT NULL DEFAULT now(),
        filed_by    uuid REFERENCES staff (id),
        reference   text NOT NULL DEFAULT '',
        PRIMARY KEY (state_code, month)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE pact_report_filing`);
    await db.query(`DROP INDEX order_status_change_shipped_idx`);
    await db.query(`ALTER TABLE order_status_change DROP COLUMN carrier_id`);
    await db.query(`DROP TABLE carrier`);
  }
}
