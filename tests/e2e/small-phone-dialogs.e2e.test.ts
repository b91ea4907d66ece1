import type { Locator, Page } from 'playwright-core';
import { PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { fillCart, logInNewCustomer, pageGraphql } from './support/session';
import { suiteStorefront, SCREENSHOT_DIR } from './support/storefront';

/** The narrowest phone the shop supports. */
const PHONE = { width: 320, height: 640 };

const storefront = suiteStorefront();

/** Whether the element has focus (page functions are typed by shape: this project's Node types have no DOM). */
const isFocused = (locator: Locator) =>
  locator.evaluate(
    (el: object & { ownerDocument: { activeElement: unknown } }) => el === el.ownerDocument.activeElement,
  );

/** Whether the element's whole box is on screen. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
}

/** Whether the element is within the screen once the layout settles (a slow machine paints a dialog late). */
async function settlesOnScreen(locator: Locator): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await onScreen(locator)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Scrolls the dialog's own content to its end, as a thumb would. */
async function scrollToEnd(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 400);
}

describe('dialogs on a 320 x 640 phone', () => {
  it('keeps the Order Details dialog on screen with Close in reach, traps Tab and closes on Escape', async () => {
    const { page, problems } = await storefront.openPage({ ...PHONE, reducedMotion: true });
    await logInNewCustomer(page, 'phone');
    await fillCart(page, 3);
    const placed = await pageGraphql<{ placeOrder: { __typename: string } }>(page, PlaceOrderDocument, {
      input: { idempotencyKey: `phone-${Date.now()}`, address: ARIZONA },
    });
    expect(placed.data?.placeOrder.__typename).toBe('OrderPlaced');

    await page.goto('/app/dashboard/');
    const open = page.getByRole('table').getByRole('button').first();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByText('Shipping Info').waitFor();
    const close = dialog.getByRole('button', { name: 'Close' });

    // Three lines and the totals are taller than the screen: the dialog scrolls inside it.
    expect(
      await dialog.evaluate((el: { scrollHeight: number; clientHeight: number }) => el.scrollHeight > el.clientHeight),
    ).toBe(true);
    expect(await onScreen(dialog)).toBe(true);
    expect(await onScreen(close)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/dialog-order-details-320.png` });
    await scrollToEnd(page, dialog);
    expect(await onScreen(close)).toBe(true);
    expect(await onScreen(dialog.getByRole('heading', { name: 'Order Details' }))).toBe(true);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))).toBeLessThanOrEqual(
      0,
    );

    // Tab goes round the dialog's controls (the product links, Close, Track order) and never leaves it; then
    // Escape closes and focus goes back to the row.
    const controls = await dialog.locator('a, button').count();
    let reachedClose = false;
    for (let i = 0; i < controls * 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement?.closest("[role=dialog]") != null')).toBe(true);
      reachedClose ||= await isFocused(close);
    }
    expect(reachedClose).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(open)).toBe(true);

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.context().close();
  });

  it('keeps the age gate and the cart drawer within the screen with their buttons in reach', async () => {
    const gate = await storefront.openPage({ ...PHONE, ageGate: true });
    await gate.page.goto('/');
    const dialog = gate.page.getByRole('dialog', { name: 'Are you 21 or older?' });
    await dialog.waitFor();
    expect(await onScreen(dialog)).toBe(true);
    for (const name of ['I am 21 or older', 'I am under 21']) {
      expect(await onScreen(dialog.getByRole('button', { name }))).toBe(true);
    }
    await gate.page.context().close();

    const { page, problems } = await storefront.openPage({ ...PHONE, reducedMotion: true });
    await fillCart(page, 3);
    await page.goto('/CatDisposables');
    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: /^ADD TO CART/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('link', { name: 'CHECKOUT' }).waitFor();
    const close = drawer.getByRole('button', { name: 'Close cart' });
    expect(await settlesOnScreen(close)).toBe(true);
    await scrollToEnd(page, drawer);
    expect(await onScreen(close)).toBe(true);
    expect(await onScreen(drawer.getByRole('link', { name: 'CHECKOUT' }))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.context().close();
  });
});
