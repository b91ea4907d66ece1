/** The tracking pages of the carriers the shop always knew, for shipments whose carrier left no pattern. */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page with `{number}` (from its data), when known. */
  trackingUrlPattern?: string | null;
}

/**
 * The carrier's own tracking page for a parcel: from the carrier's pattern (its data) when there is one, else
 * the page of one of the four carriers the shop always knew; null otherwise.
 */
export function trackingUrl(
  carrier: string | null,
  trackingNumber: string | null,
  pattern?: string | null,
): string | null {
  if (!carrier || !trackingNumber) return null;
  if (pattern) return pattern.replaceAll('{number}', encodeURIComponent(trackingNumber));
  return TRACKING_PAGES[carrier.toLowerCase()]?.(trackingNumber) ?? null;
}
