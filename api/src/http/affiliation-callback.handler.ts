import type { ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import type { AffiliationService } from '../modules/affiliation/affiliation.service';
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
): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname !== IDME_CALLBACK_PATH) return false;
    if (req.method !== 'GET') return false;
    const session = await createContext(req, res).session();
    const query = req.url.searchParams;
    const outcome = await affiliation.finishRedirect(session?.customerId ?? null, {
      state: query.get('state'),
      code: query.get('code'),
      error: query.get('error'),
    });
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
