import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { ROLE_PERMISSIONS, StaffRole } from '../../api/src/modules/staff/permission.type';
import { signedInStaff } from '../support/staff';
import { axeViolations, describeFindings } from './support/axe';
import { logInNewCustomer } from './support/session';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const STAFF_COOKIE = 'esi-staff';

const storefront = suiteStorefront();

/** A page whose browser holds a live staff session of `role` (set up through the admin API). */
async function staffPage(role: StaffRole): Promise<{ page: Page; problems: { errors: string[] } }> {
  const staff = await signedInStaff(storefront.app, role);
  const opened = await storefront.openPage({ bypassCSP: true });
  await opened.page.context().addCookies([
    {
      name: STAFF_COOKIE,
      value: staff.client.cookie(STAFF_COOKIE)!,
      url: `${storefront.url}/admin-api`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  return opened;
}

/** Orders awaiting approval and shipment, written into the tables as checkout would leave them. */
async function plantWaitingOrders(): Promise<void> {
  const db = new Client({ connectionString: storefront.app.database.url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
       VALUES ('waiting.orders@example.com', 'Wai', 'Ting', '1980-01-01', 'x') RETURNING id`,
    );
    for (const [number, status] of [
      ['ESI-DASH-1', 'Pending Approval'],
      ['ESI-DASH-2', 'Pending Approval'],
      ['ESI-DASH-3', 'Approved'],
    ]) {
      await db.query(
        `INSERT INTO customer_order (order_number, customer_id, status, ship_first_name, ship_last_name, ship_address,
           ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents,
           shipping_cents, total_cents)
         VALUES ($1, $2, $3, 'Wai', 'Ting', '1 Main St', 'Phoenix', 'AZ', 'Arizona', '85004', 1, 2500, 0, 799, 3299)`,
        [number, rows[0]!.id, status],
      );
    }
  } finally {
    await db.end();
  }
}

describe('the back office dashboard and customers', () => {
  it('shows a fulfilment clerk the orders to approve and to ship, each opening the filtered list', async () => {
    await plantWaitingOrders();
    const { fulfilment } = await storefront.app.services.work.forRole(ROLE_PERMISSIONS[StaffRole.FULFILMENT]);
    expect(fulfilment!.toApprove).toBeGreaterThanOrEqual(2);
    const { page, problems } = await staffPage(StaffRole.FULFILMENT);
    await page.goto('/admin');
    const approval = page.getByRole('link', { name: `${fulfilment!.toApprove} orders to approve` });
    await approval.waitFor();
    expect(await approval.getAttribute('href')).toBe('/admin/orders?status=PENDING_APPROVAL&identity=clear');
    const shipment = page.getByRole('link', { name: new RegExp(`^${fulfilment!.toShip} orders? to ship$`) });
    expect(await shipment.getAttribute('href')).toBe('/admin/orders?status=APPROVED');
    // Nobody else's work, and no figures, for a clerk.
    expect(await page.getByRole('heading', { name: 'Catalogue' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Before you sell' }).count()).toBe(0);
    expect(describeFindings(await axeViolations(page, 'fulfilment start page'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-start-fulfilment.png`, fullPage: true });

    await approval.click();
    await page.waitForURL(/\/admin\/orders\?status=PENDING_APPROVAL&identity=clear$/);
    await page.getByRole('row', { name: /ESI-DASH-1/ }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  it("shows a manager what to set before selling, every role's work, the sales chart and its table", async () => {
    const { page, problems } = await staffPage(StaffRole.MANAGER);
    await page.goto('/admin');
    const setup = page.getByRole('region', { name: 'Before you sell' });
    await setup.getByText("The seller's legal name and registration").waitFor();
    expect(await setup.getByRole('link', { name: 'Carriers' }).getAttribute('href')).toBe('/admin/carriers');
    for (const card of ['Orders', 'Customers waiting', 'Compliance', 'Catalogue']) {
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    }
    await page.locator('.admin-chart canvas').waitFor();
    await page.getByText('The figures per day').click();
    expect(
      await page.getByRole('table', { name: 'Orders and revenue per day, last 30 days' }).locator('tbody tr').count(),
    ).toBe(30);
    expect(describeFindings(await axeViolations(page, 'dashboard'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-dashboard.png`, fullPage: true });
    expect(problems.errors).toEqual([]);
  });

  it('a support staff member disables a customer, who is signed out and then cannot log in', async () => {
    const shop = await storefront.openPage();
    await shop.page.goto('/');
    const email = await logInNewCustomer(shop.page, 'disabled');

    const { page, problems } = await staffPage(StaffRole.SUPPORT);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByLabel('E-mail or name').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    expect(describeFindings(await axeViolations(page, 'customers'))).toEqual([]);
    await page
      .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: 'Ada Routes' }).waitFor();

    await page.getByRole('button', { name: 'Disable account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable Ada Routes?' });
    await confirm.getByLabel('Reason (for the other staff)').fill('Asked us to close it');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('button', { name: 'Enable account' }).waitFor();
    await page.getByText('Asked us to close it', { exact: true }).waitFor();
    await page.getByText('customer.disable').waitFor();
    expect(describeFindings(await axeViolations(page, 'customer'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-customer.png`, fullPage: true });
    expect(problems.errors).toEqual([]);

    // The customer's browser is signed out; their right password is now answered as a wrong one.
    await shop.page.goto('/app/settings');
    await shop.page.waitForURL(/\/app\/Login/);
    await shop.page.getByLabel('Email', { exact: true }).fill(email);
    await shop.page.getByLabel('Password', { exact: true }).fill('correct horse 1');
    await shop.page.getByRole('button', { name: 'Login' }).click();
    await shop.page.getByText('Invalid credentials or account not registered.').waitFor();
  });

  it('a compliance officer previews and adds a shipping rule, then ends it', async () => {
    const { page, problems } = await staffPage(StaffRole.COMPLIANCE);
    await page.goto('/admin/shipping-rules');
    await page.getByRole('heading', { name: 'Shipping rules' }).waitFor();
    await page.getByLabel('State', { exact: true }).selectOption('AZ');
    await page.waitForURL(/state=AZ/);
    await page.getByText('No rule matches these filters.').waitFor();

    await page.getByRole('button', { name: 'Add a rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a shipping rule' });
    await dialog.getByLabel('State').selectOption('AZ');
    await dialog.getByLabel('What it stops').selectOption('FLAVOR_BAN');
    await dialog.getByLabel('Description (as customers read it)').fill('flavored vape products banned');
    await dialog.getByRole('group', { name: 'Kinds of vapour product it covers' }).getByLabel('Disposable').check();
    await dialog
      .getByRole('group', { name: 'Characterizing flavours still allowed' })
      .getByLabel('Tobacco', { exact: true })
      .check();
    await dialog.getByLabel('Source (law, counsel)').fill('Test statute 2026');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText(/^\d+ products could not be shipped to Arizona/).waitFor();
    expect(describeFindings(await axeViolations(page, 'shipping rule dialog'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /Arizona/ });
    await row.getByText('flavored vape products banned').waitFor();
    expect(describeFindings(await axeViolations(page, 'shipping rules'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-shipping-rules.png`, fullPage: true });

    await row.getByRole('button', { name: 'End' }).click();
    await page
      .getByRole('alertdialog', { name: 'End the rule for Arizona?' })
      .getByRole('button', { name: 'End the rule' })
      .click();
    await page.getByText('No rule matches these filters.').waitFor();
    expect(problems.errors).toEqual([]);
  });
  it('a compliance officer reads a city’s rule on discounts with the ZIP codes it holds at, its state fixed in the editor, and adds another city’s', async () => {
    const { page, problems } = await staffPage(StaffRole.COMPLIANCE);
    await page.goto('/admin/shipping-rules?state=RI');
    const row = page.getByRole('row', { name: /Providence, Rhode Island/ });
    await row.getByText(/^ZIP codes 02903, 02904/).waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the rule for Providence, Rhode Island' });
    expect(await dialog.getByLabel('City', { exact: true }).inputValue()).toBe('Providence');
    expect(await dialog.getByLabel('ZIP codes', { exact: true }).inputValue()).toMatch(/^02903, 02904/);
    expect(await dialog.getByLabel('State').isDisabled()).toBe(true);
    expect(describeFindings(await axeViolations(page, 'city rule dialog'))).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add a rule' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a shipping rule' });
    await adding.getByLabel('State').selectOption('RI');
    await adding.getByLabel('What it stops').selectOption('NO_DISCOUNT');
    await adding.getByLabel('City', { exact: true }).fill('Pawtucket');
    await adding.getByLabel('ZIP codes', { exact: true }).fill('02860 2861');
    await adding.getByLabel('Description (as customers read it)').fill('No coupons or multi-pack discounts');
    await adding.getByRole('group', { name: 'Kinds of vapour product it covers' }).getByLabel('Disposable').check();
    await adding.getByLabel('Source (law, counsel)').fill('Test ordinance 2026');
    await adding.getByRole('button', { name: 'Save' }).click();
    await adding.getByText(/^zipCodes: “2861” is not a ZIP code/).waitFor();
    await adding.getByLabel('ZIP codes', { exact: true }).fill('02860, 02861');
    await adding.getByRole('button', { name: 'Save' }).click();
    const added = page.getByRole('row', { name: /Pawtucket, Rhode Island/ });
    await added.getByText('ZIP codes 02860, 02861').waitFor();
    await added.getByRole('button', { name: 'End' }).click();
    await page
      .getByRole('alertdialog', { name: 'End the rule for Pawtucket, Rhode Island?' })
      .getByRole('button', { name: 'End the rule' })
      .click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.goto('/admin/shipping-rules?state=IL');
    await page
      .getByRole('row', { name: /Chicago, Illinois/ })
      .getByText('ZIP codes 606xx')
      .waitFor();
    expect(problems.errors).toEqual([]);
  });

  it('a compliance officer confirms a federal rule the facts leave unconfirmed, asked first, and sees it in its history', async () => {
    const { page, problems } = await staffPage(StaffRole.COMPLIANCE);
    await page.goto('/admin/shipping-rules');
    await page.getByLabel('State', { exact: true }).selectOption('federal');
    await page.waitForURL(/state=federal/);
    const row = page.getByRole('row', { name: /Never free for buying another item/ });
    await row.getByText('No: not confirmed').waitFor();
    await row.getByRole('button', { name: 'Confirm' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Confirm the rule for Federal?' });
    await asked.getByText(/applies it from the next cart/).waitFor();
    expect(describeFindings(await axeViolations(page, 'confirm a rule'))).toEqual([]);
    await asked.getByRole('button', { name: 'Confirm the rule' }).click();
    await row.getByText('Yes', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'History' }).click();
    await page
      .getByRole('dialog', { name: 'History of the rule for Federal' })
      .getByText('shipping-rule.confirm')
      .waitFor();
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Set inactive' }).click();
    await page
      .getByRole('alertdialog', { name: 'Set the rule for Federal inactive?' })
      .getByRole('button', { name: 'Set inactive' })
      .click();
    await row.getByText('No: not confirmed').waitFor();
    expect(problems.errors).toEqual([]);
  });
  it('a compliance officer adds the carrier that takes an adult’s signature and ID, audited', async () => {
    const { page, problems } = await staffPage(StaffRole.COMPLIANCE);
    await page.goto('/admin/carriers');
    await page.getByRole('heading', { name: 'Carriers' }).waitFor();
    await page.getByRole('row', { name: /^USPS/ }).getByText('No', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add a carrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a carrier' });
    const name = `Adult Courier ${Date.now().toString(36)}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Address (as the PACT report gives it)').fill('1 Depot Rd, Reno, NV 89501');
    await dialog.getByLabel('Telephone').fill('775-555-0100');
    await dialog.getByLabel('Tracking page').fill('https://track.example.com/{number}');
    await dialog.getByLabel(/Delivers vapour products only to an adult/).check();
    expect(describeFindings(await axeViolations(page, 'carrier dialog'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Yes: may carry vapour products')
      .waitFor();
    expect(describeFindings(await axeViolations(page, 'carriers'))).toEqual([]);
    const [added] = await storefront.app.services.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_event WHERE operation = 'carrier.add' AND after->>'name' = $1`,
      [name],
    );
    expect(added!.n).toBe(1);
    expect(problems.errors).toEqual([]);
  });
  it('a compliance officer lists a product in a state directory, sees it listed, then ends the listing', async () => {
    const db = new Client({ connectionString: storefront.app.database.url });
    await db.connect();
    const { rows } = await db
      .query<{ id: string; name: string }>(
        `SELECT id::text, name FROM product WHERE active AND ends_kind = 'disposable' AND fda_status = 'none'
         ORDER BY id LIMIT 1`,
      )
      .finally(() => db.end());
    const product = rows[0]!;
    const { page, problems } = await staffPage(StaffRole.COMPLIANCE);
    await page.goto('/admin/shipping-rules');
    await page.getByRole('link', { name: 'Directory listings' }).click();
    await page.getByRole('heading', { name: 'Directory listings' }).waitFor();
    await page.getByLabel('State', { exact: true }).selectOption('VA');
    await page.getByLabel('Product name').fill(product.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/state=VA.*q=|q=.*state=VA/);
    await page.getByText('No listing matches these filters.').waitFor();

    await page.getByRole('button', { name: 'Add a listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a directory listing' });
    await dialog.getByLabel('Find the product by name').fill(product.name.slice(0, 20));
    await dialog.locator(`option[value="${product.id}"]`).waitFor({ state: 'attached' });
    await dialog.getByLabel('Product', { exact: true }).selectOption(product.id);
    await dialog.getByLabel('Directory entry or reference').fill('VA directory entry 4242');
    expect(describeFindings(await axeViolations(page, 'directory listing dialog'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.getByText('VA directory entry 4242').waitFor();
    await row.getByText('Virginia').waitFor();
    expect(describeFindings(await axeViolations(page, 'directory listings'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-directory-listings.png`, fullPage: true });

    await row.getByRole('button', { name: /^End / }).click();
    await page
      .getByRole('alertdialog', { name: `End the listing of ${product.name} in Virginia?` })
      .getByRole('button', { name: 'End the listing' })
      .click();
    await page.getByText('No listing matches these filters.').waitFor();
    expect(problems.errors).toEqual([]);
  });
});
