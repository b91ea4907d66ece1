import { CONTENT_ROUTES, DEAD_ENDS, PUBLIC_ROUTES, REDIRECTS, SESSION_ROUTES, headingOf } from './support/routes';
import { logInNewCustomer } from './support/session';
import { sharedPage, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

// The phone layout and the header's and footer's links are in route-links.e2e.test.ts, the pages in use in
// content-pages.e2e.test.ts: files run side by side. Each path is a test of its own on a page opened once, so a
// slow machine gives a slow green run, never a test that ran out of time over many pages.
describe('every public route in Chromium', () => {
  const page = sharedPage(storefront);
  const seen = new Map<string, string>();

  it.each(PUBLIC_ROUTES)('renders %s with its own heading and no error', async (path) => {
    const heading = await headingOf(page(), path);
    expect(DEAD_ENDS).not.toContain(heading);
    seen.set(path, heading);
  });

  it('shows the account forms as different pages, not one page under several paths', async () => {
    const forms = ['/app/Login', '/app/SignUp', '/app/ForgetPassword', '/Codeverify'];
    for (const path of forms) if (!seen.has(path)) seen.set(path, await headingOf(page(), path));
    expect(new Set(forms.map((path) => seen.get(path))).size).toBe(forms.length);
  });
});

describe('the account area and checkout, to a logged-in customer', () => {
  const page = sharedPage(storefront);
  let login = '';
  beforeAll(async () => {
    await logInNewCustomer(page());
    login = await headingOf(page(), '/app/Login?next=%2F');
  });

  it.each(SESSION_ROUTES)('renders %s', async (path) => {
    const heading = await headingOf(page(), path);
    expect(new URL(page().url()).pathname).toBe(path);
    expect(heading).not.toBe(login);
    expect(DEAD_ENDS).not.toContain(heading);
  });
});

describe('each page of issue 6 in Chromium', () => {
  const page = sharedPage(storefront);

  it.each(Object.entries(CONTENT_ROUTES))(
    'renders %s with its heading, tab title and no error',
    async (path, expected) => {
      expect(await headingOf(page(), path)).toBe(expected);
      expect(await page().title()).toMatch(/ \| ESI Vape & Smoke Shop$/);
    },
  );

  it.each(Object.entries(REDIRECTS))('sends %s on to its page', async (path, { to, heading }) => {
    const shown = await headingOf(page(), path);
    expect(new URL(page().url()).pathname).toBe(to);
    if (heading) expect(shown).toBe(heading);
    expect(DEAD_ENDS).not.toContain(shown);
  });
});
