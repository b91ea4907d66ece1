import { createHash } from 'node:crypto';
import type { Encoding } from './compression';

/** Every GraphQL answer but a public query's: nothing along the way may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Apollo picks the content type from Accept, and the coding follows Accept-Encoding. */
export const PUBLIC_VARY = 'Accept, Accept-Encoding';

/**
 * `public, max-age=N`: shared caches (a CDN, the browser) keep a public answer as long as each replica
 * keeps it, then ask again with its ETag. No stale-while-revalidate: Chromium's background revalidations
 * kept pages from ever settling, and a 304 costs the visitor little more.
 */
export function publicCacheControl(maxAgeSeconds: number): string {
  return `public, max-age=${maxAgeSeconds}`;
}

/**
 * A strong validator of one representation: the SHA-256 of the uncompressed body and its content type,
 * with the content coding appended when compressed, as two codings are two representations (RFC 9110
 * 8.8.3) and a CDN that keeps both must tell them apart.
 */
export function entityTag(contentType: string, body: string | Buffer, encoding: Encoding | null): string {
  const hash = createHash('sha256').update(contentType).update('\n').update(body).digest('base64url').slice(0, 32);
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/**
 * Whether If-None-Match names this representation (RFC 9110 13.1.2): `*`, or any tag in its list equal to
 * ours by weak comparison (a `W/` on either side does not matter).
 */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  // Entity tags are quoted and contain no comma or quote, so a split on commas between them is safe.
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === ours);
}
