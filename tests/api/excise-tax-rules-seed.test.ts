import type { QueryRunner } from 'typeorm';
import { OrderExciseTax1732168000000 } from '../../api/src/db/migrations/1732168000000-order-excise-tax';
import { ExciseTax1732167700000 } from '../../api/src/db/migrations/1732167700000-excise-tax';
import { ExciseTaxByLiquid1732168500000 } from '../../api/src/db/migrations/1732168500000-excise-tax-by-liquid';
import { ExciseTaxNewJerseyKits1732168540000 } from '../../api/src/db/migrations/1732168540000-excise-tax-new-jersey-kits';
import { ExciseTaxService } from '../../api/src/modules/compliance/excise-tax.service';
import type { TaxableLine } from '../../api/src/modules/compliance/excise-tax.rules';
import { EndsKind } from '../../api/src/modules/compliance/product-compliance.type';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const service = (): ExciseTaxService => new ExciseTaxService(suite.testApp.app.services.sql);

/** Each rule in force as "base rate", sorted. */
async function ratesOn(state: string, day?: string): Promise<string[]> {
  const rules = await service().rulesInForce(state, day);
  return rules.map((rule) => `${rule.base} ${rule.rate}`).sort();
}

const runner = () =>
  ({
    query: async (text: string, values?: unknown[]) => (await suite.db.query(text, values)).rows,
  }) as unknown as QueryRunner;

const disposable: TaxableLine = {
  productId: 'd1',
  quantity: 1,
  unitPriceCents: 1_999,
  wholesaleCostCents: 900,
  endsKind: EndsKind.DISPOSABLE,
  liquidMl: 5,
  podsPerPack: null,
};

