import type { Page } from 'playwright-core';
import { StaffRole } from '../../../api/src/modules/staff/permission.type';
import { STAFF_PASSWORD, codeAt, signedInStaff } from '../../support/staff';
import type { Storefront } from './storefront';

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

/** A new owner signed in to the back office, on the order's page (its heading shown). */
export async function openOrderAsOwner(storefront: Storefront, orderNumber: string): Promise<Page> {
  const owner = await signedInStaff(storefront.app, StaffRole.OWNER);
  const { page } = await storefront.openPage({ bypassCSP: true });
  await signInToBackOffice(page, owner);
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  await page.goto(`/admin/orders/${orderNumber}`);
  await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
  return page;
}
