import type { ProxyTrust } from '../security/proxy-trust';
import { isSecureRequest } from '../security/cookies';
import type { HttpHandler } from './http-types';

/**
 * Strict-Transport-Security on every answer to a request that came over TLS (here, or at a trusted
 * proxy): browsers then refuse plain http for the site and its subdomains for `maxAgeSeconds`. Never
 * over plain http, where it would be meaningless and could pin a development host. It answers
 * nothing itself: it sets the header and lets the next handler answer. 0 turns it off.
 */
export function transportSecurityHandler(maxAgeSeconds: number, trustProxy: ProxyTrust): HttpHandler {
  const value = `max-age=${maxAgeSeconds}; includeSubDomains`;
  return async (req, res) => {
    if (maxAgeSeconds > 0 && isSecureRequest(req, trustProxy)) res.setHeader('Strict-Transport-Security', value);
    return false;
  };
}