describe('the seeded excise tax rules', () => {
  it("cover at least 25 states, Maryland's vaping sales tax among them but not New York's general one", async () => {
    const { rows } = await suite.db.query<{ code: string }>(
      `SELECT DISTINCT state_code AS code FROM excise_tax_rule ORDER BY 1`,
    );
    const states = rows.map((row) => row.code);
    expect(states.length).toBeGreaterThanOrEqual(25);
    expect(states).toEqual(
      expect.arrayContaining(['CA', 'CO', 'CT', 'DC', 'IL', 'IN', 'LA', 'MD', 'NJ', 'PA', 'VA', 'WA', 'WV']),
    );
    expect(states).not.toEqual(expect.arrayContaining(['NY']));
  });

  it('tax the liquid of every kind with nicotine where the tax is on the liquid, and name each state’s source', async () => {
    const { rows } = await suite.db.query<{ state: string; kinds: string[]; source: string }>(
      `SELECT state_code AS state, ends_kinds AS kinds, source FROM excise_tax_rule
       WHERE liquid_scope = 'holding' AND effective_to IS NULL ORDER BY state_code, container_over_cml NULLS FIRST`,
    );
    expect(rows.map((row) => row.state)).toEqual([
      'CA',
      'DE',
      'KS',
      'LA',
      'MD',
      'MD',
      'NC',
      'NJ',
      'OH',
      'VA',
      'WA',
      'WA',
      'WI',
      'WV',
    ]);
    for (const row of rows) expect(row.kinds).toEqual(expect.arrayContaining(['open-system', 'e-liquid', 'part']));
    expect(rows.find((row) => row.state === 'LA')?.source).toContain(
      'taxfoundation.org/data/all/state/vaping-taxes-2023',
    );
    expect(rows.find((row) => row.state === 'WA')?.source).toContain('taxadmin.org');
  });

  it('each keep a source from the facts file and a note of what was read into them', async () => {
    const { rows } = await suite.db.query<{ state: string; source: string; note: string }>(
      `SELECT state_code AS state, source, note FROM excise_tax_rule`,
    );
    for (const row of rows) {
      expect({ state: row.state, source: row.source }).toEqual({
        state: row.state,
        source: expect.stringMatching(/^https?:\/\/\S+/),
      });
      expect(row.note.trim()).not.toBe('');
    }
  });

  it('never overlap in time for one state, base, set of kinds and container band', async () => {
    const { rows } = await suite.db.query(
      `SELECT a.id, b.id FROM excise_tax_rule a JOIN excise_tax_rule b
         ON a.id < b.id AND a.state_code = b.state_code AND a.base = b.base
        AND excise_tax_kinds_key(a.ends_kinds) = excise_tax_kinds_key(b.ends_kinds)
        AND int4range(a.container_over_cml, a.container_up_to_cml, '(]')
            && int4range(b.container_over_cml, b.container_up_to_cml, '(]')
        AND daterange(a.effective_from, a.effective_to, '[)') && daterange(b.effective_from, b.effective_to, '[)')`,
    );
    expect(rows).toEqual([]);
  });

  it('refuse a row overlapping another, whatever the order its kinds are written in', async () => {
    await expect(
      suite.db.query(
        `INSERT INTO excise_tax_rule (state_code, name, base, rate, ends_kinds, effective_from, source)
         VALUES ('NJ', 'Overlap', 'per-ml', 1, ARRAY['disposable', 'closed-system'], '2025-09-01', 'https://example.test')`,
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuse a row that ends on or before the day it begins', async () => {
    await expect(
      suite.db.query(
        `INSERT INTO excise_tax_rule (state_code, name, base, rate, ends_kinds, effective_from, effective_to, source)
         VALUES ('AK', 'Backwards', 'per-ml', 1, ARRAY['disposable'], '2025-09-01', '2025-09-01', 'https://example.test')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the rules in force on a day', () => {
  it('give New Jersey its old rates on 31 July 2025 and its new ones from 1 August 2025', async () => {
    expect(await ratesOn('NJ', '2025-07-31')).toEqual(['per-ml 10000', 'percent-retail 1000']);
    expect(await ratesOn('NJ', '2025-08-01')).toEqual(['per-ml 30000', 'percent-retail 3000']);
  });

  it('give Colorado 50% until 30 June 2024, 56% from 1 July 2024 and 62% from 1 July 2027', async () => {
    expect(await ratesOn('CO', '2024-06-30')).toEqual(['percent-wholesale 5000']);
    expect(await ratesOn('CO', '2024-07-01')).toEqual(['percent-wholesale 5600']);
    expect(await ratesOn('CO', '2027-06-30')).toEqual(['percent-wholesale 5600']);
    expect(await ratesOn('CO', '2027-07-01')).toEqual(['percent-wholesale 6200']);
  });

  it("are today's (the shop's day) when no day is named", async () => {
    const { rows } = await suite.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM excise_tax_rule WHERE state_code = 'PA'
         AND effective_from <= (now() AT TIME ZONE 'UTC')::date
         AND (effective_to IS NULL OR effective_to > (now() AT TIME ZONE 'UTC')::date)`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await ratesOn('PA')).toEqual(['percent-wholesale 4000']);
  });

  it('give Washington 27¢ a mL in containers of 5 mL or less and 9¢ above, Louisiana 15¢', async () => {
    expect(await ratesOn('WA')).toEqual(['per-ml 27000', 'per-ml 9000']);
    expect(await ratesOn('LA')).toEqual(['per-ml 15000']);
  });

  it('give D.C. 64 % of wholesale, Indiana 30 % (closed) and 15 % of retail (open), Maryland 60 % and 20 %', async () => {
    expect(await ratesOn('DC')).toEqual(['percent-wholesale 6400']);
    expect(await ratesOn('IN')).toEqual(['percent-retail 1500', 'percent-wholesale 3000']);
    expect(await ratesOn('IN', '2025-06-30')).toEqual(['percent-retail 1500', 'percent-wholesale 1500']);
    expect(await ratesOn('MD')).toEqual(['percent-retail 2000', 'percent-retail 2000', 'percent-retail 6000']);
  });

  it('are none in a state without an excise tax', async () => {
    expect(await ratesOn('AK', '2025-08-01')).toEqual([]);
  });

  it('refuse a day that is not one', async () => {
    await expect(service().rulesInForce('NJ', '2025-02-30')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('the excise tax for a state', () => {
  it('taxes a 5 mL disposable in New Jersey 50¢ the day before the change and $1.50 on the day', async () => {
    const before = await service().taxFor('NJ', [disposable], '2025-07-31');
    const after = await service().taxFor('NJ', [disposable], '2025-08-01');
    expect(before.totals).toEqual([{ name: 'New Jersey vapour products tax', taxCents: 50 }]);
    expect(after.totals).toEqual([{ name: 'New Jersey vapour products tax', taxCents: 150 }]);
  });

  it("taxes Pennsylvania's 40% on the shop's cost today: 40% of $9.00 = $3.60", async () => {
    const tax = await service().taxFor('PA', [disposable]);
    expect(tax.lines).toMatchObject([{ name: 'Pennsylvania vapour products tax', baseAmount: 900, taxCents: 360 }]);
  });
});

describe('the migration', () => {
  it('is undone whole by its down, and its up seeds the same rows again', async () => {
    const seeded = async () =>
      (
        await suite.db.query(
          `SELECT state_code, name, base, rate, ends_kinds, effective_from, effective_to, source, note
           FROM excise_tax_rule ORDER BY state_code, base, effective_from, container_over_cml NULLS FIRST, rate`,
        )
      ).rows;
    const before = await seeded();
    // The later migrations go first, and come back last: New Jersey's kits, the taxes by liquid, then the orders'
    // kept taxes.
    await new ExciseTaxNewJerseyKits1732168540000().down(runner());
    await new ExciseTaxByLiquid1732168500000().down(runner());
    const first = await seeded();
    expect(first.filter((row) => ['LA', 'WA', 'DC', 'IN', 'MD'].includes(row.state_code))).toEqual([]);
    expect(first.filter((row) => /issue 34/.test(row.note))).toEqual([]);
    await new OrderExciseTax1732168000000().down(runner());
    await new ExciseTax1732167700000().down(runner());
    const { rows } = await suite.db.query(
      `SELECT to_regclass('excise_tax_rule') AS t, to_regproc('excise_tax_kinds_key') AS f`,
    );
    expect(rows).toEqual([{ t: null, f: null }]);
    await new ExciseTax1732167700000().up(runner());
    expect(await seeded()).toEqual(first);
    await new OrderExciseTax1732168000000().up(runner());
    await new ExciseTaxByLiquid1732168500000().up(runner());
    await new ExciseTaxNewJerseyKits1732168540000().up(runner());
    expect(await seeded()).toEqual(before);
  });
});
