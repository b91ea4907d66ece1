import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import type { ImportApplied, ImportPreview } from '../../api/src/modules/catalog/catalogue-import.service';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const ROWS = 10_000;

/**
 * 10 000 rows, every existing product's price changed and new products for the rest, previewed and applied
 * over HTTP as the import page sends them. The durations are logged (the figure), not asserted.
 */
describe('a 10 000-row catalogue import', () => {
  it('previews and applies every row', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const headers = { ...staff.client.cookieHeader(), 'content-type': 'text/csv' };
    const exported = await fetch(`${suite.testApp.url}/admin-api/export/products.csv`, { headers });
    const existing: Record<string, string>[] = parse(await exported.text(), { columns: true });
    const template = existing[0]!;
    const rows = Array.from({ length: ROWS }, (_, i) =>
      i < existing.length
        ? { ...existing[i]!, priceCents: String(Number(existing[i]!.priceCents) + 1), compareAtPriceCents: '' }
        : { ...template, id: '', slug: '', name: `Scale Import Kit ${i}`, status: 'draft', stock: '5' },
    );
    const csv = stringify(rows, { header: true, columns: Object.keys(template) });

    let started = Date.now();
    const previewed = await fetch(`${suite.testApp.url}/admin-api/import/products/preview`, {
      method: 'POST',
      headers,
      body: csv,
    });
    const preview = (await previewed.json()) as ImportPreview;
    const previewMs = Date.now() - started;
    expect(preview).toMatchObject({ creates: ROWS - existing.length, changes: existing.length, rowsWithErrors: 0 });

    started = Date.now();
    const applied = await fetch(`${suite.testApp.url}/admin-api/import/products/apply?token=${preview.token}`, {
      method: 'POST',
      headers,
      body: csv,
    });
    expect((await applied.json()) as ImportApplied).toEqual({
      created: ROWS - existing.length,
      changed: existing.length,
      stockCorrections: ROWS - existing.length,
    });
    const applyMs = Date.now() - started;
    console.log(
      `catalogue import of ${ROWS} rows (${csv.length} bytes, ${existing.length} changed): preview ${previewMs} ms, apply ${applyMs} ms`,
    );
    const { rows: count } = await suite.db.query(
      `SELECT count(*)::int AS n FROM product WHERE name LIKE 'Scale Import Kit %'`,
    );
    expect(count[0]!.n).toBe(ROWS - existing.length);
  }, 180_000);
});
