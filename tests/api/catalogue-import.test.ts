import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { Client } from 'pg';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import type { ImportApplied, ImportPreview } from '../../api/src/modules/catalog/catalogue-import.service';
import { RecordHistoryDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { createdProduct } from '../support/admin-catalogue';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let staff: SignedInStaff;
beforeAll(async () => {
  staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
});

type Row = Record<string, string>;

/** The catalogue's CSV as downloaded. */
async function exportedFile(): Promise<string> {
  const answer = await fetch(`${suite.testApp.url}/admin-api/export/products.csv`, {
    headers: staff.client.cookieHeader(),
  });
  return answer.text();
}

async function exported(): Promise<Row[]> {
  return parse(await exportedFile(), { columns: true });
}

/** Sends a file's bytes as they are to one step of the import. */
async function postFile(step: 'preview' | 'apply', file: string | Buffer, token = '') {
  const answer = await fetch(`${suite.testApp.url}/admin-api/import/products/${step}?token=${token}`, {
    method: 'POST',
    headers: { ...staff.client.cookieHeader(), 'content-type': 'text/csv' },
    body: file,
  });
  return { status: answer.status, json: (await answer.json()) as unknown };
}

const post = (step: 'preview' | 'apply', rows: Row[], token = '') =>
  postFile(step, stringify(rows, { header: true, columns: Object.keys(rows[0]!) }), token);
const preview = async (rows: Row[]) => {
  const { status, json } = await post('preview', rows);
  expect(status).toBe(200);
  return json as ImportPreview;
};

/** Everything an import could touch, to show it did not. */
async function catalogueState(): Promise<string> {
  const { rows } = await suite.db.query<{ state: string }>(
    `SELECT md5(string_agg(p::text, ',' ORDER BY id)) || (SELECT count(*) FROM stock_movement)
       || (SELECT count(*) FROM audit_event) AS state FROM product p`,
  );
  return rows[0]!.state;
}

describe('the catalogue import', () => {
  it('reads back its own export as nothing to change', async () => {
    const all = await exported();
    const result = await preview(all);
    expect(result).toMatchObject({ creates: 0, changes: 0, unchanged: all.length, rowsWithErrors: 0, errors: [] });
  });

  it('previews every error by row and column and changes nothing, then refuses to apply the file', async () => {
    const [a, b] = (await exported()).slice(0, 2) as [Row, Row];
    const before = await catalogueState();
    const rows = [
      { ...a, priceCents: '12.50' },
      { ...b, brand: 'No Such Brand', stock: '-4' },
      { ...a, id: '', name: '', slug: '' },
      { ...a, id: '99999999', name: 'Somebody New', slug: '' },
    ];
    const result = await preview(rows);
    expect(result.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'priceCents', 'INVALID_VALUE'],
      [3, 'stock', 'INVALID_VALUE'],
      [3, 'brand', 'INVALID_VALUE'],
      [4, 'name', 'REQUIRED'],
      [5, 'id', 'INVALID_VALUE'],
    ]);
    expect(result).toMatchObject({ creates: 0, changes: 0, rowsWithErrors: 4 });
    const applied = await post('apply', rows, result.token);
    expect(applied.status).toBe(400);
    expect(await catalogueState()).toBe(before);
  });

  it('applies a good file all at once: creates, changes, stock corrections and audit rows', async () => {
    const [a, b] = (await exported()).slice(2, 4) as [Row, Row];
    const name = `Import Zqv${Date.now().toString(36)} Kit`;
    const rows = [
      { ...a, priceCents: String(Number(a.priceCents) + 100), compareAtPriceCents: '' },
      { ...b, stock: String(Number(b.stock) + 7) },
      { ...a, id: '', slug: '', name, status: 'draft', stock: '12' },
    ];
    const result = await preview(rows);
    expect(result).toMatchObject({ creates: 1, changes: 2, errors: [] });
    expect(result.rows.map((r) => [r.row, r.action, r.columns])).toEqual([
      [2, 'change', a.compareAtPriceCents ? ['priceCents', 'compareAtPriceCents'] : ['priceCents']],
      [3, 'change', ['stock']],
      [4, 'create', []],
    ]);
    const { status, json } = await post('apply', rows, result.token);
    expect(status).toBe(200);
    expect(json as ImportApplied).toEqual({ created: 1, changed: 1, stockCorrections: 2 });

    const after = await exported();
    expect(after.find((r) => r.id === a.id)?.priceCents).toBe(String(Number(a.priceCents) + 100));
    expect(after.find((r) => r.id === b.id)?.stock).toBe(String(Number(b.stock) + 7));
    const created = after.find((r) => r.name === name)!;
    expect(created).toMatchObject({ status: 'draft', stock: '12' });
    const { rows: ledger } = await suite.db.query(
      `SELECT product_id::text AS id, change, reason, note FROM stock_movement WHERE product_id = ANY($1::int[]) ORDER BY id`,
      [[b.id, created.id]],
    );
    expect(ledger.slice(-2)).toEqual(
      expect.arrayContaining([
        { id: b.id, change: 7, reason: 'count_correction', note: 'CSV import' },
        { id: created.id, change: 12, reason: 'count_correction', note: 'CSV import' },
      ]),
    );
    const { recordHistory } = await staff.client.data(RecordHistoryDocument, {
      recordType: 'product',
      recordId: a.id!,
    });
    expect(recordHistory[0]).toMatchObject({ operation: 'product.import', staffEmail: staff.email });
    expect(JSON.parse(recordHistory[0]!.after!)).toMatchObject({ priceCents: Number(a.priceCents) + 100 });
    const { rows: summary } = await suite.db.query(
      `SELECT after FROM audit_event WHERE operation = 'catalogue.import' AND staff_id = $1`,
      [staff.id],
    );
    expect(summary).toEqual([{ after: { created: 1, changed: 1, stockCorrections: 2 } }]);
    // A second apply of the same preview is refused: the catalogue moved on.
    expect((await post('apply', rows, result.token)).status).toBe(409);
  });

  it('refuses to apply when the catalogue changed since the preview, and changes nothing', async () => {
    const [a] = (await exported()).slice(4, 5) as [Row];
    const rows = [{ ...a, priceCents: String(Number(a.priceCents) + 1) }];
    const result = await preview(rows);
    await suite.db.query(`UPDATE product SET stock = stock + 1 WHERE id = $1`, [a.id]);
    const before = await catalogueState();
    const applied = await post('apply', rows, result.token);
    expect(applied.status).toBe(409);
    expect(applied.json).toEqual({ error: expect.stringMatching(/changed since the preview/) });
    expect(await catalogueState()).toBe(before);
  });

  it('refuses to apply when a product the file leaves alone at preview moved since, so its stock is not counted back', async () => {
    const [a] = (await exported()).slice(5, 6) as [Row];
    const rows = [{ ...a }];
    const result = await preview(rows);
    expect(result).toMatchObject({ changes: 0, unchanged: 1 });
    // A unit sold after the preview: applying the file's stock would put it back on the shelf.
    await suite.db.query(`UPDATE product SET stock = stock - 1 WHERE id = $1`, [a.id]);
    const before = await catalogueState();
    expect((await post('apply', rows, result.token)).status).toBe(409);
    expect(await catalogueState()).toBe(before);
  });

  it('locks only the products it writes: a sale of another product neither waits for it nor stops it', async () => {
    const [a, other] = (await exported()).slice(6, 8) as [Row, Row];
    const rows = [{ ...a, priceCents: String(Number(a.priceCents) + 3) }];
    const result = await preview(rows);
    // An order of another product, still open while the import applies (its row lock held).
    const sale = new Client({ connectionString: suite.testApp.app.database.url });
    await sale.connect();
    try {
      await sale.query('BEGIN');
      await sale.query(`UPDATE product SET stock = stock - 1 WHERE id = $1`, [other.id]);
      const applied = await post('apply', rows, result.token);
      expect(applied).toEqual({ status: 200, json: { created: 0, changed: 1, stockCorrections: 0 } });
      await sale.query('COMMIT');
    } finally {
      await sale.end();
    }
    const after = await exported();
    expect(after.find((r) => r.id === other.id)?.stock).toBe(String(Number(other.stock) - 1));
    expect(after.find((r) => r.id === a.id)?.priceCents).toBe(String(Number(a.priceCents) + 3));
  });

  it('refuses the whole file when another product took a new name since the preview', async () => {
    const [a, other] = (await exported()).slice(8, 10) as [Row, Row];
    const name = `Import Taken${Date.now().toString(36)} Kit`;
    const rows = [
      { ...a, priceCents: String(Number(a.priceCents) + 5) },
      { ...a, id: '', slug: '', name },
    ];
    const result = await preview(rows);
    expect(result).toMatchObject({ creates: 1, changes: 1, errors: [] });
    await suite.db.query(`UPDATE product SET name = $2 WHERE id = $1`, [other.id, name]);
    const before = await catalogueState();
    const applied = await post('apply', rows, result.token);
    expect(applied).toEqual({ status: 409, json: { error: expect.stringMatching(/changed since the preview/) } });
    expect(await catalogueState()).toBe(before);
  });

  it('refuses a file without the catalogue’s columns, and staff who may not import', async () => {
    const answer = await post('preview', [{ id: '1', name: 'x' }]);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: expect.stringMatching(/missing: slug/) });
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const refused = await fetch(`${suite.testApp.url}/admin-api/import/products/preview`, {
      method: 'POST',
      headers: { ...support.client.cookieHeader(), 'content-type': 'text/csv' },
      body: 'id\n',
    });
    expect(refused.status).toBe(403);
  });

  it('reads back what the export wrote: names a spreadsheet would take for formulas, or that start with a quote', async () => {
    const tag = Date.now().toString(36);
    const names = [
      `+SUM(1,2) ${tag}`,
      `=HYPERLINK("http://x","y") ${tag}`,
      `-5 mg ${tag}`,
      `'Tis the season ${tag}`,
      `'=1+1 ${tag}`,
      `''@two quotes ${tag}`,
    ];
    const ids: string[] = [];
    for (const name of names) ids.push((await createdProduct(staff.client, { name })).product.id);
    const file = await exportedFile();
    const untouched = (await postFile('preview', file)).json as ImportPreview;
    expect(untouched).toMatchObject({ creates: 0, changes: 0, rowsWithErrors: 0, errors: [] });

    // A price changed in the file as downloaded: the names go back as they were.
    const rows = parse(file, { columns: true }) as Row[];
    const edited = rows.map((r) => (ids.includes(r.id!) ? { ...r, priceCents: '2345' } : r));
    const result = await preview(edited);
    expect(result).toMatchObject({ changes: names.length, errors: [] });
    expect(result.rows.map((r) => [r.name, r.columns])).toEqual(names.map((name) => [name, ['priceCents']]));
    expect((await post('apply', edited, result.token)).status).toBe(200);
    const { rows: stored } = await suite.db.query<{ name: string; price_cents: number }>(
      `SELECT name, price_cents FROM product WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    expect(stored).toEqual(names.map((name) => ({ name, price_cents: 2345 })));
  });

  it('writes every formula start of a description as text, a line break before = as it is, and reads each back unchanged', async () => {
    const leads = ['=1+1', '+1', '-1', '@x', '\t=1', '\r=1', '＝1', '＋1', '－1', '＠1', "'=1", 'a\n=1', ' =1'];
    const ids: string[] = [];
    for (const lead of leads)
      ids.push((await createdProduct(staff.client, { description: `${lead} tail` })).product.id);
    const file = await exportedFile();
    const written = (parse(file, { columns: true }) as Row[]).filter((r) => ids.includes(r.id!));
    expect(written.map((r) => r.description)).toEqual(
      leads.map((lead) => (/^['=+\-@\t\r＝＋－＠]/.test(lead) ? `'${lead} tail` : `${lead} tail`)),
    );
    expect((await postFile('preview', file)).json).toMatchObject({ creates: 0, changes: 0, rowsWithErrors: 0 });
  });

  it('refuses a file that is not UTF-8 at its row and column, and changes nothing', async () => {
    const [a, b] = (await exported()).slice(10, 12) as [Row, Row];
    const before = await catalogueState();
    // A spreadsheet's plain "CSV" in Latin-1: "Crème Brûlée" in the third row's name.
    const text = stringify([a, { ...b, name: 'Crème Brûlée Kit' }], { header: true, columns: Object.keys(a) });
    const latin1 = Buffer.from(text, 'latin1');
    for (const step of ['preview', 'apply'] as const) {
      expect(await postFile(step, latin1, 'x')).toEqual({
        status: 400,
        json: { error: expect.stringMatching(/^Row 3, column “name”: the file is not UTF-8 text/) },
      });
    }
    expect(await catalogueState()).toBe(before);
    // The same file in UTF-8 is read.
    expect((await postFile('preview', Buffer.from(text, 'utf8'))).status).toBe(200);
  });

  it('reads a UTF-8 file with its byte-order mark, and refuses UTF-16 with or without one in words', async () => {
    const file = await exportedFile();
    const before = await catalogueState();
    const withBom = await postFile('preview', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(file)]));
    expect(withBom.json).toMatchObject({ creates: 0, changes: 0, rowsWithErrors: 0 });
    const utf16 = Buffer.from(file.slice(0, 2_000), 'utf16le');
    for (const bytes of [utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), utf16])]) {
      expect(await postFile('preview', bytes)).toEqual({
        status: 400,
        json: { error: expect.stringMatching(/^(Row|Line) 1\b.*: the file is not UTF-8 text/) },
      });
    }
    expect(await catalogueState()).toBe(before);
  });

  it('refuses a column named again in another case or with a space, showing the name as written', async () => {
    const header = (await exportedFile()).split('\n')[0]!;
    for (const [extra, shown] of [
      ['Name', '“Name”'],
      [' name', '“ name”'],
    ]) {
      expect(await postFile('preview', `${header},${extra}\n`)).toEqual({
        status: 400,
        json: { error: expect.stringContaining(`; unknown: ${shown}.`) },
      });
    }
  });

  it('refuses a header that names a column twice, and changes nothing', async () => {
    const [a] = (await exported()).slice(12, 13) as [Row];
    const before = await catalogueState();
    const header = [...Object.keys(a), 'name'];
    const file = stringify([[...Object.values(a), 'Another Name']], { header: true, columns: header });
    expect(await postFile('preview', file)).toEqual({
      status: 400,
      json: {
        error: `Row 1, column ${header.length}: “name” is column 3 too. Each column is named once (with two, one of them would be lost): remove or rename one.`,
      },
    });
    expect(await catalogueState()).toBe(before);
  });
});
