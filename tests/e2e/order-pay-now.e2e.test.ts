import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { type MeQuery, MeDocument, SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { logInNewCustomer, pageGraphql } from './support/session';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

describe('an order placed by the legacy app', () => {
  it('is paid on its order page through the gateway script: a declined card is said in words, the next one authorizes it', async () => {
    // The pages' Content-Security-Policy is enforced: the gateway's script loads on the order page too.
    const { page } = await storefront.openPage();
    await page.goto('/');
    await logInNewCustomer(page, 'paynow');
    const id = (await pageGraphql<MeQuery>(page, MeDocument)).data!.me!.id;
    const search = await pageGraphql<{ searchProducts: { products: { id: string }[] } }>(page, SearchProductsDocument, {
      input: { page: 1, pageSize: 3, category: 'Vapes' },
    });
    const productId = search.data!.searchProducts.products[0]!.id;

    // The old app saves the address (call 16) and places the order (call 10), as it always has.
    const saved = await page.request.post('/esi-api/requests/shipping/', {
      multipart: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        address: '12 Analytical Way',
        city: 'Phoenix',
        state: 'AZ',
        zipcode: '85004',
        logid: id,
      },
    });
    const shipid = ((await saved.json()) as { id: string }).id;
    const placed = await page.request.post('/esi-api/requests/orders/', {
      multipart: { logid: id, shipid, data: JSON.stringify({ logid: id, shipid, data: [{ id: productId, qty: 1 }] }) },
    });
    const { orderno } = (await placed.json()) as { orderno: string };
    expect(orderno).toMatch(/^ESI-\d+$/);

    // The link of the confirmation mail: the order page, which offers Pay now.
    await page.goto(`/app/orders/${orderno}`);
    const payNow = page.getByRole('region', { name: 'Pay now' });
    await payNow.getByText(/^Your order is awaiting payment: \$\d+\.\d{2} is due\./).waitFor();
    const fill = async (cardNumber: string) => {
      await payNow.getByLabel('Card number').fill(cardNumber);
      await payNow.getByLabel('Expiry (MM/YY)').fill('12/30');
      await payNow.getByLabel('Security code (CVV)').fill('123');
      await payNow.getByLabel('Billing ZIP code').fill('85004');
    };
    await fill(SANDBOX_CARDS.decline);
    await payNow.getByRole('button', { name: /^Pay \$/ }).click();
    await payNow
      .getByRole('alert')
      .getByText(/^Your card was declined and you have not been charged/)
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/order-pay-now.png`, fullPage: true });
    // On a 320 px phone the card fields stack and nothing runs off the side of the page.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/order-pay-now-320.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await fill(SANDBOX_CARDS.approve);
    await payNow.getByRole('button', { name: /^Pay \$/ }).click();
    await page
      .getByRole('region', { name: 'Payment' })
      .getByText(/is authorized on your card; it is charged when your order ships\.$/)
      .waitFor();
    expect(await payNow.count()).toBe(0);
    const authorized = storefront.app.paymentSandbox!.transactions().filter((t) => t.invoiceNumber === orderno);
    expect(authorized.map((t) => t.status)).toEqual(['authorizedPendingCapture']);
  });
});
