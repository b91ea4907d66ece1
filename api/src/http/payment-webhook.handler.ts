import { NMI_SIGNATURE_HEADER } from '../modules/payments/nmi-webhook.rules';
import type { PaymentWebhooks, WebhookProtocol } from '../modules/payments/payment-webhook.service';
import type { WebhookEndpoint } from './webhook.handler';

export const AUTHORIZENET_WEBHOOK_PATH = '/webhooks/authorizenet';
const NMI_WEBHOOK_PATH = '/webhooks/nmi';

/** Authorize.Net's notifications carry ids only: a few hundred bytes. */
const BODY_LIMIT_BYTES = 65_536;

const STATUS = { recorded: 200, duplicate: 200, forged: 401, malformed: 400, unconfigured: 404 } as const;

/**
 * POST /webhooks/authorizenet: Authorize.Net's notifications (`X-ANET-Signature`); POST /webhooks/nmi: NMI's
 * (`Webhook-Signature`). A replay answers 200 and changes nothing (so the gateway stops sending it), a forgery 401,
 * the endpoint of a gateway the shop does not use 404.
 */
export function paymentWebhookEndpoints(webhooks: PaymentWebhooks): WebhookEndpoint[] {
  const endpoint = (path: string, protocol: WebhookProtocol, signatureHeader: string): WebhookEndpoint => ({
    path,
    signatureHeader,
    bodyLimitBytes: BODY_LIMIT_BYTES,
    async receive(rawBody, signature) {
      const outcome = await webhooks.receive(rawBody, signature, protocol);
      return { status: STATUS[outcome], body: { outcome } };
    },
  });
  return [
    endpoint(AUTHORIZENET_WEBHOOK_PATH, 'authorizenet', 'x-anet-signature'),
    endpoint(NMI_WEBHOOK_PATH, 'nmi', NMI_SIGNATURE_HEADER),
  ];
}
