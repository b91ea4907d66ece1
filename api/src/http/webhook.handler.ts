import type { HttpHandler } from './http-types';
import { readBody } from './read-body';
import { sendJson } from './responses';

/** One provider's webhook: where it posts, the header its signature comes in, and the module that answers it. */
export interface WebhookEndpoint {
  readonly path: string;
  /** In lower case, as Node gives headers. */
  readonly signatureHeader: string;
  readonly bodyLimitBytes: number;
  /** The raw body and its signature, which the module checks before it reads anything; the answer to send. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<{ status: number; body: unknown }>;
}

/**
 * The outside providers' webhooks (the payment gateways, the military verification service): POST only, the raw body
 * read within its limit (413 past it) and handed with its signature to the module that owns the endpoint.
 */
export function webhookHandler(endpoints: readonly WebhookEndpoint[]): HttpHandler {
  const byPath = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));
  return async (req, res) => {
    const endpoint = byPath.get(req.url.pathname);
    if (!endpoint) return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'POST only' }, { Allow: 'POST' });
      return true;
    }
    const rawBody = await readBody(req.raw, endpoint.bodyLimitBytes);
    const signature = req.raw.headers[endpoint.signatureHeader];
    const answer = await endpoint.receive(rawBody, Array.isArray(signature) ? signature[0] : signature);
    sendJson(res, answer.status, answer.body);
    return true;
  };
}
