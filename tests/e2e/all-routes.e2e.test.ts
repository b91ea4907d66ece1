import { CONTENT_ROUTES, DEAD_ENDS, PUBLIC_ROUTES, REDIRECTS, SESSION_ROUTES, headingOf } from './support/routes';
import { logInNewCustomer } from './support/session';
import { suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

// The phone layout and the header's and footer's links are in route-links.e2e.test.ts, the pages in use in
// content-pages.e2e.test.ts: files run side by side.
describe('every route in Chromium', () => {
  it('renders each public route with its own heading and no error', async () => {
    const { page, problems } = await storefront.openPage();
    const seen = new Map<string, string>();
    for (const path of PUBLIC_ROUTES) {
      const heading = await headingOf(page, path);
      expect({ path, heading, deadEnd: DEAD_ENDS.includes(heading) }).toEqual({ path, heading, deadEnd: false });
      seen.set(path, heading);
    }
    // "Its own": the account forms are different pages, not one page under several paths.
    const forms = ['/app/Login', '/app/SignUp', '/app/ForgetPassword', '/Codeverify'].map((p) => seen.get(p));
    expect(new Set(forms).size).toBe(forms.length);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('renders the account area and checkout to a logged-in customer', async () => {
    const { page, problems } = await storefront.openPage();
    await logInNewCustomer(page);
    const login = await headingOf(page, '/app/Login?next=%2F');
    for (const path of SESSION_ROUTES) {
      const heading = await headingOf(page, path);
      expect({ path, url: new URL(page.url()).pathname }).toEqual({ path, url: path });
      expect(heading).not.toBe(login);
      expect(DEAD_ENDS).not.toContain(heading);
    }
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it('renders each page of issue 6 with its heading, tab title and no error', async () => {
    const { page, problems } = await storefront.openPage();
    for (const [path, expected] of Object.entries(CONTENT_ROUTES)) {
      expect({ path, heading: await headingOf(page, path) }).toEqual({ path, heading: expected });
      expect(await page.title()).toMatch(/ \| ESI Vape & Smoke Shop$/);
    }
    for (const [path, { to, heading }] of Object.entries(REDIRECTS)) {
      const shown = await headingOf(page, path);
      expect(new URL(page.url()).pathname).toBe(to);
      if (heading) expect(shown).toBe(heading);
      expect(DEAD_ENDS).not.toContain(shown);
    }
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });
});
