import type { Page } from 'playwright-core';
import { STAFF_PASSWORD, codeAt } from '../../support/staff';

/**
 * Signs a staff member (set up by signedInStaff) in to the back office through its sign-in page, with the
 * authenticator's next code (setup used up the current one).
 */
export async function signInToBackOffice(page: Page, staff: { email: string; secret: string }): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Authenticator code').fill(codeAt(staff.secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
