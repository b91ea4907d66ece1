import type { AffiliationService } from '../modules/affiliation/affiliation.service';
import type { WebhookEndpoint } from './webhook.handler';

/** Where SheerID posts its webhooks (registered with `POST /program/{id}/webhook`). */
export const AFFILIATION_WEBHOOK_PATH = '/webhooks/sheerid';

/**
 * SheerID's webhook: the raw body's signature checked before anything is read (401 when it is not the provider's),
 * then the verification asked of the provider itself. A provider's silence is a 503, which SheerID retries later.
 */
export function affiliationWebhookEndpoint(affiliation: AffiliationService): WebhookEndpoint {
  return {
    path: AFFILIATION_WEBHOOK_PATH,
    signatureHeader: 'x-sheerid-signature',
    bodyLimitBytes: 4_096,
    async receive(rawBody, signature) {
      const signed = await affiliation.webhook(rawBody, signature);
      return signed ? { status: 200, body: { received: true } } : { status: 401, body: { error: 'bad signature' } };
    },
  };
}
