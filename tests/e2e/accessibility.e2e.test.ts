import { PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { type AxeFinding, axeViolations, checkRoutes, describeFindings, openAxePage } from './support/axe';
import { PUBLIC_ROUTES, SESSION_ROUTES, headingOf } from './support/routes';
import { fillCart, logInNewCustomer, pageGraphql } from './support/session';
import { type Storefront, suiteStorefront, SCREENSHOT_DIR } from './support/storefront';

/** The focus ring's two colours (global.css --focus-ring-light and --focus-ring-dark), as computed styles give them. */
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(76, 29, 149)';
const HEADER_CLIP = { x: 0, y: 0, width: 1280, height: 220 };

const storefront = suiteStorefront();

const openPage = (options: Parameters<Storefront['openPage']>[0] = {}) => openAxePage(storefront, options);

// The pages of issue 6 are checked in accessibility-listings and accessibility-content-pages, beside this file.
describe('accessibility (axe, WCAG 2.1 A and AA) in Chromium', () => {
  it('finds no violation on the public routes', async () => {
    const { page } = await openPage();
    const findings = await checkRoutes(page, PUBLIC_ROUTES);
    expect(describeFindings(findings)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('finds no violation in the account area, the cart with items, checkout and an order', async () => {
    const { page } = await openPage();
    await logInNewCustomer(page, 'axe');
    await fillCart(page, 2);
    const findings = await checkRoutes(page, ['/CartList', ...SESSION_ROUTES]);

    // An order, so the dashboard has a row and its details dialog something to show.
    const placed = await pageGraphql<{ placeOrder: { __typename: string; order?: { orderNumber: string } } }>(
      page,
      PlaceOrderDocument,
      { input: { idempotencyKey: `axe-${Date.now()}`, address: ARIZONA } },
    );
    expect(placed).toEqual({ data: { placeOrder: expect.objectContaining({ __typename: 'OrderPlaced' }) } });
    const orderNumber = placed.data?.placeOrder.order?.orderNumber ?? '';
    findings.push(...(await checkRoutes(page, ['/app/ShippingAddress', `/app/orders/${orderNumber}`])));
    // The later checkout steps, with the saved address (now the default) and a line in the cart.
    await fillCart(page, 1);
    findings.push(...(await checkRoutes(page, ['/CheckoutPage?step=delivery', '/CheckoutPage?step=review'])));
    findings.push(...(await checkRoutes(page, ['/app/dashboard/'])));
    await page.getByRole('table').getByRole('button').first().click();
    await page.getByRole('dialog', { name: 'Order Details' }).getByText('Shipping Info').waitFor();
    findings.push(...(await axeViolations(page, '/app/dashboard/ (Order Details open)')));

    expect(describeFindings(findings)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('finds no violation with the age gate, the cart drawer or the phone menu open', async () => {
    const findings: AxeFinding[] = [];
    const gate = await openPage({ ageGate: true });
    await gate.page.goto('/');
    await gate.page.getByRole('dialog', { name: 'Are you 21 or older?' }).waitFor();
    await gate.page.waitForLoadState('networkidle');
    findings.push(...(await axeViolations(gate.page, '/ (age gate)')));
    await gate.page.context().close();

    const { page } = await openPage({ width: 375, height: 800 });
    await headingOf(page, '/CatDisposables');
    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: /^ADD TO CART/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'CHECKOUT' }).waitFor();
    findings.push(...(await axeViolations(page, '/CatDisposables (cart drawer open)')));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Categories' }).click();
    findings.push(...(await axeViolations(page, '/CatDisposables (phone menu open)')));

    expect(describeFindings(findings)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('draws keyboard focus in two bands, dark and light, on the dark header and menu as on the page', async () => {
    const { page } = await openPage();
    await headingOf(page, '/');
    const rings: string[] = [];
    for (let stop = 0; stop < 12; stop++) {
      await page.keyboard.press('Tab');
      // Reduced motion still runs a 0.01 ms transition to the ring, and a busy machine may not paint its
      // next frame for a while: read the ring once no transition runs on the focused element or its pill.
      await page.waitForFunction(`(() => {
        const focused = document.activeElement;
        const pill = focused.closest('.header-search');
        return [focused, pill].every((element) => !element || element.getAnimations().length === 0);
      })()`);
      // The search box's pill draws the ring of the input inside it.
      rings.push(
        String(
          await page.evaluate(`(() => {
            const focused = document.activeElement;
            const drawn = getComputedStyle(focused.closest('.header-search:not(:has(button:focus))') ?? focused);
            return focused.className + ': ' + drawn.outlineWidth + ' ' + drawn.outlineColor + ' / ' + drawn.boxShadow;
          })()`),
        ),
      );
      if (stop === 6) await page.screenshot({ path: `${SCREENSHOT_DIR}/focus-header-1280.png`, clip: HEADER_CLIP });
    }
    const twoBands = (ring: string) =>
      / 3px rgb\(\d+, \d+, \d+\) \/ /.test(ring) && ring.includes(LIGHT) && ring.includes(DARK);
    expect(rings.filter((ring) => !twoBands(ring))).toEqual([]);
    await page.context().close();
  });
});
