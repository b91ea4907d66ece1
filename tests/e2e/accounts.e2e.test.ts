import { print } from 'graphql';
import type { Page } from 'playwright-core';
import { LogOutDocument, RequestSignUpCodeDocument, SignUpDocument } from '../../web/src/graphql/__generated__/graphql';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../../web/src/config/age-gate';
import { type Storefront, startStorefront } from './support/storefront';

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';
const PASSWORD = 'correct horse 1';

let storefront: Storefront;
let emailCount = 0;

beforeAll(async () => {
  storefront = await startStorefront();
});

afterAll(async () => {
  await storefront?.stop();
});

/** A page of a visitor who already confirmed being 21 or older, so the age gate stays closed. */
async function openPage(options?: Parameters<Storefront['openPage']>[0]) {
  const opened = await storefront.openPage(options);
  // Page scripts are strings here: this project's Node types have no DOM.
  await opened.page.addInitScript(
    `window.localStorage.setItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)}, ${JSON.stringify(AGE_GATE_CONFIRMED)})`,
  );
  return opened;
}

function uniqueEmail(prefix: string): string {
  emailCount++;
  return `${prefix}.${Date.now().toString(36)}${emailCount}@example.com`;
}

/** The newest 6-digit code mailed to an address, read from the dev mailbox page the test app serves. */
async function mailedCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get('/dev/mailbox');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Newest first: the first article for the address holds the newest code.
  const code = new RegExp(`data-recipient="${escaped}"[\\s\\S]*?code is (\\d{6})`).exec(html)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** A GraphQL call in the page's browser context, so a session cookie it sets belongs to that page. */
