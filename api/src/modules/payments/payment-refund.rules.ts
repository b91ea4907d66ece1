import type { PaymentEvent } from './payment-event.types';

/** An order's lines as a refund prices them. */
export interface RefundableLine {
  readonly id: string;
  readonly quantity: number;
  readonly lineTotalCents: number;
  readonly taxCents: number;
}

/** What a refund gives back for each line it names, kept in its ledger row (`detail.lines`). */
export interface RefundedLine {
  readonly lineId: string;
  readonly quantity: number;
}

/** Units of each line refunded so far, from the approved refund rows. */
export function refundedQuantities(events: readonly PaymentEvent[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const event of events) {
    if (event.operation !== 'refund' || event.outcome !== 'approved') continue;
    const lines = (event.detail as { lines?: RefundedLine[] } | null)?.lines ?? [];
    for (const line of lines) done.set(line.lineId, (done.get(line.lineId) ?? 0) + line.quantity);
  }
  return done;
}

/**
 * What `quantity` units of a line give back: their share of the line's price and of its excise tax, less their share
 * of the order's discount (spread over the lines by price), in whole cents rounded down, so that refunding every
 * unit of every line never gives back more than the lines were paid.
 */
export function lineRefundCents(
  line: RefundableLine,
  quantity: number,
  order: { readonly subtotalCents: number; readonly discountCents: number },
): number {
  const price = line.lineTotalCents + line.taxCents;
  const discount = order.subtotalCents > 0 ? (line.lineTotalCents * order.discountCents) / order.subtotalCents : 0;
  return Math.max(0, Math.floor(((price - discount) * quantity) / line.quantity));
}

/** The refund's lines checked against what is left of each: a problem in words, or the amount in cents. */
export function priceRefund(
  wanted: readonly RefundedLine[],
  lines: readonly RefundableLine[],
  already: ReadonlyMap<string, number>,
  order: { readonly subtotalCents: number; readonly discountCents: number },
): { ok: true; cents: number } | { ok: false; message: string } {
  let cents = 0;
  const seen = new Set<string>();
  for (const want of wanted) {
    const line = lines.find((l) => l.id === want.lineId);
    if (!line) return { ok: false, message: 'A line to refund is not a line of this order.' };
    if (seen.has(line.id)) return { ok: false, message: 'Each line is named once in a refund.' };
    seen.add(line.id);
    const left = line.quantity - (already.get(line.id) ?? 0);
    if (!Number.isInteger(want.quantity) || want.quantity < 1 || want.quantity > left) {
      return { ok: false, message: `A line has ${left} unit${left === 1 ? '' : 's'} left to refund.` };
    }
    cents += lineRefundCents(line, want.quantity, order);
  }
  return { ok: true, cents };
}
