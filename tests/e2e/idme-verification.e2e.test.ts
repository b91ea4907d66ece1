import { StartServiceVerificationDocument } from '../../web/src/graphql/__generated__/graphql';
import { axeViolations, describeFindings } from './support/axe';
import { logInNewCustomer, pageGraphql } from './support/session';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront({ AFFILIATION_PROVIDER: 'idme-sandbox' });

describe('the Military & First Responder page with ID.me', () => {
  it('sends a customer on a phone to ID.me, brings them back verified with a code, and gives no second one that day', async () => {
    const { page, problems } = await storefront.openPage({ width: 320, reducedMotion: true, bypassCSP: true });
    const email = await logInNewCustomer(page, 'idme', 'Hopper');
    await page.goto('/Military');
    await page.getByRole('button', { name: 'Save up to 25%' }).click();
    const panel = page.getByRole('region', { name: 'Your military discount' });
    await page.getByRole('button', { name: 'Verify military status with ID.me' }).waitFor();
    await panel.screenshot({ path: `${SCREENSHOT_DIR}/military-idme-start.png` });
    expect(describeFindings(await axeViolations(page, 'the ID.me choice'))).toEqual([]);
    await page.getByRole('button', { name: 'Verify military status with ID.me' }).click();

    // At ID.me (its sandbox): the customer picks the test identity, and ID.me sends them back to the shop.
    await page.waitForURL(`${storefront.app.idMeSandbox!.url}/oauth/authorize?**`);
    await page.getByRole('link', { name: 'Verified military (service member)' }).click();

    await page.waitForURL('**/Military');
    const code = await panel.getByText(/^Your code for today is SVC-/).textContent();
    const todaysCode = /SVC-[A-Z0-9]{12}/.exec(code ?? '')?.[0];
    expect(todaysCode).toBeDefined();
    // Back on the page, the keyboard is on the answer, and nothing runs past a 320 px screen.
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Your military discount');
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/military-idme-code.png`, fullPage: true });
    expect(describeFindings(await axeViolations(page, 'back from ID.me with a code'))).toEqual([]);

    const mailbox = await (await page.request.get('/dev/mailbox')).text();
    expect(mailbox).toContain(email);
    expect(mailbox).toContain(`Your discount code is ${todaysCode}`);

    // Later that day: the page shows the same code, and ID.me cannot be started again for a second one.
    await page.goto('/Military');
    await page.getByRole('button', { name: 'Save up to 25%' }).click();
    await panel.getByText(`${todaysCode}`).waitFor();
    expect(await page.getByRole('button', { name: /with ID\.me/ }).count()).toBe(0);
    const again = await pageGraphql<{ startServiceVerification: { __typename: string; errors?: { code: string }[] } }>(
      page,
      StartServiceVerificationDocument,
      { input: { group: 'military' } },
    );
    expect(again.data?.startServiceVerification).toMatchObject({
      __typename: 'InputErrors',
      errors: [expect.objectContaining({ code: 'SERVICE_CODE_ALREADY_TODAY' })],
    });
    expect(problems).toEqual({ errors: [], failedRequests: [] });
  });

  it('tells a customer who cancels at ID.me that there is no code, with the buttons to start again', async () => {
    const { page } = await storefront.openPage({ width: 1280, reducedMotion: true });
    await logInNewCustomer(page, 'idme', 'Cancel');
    await page.goto('/Military');
    await page.getByRole('button', { name: 'Save up to 25%' }).click();
    await page.getByRole('button', { name: 'Verify as a first responder with ID.me' }).click();
    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    await page.waitForURL('**/Military');
    await page.getByText('You cancelled the verification at ID.me, so there is no code.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Verify as a first responder with ID.me' }).waitFor();
  });
});
