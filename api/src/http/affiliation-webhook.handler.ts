import type { HttpHandler } from './http-types';
import { readBody } from './read-body';
import { sendJson } from './responses';
import type { AffiliationService } from '../modules/affiliation/affiliation.service';

/** Where SheerID posts its webhooks (registered with `POST /program/{id}/webhook`). */
export const AFFILIATION_WEBHOOK_PATH = '/webhooks/sheerid';
const WEBHOOK_BODY_LIMIT = 4_096;

/**
 * The provider's webhook: the raw body's signature checked before anything is read (401 when it is not the
 * provider's), then the verification asked of the provider itself. A provider's silence is a 503, which SheerID
 * retries later.
 */
export function affiliationWebhookHandler(affiliation: AffiliationService): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname !== AFFILIATION_WEBHOOK_PATH) return false;
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      sendJson(res, 405, { error: 'POST only' });
      return true;
    }
    const body = await readBody(req.raw, WEBHOOK_BODY_LIMIT);
    const signature = req.raw.headers['x-sheerid-signature'];
    const signed = await affiliation.webhook(body, typeof signature === 'string' ? signature : undefined);
    sendJson(res, signed ? 200 : 401, signed ? { received: true } : { error: 'bad signature' });
    return true;
  };
}
