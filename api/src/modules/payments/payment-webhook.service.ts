import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../../db/sql';
import type { Logger } from '../../logger';
import type { NewPaymentEvent, PaymentEvent } from './payment-event.types';
import type { GatewayTransaction, PaymentGateway } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { type WebhookNotification, nmiNotification, nmiSigned } from './nmi-webhook.rules';

/** What became of a delivery: the endpoint answers 200 to the first two, 401 to a forgery, 400 to nonsense. */
export type WebhookOutcome = 'recorded' | 'duplicate' | 'forged' | 'malformed' | 'unconfigured';

/** Whose webhooks: Authorize.Net's (its sandbox's too) or NMI's; each endpoint speaks one. */
export type WebhookProtocol = 'authorizenet' | 'nmi';

/**
 * The event types the shop follows (register a webhook for these at Authorize.Net): a hold reviewed, a void made in
 * the Merchant Interface. Its own calls' answers come back on the calls themselves.
 */
export const FOLLOWED_PAYMENT_EVENTS = [
  'net.authorize.payment.fraud.held',
  'net.authorize.payment.fraud.approved',
  'net.authorize.payment.fraud.declined',
  'net.authorize.payment.void.created',
];

const RELEASED = new Set(['voided', 'declined', 'expired']);

/** An Authorize.Net notification's ids (facts §3), or null when the body is not one. */
function anetNotification(rawBody: Buffer): WebhookNotification | null {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    const payload = (body.payload ?? {}) as Record<string, unknown>;
    if (typeof body.notificationId !== 'string' || !body.notificationId || body.notificationId.length > 38) return null;
    if (typeof body.eventType !== 'string' || typeof payload.id !== 'string') return null;
    return {
      notificationId: body.notificationId,
      eventType: body.eventType.slice(0, 100),
      transactionId: payload.id.slice(0, 40),
      invoiceNumber: typeof payload.invoiceNumber === 'string' ? payload.invoiceNumber.slice(0, 20) : null,
    };
  } catch {
    return null;
  }
}

/** Authorize.Net's signature: `sha512=` and the HMAC-SHA512 of the raw body under the Signature Key, in hex. */
export function webhookSignature(signatureKey: string, rawBody: Buffer | string): string {
  return `sha512=${createHmac('sha512', signatureKey).update(rawBody).digest('hex').toUpperCase()}`;
}

