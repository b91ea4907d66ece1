import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();

const get = (path: string, accept = 'text/html', method = 'GET') =>
  fetch(suite.testApp.url + path, { method, headers: { accept } });

/** The app's not-found page as the server renders it (the same page an unknown product gets). */
function expectNotFoundPage(html: string): void {
  expect(html).toMatch(/<div id="root">.*<h1[^>]*>[^<]*not found/is);
  expect(html).toContain('<title>Page not found | ESI Vape &amp; Smoke Shop</title>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
}

describe('the status of an address, by the web app router', () => {
  it('answers 404 with the not-found page under the private pages, beside the legacy paths and with an extension', async () => {
    for (const path of [
      '/app/no-such-page',
      '/app/orders',
      '/CartList/more',
      '/CheckoutPage/x',
      '/esi-api',
      '/esi-api/requests/nothing/',
      '/responses/categories/Other.aspx',
      '/requests/login/more',
      '/wp-login.php',
      '/ssr/entry-server.cjs',
      '/dev/mailbox/x',
    ]) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expectNotFoundPage(await response.text());
    }
  });

  it('answers 404 with the same page whatever the client accepts, and HEAD with no body', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const response = await get('/no-such-page', accept);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectNotFoundPage(await response.text());
    }
    const head = await get('/no-such-page', 'text/html', 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('sends the private pages as the shell, for the browser to render', async () => {
    for (const path of ['/app/Login', '/app/dashboard/', '/app/orders/ESI-100001', '/CartList', '/CheckoutPage']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<title>Page not found');
    }
  });

  it("answers the app's pages 200 to any client, and its built files as files", async () => {
    for (const accept of ['text/html', '*/*']) {
      const response = await get('/SearchProduct/search/e.liquid', accept);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('<title>Page not found');
    }
    const script = await get('/first-paint.js', '*/*');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });
});
