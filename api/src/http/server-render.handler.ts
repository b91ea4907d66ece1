import fs from 'node:fs';
import path from 'node:path';
import type { HttpHandler } from './http-types';
import { sendPage } from './page-answer';
import { notFoundHead, withHead } from './product-head';
import { type RenderPage, withRenderedPage } from './server-renderer';

/**
 * GET of a public page (any path without a file extension that asks for HTML): the app's HTML with the
 * page rendered into it, so it paints before the scripts run; an address the app has no page for is a 404
 * with its not-found page. Private pages, and any page the renderer cannot render, fall through to the static
 * handler, which sends the shell.
 */
export function serverRenderHandler(distDir: string, renderPage: RenderPage, imageOrigin?: string): HttpHandler {
  const index = path.join(path.resolve(distDir), 'index.html');
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path.extname(req.url.pathname) || !(req.raw.headers.accept ?? '').includes('text/html')) return false;
    let html: string;
    try {
      html = await fs.promises.readFile(index, 'utf8');
    } catch {
      return false;
    }
    const page = await renderPage(req.url.pathname + req.url.search, req);
    if (!page) return false;
    // Not found: the title the app will show, and no index entry for the address.
    const head = page.status === 404 ? withHead(html, notFoundHead()) : html;
    sendPage(req, res, page.status, withRenderedPage(head, page), imageOrigin);
    return true;
  };
}
