import { appReady, headingOf } from './support/routes';
import { suiteStorefront, SCREENSHOT_DIR } from './support/storefront';

const storefront = suiteStorefront();

describe('issue 6 pages in use', () => {
  it('asks a first-time visitor for their age, remembers the answer, and leaves the legal pages open', async () => {
    const { page, problems } = await storefront.openPage({ ageGate: true });
    await page.goto('/FdaDisclaimer');
    await page.getByRole('heading', { level: 1, name: 'FDA and THC Disclaimer' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Are you 21 or older?' });
    await gate.waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/content-age-gate-1280.png` });
    await gate.getByRole('button', { name: 'I am 21 or older' }).click();
    await gate.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tabpanel').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('turns away a visitor under 21 politely', async () => {
    const { page } = await storefront.openPage({ ageGate: true, width: 375 });
    await page.goto('/Faq');
    await page.getByRole('button', { name: 'I am under 21' }).click();
    await page.getByRole('dialog', { name: 'Sorry, you cannot enter' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/content-age-gate-under-21-375.png` });
    await page.close();
  });

  it('lists a category 3 to a page from the catalogue, pages, resizes and adds to the cart drawer', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/CatDisposables');
    const count = page.getByRole('heading', { level: 2, name: /^\d+ Items$/ });
    await count.waitFor();
    const total = Number.parseInt((await count.textContent()) ?? '', 10);
    expect(total).toBeGreaterThan(50);
    const results = page.getByRole('region', { name: 'Products' });
    await expect(results.getByRole('heading', { level: 3 }).count()).resolves.toBe(3);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.textContent()).toContain(`1 / ${Math.ceil(total / 3)}`);
    expect(await pager.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`2 / ${Math.ceil(total / 3)}`).waitFor();

    await page.getByLabel('Results').selectOption('6');
    await pager.getByText(`1 / ${Math.ceil(total / 6)}`).waitFor();
    expect(new URL(page.url()).search).toBe('?size=6');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/content-listing-1280.png`, fullPage: true });

    await results
      .getByRole('button', { name: /^ADD TO CART/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'CHECKOUT' }).waitFor();
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('registers a device for its warranty and thanks the customer', async () => {
    const { page, problems } = await storefront.openPage({ width: 375 });
    await page.goto('/RegisterDevice');
    await appReady(page);
    await page.getByRole('button', { name: 'Register device' }).click();
    await expect(page.getByText('This field is required').count()).resolves.toBe(11);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('E-mail').fill('ada.warranty@example.com');
    await page.getByLabel('Street address').fill('12 Analytical Way');
    await page.getByLabel('City').fill('Phoenix');
    await page.getByLabel('State').selectOption({ label: 'Arizona' });
    await page.getByLabel('ZIP code').fill('85004');
    await page.getByLabel('Where did you buy it?').fill('ESI Tempe store');
    await page.getByLabel('Purchase date').fill('2099-01-01');
    await page.getByLabel('Device').selectOption('ESI PRO');
    await page.getByLabel('Lot number').fill('LOT-2025-0042');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/content-register-device-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Register device' }).click();
    await page.getByText('The purchase date cannot be in the future.').waitFor();

    await page.getByLabel('Purchase date').fill('2025-03-05');
    await page.getByRole('button', { name: 'Register device' }).click();
    await page
      .getByRole('heading', {
        name: 'Thank you for registering your device! Your warranty registration has been received.',
      })
      .waitFor();
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('subscribes to the newsletter from the footer', async () => {
    const { page, problems } = await storefront.openPage();
    await page.goto('/Community');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Sign up for our newsletter').fill('news.e2e@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Thank you for subscribing to our newsletter!').waitFor();
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('opens one FAQ answer at a time and shows the geolocation message on the contact page', async () => {
    const { page, problems } = await storefront.openPage({ width: 375 });
    await page.goto('/Faq');
    const charging = page.getByRole('button', { name: /How do I charge my device/ });
    const podLife = page.getByRole('button', { name: /How long does a pod last/ });
    await charging.click();
    await podLife.click();
    expect(await charging.getAttribute('aria-expanded')).toBe('false');
    expect(await podLife.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/content-faq-375.png`, fullPage: true });

    // No location permission is granted to this browser: the page asks for it.
    await page.goto('/ContactUs');
    await page.getByText('Unable to retrieve location. Please allow location access.').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/content-contact-375.png`, fullPage: true });
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('screenshots a few pages at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page, problems } = await storefront.openPage({ width, reducedMotion: true });
      for (const path of ['/CatDisposables', '/DisposableVape', '/ContactUs', '/Career', '/MenuList', '/Blog1']) {
        await headingOf(page, path);
        const name = path.slice(1).toLowerCase();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/content-${name}-${width}.png`, fullPage: true });
      }
      expect(problems).toEqual({ errors: [], failedRequests: [] });
      await page.close();
    }
  });
});
