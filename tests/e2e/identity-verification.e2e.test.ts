import type { Page } from 'playwright-core';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { signedInStaff } from '../support/staff';
import { signInToBackOffice } from './support/back-office';
import { fillCard } from './support/payment';
import { fillCart, logInNewCustomer } from './support/session';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

/**
 * A customer of this last name (the sandbox's test identities) with one vape in the cart, on the review step with
 * the payment sandbox's approving card typed in.
 */
async function atReview(lastName: string): Promise<{ page: Page; email: string }> {
  const { page } = await storefront.openPage({ width: 1280, reducedMotion: true });
  const email = await logInNewCustomer(page, lastName.toLowerCase(), lastName);
  await fillCart(page, 1);
  await page.goto('/CheckoutPage');
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Address', { exact: true }).fill('12 Analytical Way');
  await page.getByLabel('City', { exact: true }).fill('Phoenix');
  await page.getByLabel('State', { exact: true }).selectOption('AZ');
  await page.getByLabel('ZIP Code', { exact: true }).fill('85004');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.waitForURL('**/CheckoutPage?step=delivery');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.waitForURL('**/CheckoutPage?step=review');
  await fillCard(page);
  return { page, email };
}

const ordersOf = async (email: string): Promise<number> =>
  (
    await storefront.app.services.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer_order o JOIN customer_contact c ON c.id = o.customer_id
       WHERE c.email = $1`,
      [email],
    )
  )[0]!.n;

describe('age and identity verification at checkout', () => {
  it('refuses an identity that fails at Place order, with nothing placed', async () => {
    const { page, email } = await atReview('Underage');
    const review = page.getByRole('region', { name: 'Review your order' });
    await review.getByRole('button', { name: 'Place order' }).click();
    await review
      .getByRole('alert')
      .getByText(/We could not verify your age and identity/)
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Order Placed Successfully' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-identity-refused.png`, fullPage: true });
    expect(await ordersOf(email)).toBe(0);
    // The cart is kept.
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  });

  it('sends an identity the records do not find to upload a photo ID', async () => {
    const { page, email } = await atReview('Nomatch');
    const review = page.getByRole('region', { name: 'Review your order' });
    await review.getByRole('button', { name: 'Place order' }).click();
    const upload = review.getByRole('link', { name: 'Upload your photo ID' });
    await upload.waitFor();
    expect(await upload.getAttribute('href')).toMatch(/\/document\?reference=sandbox-/);
    expect(await ordersOf(email)).toBe(0);
  });

  it('places an identity under review awaiting verification, which staff cannot approve until they verify it', async () => {
    const { page } = await atReview('Review');
    await page.getByRole('region', { name: 'Review your order' }).getByRole('button', { name: 'Place order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
    await placed.getByText('Awaiting identity verification.').waitFor();
    const orderNumber = ((await placed.locator('.order-placed__number').textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^ESI-\d+$/);
    await page.goto(`/app/orders/${orderNumber}`);
    await page.getByText('Awaiting identity verification').waitFor();

    // The owner opens it in the back office: no Approve until the identity is verified.
    const owner = await signedInStaff(storefront.app, StaffRole.OWNER);
    const { page: desk } = await storefront.openPage({ bypassCSP: true });
    await signInToBackOffice(desk, owner);
    await desk.getByRole('navigation', { name: 'Back office' }).waitFor();
    await desk.goto(`/admin/orders/${orderNumber}`);
    await desk.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    const panel = desk.getByRole('region', { name: 'Identity verification' });
    await panel.getByText(/Under review by the provider · sandbox/).waitFor();
    expect(await desk.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await panel.getByLabel('Verified manually: how').fill('Provider portal');
    await panel.getByLabel('Reference').fill('CASE-42');
    await desk.screenshot({ path: `${SCREENSHOT_DIR}/admin-order-identity.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Record manual verification' }).click();
    await panel.getByText(/Passed · manual · reference CASE-42/).waitFor();
    await desk.getByRole('region', { name: 'History' }).getByText('order.verify-identity').waitFor();

    // Now it can be approved.
    await desk.getByRole('button', { name: 'Approve' }).click();
    await desk
      .getByRole('alertdialog', { name: `Approve ${orderNumber}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await desk.locator('.order-status', { hasText: 'Approved' }).waitFor();
  });
});
