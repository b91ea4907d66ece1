import type { PaymentAmounts, PaymentEvent, PaymentOutcome, PaymentStatus } from './payment-event.types';
import type { GatewayOutcome } from './payment-gateway.types';
import { inDollars } from '../../common/dollars';

/** Authorize.Net: an authorization not captured within 30 days lapses (facts §1b); kept here, not in a screen. */
export const AUTHORIZATION_LIFETIME_DAYS = 30;

const ANSWERED = new Set(['approved', 'held']);

/** The ledger's word for a gateway's answer to a call (authorization, capture, void or refund). */
export const LEDGER_OUTCOME: Readonly<Record<GatewayOutcome, PaymentOutcome>> = {
  APPROVED: 'approved',
  DECLINED: 'declined',
  HELD: 'held',
  ERROR: 'error',
  UNKNOWN: 'unknown',
};

/**
 * An order's amounts as sums of its ledger rows, never a column edited by hand. Per transaction: an approved
 * authorization counts until a void of that transaction; a capture counts as captured (a void before settlement
 * undoes it); each approved refund counts as refunded. A manual payment is captured money.
 */
export function paymentAmounts(events: readonly PaymentEvent[], totalCents: number): PaymentAmounts {
  const voided = new Set(
    events.filter((e) => e.operation === 'void' && e.outcome === 'approved').map((e) => e.transactionId),
  );
  // One authorization per transaction: its latest answer counts (a hold released later is the same money).
  const authorizations = new Map<string, PaymentEvent>();
  let captured = 0;
  let refunded = 0;
  let everAuthorized = false;
  let latest: PaymentEvent | undefined;
  for (const event of events) {
    if (!ANSWERED.has(event.outcome)) continue;
    const live = event.transactionId === null || !voided.has(event.transactionId);
    switch (event.operation) {
      case 'authorize':
        everAuthorized = true;
        latest = event;
        authorizations.set(event.transactionId ?? event.reference, event);
        break;
      case 'capture':
        if (live) captured += event.amountCents;
        break;
      case 'manual':
        latest ??= event;
        captured += event.amountCents;
        break;
      case 'refund':
        refunded += event.amountCents;
        break;
      default:
        break;
    }
  }
  let authorized = 0;
  let held = false;
  for (const [transactionId, event] of authorizations) {
    if (voided.has(transactionId)) continue;
    authorized += event.amountCents;
    held ||= event.outcome === 'held';
  }
  // Captured money is no longer held on the card.
  const stillHeld = Math.max(0, authorized - captured);
  const unresolved = unresolvedCalls(events).length > 0;
  const status = statusOf({ authorized: stillHeld, captured, refunded, held, everAuthorized, unresolved });
  return {
    status,
    authorizedCents: stillHeld,
    capturedCents: captured,
    refundedCents: refunded,
    dueCents: Math.max(0, totalCents - captured),
    transactionId: latest?.transactionId ?? null,
    method: latest?.method ?? null,
    brand: latest?.brand ?? null,
    lastFour: latest?.lastFour ?? null,
    avsResult: latest?.avsResult ?? null,
    cvvResult: latest?.cvvResult ?? null,
    authorizedAt: latest?.operation === 'authorize' ? latest.at : null,
    cardExpiry: latest?.cardExpiry ?? null,
  };
}

function statusOf(sums: {
  authorized: number;
  captured: number;
  refunded: number;
  held: boolean;
  everAuthorized: boolean;
  unresolved: boolean;
}): PaymentStatus {
  if (sums.captured > 0) {
    if (sums.refunded >= sums.captured) return 'REFUNDED';
    return sums.refunded > 0 ? 'PARTIALLY_REFUNDED' : 'CAPTURED';
  }
  if (sums.authorized > 0) return sums.held ? 'HELD' : 'AUTHORIZED';
  if (sums.unresolved) return 'UNKNOWN';
  return sums.everAuthorized ? 'VOIDED' : 'UNPAID';
}

/** Calls requested whose answer never came (no final answer row): they must be asked about before any retry. */
export function unresolvedCalls(events: readonly PaymentEvent[]): PaymentEvent[] {
  const answered = new Set(
    events.filter((e) => e.outcome !== 'requested' && e.outcome !== 'unknown').map((e) => e.reference),
  );
  return events.filter((e) => e.outcome === 'requested' && !answered.has(e.reference));
}

/**
 * Refunds asked for whose answer never came (their `requested` rows, with the amount asked): they may have been made,
 * so until the gateway is asked they count as refunded for what is left to refund, and no other refund is sent.
 */
export function refundsInDoubt(events: readonly PaymentEvent[]): PaymentEvent[] {
  return unresolvedCalls(events).filter((e) => e.operation === 'refund');
}

/**
 * Why an order may not leave (Ship, or Approve where approval captures) while its money is not in hand, in words for
 * staff; null when it may. The total still due must be authorized on a card (the step captures it), or received by
 * other means and recorded (a manual payment, which lowers what is due). One rule: the status step refuses with it,
 * and the back office's Ship button says it.
 */
export function unpaidStepRefusal(
  orderNumber: string,
  amounts: PaymentAmounts,
  step: 'ship' | 'approve',
  /** Whether the shop takes cards online (the customer can pay on the order page). */
  online: boolean,
): string | null {
  if (amounts.dueCents === 0 || amounts.authorizedCents >= amounts.dueCents) return null;
  const verb = step === 'ship' ? 'ship' : 'be approved (approval charges the card)';
  return (
    `Order ${orderNumber} cannot ${verb}: ${inDollars(amounts.dueCents)} is still to pay and ` +
    (amounts.authorizedCents > 0 ? `only ${inDollars(amounts.authorizedCents)} is` : 'nothing is') +
    ' authorized. ' +
    (online ? 'The customer pays on their order page (the confirmation mail links to it), or record' : 'Record') +
    ' a payment received by other means on the Payment panel.'
  );
}
