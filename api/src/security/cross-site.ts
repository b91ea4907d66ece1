import type { IncomingMessage } from 'node:http';
import { parse } from 'graphql';
import { AppError, forbidden } from '../errors';
import type { ProxyTrust } from './proxy-trust';

/** What a request must come from to change anything: the shop's own pages. */
export interface ShopOrigin {
  /** PUBLIC_URL's origin: the shop as customers reach it. */
  readonly publicUrl: string;
  /** Whether X-Forwarded-Host names the host (behind our own proxies only). */
  readonly trustProxy: ProxyTrust;
}

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted: use the shop’s own pages.';

/** Fetch Metadata values of a request a page of this origin (or the person, typing an address) started. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/**
 * Whether a browser sent this request from a page that is not the shop's own (OWASP's CSRF cheat sheet: the
 * standard headers, a second layer under the SameSite=Strict cookies). The one rule of /admin-api and its import,
 * of the writes on /graphql and of the legacy REST paths:
 *
 * - an `Origin` decides: the shop's own is PUBLIC_URL's origin, or a page on the host the request is addressed to
 *   (its `Host`, or behind a trusted proxy its `X-Forwarded-Host`), as `npm start` on any port is reached, but never
 *   a plain-http page of a shop reached over https;
 *   `Origin: null` (a sandboxed frame, a file) and anything unreadable are another site's;
 * - without one, `Sec-Fetch-Site` decides: only `same-origin` and `none` are the shop's own (`same-site`, a
 *   sibling subdomain, is not);
 * - `Sec-Fetch-Site: cross-site` is refused whatever the Origin says;
 * - with neither header the request is served: every current browser sends one of them on a POST from another
 *   site, so the sender is a script or a server (curl, the legacy integrations, a monitoring probe), which holds
 *   no victim's cookie to abuse.
 */
export function isCrossSite(req: IncomingMessage, shop: ShopOrigin): boolean {
  const fetchSite = firstValue(req.headers['sec-fetch-site']);
  if (fetchSite === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  if (url.origin === shop.publicUrl) return false;
  if (url.protocol === 'http:' && reachedOverHttps(req, shop, url.host)) return true;
  const hosts = [
    firstValue(req.headers.host),
    shop.trustProxy.trustsPeer(req) ? firstValue(req.headers['x-forwarded-host']) : undefined,
  ];
  return !hosts.includes(url.host.toLowerCase());
}

/**
 * Whether the shop at this host is reached over https: PUBLIC_URL says so of its host, or this request came over
 * TLS (here, or to a trusted proxy that says so). A page of the same host on plain http is then another site's:
 * anyone on the network between the browser and the shop can write it.
 */
function reachedOverHttps(req: IncomingMessage, shop: ShopOrigin, host: string): boolean {
  const publicUrl = new URL(shop.publicUrl);
  if (publicUrl.protocol === 'https:' && publicUrl.host === host) return true;
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return shop.trustProxy.trustsPeer(req) && firstValue(req.headers['x-forwarded-proto']) === 'https';
}

/** The 403 a cross-site request gets, before anything runs. */
export function refuseCrossSite(req: IncomingMessage, shop: ShopOrigin): void {
  if (isCrossSite(req, shop)) throw crossSiteRefusal();
}

export const crossSiteRefusal = (): AppError => forbidden(CROSS_SITE_MESSAGE);

/**
 * Whether a GraphQL document only reads: every operation in it a query. A document that does not parse is
 * not (Apollo refuses it anyway), so a cross-site sender learns nothing from the difference.
 */
export function isPlainQuery(document: unknown): boolean {
  if (typeof document !== 'string') return false;
  try {
    return parse(document).definitions.every((d) => d.kind !== 'OperationDefinition' || d.operation === 'query');
  } catch {
    return false;
  }
}
