import type { ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import type { Logger } from '../logger';
import type { AffiliationService, RedirectOutcome } from '../modules/affiliation/affiliation.service';
import { IDME_CALLBACK_PATH } from '../modules/affiliation/idme.transport';
import type { HttpHandler, HttpRequest } from './http-types';

/**
 * GET /Military/idme/callback?code&state (or ?error=access_denied&state): the customer back from ID.me. The shop's
 * session cookie says who they are (the state must be theirs); the answer is always a redirect to the page, with
 * one word of outcome the page turns into a sentence, never anything the provider sent.
 */
export function affiliationCallbackHandler(
  affiliation: AffiliationService,
  createContext: (request: HttpRequest, response: ServerResponse) => AppContext,
  logger: Logger,
): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname !== IDME_CALLBACK_PATH) return false;
    if (req.method !== 'GET') return false;
    const query = req.url.searchParams;
    let outcome: RedirectOutcome;
    try {
      const session = await createContext(req, res).session();
      outcome = await affiliation.finishRedirect(session?.customerId ?? null, {
        state: query.get('state'),
        code: query.get('code'),
        error: query.get('error'),
      });
    } catch (error) {
      // The customer is in a browser, back from ID.me: the page in words, not a JSON 500. The state is spent or
      // expires; starting again is the way on.
      logger.error('ID.me callback failed', { error: String(error) });
      outcome = 'failed';
    }
    res.writeHead(303, {
      Location: `/Military?verification=${outcome}`,
      'Cache-Control': 'no-store',
      // The code and state stay out of the next page's Referer.
      'Referrer-Policy': 'no-referrer',
    });
    res.end();
    return true;
  };
}
