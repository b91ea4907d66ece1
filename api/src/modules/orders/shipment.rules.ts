/** Where a carrier shows a parcel by its tracking number. */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'] as const;

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/** The carrier's own tracking page for a parcel, or null for a carrier the shop does not know. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  return TRACKING_PAGES[carrier.toLowerCase()]?.(trackingNumber) ?? null;
}

/** The carrier as the shop spells it, or null when it is not one the shop ships with. */
export function knownCarrier(value: string): string | null {
  return CARRIERS.find((c) => c.toLowerCase() === value.trim().toLowerCase()) ?? null;
}
