import { NMI_SIGNATURE_HEADER } from '../modules/payments/nmi-webhook.rules';
import type { PaymentWebhooks, WebhookProtocol } from '../modules/payments/payment-webhook.service';
import type { HttpHandler } from './http-types';
import { readBody } from './read-body';
import { sendJson } from './responses';

export const AUTHORIZENET_WEBHOOK_PATH = '/webhooks/authorizenet';
const NMI_WEBHOOK_PATH = '/webhooks/nmi';

/** Each endpoint's protocol and the header its signature comes in. */
const ENDPOINTS: Record<string, { protocol: WebhookProtocol; header: string }> = {
  [AUTHORIZENET_WEBHOOK_PATH]: { protocol: 'authorizenet', header: 'x-anet-signature' },
  [NMI_WEBHOOK_PATH]: { protocol: 'nmi', header: NMI_SIGNATURE_HEADER },
};
/** Authorize.Net's notifications carry ids only: a few hundred bytes. */
const BODY_LIMIT_BYTES = 65_536;

const STATUS = { recorded: 200, duplicate: 200, forged: 401, malformed: 400, unconfigured: 404 } as const;

/**
 * POST /webhooks/authorizenet: Authorize.Net's notifications; POST /webhooks/nmi: NMI's. The raw body goes to the
 * payments module with its signature (`X-ANET-Signature`, `Webhook-Signature`), which is checked before the body is
 * read; a replay answers 200 and changes nothing (so the gateway stops sending it), a forgery 401, the endpoint of a
 * gateway the shop does not use 404.
 */
export function paymentWebhookHandler(webhooks: PaymentWebhooks): HttpHandler {
  return async (req, res) => {
    const endpoint = ENDPOINTS[req.url.pathname];
    if (!endpoint) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'POST only' }, { Allow: 'POST' });
      return true;
    }
    const body = await readBody(req.raw, BODY_LIMIT_BYTES);
    const signature = req.raw.headers[endpoint.header];
    const outcome = await webhooks.receive(
      body,
      Array.isArray(signature) ? signature[0] : signature,
      endpoint.protocol,
    );
    sendJson(res, STATUS[outcome], { outcome });
    return true;
  };
}
