import { parse } from 'csv-parse/sync';
import { AUDIT_BATCH_AFTER, AUDIT_PAGE } from '../../api/src/modules/audit/audit-trail.service';
import type { AuditEntry } from '../../api/src/modules/audit/audit.service';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { AuditEventsDocument, UpdateProductDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { createdProduct } from '../support/admin-catalogue';
import { type SignedInStaff, TEST_ACTOR, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let owner: SignedInStaff;

beforeAll(async () => {
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
});

/** `count` events, written in transactions of `perTransaction` (the events of one share its time). */
async function written(operation: string, count: number, perTransaction: number): Promise<void> {
  const { sql, audit } = suite.testApp.app.services;
  for (let start = 0; start < count; start += perTransaction) {
    const entries: AuditEntry[] = Array.from({ length: Math.min(perTransaction, count - start) }, (_, i) => ({
      operation,
      recordType: 'test',
      recordId: String(start + i),
    }));
    await sql.transaction(() => audit.recordMany(TEST_ACTOR, entries));
  }
}

const page = (filter: object, pageSize = 50, number = 1) =>
  owner.client.data(AuditEventsDocument, { filter, page: { page: number, pageSize } });

async function csv(query = ''): Promise<Record<string, string>[]> {
  const answer = await fetch(`${suite.testApp.url}/admin-api/export/audit.csv${query}`, {
    headers: owner.client.identity(),
  });
  expect(answer.status).toBe(200);
  return parse(await answer.text(), { columns: true });
}

describe('the audit trail past 1 000 events', () => {
  beforeAll(async () => {
    // More than a page of the export's keyset batches, ids past 99 and 999, a batch's edge inside a transaction.
    await written('test.bulk', 1_234, 300);
    // An event whose time is older than its id says (a transaction that began earlier and committed later).
    await suite.db.query(
      `INSERT INTO audit_event (at, operation, client_ip) VALUES (now() - interval '1 hour', 'test.late-commit', 'x')`,
    );
  }, 60_000);

  it('starts its first page with the newest event, by time and then id as a number', async () => {
    const { rows } = await suite.db.query<{ id: string }>(
      `SELECT e.id::text AS id FROM audit_event e ORDER BY e.at DESC, e.id DESC LIMIT 50`,
    );
    const first = (await page({})).auditEvents;
    expect(first.events.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(first.events[0]).toMatchObject({ operation: 'test.bulk', recordId: '1233' });
    const second = (await page({}, 50, 2)).auditEvents.events.map((e) => Number(e.id));
    expect(Math.max(...second)).toBeLessThan(Math.min(...first.events.map((e) => Number(e.id))));
  });

  it('exports every event exactly once, newest first, without a gap', async () => {
    const { rows } = await suite.db.query<{ id: string }>(
      `SELECT e.id::text AS id FROM audit_event e ORDER BY e.at DESC, e.id DESC`,
    );
    expect(rows.length).toBeGreaterThan(1_234);
    const ids = (await csv()).map((r) => r.id);
    expect(ids).toEqual(rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);

    const bulk = (await csv('?operation=test.bulk')).map((r) => Number(r.recordId));
    expect(bulk).toEqual(Array.from({ length: 1_234 }, (_, i) => 1_233 - i));
  });

  it('reads the first page from an index, not by sorting the whole trail', async () => {
    const plan = async (values: unknown[], statement = AUDIT_PAGE, window: unknown[] = [50, 0]) => {
      const { rows } = await suite.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${statement}`, [
        ...values,
        ...window,
      ]);
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    };
    await suite.db.query('ANALYZE audit_event');
    const whole = await plan([null, null, null, null, null, null, null]);
    expect(whole).toMatch(/"Index Name":"audit_event_at_id_idx"/);
    expect(whole).not.toMatch(/"Node Type":"Sort"/);
    const operation = await plan([null, null, null, null, 'test.late-commit', null, null]);
    expect(operation).toMatch(/"Index Name":"audit_event_operation_at_idx"/);
    expect(operation).not.toMatch(/"Node Type":"Sort"/);
    // The export's next batch starts in the index where the last one ended.
    const { rows } = await suite.db.query<{ id: string }>(`SELECT max(id)::text AS id FROM audit_event`);
    const next = await plan([null, null, null, null, null, null, null], AUDIT_BATCH_AFTER, [rows[0]!.id, 1_000]);
    expect(next).toMatch(
      /"Index Name":"audit_event_at_id_idx","Relation Name":"audit_event","Alias":"e".*"Index Cond"/,
    );
    expect(next).not.toMatch(/"Node Type":"Sort"/);
  });
});

describe('the audit trail in staff words', () => {
  it('finds who changed a product’s price by the product’s name, and by the staff member’s name or e-mail', async () => {
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { input, product } = await createdProduct(clerk.client, { name: 'Zorblat Mango Ice Trail Kit' });
    await clerk.client.data(UpdateProductDocument, { id: product.id, input: { ...input, priceCents: 1234 } });

    for (const filter of [
      { recordType: 'product', record: 'Zorblat Mango Ice Trail Kit' },
      { record: 'zorblat mango' },
      { recordType: 'product', record: product.id },
    ]) {
      const { events } = (await page(filter)).auditEvents;
      expect([filter, events.map((e) => [e.operation, e.staffEmail])]).toEqual([
        filter,
        [
          ['product.update', clerk.email],
          ['product.create', clerk.email],
        ],
      ]);
      expect(JSON.parse(events[0]!.after!)).toMatchObject({ priceCents: 1234 });
    }
    // The kind narrows: a product's name is not a customer's.
    expect((await page({ recordType: 'customer', record: 'Zorblat Mango' })).auditEvents.total).toBe(0);

    // The staff member by name (the suite's helper names them "Test catalogue") and by e-mail, or part of it.
    const byEmail = (await page({ staff: clerk.email.toUpperCase(), operation: 'product.update' })).auditEvents;
    expect(byEmail.events.map((e) => e.recordId)).toEqual([product.id]);
    const byName = (await page({ staff: 'test catal', record: 'Zorblat' })).auditEvents;
    expect(byName.total).toBe(2);
    expect((await page({ staff: 'Nobody Of That Name' })).auditEvents.total).toBe(0);

    // The CSV reads the page's filters in the same words.
    const rows = await csv(`?record=${encodeURIComponent('Zorblat Mango')}&staff=${encodeURIComponent(clerk.email)}`);
    expect(rows.map((r) => r.operation)).toEqual(['product.update', 'product.create']);
  });

  it('refuses a record type it does not know, in words', async () => {
    const bad = await owner.client.request(AuditEventsDocument, {
      filter: { recordType: 'invoice' },
      page: { page: 1, pageSize: 5 },
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Records are of a kind among order, product/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
