import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { encodeAnswer } from './compression';
import type { HttpRequest } from './http-types';
import { SECURITY_HEADERS } from './responses';
import { storefrontPageHeaders } from './static.handler';

/** Sends a page of the storefront made for this request (compressed when the browser accepts it). */
export function sendPage(
  req: HttpRequest,
  res: ServerResponse,
  status: number,
  html: string,
  imageOrigin?: string,
): void {
  const answer = encodeAnswer(req.raw, html);
  // The same page in the same encoding: a revalidation is a 304 with no body.
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}-${answer.headers['Content-Encoding'] ?? 'identity'}"`;
  const headers = {
    ...SECURITY_HEADERS,
    ...storefrontPageHeaders(imageOrigin),
    'Content-Type': 'text/html; charset=utf-8',
    // Made from the catalogue as it is now (stock, prices): revalidated every time.
    'Cache-Control': 'no-cache',
    ETag: etag,
    ...answer.headers,
  };
  if (status === 200 && req.raw.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': answer.body.length });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
