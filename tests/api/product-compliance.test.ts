import type { QueryRunner } from 'typeorm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ProductCompliance1732167600000 } from '../../api/src/db/migrations/1732167600000-product-compliance';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import type { ImportPreview } from '../../api/src/modules/catalog/catalogue-import.service';
import { CreateProductDocument, RecordHistoryDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { createdProduct, productInput } from '../support/admin-catalogue';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let staff: SignedInStaff;
beforeAll(async () => {
  staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
});

interface Row {
  name: string;
  type: string | null;
  flavor: string | null;
  kind: string | null;
  liquid: number | null;
  pods: number | null;
  cost: number;
  price: number;
  flavour: string;
  fda: string;
}

const COMPLIANCE = `SELECT p.id, p.name, t.name AS type, f.name AS flavor, p.ends_kind AS kind,
    p.liquid_ml::float8 AS liquid, p.pods_per_pack AS pods, p.wholesale_cost_cents AS cost, p.price_cents AS price,
    p.characterizing_flavour AS flavour, p.fda_status AS fda
  FROM product p LEFT JOIN product_type t ON t.id = p.product_type_id LEFT JOIN flavor f ON f.id = p.flavor_id
  ORDER BY p.id`;
const products = async () => (await suite.db.query<Row>(COMPLIANCE)).rows;

describe('a product’s compliance attributes', () => {
  it('are seeded for the demo catalogue from what each product is', async () => {
    const rows = await products();
    const ofType = (type: string) => rows.filter((r) => r.type === type);
    expect(ofType('Disposable Vape').length).toBeGreaterThan(0);
    for (const r of ofType('Disposable Vape'))
      expect(r).toMatchObject({ kind: 'disposable', liquid: expect.any(Number) });
    for (const r of ofType('Vape Juice')) {
      expect(r).toMatchObject({ kind: 'e-liquid', liquid: Number(/(\d+) mL/.exec(r.name)![1]) });
    }
    for (const r of ofType('Replacement Pods')) {
      expect(r).toMatchObject({ kind: 'part', pods: Number(/(\d+)-Pack/.exec(r.name)![1]) });
    }
    for (const r of ofType('Vape Kits')) expect(r).toMatchObject({ kind: 'open-system', liquid: null });
    for (const r of ofType('420 Hardware')) expect(r.kind).toBeNull();
    // Smoke-shop goods are not vapour products.
    expect(rows.filter((r) => r.type === null).every((r) => r.kind === null)).toBe(true);
    const flavoured = (flavor: string) => rows.filter((r) => r.flavor === flavor).map((r) => r.flavour);
    expect(new Set(flavoured('Mint'))).toEqual(new Set(['mint']));
    expect(new Set(flavoured('Fruit and ice'))).toEqual(new Set(['cooling']));
    expect(new Set(flavoured('Tobacco'))).toEqual(new Set(['tobacco']));
    expect(new Set(flavoured('Mango'))).toEqual(new Set(['other']));
    expect(rows.every((r) => r.cost === Math.round(r.price / 2))).toBe(true);
  });

  it('are given by the migration to products seeded before it, as the seed gives them', async () => {
    const seeded = await products();
    const migration = new ProductCompliance1732167600000();
    const runner = { query: (text: string, values?: unknown[]) => suite.db.query(text, values).then((r) => r.rows) };
    await migration.down(runner as unknown as QueryRunner);
    await migration.up(runner as unknown as QueryRunner);
    expect(await products()).toEqual(seeded);
  });

  it('are refused by field where a vapour product lacks what its taxes measure', async () => {
    const closed = await productInput(staff.client, { endsKind: 'CLOSED_SYSTEM' });
    const first = (await staff.client.data(CreateProductDocument, { input: closed })).createProduct;
    expect(first.__typename === 'InputErrors' && first.errors.map((e) => [e.field, e.code])).toEqual([
      ['liquidMl', 'REQUIRED'],
      ['podsPerPack', 'REQUIRED'],
      ['wholesaleCostCents', 'REQUIRED'],
    ]);
    const odd = await productInput(staff.client, {
      endsKind: 'NON_NICOTINE',
      nicotineMg: 5,
      liquidMl: 1.234,
      podsPerPack: 0,
      wholesaleCostCents: -1,
    });
    const second = (await staff.client.data(CreateProductDocument, { input: odd })).createProduct;
    expect(second.__typename === 'InputErrors' && second.errors.map((e) => e.field).sort()).toEqual([
      'liquidMl',
      'nicotineMg',
      'podsPerPack',
      'wholesaleCostCents',
    ]);
    // A vapour product's cost is never 0: several states tax it.
    const free = await productInput(staff.client, { endsKind: 'OPEN_SYSTEM', wholesaleCostCents: 0 });
    const third = (await staff.client.data(CreateProductDocument, { input: free })).createProduct;
    expect(third.__typename === 'InputErrors' && third.errors.map((e) => e.message)).toEqual([
      'The wholesale cost is from $0.01 to $100,000.00.',
    ]);
  });

  it('are saved, read back and audited whole', async () => {
    const { product } = await createdProduct(staff.client, {
      endsKind: 'CLOSED_SYSTEM',
      liquidMl: 1.8,
      podsPerPack: 4,
      wholesaleCostCents: 612,
      characterizingFlavour: 'MENTHOL',
      fdaStatus: 'AUTHORIZED',
    });
    expect(product).toMatchObject({
      endsKind: 'CLOSED_SYSTEM',
      liquidMl: 1.8,
      podsPerPack: 4,
      wholesaleCostCents: 612,
      characterizingFlavour: 'MENTHOL',
      fdaStatus: 'AUTHORIZED',
    });
    const { recordHistory } = await staff.client.data(RecordHistoryDocument, {
      recordType: 'product',
      recordId: product.id,
    });
    expect(JSON.parse(recordHistory[0]!.after!)).toMatchObject({
      endsKind: 'closed-system',
      liquidMl: 1.8,
      characterizingFlavour: 'menthol',
    });
  });

  it('take every volume of two decimals, those a float times 100 misses too (1.1 mL, 2.55 mL)', async () => {
    for (const liquidMl of [1.1, 2.2, 2.55, 4.35, 0.07]) {
      const { product } = await createdProduct(staff.client, {
        endsKind: 'CLOSED_SYSTEM',
        liquidMl,
        podsPerPack: 2,
        wholesaleCostCents: 300,
      });
      expect(product.liquidMl).toBe(liquidMl);
    }
  });

  it('go out in the CSV and come back in, each cell checked by its column', async () => {
    const headers = { ...staff.client.cookieHeader(), 'content-type': 'text/csv' };
    const exported: Record<string, string>[] = parse(
      await (await fetch(`${suite.testApp.url}/admin-api/export/products.csv`, { headers })).text(),
      { columns: true },
    );
    const juice = exported.find((r) => r.endsKind === 'e-liquid')!;
    const rows = [
      { ...juice, liquidMl: String(Number(juice.liquidMl) + 0.5), fdaStatus: 'pmta-pending' },
      { ...exported.find((r) => r.endsKind === 'disposable')!, endsKind: 'hookah', characterizingFlavour: 'spicy' },
    ];
    const answer = await fetch(`${suite.testApp.url}/admin-api/import/products/preview`, {
      method: 'POST',
      headers,
      body: stringify(rows, { header: true, columns: Object.keys(juice) }),
    });
    const preview = (await answer.json()) as ImportPreview;
    expect(preview.rows[0]).toMatchObject({
      action: 'change',
      columns: juice.fdaStatus === 'pmta-pending' ? ['liquidMl'] : ['liquidMl', 'fdaStatus'],
    });
    expect(preview.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'endsKind'],
      [3, 'characterizingFlavour'],
    ]);
  });
});
