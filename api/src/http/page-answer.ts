import type { PageSources } from './content-security-policy';
import type { ServerResponse } from 'node:http';
import { encodeAnswer } from './compression';
import { entityTag, noneMatchHits } from './http-caching';
import type { HttpRequest } from './http-types';
import { SECURITY_HEADERS } from './responses';
import { storefrontPageHeaders } from './static.handler';

/** Sends a page of the storefront made for this request (compressed when the browser accepts it). */
export function sendPage(
  req: HttpRequest,
  res: ServerResponse,
  status: number,
  html: string,
  sources: PageSources = {},
): void {
  const answer = encodeAnswer(req.raw, html);
  const contentType = 'text/html; charset=utf-8';
  // The same page in the same encoding: a revalidation is a 304 with no body.
  const etag = entityTag(contentType, html, answer.encoding);
  const headers = {
    ...SECURITY_HEADERS,
    ...storefrontPageHeaders(sources),
    'Content-Type': contentType,
    // Made from the catalogue as it is now (stock, prices): revalidated every time.
    'Cache-Control': 'no-cache',
    ETag: etag,
    ...answer.headers,
  };
  if (status === 200 && noneMatchHits(req.raw.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': answer.body.length });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
