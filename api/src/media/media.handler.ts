import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sql } from '../db/sql';
import type { HttpHandler } from '../http/http-types';
import { SECURITY_HEADERS } from '../http/responses';
import { categoryKind } from './artwork-kinds';
import {
  type ArtworkSubject,
  type ProductView,
  PRODUCT_VIEWS,
  contentVersion,
  productArtworkSvg,
} from './product-artwork';
import { categorySvg, defaultCategorySvg } from './svg-images';

const PRODUCT_IMAGE = /^\/media\/products\/p-\d{1,7}\.svg$/;
const CATEGORY_IMAGE = /^\/media\/categories\/([a-z0-9-]{1,80})\.svg$/;
/** The spec's fallback picture name; it is served as SVG like every generated picture. */
export const DEFAULT_IMAGE = '/media/default.jpg';

/** A URL whose `v` is the hash of what it answers never changes: the browser keeps it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned URL (the legacy API's, a link preview's) or a stale version: a day, then revalidate. */
const FOR_A_DAY = 'public, max-age=86400';

const SUBJECT = `SELECT p.name, b.name AS brand, f.name AS flavor, c.slug AS "categorySlug",
    s.slug AS "subcategorySlug", t.name AS "productType"
  FROM product p JOIN brand b ON b.id = p.brand_id JOIN category c ON c.id = p.category_id
  LEFT JOIN category s ON s.id = p.subcategory_id LEFT JOIN flavor f ON f.id = p.flavor_id
  LEFT JOIN product_type t ON t.id = p.product_type_id
  WHERE p.image = $1`;

/** Serves the generated catalogue pictures, drawn from the names in the database. */
export function mediaHandler(sql: Sql): HttpHandler {
  return async (req, res) => {
    const { pathname, searchParams } = req.url;
    if (!pathname.startsWith('/media/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const answer = (svg: string) => send(req.raw, res, req.method === 'HEAD', svg, searchParams.get('v'));
    if (pathname === DEFAULT_IMAGE) return answer(defaultCategorySvg());
    if (PRODUCT_IMAGE.test(pathname)) {
      const view = searchParams.get('view');
      if (view !== null && !(PRODUCT_VIEWS as readonly string[]).includes(view)) return false;
      const [subject] = await sql.query<ArtworkSubject>(SUBJECT, [pathname]);
      const svg = subject && productArtworkSvg(subject, view as ProductView | null);
      return svg ? answer(svg) : false;
    }
    const category = CATEGORY_IMAGE.exec(pathname);
    if (category) {
      const [row] = await sql.query<{ name: string; parent: string | null }>(
        `SELECT c.name, p.slug AS parent FROM category c LEFT JOIN category p ON p.id = c.parent_id WHERE c.slug = $1`,
        [category[1]],
      );
      return row ? answer(categorySvg(category[1]!, row.name, categoryKind(category[1]!, row.parent))) : false;
    }
    return false;
  };
}

function send(req: IncomingMessage, res: ServerResponse, headOnly: boolean, svg: string, version: string | null) {
  const hash = contentVersion(svg);
  const headers = {
    ...SECURITY_HEADERS,
    'Cache-Control': version === hash ? IMMUTABLE : FOR_A_DAY,
    ETag: `"${hash}"`,
    // The pictures are our own drawings, but an SVG is a document: it may not run or load anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === headers.ETag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(svg) });
  res.end(headOnly ? undefined : svg);
  return true;
}
