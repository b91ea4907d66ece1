import type { PageSources } from './content-security-policy';
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { HttpHandler } from './http-types';
import { sendPage } from './page-answer';
import { notFoundHead, productHead, withHead } from './product-head';
import { type RenderPage, withRenderedPage } from './server-renderer';

/** /products/{slug}, in any case as the client router matches it; /products alone names no product. */
const PRODUCT_PATH = /^\/products(?:\/([^/]*))?\/?$/i;

/**
 * GET /products/{slug}: the app's HTML with the product in its head, for link previews and crawlers that
 * run no script; the app then renders the page. A slug that names no active product is answered 404 with
 * the same HTML, on which the app shows its not-found page; both come rendered by the server when it can.
 * Without a built app the static handler answers.
 */
export function productPageHandler(
  distDir: string,
  publicUrl: string,
  catalog: CatalogService,
  sources: PageSources = {},
  renderPage?: RenderPage,
): HttpHandler {
  const index = path.join(path.resolve(distDir), 'index.html');
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = PRODUCT_PATH.exec(req.url.pathname);
    if (!match) return false;
    let html: string;
    try {
      html = await fs.promises.readFile(index, 'utf8');
    } catch {
      return false;
    }
    let slug = '';
    try {
      slug = decodeURIComponent(match[1] ?? '');
    } catch {
      // Malformed escapes name no product.
    }
    const product = slug ? await catalog.productBySlug(slug) : null;
    let page = withHead(html, product ? productHead(product, publicUrl) : notFoundHead());
    const rendered = await renderPage?.(req.url.pathname + req.url.search, req);
    if (rendered) page = withRenderedPage(page, rendered);
    sendPage(req, res, product ? 200 : 404, page, sources);
    return true;
  };
}
