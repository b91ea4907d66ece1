import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * NMI's webhooks as the facts file describes them (payments-facts.md §4, UNCONFIRMED: several integrations copy one
 * NMI sample; NMI's own page was not read): an envelope `{event_id, event_type, event_body}` and a header
 * `Webhook-Signature: t=<nonce>,s=<hex>` with s = HMAC-SHA256(signing key, nonce + "." + raw body). The transaction's
 * id is read from `event_body.transaction_id` (also unconfirmed). All of it lives in this file.
 */

export const NMI_SIGNATURE_HEADER = 'webhook-signature';

/** The signature header NMI would send for this body (the tests sign with it). */
export function nmiWebhookSignature(signingKey: string, nonce: string, rawBody: Buffer | string): string {
  return `t=${nonce},s=${createHmac('sha256', signingKey).update(`${nonce}.`).update(rawBody).digest('hex')}`;
}

/** The header against the body, in constant time and whatever the letter case of the hex. */
export function nmiSigned(signingKey: string, rawBody: Buffer, header: string | undefined): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const nonce = parts.get('t');
  const given = parts.get('s');
  if (!nonce || !given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', signingKey).update(`${nonce}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

export interface WebhookNotification {
  readonly notificationId: string;
  readonly eventType: string;
  readonly transactionId: string;
  readonly invoiceNumber: string | null;
}

/** The notification's ids, or null when the body is not one. */
export function nmiNotification(rawBody: Buffer): WebhookNotification | null {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    const event = (body.event_body ?? {}) as Record<string, unknown>;
    if (typeof body.event_id !== 'string' || !body.event_id || body.event_id.length > 38) return null;
    if (typeof body.event_type !== 'string' || typeof event.transaction_id !== 'string') return null;
    return {
      notificationId: body.event_id,
      eventType: body.event_type.slice(0, 100),
      transactionId: event.transaction_id.slice(0, 40),
      // NMI's order_id is our reference, not the order's number: the ledger finds the order by the transaction.
      invoiceNumber: null,
    };
  } catch {
    return null;
  }
}
