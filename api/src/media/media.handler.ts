import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Sql } from '../db/sql';
import type { HttpHandler } from '../http/http-types';
import { SECURITY_HEADERS } from '../http/responses';
import { type ProductView, PRODUCT_VIEWS } from '../modules/catalog/product-views.rules';
import { categorySvg, defaultCategorySvg, flavorSwatchSvg, productPackSvg, productSvg } from './svg-images';

const PRODUCT_IMAGE = /^\/media\/products\/p-(\d{1,7})\.svg$/;
const CATEGORY_IMAGE = /^\/media\/categories\/([a-z0-9-]{1,80})\.svg$/;
/** The spec's fallback picture name; it is served as SVG like every generated picture. */
export const DEFAULT_IMAGE = '/media/default.jpg';

/** Serves the generated catalogue pictures, drawn from the names in the database. */
export function mediaHandler(sql: Sql): HttpHandler {
  return async (req, res) => {
    const { pathname } = req.url;
    if (!pathname.startsWith('/media/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (pathname === DEFAULT_IMAGE) return send(res, req.method, defaultCategorySvg());
    const product = PRODUCT_IMAGE.exec(pathname);
    if (product) {
      const view = req.url.searchParams.get('view');
      if (view !== null && !(PRODUCT_VIEWS as readonly string[]).includes(view)) return false;
      const [row] = await sql.query<{ name: string; flavor: string | null }>(
        `SELECT p.name, f.name AS flavor FROM product p LEFT JOIN flavor f ON f.id = p.flavor_id WHERE p.image = $1`,
        [pathname],
      );
      const svg = row && productView(Number(product[1]), row, view as ProductView | null);
      return svg ? send(res, req.method, svg) : false;
    }
    const category = CATEGORY_IMAGE.exec(pathname);
    if (category) {
      const [row] = await sql.query<{ name: string }>(`SELECT name FROM category WHERE slug = $1`, [category[1]]);
      return row ? send(res, req.method, categorySvg(category[1]!, row.name)) : false;
    }
    return false;
  };
}

/** The picture of one view of a product (the product itself without one); a flavour view needs a flavour. */
function productView(index: number, row: { name: string; flavor: string | null }, view: ProductView | null) {
  if (view === 'pack') return productPackSvg(index, row.name);
  if (view === 'flavor') return row.flavor === null ? null : flavorSwatchSvg(row.name, row.flavor);
  return productSvg(index, row.name);
}

function send(res: ServerResponse, method: string, svg: string): true {
  const etag = '"' + createHash('sha1').update(svg).digest('base64url').slice(0, 16) + '"';
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(svg),
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    // The pictures are our own drawings, but an SVG is a document: it may not run or load anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(method === 'HEAD' ? undefined : svg);
  return true;
}
