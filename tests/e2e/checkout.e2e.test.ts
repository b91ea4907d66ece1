import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../../web/src/config/age-gate';
import { RequestSignUpCodeDocument, SignUpDocument } from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { fillCard } from './support/payment';
import { type Storefront, startStorefront } from './support/storefront';

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

let storefront: Storefront;
/** The customer both tests use: made through the API, then logged in through the UI. */
let email: string;

beforeAll(async () => {
  storefront = await startStorefront();
  email = await signUpThroughApi();
  await addCodePromotion();
});

/** A promotion the shop runs with a shared code: $5 off the order. */
async function addCodePromotion(): Promise<void> {
  const db = new Client({ connectionString: storefront.app.database.url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO promotion (name, status, requires_code, action, applies_to, amount_cents)
       VALUES ('Welcome five', 'active', true, 'fixed-off', 'order', 500) RETURNING id`,
    );
    await db.query(`INSERT INTO promotion_code (promotion_id, code, single_use) VALUES ($1, 'WELCOME5', false)`, [
      rows[0]!.id,
    ]);
  } finally {
    await db.end();
  }
}

afterAll(async () => {
  await storefront?.stop();
});

/** A new adult customer, created over GraphQL; the code comes from the dev mailbox the test app serves. */
async function signUpThroughApi(): Promise<string> {
  const api = new GraphQLClient(storefront.url);
  const address = uniqueEmail('checkout');
  await api.data(RequestSignUpCodeDocument, { email: address });
  const mailbox = await (await fetch(`${storefront.url}/dev/mailbox`)).text();
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const code = new RegExp(`data-recipient="${escaped}"[\\s\\S]*?code is (\\d{6})`).exec(mailbox)?.[1];
  if (!code) throw new Error(`no code was mailed to ${address}`);
  const { signUp } = await api.data(SignUpDocument, {
    input: {
      email: address,
      password: PASSWORD,
      code,
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1985-12-09',
    },
  });
  expect(signUp.__typename).toBe('AuthSuccess');
  return address;
}

/** A page of a visitor who already confirmed being 21 or older, so the age gate stays closed. */
async function openPage(width: number) {
  const opened = await storefront.openPage({ width, reducedMotion: true });
  await opened.page.addInitScript(
    `window.localStorage.setItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)}, ${JSON.stringify(AGE_GATE_CONFIRMED)})`,
  );
  return opened;
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** Adds the product of a card with its ADD TO CART button; returns the product's name once the drawer is open. */
async function addToCart(page: Page, card: Locator): Promise<string> {
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `ADD TO CART for ${name}` }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
  return name;
}

/** Nothing of the page's own content may stick out sideways on a phone; a failure names what does. */
async function noSidewaysScroll(page: Page): Promise<void> {
  const wide = await page.evaluate(`[...document.querySelectorAll('main *')]
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    .slice(0, 5)
    .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' ' + Math.round(el.getBoundingClientRect().right))`);
  expect(wide).toEqual([]);
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

describe('cart, checkout and orders in Chromium', () => {
  it('takes a guest from two products to a placed order, then to its details in the dashboard', async () => {
    const { page, problems } = await openPage(1280);

    // A guest adds a vape kit from the home tabs: the drawer opens on it.
    await page.goto('/');
    await cartLink(page, 0).waitFor();
    const first = await addToCart(page, page.getByRole('tabpanel').getByRole('article').first());
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.locator('.cart-drawer-line__name', { hasText: first }).waitFor();
    expect(await drawer.getByText('Qty: 1').count()).toBe(1);
    await cartLink(page, 1).waitFor();
    await shot(page, 'cart-drawer-1280', false);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // A second product from the search results; CHECKOUT leads to the cart page.
    await page.goto('/SearchProduct/Vapes');
    const cards = page.locator('.search-results').getByRole('article');
    await cards.first().waitFor();
    const candidates = await cards.getByRole('heading', { level: 2 }).allTextContents();
    const index = candidates.findIndex((name) => name.trim() !== first);
    const second = await addToCart(page, cards.nth(index));
    expect(await drawer.getByRole('listitem').count()).toBe(2);
    await drawer.getByRole('link', { name: 'CHECKOUT' }).click();
    await page.waitForURL('**/CartList');

    // Plus raises the first line to 2; the header follows.
    await page.getByRole('button', { name: `Increase quantity of ${first}` }).click();
    await cartLink(page, 3).waitFor();
    const firstLine = page.locator('.cart-page-line', { hasText: first });
    expect(await firstLine.locator('output').textContent()).toBe('2');
    expect(await page.getByRole('button', { name: `Decrease quantity of ${first}` }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: `Decrease quantity of ${second}` }).isDisabled()).toBe(true);

    // A NEW address, typed on the cart page; CHECKOUT opens once first name and address are there.
    const checkout = page.getByRole('button', { name: 'CHECKOUT' });
    expect(await checkout.isDisabled()).toBe(true);
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Hopper');
    await page.getByLabel('Address', { exact: true }).fill('1 Navy Rd');
    await page.getByLabel('City', { exact: true }).fill('Harrisburg');
    await page.getByLabel('State', { exact: true }).selectOption('PA');
    await page.getByLabel('ZIP Code', { exact: true }).fill('17101');
    expect(await checkout.isDisabled()).toBe(false);
    await shot(page, 'cart-list-1280');

    // Checkout needs a session: log in, and come back with the cart kept.
    await checkout.click();
    await page.waitForURL('**/app/Login?next=%2FCheckoutPage');
    await logIn(page);
    await page.waitForURL('**/CheckoutPage');
    const summary = page.getByRole('region', { name: 'Your Order' });
    await summary.getByText(first, { exact: true }).waitFor();
    const rows = await summary.getByRole('row').allTextContents();
    expect(rows.slice(1).map((row) => row.includes(first) || row.includes(second))).toEqual([true, true]);
    // A new account's first order: the $10 off shows as its own line.
    await summary.getByText('First purchase').waitFor();
    expect(await page.getByLabel('First Name', { exact: true }).inputValue()).toBe('Grace');
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('PA');
    // Pennsylvania taxes vapour products: its excise tax is a line of its own once the state is known.
    await summary.getByText('Pennsylvania vapour products tax').waitFor();

    // New York does not take vape products: warned before anything is sent.
    await page.getByLabel('State', { exact: true }).selectOption('NY');
    await page.getByText(/We cannot ship (this item|these items) to New York/).waitFor();
    await page.getByLabel('State', { exact: true }).selectOption('PA');
    await page.getByText(/We cannot ship/).waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'Save to my address book' }).isChecked()).toBe(true);
    await shot(page, 'checkout-1280');

    // Address → Delivery → Review, each a URL of its own; nothing is placed before Place order.
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.waitForURL('**/CheckoutPage?step=delivery');
    const standard = page.getByRole('radio', { name: /Standard shipping|Free shipping/ });
    expect(await standard.isChecked()).toBe(true);
    expect(await standard.locator('xpath=..').textContent()).toMatch(/3–5 business days · expected \w{3}, \w{3} \d+/);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL('**/CheckoutPage?step=review');
    const review = page.getByRole('region', { name: 'Review your order' });
    await review.getByText('1 Navy Rd').waitFor();
    expect(await review.getByRole('row').count()).toBe(3);
    // A discount code, typed in lower case at the review: refused when unknown, then taken, its line in the totals.
    const codeBox = review.getByLabel('Discount code', { exact: true });
    await codeBox.fill('nosuchcode');
    await review.getByRole('button', { name: 'Apply' }).click();
    await review.getByText('We do not know the code NOSUCHCODE. Check it and try again.').waitFor();
    await codeBox.fill('welcome5');
    await review.getByRole('button', { name: 'Apply' }).click();
    await review.getByText('Welcome five (WELCOME5)').waitFor();
    expect(await codeBox.inputValue()).toBe('');
    // What Place order charges: subtotal − first purchase − the code + shipping + Pennsylvania's tax.
    await review.getByText('Pennsylvania vapour products tax').waitFor();
    const figures = await review
      .locator('.money-totals > div')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
      );
    const cents = (text: string | null | undefined) =>
      text === 'Free' ? 0 : Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
    const figure = (name: string) => cents(figures.find(([label]) => label === name)?.[1]);
    expect(figure('Pennsylvania vapour products tax')).toBeGreaterThan(0);
    expect(figure('Welcome five (WELCOME5)')).toBe(500);
    expect(figure('Total')).toBe(
      figure('Subtotal') -
        figure('First purchase') -
        figure('Welcome five (WELCOME5)') +
        figure('Shipping') +
        figure('Pennsylvania vapour products tax'),
    );
    // Back goes to the step before, and forward again.
    await page.goBack();
    await page.waitForURL('**/CheckoutPage?step=delivery');
    await page.goForward();
    await review.getByText('1 Navy Rd').waitFor();
    await shot(page, 'checkout-review-1280');

    // The payment: the card goes to the gateway's script (the sandbox's Accept.js), the order carries its token.
    const payment = review.getByRole('group', { name: 'Payment' });
    const card = (number: string) => fillCard(page, number, '17101');
    const sandbox = storefront.app.paymentSandbox!;
    const shopRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(storefront.url)) shopRequests.push(request.postData() ?? '');
    });
    // A declined card places nothing, says so in plain words, and the next card goes through the same checkout.
    await card('4000000000000002');
    await review.getByRole('button', { name: 'Place order' }).click();
    await review.getByText(/Your card was declined and you have not been charged/).waitFor();
    expect(await payment.getByLabel('Security code (CVV)').inputValue()).toBe('');
    await shot(page, 'checkout-declined-1280');
    await card('4111 1111 1111 1111');
    await review.getByRole('button', { name: 'Place order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
    await placed.waitFor();
    const orderNumber = ((await placed.locator('.order-placed__number').textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^ESI-\d+$/);
    // The gateway authorized the order's total; the shop never saw the card number or its code.
    const authorized = sandbox.transactions().filter((t) => t.invoiceNumber === orderNumber);
    expect(authorized).toMatchObject([
      { type: 'authOnlyTransaction', authAmountCents: figure('Total'), lastFour: '1111' },
    ]);
    expect(shopRequests.join('\n')).not.toMatch(/4111|4000000000000002|"cardCode"/);
    await cartLink(page, 0).waitFor();
    await shot(page, 'checkout-placed-1280', false);

    // The confirmation is recorded with the order (the development mailbox lists it) and links to the order page.
    let orderLink: string | undefined;
    for (let attempt = 0; attempt < 50 && !orderLink; attempt += 1) {
      const mailbox = await (await fetch(`${storefront.url}/dev/mailbox`)).text();
      orderLink = new RegExp(`Follow your order: https?://[^/\\s]+(/app/orders/${orderNumber})\\b`).exec(mailbox)?.[1];
      if (!orderLink) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!orderLink) throw new Error(`no confirmation of ${orderNumber} with a link to its page`);
    await page.goto(orderLink);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    const progress = await page.getByRole('region', { name: 'Progress' }).getByRole('listitem').allTextContents();
    expect(progress.map((step) => step.replace(/[A-Z][a-z]{2} \d+, \d{4}/, 'DATE'))).toEqual([
      'PlacedDATE',
      'ApprovedNot yet',
      'ShippedNot yet',
      'DeliveredNot yet',
    ]);
    await page.getByText(/^Expected delivery: /).waitFor();
    await page.getByText('Pennsylvania vapour products tax').waitFor();
    await shot(page, 'order-page-1280');

    // The dashboard lists it; its row opens the details.
    await page.getByRole('link', { name: '← All orders' }).click();
    await page.waitForURL('**/app/dashboard/');
    const open = page.getByRole('button', { name: `Order #${orderNumber}, show details` });
    await open.waitFor();
    const counters = await page
      .getByRole('list', { name: 'Your orders by state' })
      .getByRole('listitem')
      .allTextContents();
    expect(counters).toEqual(['1Pending Approvals', '0Undelivered', '0Delivered', '0Refund']);
    const row = page.getByRole('row', { name: new RegExp(orderNumber) });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('3');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Pending Approval');
    await shot(page, 'dashboard-1280');

    await row.getByRole('cell').nth(1).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByText('Shipping Info').waitFor();
    expect(await details.textContent()).toContain('Grace Hopper');
    expect(await details.textContent()).toContain('1 Navy Rd, Harrisburg, Pennsylvania');
    expect(await details.textContent()).toContain('Pennsylvania vapour products tax');
    expect(await details.getByRole('listitem').count()).toBe(2);
    await shot(page, 'dashboard-details-1280', false);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // Search by item name, then by text that matches nothing.
    const search = page.getByLabel('Search Order');
    await search.fill(second.slice(0, 8));
    await page.waitForURL((url) => url.searchParams.get('q') === second.slice(0, 8).trim());
    await open.waitFor();
    await search.fill('zzz-no-such-order');
    await page.getByText('No orders found.').waitFor();

    // Buy again from the order page puts both lines back: 3 items.
    await page.goto(orderLink);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await page.getByText('2 items are back in your cart.').waitFor();
    await cartLink(page, 3).waitFor();

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    // Closing the context closes the page; page.close() can race the helper closing the context on "close".
    await page.context().close();
  }, 120_000);

  it('lays the drawer, cart, checkout and dashboard out at 375px without sideways scrolling', async () => {
    const { page, problems } = await openPage(375);
    await page.goto('/app/Login');
    await logIn(page);
    await page.waitForURL('**/app/Profile');

    await page.goto('/SearchProduct/Vapes');
    const cards = page.locator('.search-results').getByRole('article');
    await cards.first().waitFor();
    await addToCart(page, cards.first());
    // The drawer is modal (the page behind is inert): close it before the next card.
    await page.keyboard.press('Escape');
    await addToCart(page, cards.nth(1));
    await shot(page, 'cart-drawer-375', false);
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'CHECKOUT' }).click();

    await page.waitForURL('**/CartList');
    await page.locator('.cart-page-line').first().waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'cart-list-375');

    // A new tab has no draft: the address saved by the first order is the default, and chosen.
    await page.goto('/CheckoutPage');
    const saved = page.getByLabel('Saved addresses');
    await saved.waitFor();
    expect(await saved.locator('option:checked').textContent()).toMatch(/1 Navy Rd.*\(default\)$/);
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('1 Navy Rd');
    await noSidewaysScroll(page);
    await shot(page, 'checkout-375');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('region', { name: 'Review your order' }).waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'checkout-review-375');

    await page.goto('/app/dashboard/');
    await page.getByRole('table').waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'dashboard-375');
    await page
      .getByRole('link', { name: /^Track order/ })
      .first()
      .click();
    await page.getByRole('region', { name: 'Progress' }).waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'order-page-375');
    await page.goBack();
    await page.getByRole('table').getByRole('button').first().click();
    await page.getByRole('dialog', { name: 'Order Details' }).getByText('Shipping Info').waitFor();
    await shot(page, 'dashboard-details-375', false);

    await page.goto('/ShippingRestrictions');
    await page.getByRole('region', { name: 'No vape shipping' }).getByText('New York').first().waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'shipping-restrictions-375');

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    // Closing the context closes the page; page.close() can race the helper closing the context on "close".
    await page.context().close();
  }, 120_000);
});
