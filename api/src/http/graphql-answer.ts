import type { ServerResponse } from 'node:http';
import type { HttpRequest } from './http-types';
import { answerEncoding, encodeAnswer } from './compression';
import { PRIVATE_NO_STORE, PUBLIC_VARY, entityTag, noneMatchHits, publicCacheControl } from './http-caching';
import { SECURITY_HEADERS } from './responses';

export interface GraphqlAnswer {
  readonly status: number;
  /** Apollo's headers (lower-case names). */
  readonly headers: readonly [string, string][];
  readonly body: string;
}

/** How shared caches may keep a public answer: for maxAgeSeconds, of which ageSeconds are gone. */
export interface PublicCaching {
  readonly maxAgeSeconds: number;
  /** Set when the answer comes from the replica's whole-answer cache. */
  readonly ageSeconds?: number;
}

function setHeaders(res: ServerResponse, headers: Iterable<readonly [string, string]>): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * Sends a GraphQL answer: `private, no-store` unless `caching` says it is public, in which case it goes
 * with `Cache-Control: public`, an ETag and its Vary, or as a 304 when If-None-Match names it.
 */
export function sendGraphqlAnswer(
  req: HttpRequest,
  res: ServerResponse,
  answer: GraphqlAnswer,
  caching?: PublicCaching,
): void {
  setHeaders(res, Object.entries(SECURITY_HEADERS));
  // Encoded once: its length, its ETag and what is sent all read the same bytes.
  const raw = Buffer.from(answer.body);
  let cacheHeaders: [string, string][] = [['Cache-Control', PRIVATE_NO_STORE]];
  if (caching) {
    const contentType = answer.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
    const etag = entityTag(contentType, raw, answerEncoding(req.raw, raw.length));
    cacheHeaders = [
      ['Cache-Control', publicCacheControl(caching.maxAgeSeconds)],
      ['ETag', etag],
      ['Vary', PUBLIC_VARY],
    ];
    if (caching.ageSeconds !== undefined) cacheHeaders.push(['Age', String(caching.ageSeconds)]);
    if (noneMatchHits(req.raw.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      setHeaders(res, cacheHeaders);
      res.end();
      return;
    }
  }
  const encoded = encodeAnswer(req.raw, raw);
  res.statusCode = answer.status;
  setHeaders(res, answer.headers);
  setHeaders(res, Object.entries(encoded.headers));
  // Last, so that they replace encodeAnswer's narrower Vary.
  setHeaders(res, cacheHeaders);
  res.end(encoded.body);
}