async function graphql(page: Page, document: Parameters<typeof print>[0], variables: object = {}) {
  const response = await page.request.post('/graphql', { data: { query: print(document), variables } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data?: Record<string, { __typename?: string }>; errors?: unknown[] };
}

/** A new adult customer made through the API; the page's context is then logged in as them. */
async function signUpThroughApi(page: Page, email: string): Promise<void> {
  await graphql(page, RequestSignUpCodeDocument, { email });
  const input = { email, password: PASSWORD, code: await mailedCode(page, email) };
  const result = await graphql(page, SignUpDocument, {
    input: { ...input, firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1985-12-09' },
  });
  expect(result.data?.signUp?.__typename).toBe('AuthSuccess');
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Account' });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('customer accounts in Chromium', () => {
  it('signs up with the e-mailed code, logs out, and logs back in where the guard came from', async () => {
    const { page, problems } = await openPage();
    const email = uniqueEmail('signup');
    await page.goto('/app/SignUp');
    await page.getByLabel('First Name', { exact: true }).fill('Ada');
    await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
    await page.getByLabel('Birthday').fill('1990-05-17');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    const popup = page.getByRole('dialog', { name: 'Check Your Email' });
    await popup.waitFor();
    expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    await popup.getByRole('button', { name: 'OK' }).click();
    const code = page.getByLabel('Verification Code');
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('code');

    // A wrong code first: the invalid-token popup, and the code step stays.
    const right = await mailedCode(page, email);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    const invalid = page.getByRole('alertdialog', { name: 'Invalid Token' });
    await invalid.waitFor();
    await page.keyboard.press('Escape');
    await invalid.waitFor({ state: 'detached' });

    await code.fill(right);
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.waitForURL('**/app/Profile');
    await page.getByRole('heading', { level: 1, name: 'User Profile' }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    expect(await accountLink(page).getAttribute('href')).toBe('/app/dashboard/');

    // Logout asks first; confirming ends the session.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await confirm.getByText('Are you sure you want to logout?').waitFor();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/app/Login');
    await page.waitForFunction(
      `document.querySelector('header a[aria-label="Account"]')?.getAttribute('href') === '/app/Login'`,
    );

    // A guarded page now sends the guest to log in, and back afterwards.
    await page.goto('/app/ShippingAddress');
    await page.waitForURL('**/app/Login?next=%2Fapp%2FShippingAddress');
    await logIn(page, email, 'not the password');
    await page.getByText('Invalid credentials or account not registered.').waitFor();
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/app/ShippingAddress');
    await page.getByRole('heading', { level: 1, name: 'Shipping Address' }).waitFor();

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('changes the password, and the new one logs in', async () => {
    const { page, problems } = await openPage();
    const email = uniqueEmail('change');
    await signUpThroughApi(page, email);
    await page.goto('/app/settings');
    await page.getByRole('heading', { level: 1, name: 'Password Change' }).waitFor();

    await page.getByLabel('Old Password').fill(PASSWORD);
    await page.getByLabel('New Password').fill('a brand new secret');
    await page.getByLabel('Confirm Password').fill('a different secret');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New password and confirm password do not match.').waitFor();

    await page.getByLabel('Old Password').fill('wrong old password');
    await page.getByLabel('Confirm Password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('The old password is not correct.').waitFor();

    await page.getByLabel('Old Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const done = page.getByRole('dialog', { name: 'Password Changed' });
    await done.getByText('Your password has been successfully updated.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/app/dashboard/');

    // The session that changed it stays; a new login takes the new password only.
    await graphql(page, LogOutDocument);
    await page.goto('/app/Login');
    await logIn(page, email, PASSWORD);
    await page.getByText('Invalid credentials or account not registered.').waitFor();
    await logIn(page, email, 'a brand new secret');
    await page.waitForURL('**/app/Profile');

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('recovers a password through /app/ForgetPassword and /Codeverify with the e-mailed code', async () => {
    const { page, problems } = await openPage();
    const email = uniqueEmail('recover');
    await signUpThroughApi(page, email);
    await graphql(page, LogOutDocument);

    await page.goto('/app/Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/app/ForgetPassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.waitForURL((url) => url.pathname === '/Codeverify');
    // The e-mail travels in router state, never a code, and nothing lands in session storage.
    expect(pathOf(page)).toBe('/Codeverify');
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    await page.getByText('If that e-mail address is registered, we have sent it a code.').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    const code = await mailedCode(page, email);
    await page.getByLabel('Email Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New Password').fill('recovered secret');
    await page.getByLabel('Confirm Password').fill('recovered secret');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText('Invalid code.').waitFor();

    await page.getByLabel('Email Code').fill(code);
    // Typing cleared the message.
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your password has been reset. Please log in.').waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/app/Login');
    await logIn(page, email, 'recovered secret');
    await page.waitForURL('**/app/Profile');

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('adds, edits and deletes a shipping address', async () => {
    const { page, problems } = await openPage();
    await signUpThroughApi(page, uniqueEmail('address'));
    await page.goto('/app/ShippingAddress');
    await page.getByText('You have no saved shipping addresses yet.').waitFor();

    await page.getByRole('button', { name: 'Add New Shipping Address' }).click();
    await page.getByRole('button', { name: 'Save Address' }).click();
    expect(await page.getByText('This field is required').count()).toBe(6);

    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Hopper');
    await page.getByLabel('Address', { exact: true }).fill('1 Compiler Rd');
    await page.getByLabel('City', { exact: true }).fill('Phoenix');
    const state = page.getByLabel('State', { exact: true });
    expect(await state.locator('option').first().textContent()).toBe('Select State');
    await state.selectOption({ label: 'Arizona' });
    await page.getByLabel('ZIP Code', { exact: true }).fill('85001');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByRole('status').getByText('Shipping address saved successfully!').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
    expect(await card.textContent()).toContain('Phoenix, Arizona 85001');

    await card.getByRole('button', { name: /^Edit/ }).click();
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('AZ');
    await page.getByLabel('City', { exact: true }).fill('Tucson');
    await page.getByLabel('ZIP Code', { exact: true }).fill('85701');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').getByText('Shipping address saved successfully!').waitFor();
    expect(await card.textContent()).toContain('Tucson, Arizona 85701');

    // Saved on the server, not only in the cache.
    await page.reload();
    expect(await page.getByRole('listitem').filter({ hasText: 'Grace Hopper' }).textContent()).toContain('Tucson');

    await page
      .getByRole('listitem')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog', { name: 'Delete Address' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You have no saved shipping addresses yet.').waitFor();

    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('lays out login, the sign-up code step and the account area at 375px and 1280px (screenshots in /tmp)', async () => {
    for (const width of [375, 1280]) {
      const { page, problems } = await openPage({ width, reducedMotion: true });
      // The page area only: the header and footer belong to other features and have their own layout tests.
      const noSidewaysScroll = async () => {
        const sticking =
          await page.evaluate(`[...document.querySelectorAll('main *, [role="dialog"], [role="alertdialog"]')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.tagName.toLowerCase() + '.' + element.className)
          .slice(0, 5)`);
        expect(sticking).toEqual([]);
      };

      await page.goto('/app/Login');
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-login-${width}.png`, fullPage: true });
      await noSidewaysScroll();

      const email = uniqueEmail(`shot${width}`);
      await page.goto('/app/SignUp');
      await page.getByLabel('First Name', { exact: true }).fill('Ada');
      await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
      await page.getByLabel('Birthday').fill('1990-05-17');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('dialog', { name: 'Check Your Email' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-signup-code-dialog-${width}.png` });
      await noSidewaysScroll();
      await page.getByRole('dialog', { name: 'Check Your Email' }).getByRole('button', { name: 'OK' }).click();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-signup-code-step-${width}.png`, fullPage: true });
      await noSidewaysScroll();

      await page.getByLabel('Verification Code').fill(await mailedCode(page, email));
      await page.getByRole('button', { name: 'Verify & Create Account' }).click();
      await page.waitForURL('**/app/Profile');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-profile-${width}.png`, fullPage: true });
      await noSidewaysScroll();

      const toggle = page.getByRole('button', { name: 'Account menu' });
      if (width < 768) {
        expect(await page.getByRole('navigation', { name: 'Account' }).isVisible()).toBe(false);
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      } else {
        expect(await toggle.isVisible()).toBe(false);
      }
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Shipping Address' }).click();
      await page.getByRole('button', { name: 'Add New Shipping Address' }).click();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-address-form-${width}.png`, fullPage: true });
      await noSidewaysScroll();

      if (width < 768) await toggle.click();
      await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm Logout' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-logout-dialog-${width}.png` });

      expect(problems).toEqual({ errors: [], failedRequests: [] });
      await page.close();
    }
  });
});
