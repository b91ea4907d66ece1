import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { totpCode } from '../../api/src/modules/staff/totp.rules';
import { STAFF_PASSWORD, TEST_ACTOR, tokenOf } from '../support/staff';
import { axeViolations, describeFindings } from './support/axe';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const STEP_MS = 30_000;

const storefront = suiteStorefront();

describe('the back office, from a setup link', () => {
  it('enrols the first owner, shows the recovery codes, and opens the back office', async () => {
    const issued = await storefront.app.services.staff.invite(TEST_ACTOR, {
      email: 'first.owner@staff.example.com',
      name: 'First Owner',
      role: StaffRole.OWNER,
    });
    const { page, problems } = await storefront.openPage({ bypassCSP: true });
    const response = await page.goto(`/admin/setup/${tokenOf(issued.link)}`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).resolves.toBe(true);
    expect(describeFindings(await axeViolations(page, 'setup'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-setup.png`, fullPage: true });

    const secret = (await page.locator('.admin-secret').textContent())!.trim();
    await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('New password again').fill(STAFF_PASSWORD);
    await page.getByLabel('The code your app shows').fill('000000');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
    await page.getByLabel('The code your app shows').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Finish setup' }).click();

    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await page.locator('.admin-recovery-codes li').count()).toBe(10);
    await page.getByRole('link', { name: 'I have saved them: continue' }).click();
    await page.getByRole('heading', { name: 'Hello, First Owner' }).waitFor();
    expect(describeFindings(await axeViolations(page, 'home'))).toEqual([]);

    // The owner invites a fulfilment clerk from the Staff page; the link is shown once.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff' }).waitFor();
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Name').fill('Pat Picker');
    await dialog.getByLabel('E-mail').fill('pat.picker@staff.example.com');
    await dialog.getByLabel('Role').selectOption('FULFILMENT');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const sent = page.getByRole('dialog', { name: 'Setup link sent' });
    expect(await sent.getByLabel('Setup link').inputValue()).toMatch(/\/admin\/setup\//);
    await sent.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('row', { name: /Pat Picker/ })
      .getByText('Invited')
      .waitFor();
    expect(describeFindings(await axeViolations(page, 'staff'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-staff.png`, fullPage: true });

    // Who changed what: the invitation is in the member's history and in the trail, filtered in the URL.
    await page
      .getByRole('row', { name: /Pat Picker/ })
      .getByRole('button', { name: 'History' })
      .click();
    const history = page.getByRole('dialog', { name: 'History of Pat Picker' });
    await history.getByText('staff.invite').waitFor();
    await history.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit trail' }).click();
    // Found in staff words: the member who acted by name, the record by the invited member's name.
    await page.getByLabel('Staff', { exact: true }).fill('First Owner');
    await page.getByLabel('Record', { exact: true }).fill('Pat Picker');
    await page.getByLabel('Operation').fill('staff.invite');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/staff=First\+Owner&record=Pat\+Picker&operation=staff\.invite/);
    const invited = page.getByRole('row', { name: /staff\.invite/ });
    await invited.getByRole('cell', { name: 'first.owner@staff.example.com (owner)' }).waitFor();
    await invited.getByText('Name: Pat Picker').waitFor();
    expect(await page.getByRole('row', { name: /staff\.invite/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/admin-api/export/audit.csv?staff=First+Owner&record=Pat+Picker&operation=staff.invite',
    );
    expect(describeFindings(await axeViolations(page, 'audit'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-audit.png`, fullPage: true });

    // Signing out and in again takes the next code; Ctrl+K then jumps to an order number.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('E-mail').fill('first.owner@staff.example.com');
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByLabel('Authenticator code').fill(totpCode(secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Hello, First Owner' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Order number, product or customer' }).fill('100001');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/orders\/ESI-100001$/);
    // A product found as its name is typed, straight to its page.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Order number, product or customer' }).fill('geek bar');
    const product = page.getByRole('option', { name: /^Product: / }).first();
    await product.waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/products\/\d+$/);
    expect(problems.errors).toEqual([]);
  });

  it('sends a visitor without a staff session to sign in, and back where they were going', async () => {
    const { page } = await storefront.openPage({ bypassCSP: true });
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/staff');
    expect(describeFindings(await axeViolations(page, 'sign-in'))).toEqual([]);
  });

  it('fits a phone: the navigation folds behind a Menu button', async () => {
    const staff = await storefront.app.services.staff.invite(TEST_ACTOR, {
      email: 'phone.clerk@staff.example.com',
      name: 'Phone Clerk',
      role: StaffRole.OWNER,
    });
    const { page } = await storefront.openPage({ width: 375, height: 740 });
    await page.goto(`/admin/setup/${tokenOf(staff.link)}`);
    const secret = (await page.locator('.admin-secret').textContent())!.trim();
    await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('New password again').fill(STAFF_PASSWORD);
    await page.getByLabel('The code your app shows').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.getByRole('link', { name: 'I have saved them: continue' }).click();
    const staffLink = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await staffLink.isVisible()).toBe(false);
    await menu.click();
    await staffLink.click();
    await page.getByRole('row', { name: /Phone Clerk/ }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  });
});
