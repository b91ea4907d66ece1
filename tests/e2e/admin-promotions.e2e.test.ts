import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { signedInStaff } from '../support/staff';
import { signInToBackOffice } from './support/back-office';
import { axeViolations, describeFindings } from './support/axe';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

describe('promotions in the back office', () => {
  it('a manager writes a promotion, adds codes and activates it after a question each, and filters the list in the URL', async () => {
    const manager = await signedInStaff(storefront.app, StaffRole.MANAGER);
    const { page } = await storefront.openPage({ bypassCSP: true });
    await signInToBackOffice(page, manager);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('heading', { name: 'Promotions' }).waitFor();
    // The seeded first purchase is there, automatic.
    await page.getByRole('row', { name: /First purchase/ }).waitFor();

    await page.getByRole('button', { name: 'New promotion' }).click();
    const editor = page.getByRole('dialog', { name: 'New promotion' });
    await editor.getByLabel('Name', { exact: true }).fill('Grinder weekend');
    await editor.getByLabel('What it does').selectOption('FIXED_OFF');
    await editor.getByLabel('Amount off ($)').fill('2.50');
    await editor.getByLabel('Least subtotal ($)').fill('20');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Grinder weekend/ });
    await row.getByText('$2.50 OFF').waitFor();
    await row.getByText('Draft').waitFor();

    await row.getByRole('button', { name: 'Add codes' }).click();
    const codes = page.getByRole('dialog', { name: 'Codes of Grinder weekend' });
    await codes.getByLabel('Or: how many single-use codes').fill('25');
    await codes.getByRole('button', { name: 'Add codes' }).click();
    // Codes are never taken back, and the first makes the promotion ask for one: asked first.
    await codes
      .getByText(
        'Add 25 single-use codes to Grinder weekend? Codes cannot be taken back once added; from then on the promotion applies only with a code.',
      )
      .waitFor();
    await codes.getByRole('button', { name: 'Add them' }).click();
    await codes.getByText('25 codes added. The promotion now asks for a code.').waitFor();
    await codes.getByRole('button', { name: 'Cancel' }).click();
    await row.getByText('25 (0 used)').waitFor();

    await row.getByRole('button', { name: 'Activate' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Activate Grinder weekend?' });
    await asked.getByRole('button', { name: 'Activate' }).click();
    await row.getByText('Active').waitFor();

    await page.getByLabel('Search').fill('grinder');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/text=grinder/);
    await page.getByRole('row', { name: /First purchase/ }).waitFor({ state: 'detached' });
    await row.waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(describeFindings(await axeViolations(page, 'promotions'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-promotions.png`, fullPage: true });
  });
});
