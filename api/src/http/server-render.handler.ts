import type { PageSources } from './content-security-policy';
import fs from 'node:fs';
import path from 'node:path';
import { sendFile } from './files';
import type { HttpHandler } from './http-types';
import { sendPage } from './page-answer';
import { notFoundHead, withHead } from './product-head';
import { sendText } from './responses';
import { type ServerRenderer, withRenderedPage } from './server-renderer';
import { storefrontPageHeaders } from './static.handler';

/**
 * A GET of any address that is not a built file (the static handler, before this one, serves those). The web
 * app's router decides: an address it has no page for is a 404 with the not-found page, whatever the request
 * accepts; a public page asked for as HTML is the app's HTML with the page rendered into it, so it paints
 * before the scripts run; a private page, a redirect, a render that failed, or a page asked for by a client
 * that does not want HTML get the shell (index.html), which the browser's router renders.
 */
export function serverRenderHandler(distDir: string, renderer: ServerRenderer, sources: PageSources = {}): HttpHandler {
  const index = path.join(path.resolve(distDir), 'index.html');
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const status = renderer.routeStatus(req.url.pathname);
    const wantsHtml = (req.raw.headers.accept ?? '').includes('text/html');
    // Without a server build nothing can tell a page from a missing file: only HTML requests get the shell.
    if (status === undefined && path.extname(req.url.pathname) && !wantsHtml) return false;
    let html: string;
    try {
      html = await fs.promises.readFile(index, 'utf8');
    } catch {
      sendText(res, 503, 'The web app is not built yet: run `npm run build:web` (npm start does it for you).');
      return true;
    }
    const page = status === 404 || wantsHtml ? await renderer.render(req.url.pathname + req.url.search, req) : null;
    if (page) {
      // Not found: the title the app will show, and no index entry for the address.
      const head = page.status === 404 ? withHead(html, notFoundHead()) : html;
      sendPage(req, res, page.status, withRenderedPage(head, page), sources);
    } else if (status === 404) {
      sendPage(req, res, 404, withHead(html, notFoundHead()), sources);
    } else {
      await sendFile(req.raw, res, index, {
        cacheControl: 'no-cache',
        headOnly: req.method === 'HEAD',
        headers: storefrontPageHeaders(sources),
      });
    }
    return true;
  };
}
