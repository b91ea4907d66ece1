import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface KeyedLine {
  readonly productId: string;
  readonly quantity: number;
}

/**
 * The idempotency of a legacy order: the client's `Idempotency-Key` header when it sends one; else a
 * digest of who orders what to where, which the order service holds for a short retry window only
 * (docs/legacy-rest.md).
 */
export function legacyOrderKey(
  headers: IncomingHttpHeaders,
  customerId: string,
  shipId: string,
  lines: readonly KeyedLine[],
): { idempotencyKey: string; keyFromContent?: boolean } {
  const given = headers['idempotency-key'];
  const header = (Array.isArray(given) ? given[0] : given)?.trim();
  if (header) return { idempotencyKey: header };
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  const canonical = [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const digest = createHash('sha256')
    .update(JSON.stringify([customerId.toLowerCase(), shipId.trim().toLowerCase(), canonical]))
    .digest('hex');
  return { idempotencyKey: `legacy-${digest}`, keyFromContent: true };
}
