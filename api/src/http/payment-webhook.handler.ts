import type { PaymentWebhooks } from '../modules/payments/payment-webhook.service';
import type { HttpHandler } from './http-types';
import { readBody } from './read-body';
import { sendJson } from './responses';

export const AUTHORIZENET_WEBHOOK_PATH = '/webhooks/authorizenet';
/** Authorize.Net's notifications carry ids only: a few hundred bytes. */
const BODY_LIMIT_BYTES = 65_536;

const STATUS = { recorded: 200, duplicate: 200, forged: 401, malformed: 400, unconfigured: 404 } as const;

/**
 * POST /webhooks/authorizenet: Authorize.Net's notifications. The raw body goes to the payments module with its
 * `X-ANET-Signature`, which is checked before the body is read; a replay answers 200 and changes nothing (so the
 * gateway stops sending it), a forgery 401.
 */
export function paymentWebhookHandler(webhooks: PaymentWebhooks): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname !== AUTHORIZENET_WEBHOOK_PATH) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'POST only' }, { Allow: 'POST' });
      return true;
    }
    const body = await readBody(req.raw, BODY_LIMIT_BYTES);
    const signature = req.raw.headers['x-anet-signature'];
    const outcome = await webhooks.receive(body, Array.isArray(signature) ? signature[0] : signature);
    sendJson(res, STATUS[outcome], { outcome });
    return true;
  };
}
