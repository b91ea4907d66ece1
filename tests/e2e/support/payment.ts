import type { Page } from 'playwright-core';
import { SANDBOX_CARDS } from '../../../api/src/modules/payments/sandbox-cards.rules';

/** Types a sandbox test card into checkout's payment step (the review step must be open). */
export async function fillCard(page: Page, cardNumber: string = SANDBOX_CARDS.approve, billingZip = '85004') {
  const payment = page.getByRole('region', { name: 'Review your order' }).getByRole('group', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(cardNumber);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code (CVV)').fill('123');
  await payment.getByLabel('Billing ZIP code').fill(billingZip);
}
