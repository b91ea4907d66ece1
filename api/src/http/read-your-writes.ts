import type { Sql } from '../db/sql';
import type { ProxyTrust } from '../security/proxy-trust';
import { isSecureRequest, readCookie, setCookie } from '../security/cookies';
import type { RequestScope } from './http-server';

/**
 * Set on the answer to a request whose write committed: while it lasts, that visitor's reads go to the
 * primary, whichever app replica serves them (the cookie is the only state). It holds no secret: a
 * visitor who sends it unasked only reads fresher data.
 */
export const PRIMARY_READS_COOKIE = 'esi-primary';

/** The database's scope of each request: its statement budget, and the primary for a visitor who just wrote. */
export function readYourWritesScope(sql: Sql, seconds: number, trustProxy: ProxyTrust): RequestScope {
  return (request, res, work) =>
    sql.withinRequest(work, {
      primary: readCookie(request, PRIMARY_READS_COOKIE) !== undefined,
      onWrite: () => {
        if (!res.headersSent) {
          setCookie(res, PRIMARY_READS_COOKIE, '1', {
            maxAgeSeconds: seconds,
            secure: isSecureRequest(request, trustProxy),
          });
        }
      },
    });
}