/** The header against the body, in constant time and whatever the letter case (facts §3). */
function signedBy(signatureKey: string, rawBody: Buffer, header: string | undefined): boolean {
  const given = /^sha512=([0-9a-f]{128})$/i.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha512', signatureKey).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/**
 * Authorize.Net's webhooks (facts §3): the signature is checked before the body is read, each notification is
 * recorded once (a replay changes nothing), and the payload is only a hint: the transaction is read again from the
 * gateway, and the ledger moves only along the steps it allows: a hold released (authorized), a hold declined or a
 * void made in the gateway's own screens (voided). Keyed with AUTHORIZENET_SIGNATURE_KEY; without one, nothing is accepted.
 * NMI's webhooks (nmi-webhook.rules.ts, keyed with NMI_WEBHOOK_SIGNING_KEY) take the same path after their own check.
 */
export class PaymentWebhooks {
  constructor(
    private readonly sql: Sql,
    private readonly ledger: PaymentLedger,
    private readonly gateway: PaymentGateway | null,
    /** The order locked, as Ship and Reject hold it across their capture or void (null: no such order). */
    private readonly orders: { lockedStatus(orderNumber: string): Promise<unknown> },
    private readonly signatureKey: string | null,
    private readonly logger?: Logger,
  ) {}

  /** An endpoint answers only for the gateway the shop uses (the sandbox speaks Authorize.Net's protocol). */
  async receive(
    rawBody: Buffer,
    signature: string | undefined,
    protocol: WebhookProtocol = 'authorizenet',
  ): Promise<WebhookOutcome> {
    if (!this.gateway || !this.signatureKey) return 'unconfigured';
    if ((this.gateway.provider === 'nmi') !== (protocol === 'nmi')) return 'unconfigured';
    const signed =
      protocol === 'nmi'
        ? nmiSigned(this.signatureKey, rawBody, signature)
        : signedBy(this.signatureKey, rawBody, signature);
    if (!signed) {
      this.logger?.warn('payment webhook refused: its signature is not ours');
      return 'forged';
    }
    const notification = protocol === 'nmi' ? nmiNotification(rawBody) : anetNotification(rawBody);
    if (!notification) return 'malformed';
    const orderNumber =
      (await this.ledger.orderOfTransaction(notification.transactionId)) ?? notification.invoiceNumber ?? 'unknown';
    // Read again from the gateway: the payload is a hint, never the truth (Saleor's app does the same).
    const record = await this.gateway.details(notification.transactionId).catch(() => null);
    return this.sql.transaction(async () => {
      // After a capture, void or refund of the order under way (it holds the lock across its gateway call, whose
      // notification may come before it commits): this then sees the step made, and does not record it again.
      // Ship and Reject capture and void holding the order itself (not the payments lock): it is waited for too, in
      // the payments lock's order (first the payments, then the order), as Pay now and the Payment panel take them.
      await this.ledger.lockOrder(orderNumber);
      await this.orders.lockedStatus(orderNumber);
      const first = await this.ledger.appendOnce({
        orderNumber,
        provider: this.gateway!.provider,
        operation: 'webhook',
        outcome: 'approved',
        reference: `W${notification.notificationId}`,
        amountCents: 0,
        transactionId: notification.transactionId,
        message: `${notification.eventType}${record ? ` (the gateway has it as ${record.status})` : ''}`,
        actor: 'webhook',
      });
      if (!first) return 'duplicate';
      if (record) await this.follow(orderNumber, notification.notificationId, record);
      this.logger?.info('payment webhook', { orderNumber, eventType: notification.eventType, status: record?.status });
      return 'recorded';
    });
  }

  /** The one step the gateway's state allows from the ledger's, if any. */
  private async follow(orderNumber: string, notificationId: string, record: GatewayTransaction): Promise<void> {
    const events = await this.ledger.events(orderNumber);
    const id = record.transactionId;
    const answered = (operation: string) =>
      events.filter(
        (e) =>
          e.transactionId === id && e.operation === operation && (e.outcome === 'approved' || e.outcome === 'held'),
      );
    const authorizations = answered('authorize');
    const latest: PaymentEvent | undefined = authorizations.at(-1);
    if (!latest || answered('void').length) return;
    const captured = answered('capture').length > 0;
    const row = (operation: NewPaymentEvent['operation'], outcome: NewPaymentEvent['outcome'], amountCents: number) =>
      this.ledger.append({
        orderNumber,
        provider: this.gateway!.provider,
        operation,
        outcome,
        // The notification's step, once: a digest keeps it within the reference's 40 characters.
        reference: `W${createHash('sha256').update(`${notificationId}:${operation}`).digest('base64url').slice(0, 30)}`,
        amountCents,
        transactionId: id,
        method: latest.method,
        brand: latest.brand,
        lastFour: latest.lastFour,
        cardExpiry: latest.cardExpiry,
        message: `from the gateway's record (${record.status})`,
        actor: 'webhook',
      });
    // A void of captured money is a refund, which only the refund records (it may be committing right now).
    if (RELEASED.has(record.status) && !captured) {
      await row('void', 'approved', 0);
    } else if (record.status === 'authorizedPendingCapture' && latest.outcome === 'held' && !captured) {
      await row('authorize', 'approved', latest.amountCents);
    }
    // A capture is only ever recorded by the call that made it (the ship step, in its unit of work): a capture
    // made elsewhere shows up in the reconciliation, never through a webhook that could race the step.
  }
}
