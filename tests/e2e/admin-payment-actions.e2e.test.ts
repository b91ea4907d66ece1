import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { blankResult } from '../../api/src/modules/payments/gateway-exchange.transport';
import { openOrderAsOwner } from './support/back-office';
import { placeCardOrder } from './support/card-order';
import { axeViolations, describeFindings } from './support/axe';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

describe("the Payment panel's Capture and Void", () => {
  it('an owner captures an approved order’s authorization, confirmed with the amount, and the panel shows it captured', async () => {
    const { orderNumber } = await placeCardOrder(storefront, 'capture', 1);
    await storefront.app.services.orders.setStatus(orderNumber, OrderStatus.APPROVED);
    const page = await openOrderAsOwner(storefront, orderNumber);
    const panel = page.getByRole('region', { name: 'Payment' });
    await panel.getByText(/^Authorized \(captured when it ships\) · sandbox · Visa ···· 1111/).waitFor();
    const button = panel.getByRole('button', { name: /^Capture \$\d+\.\d{2}$/ });
    const amount = ((await button.textContent()) ?? '').replace('Capture ', '');
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: `Capture ${amount} of ${orderNumber}?` });
    await dialog.getByText(`${amount}, the amount authorized, is charged to the card Visa ···· 1111.`).waitFor();
    expect(describeFindings(await axeViolations(page, 'capture dialog'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-payment-capture.png`, fullPage: true });
    await dialog.getByRole('button', { name: `Capture ${amount}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(/^Captured · sandbox/).waitFor();
    expect(await panel.getByRole('button', { name: /^(Capture|Void)/ }).count()).toBe(0);
    await page.getByRole('region', { name: 'History' }).getByText('payment.capture').waitFor();
  });

  it('says in the server’s words, on its 503, that the gateway did not answer a capture; confirming again captures once', async () => {
    const { orderNumber } = await placeCardOrder(storefront, 'capture-lost', 1);
    await storefront.app.services.orders.setStatus(orderNumber, OrderStatus.APPROVED);
    const page = await openOrderAsOwner(storefront, orderNumber);
    const panel = page.getByRole('region', { name: 'Payment' });
    const gateway = storefront.app.services.paymentGateway!;
    const silent = jest.spyOn(gateway, 'capture').mockResolvedValueOnce(blankResult('UNKNOWN', 'timed out'));
    const unreachable = jest.spyOn(gateway, 'details').mockRejectedValueOnce(new Error('the gateway is down'));
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/admin-api') statuses.push(response.status());
    });
    try {
      await panel.getByRole('button', { name: /^Capture \$\d+\.\d{2}$/ }).click();
      const dialog = page.getByRole('alertdialog', { name: new RegExp(`^Capture .* of ${orderNumber}\\?$`) });
      await dialog.getByRole('button', { name: /^Capture \$/ }).click();
      await dialog
        .getByRole('alert')
        .getByText(
          `The card could not be charged: the payment gateway did not answer. Order ${orderNumber} stays Approved; try again in a minute.`,
        )
        .waitFor();
      expect(statuses).toContain(503);
      await dialog.getByRole('button', { name: /^Capture \$/ }).click();
      await dialog.waitFor({ state: 'detached' });
      await panel.getByText(/^Captured · sandbox/).waitFor();
    } finally {
      silent.mockRestore();
      unreachable.mockRestore();
    }
  });

  it('an owner voids an authorization, and the customer’s order page offers Pay now', async () => {
    const { shop, orderNumber } = await placeCardOrder(storefront, 'void', 1);
    const page = await openOrderAsOwner(storefront, orderNumber);
    const panel = page.getByRole('region', { name: 'Payment' });
    await panel.getByRole('button', { name: 'Void the authorization' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Void the authorization of ${orderNumber}?` });
    await dialog.getByRole('button', { name: /^Void \$\d+\.\d{2}$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(/^Voided: nothing charged/).waitFor();

    await shop.goto(`/app/orders/${orderNumber}`);
    await shop.getByRole('region', { name: 'Pay now' }).waitFor();
  });
});
