import type { Page } from 'playwright-core';
import { RequestSignUpCodeDocument, SignUpDocument } from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { suiteStorefront, SCREENSHOT_DIR } from './support/storefront';

/** Where the explorer's own build puts its scripts, styles, fonts and workers. */
const EXPLORER_ASSETS = '/assets/explorer/';

const storefront = suiteStorefront();

/**
 * Lets only this machine answer, as with no internet: every request to another host is aborted.
 * Returns the list of the requests it aborted.
 */
async function offline(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return blocked;
}

/** Opens the explorer, replaces the query in its editor by typing `query`, and runs it. */
async function runInExplorer(page: Page, query: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  // Monaco closes brackets as they are typed and types over the closers it added.
  await page.keyboard.type(query);
  await page.getByRole('button', { name: /^Execute query/ }).click();
}

/** The response pane once it shows `text` (Monaco renders spaces as no-break spaces). */
async function responseShows(page: Page, text: string): Promise<void> {
  await page.locator('.graphiql-response .view-lines').filter({ hasText: text }).waitFor();
}

/** A signed-up customer's session cookie, made over GraphQL with the code from the dev mailbox. */
async function signedUpSession(): Promise<{ email: string; session: string }> {
  const api = new GraphQLClient(storefront.url);
  const email = uniqueEmail('explorer');
  await api.data(RequestSignUpCodeDocument, { email });
  const mailbox = await (await fetch(`${storefront.url}/dev/mailbox`)).text();
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const code = new RegExp(`data-recipient="${escaped}"[\\s\\S]*?code is (\\d{6})`).exec(mailbox)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  const input = {
    email,
    password: PASSWORD,
    code,
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    dateOfBirth: '1980-05-11',
  };
  const { signUp } = await api.data(SignUpDocument, { input });
  expect(signUp.__typename).toBe('AuthSuccess');
  const session = api.cookie('esi-data');
  if (!session) throw new Error('sign-up set no session cookie');
  return { email, session };
}

describe('the API explorer at /graphql in Chromium, with no internet', () => {
  it('runs a typed query and shows a menu group in the result pane, loading nothing from elsewhere', async () => {
    const { page, problems } = await storefront.openPage({ width: 1280 });
    const blocked = await offline(page);
    await page.goto('/graphql');
    await runInExplorer(page, '{ menuGroups { name } }');
    await responseShows(page, 'Pipes & Glass');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/explorer-result.png` });
    expect(blocked).toEqual([]);
    // A CSP violation would be a console error here.
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it("shows the schema's documentation and keeps the query history across visits", async () => {
    const { page, problems } = await storefront.openPage({ width: 1280 });
    await offline(page);
    await page.goto('/graphql');
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Query' }).click();
    await page.locator('.graphiql-doc-explorer').getByText('menuGroups', { exact: true }).waitFor();

    // GraphiQL records a run in its history while the request is in flight; on loopback the answer can
    // arrive before it looks, so the run gets a network's latency (a real visitor always has one).
    await page.route('**/graphql', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 150));
      return route.fallback();
    });
    await runInExplorer(page, '{ categoryIndex { name } }');
    await responseShows(page, 'categoryIndex');
    // GraphiQL adds the run to its history (local storage, "graphiql:queries") a moment later: reload once it is there.
    await page.waitForFunction(() => {
      const { localStorage } = globalThis as unknown as { localStorage: { getItem(key: string): string | null } };
      return (localStorage.getItem('graphiql:queries') ?? '').includes('categoryIndex');
    });
    await page.reload();
    await page.getByRole('button', { name: 'Show History' }).click();
    await page.locator('.graphiql-history').getByText('{ categoryIndex { name } }').waitFor();
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });

  it("sends the site's cookies, so a signed-in developer's `me` answers with the account", async () => {
    const { email, session } = await signedUpSession();
    const { page, problems } = await storefront.openPage({ width: 1280 });
    await offline(page);
    await page.context().addCookies([{ name: 'esi-data', value: session, url: storefront.url, httpOnly: true }]);
    await page.goto('/graphql');
    await runInExplorer(page, '{ me { email } }');
    await responseShows(page, email);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });
});

describe('the storefront and the explorer', () => {
  it('the home page loads nothing of the explorer', async () => {
    const { page, problems } = await storefront.openPage({ width: 1280 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.startsWith(EXPLORER_ASSETS) || path.startsWith('/explorer/'))).toEqual([]);
    expect(problems).toEqual({ errors: [], failedRequests: [] });
    await page.close();
  });
});
