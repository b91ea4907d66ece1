import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from '../security/proxy-trust';

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/**
 * A form posted from another site (Apollo's CSRF guard covers /graphql only): the browser's
 * Sec-Fetch-Site says so, or an Origin names another host than the one the request is addressed to.
 * No Origin at all is a script or an old client, which a browser-borne attack cannot be.
 */
export function isCrossSite(req: IncomingMessage, trustProxy: ProxyTrust): boolean {
  if (firstValue(req.headers['sec-fetch-site']) === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage: not this site
  }
  const hosts = [
    firstValue(req.headers.host),
    trustProxy.trustsPeer(req) ? firstValue(req.headers['x-forwarded-host']) : undefined,
  ];
  return !hosts.includes(originHost);
}
