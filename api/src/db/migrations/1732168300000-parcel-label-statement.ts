import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The statement every parcel and bill of lading of a delivery sale carries (PACT Act, 15 U.S.C. 376(b)(3)), as
 * data: the facts file gives the 2010 wording and marks the wording since the 2020 amendment (whether it names
 * NICOTINE) unconfirmed, so the compliance officer confirms or changes it in the back office, audited, without a
 * release. One row; `confirmed_at` stays empty until someone confirms the wording.
 */
export class ParcelLabelStatement1732168300000 implements MigrationInterface {
  name = 'ParcelLabelStatement1732168300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE parcel_label_statement (
        id            smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        text          text NOT NULL CHECK (btrim(text) <> '' AND length(text) <= 500),
        source        text NOT NULL,
        confirmed_at  timestamptz,
        confirmed_by  uuid REFERENCES staff (id)
      )`);
    await db.query(`INSERT INTO parcel_label_statement (text, source) VALUES ($1, $2)`, [
      'CIGARETTES/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES THE PAYMENT OF ALL APPLICABLE EXCISE TAXES, ' +
        'AND COMPLIANCE WITH APPLICABLE LICENSING AND TAX-STAMPING OBLIGATIONS',
      '15 U.S.C. 376(b)(3) as enacted in 2010, which the 2020 amendment may have changed ' +
        '(https://www.tobaccolawblog.com/2020/12/congress-passes-legislation-sweeping-ends-into-pact-act/)',
    ]);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE parcel_label_statement`);
  }
}
