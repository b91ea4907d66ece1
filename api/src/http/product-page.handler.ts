import fs from 'node:fs';
import path from 'node:path';
import type { CatalogService } from '../modules/catalog/catalog.service';
import { encodeAnswer } from './compression';
import type { HttpHandler } from './http-types';
import { notFoundHead, productHead, withHead } from './product-head';
import { SECURITY_HEADERS } from './responses';
import { storefrontPageHeaders } from './static.handler';

/** /products/{slug}, in any case as the client router matches it; /products alone names no product. */
const PRODUCT_PATH = /^\/products(?:\/([^/]*))?\/?$/i;

/**
 * GET /products/{slug}: the app's HTML with the product in its head, for link previews and crawlers that
 * run no script; the app then renders the page. A slug that names no active product is answered 404 with
 * the same HTML, on which the app shows its not-found page. Without a built app the static handler answers.
 */
export function productPageHandler(
  distDir: string,
  publicUrl: string,
  catalog: CatalogService,
  imageOrigin?: string,
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
    const answer = encodeAnswer(req.raw, withHead(html, product ? productHead(product, publicUrl) : notFoundHead()));
    res.writeHead(product ? 200 : 404, {
      ...SECURITY_HEADERS,
      ...storefrontPageHeaders(imageOrigin),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': answer.body.length,
      // The stock on the page changes with every order.
      'Cache-Control': 'no-cache',
      ...answer.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return true;
  };
}
