import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { STAFF_SESSION_COOKIE } from '../../api/src/modules/staff/staff.rules';
import { signedInStaff } from '../support/staff';
import { axeViolations, describeFindings } from './support/axe';
import { suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

/** A browser signed in to the back office as a catalogue clerk (their session made through the admin API). */
async function catalogueClerk(): Promise<{ page: Page; cookie: Record<string, string> }> {
  const staff = await signedInStaff(storefront.app, StaffRole.CATALOGUE);
  const { page } = await storefront.openPage({ bypassCSP: true });
  const { hostname } = new URL(storefront.url);
  await page.context().addCookies([
    {
      name: STAFF_SESSION_COOKIE,
      value: staff.client.cookie(STAFF_SESSION_COOKIE)!,
      domain: hostname,
      path: '/admin-api',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  return { page, cookie: staff.client.cookieHeader() };
}

async function aProduct(condition: string): Promise<{ id: string; slug: string; name: string; stock: number }> {
  const [row] = await storefront.app.services.sql.query<{ id: string; slug: string; name: string; stock: number }>(
    `SELECT id::text, slug, name, stock FROM product WHERE active AND stock > 3 AND ${condition} ORDER BY id LIMIT 1`,
  );
  return row!;
}

describe('catalogue and stock in the back office', () => {
  it('edits a price that the shop’s product page then shows, and stock down to "Out of stock"', async () => {
    const { page } = await catalogueClerk();
    const product = await aProduct(`compare_at_cents IS NULL`);
    await page.goto(`/admin/products?text=${encodeURIComponent(product.name)}`);
    await page.getByRole('link', { name: product.name, exact: true }).click();
    await page.getByRole('heading', { name: product.name }).waitFor();
    expect(describeFindings(await axeViolations(page, 'product'))).toEqual([]);

    // It says the product is in the shop, and where.
    await page.getByText(`In the shop: /products/${product.slug}`).waitFor();
    // Money is typed in dollars: a refused amount is named beside its field, and nothing is saved.
    const price = page.getByLabel('Price ($)', { exact: true });
    await price.fill('12.345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Dollars and cents take at most two decimals: 12.345 has more.').waitFor();
    await price.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The price is from $0.01 to $100,000.00.').waitFor();
    await page.getByRole('alert').filter({ hasText: 'One field needs attention.' }).waitFor();
    await price.fill('12.34');
    await page.getByLabel('Characterizing flavour').selectOption('MENTHOL');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const [saved] = await storefront.app.services.sql.query<{ flavour: string; priceCents: number }>(
      `SELECT characterizing_flavour AS flavour, price_cents AS "priceCents" FROM product WHERE id = $1`,
      [product.id],
    );
    expect(saved).toEqual({ flavour: 'menthol', priceCents: 1234 });
    // The history panel shows the save without a reload.
    await page.getByRole('region', { name: 'History' }).getByText('product.update').first().waitFor();
    await page.goto(`/products/${product.slug}`);
    await page.getByText('$12.34').first().waitFor();

    await page.goto(`/admin/products/${product.id}`);
    await page.getByLabel('Change (units, − to remove)').fill(String(-product.stock));
    await page.getByLabel('Reason').selectOption('COUNT_CORRECTION');
    await page.getByLabel('Note').fill('Shelf count');
    await page.getByRole('button', { name: 'Record movement' }).click();
    await page.getByText('Movement recorded.').waitFor();
    await page.getByText('0 on the shelf').waitFor();
    await page
      .getByRole('row', { name: /Count correction/ })
      .getByText('Shelf count')
      .waitFor();
    await page.goto(`/products/${product.slug}`);
    await page.getByText('Out of stock').first().waitFor();
  }, 120_000);

  it('previews a CSV with an error by row and column and changes nothing, then imports a good one', async () => {
    const { page, cookie } = await catalogueClerk();
    const product = await aProduct(`compare_at_cents IS NULL AND id > 5`);
    const exported = await fetch(`${storefront.url}/admin-api/export/products.csv`, { headers: cookie });
    const [row] = (parse(await exported.text(), { columns: true }) as Record<string, string>[]).filter(
      (r) => r.id === product.id,
    );
    const csv = (priceCents: string) =>
      Buffer.from(stringify([{ ...row!, priceCents }], { header: true, columns: Object.keys(row!) }));

    await page.goto('/admin/products/import');
    await page.getByRole('heading', { name: 'Import products' }).waitFor();
    // A spreadsheet's Latin-1 "CSV" reaches the server as its bytes, and is refused where its first é is.
    const latin1 = stringify([{ ...row!, name: 'Crème Brûlée Kit' }], { header: true, columns: Object.keys(row!) });
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: Buffer.from(latin1, 'latin1') });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('alert').filter({ hasText: 'Row 2, column “name”: the file is not UTF-8 text' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: csv('12.5') });
    await page.getByRole('button', { name: 'Preview' }).click();
    const errors = page.getByRole('table', { name: 'Errors by row and column' });
    await errors.getByRole('row', { name: /2 priceCents/ }).waitFor();
    expect(describeFindings(await axeViolations(page, 'import'))).toEqual([]);
    const [unchanged] = await storefront.app.services.sql.query<{ price: number }>(
      `SELECT price_cents AS price FROM product WHERE id = $1`,
      [product.id],
    );
    expect(String(unchanged!.price)).toBe(row!.priceCents);

    await page.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: csv('4321') });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('table', { name: 'What the file creates and changes' }).getByText('priceCents').waitFor();
    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await page.getByRole('alertdialog', { name: 'Import this file?' }).getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported: 0 created, 1 changed, 0 stock corrections.').waitFor();
    await page.goto(`/products/${product.slug}`);
    await page.getByText('$43.21').first().waitFor();
  }, 120_000);
});
