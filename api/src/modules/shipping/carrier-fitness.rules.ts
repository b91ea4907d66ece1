import type { Carrier } from './carrier.service';

/** What a parcel holds, as far as carriers care: its first vapour product (ENDS) by name, or null for none. */
export interface ParcelContents {
  readonly vapourProduct: string | null;
}

/** Whether a carrier may take a parcel, and why not. */
export interface CarrierFitness {
  readonly fit: boolean;
  /** Why it may not, in words; null when it may. */
  readonly reason: string | null;
}

/** The names the United States Postal Service goes by, lower case with only letters. */
const USPS_NAMES = new Set(['usps', 'unitedstatespostalservice', 'uspostalservice', 'postalservice', 'usmail']);

/**
 * The Postal Service, by its name or its tracking page. The PACT Act (18 U.S.C. 1716E, USPS final rule of 21 Oct
 * 2021) makes vapour products nonmailable, so it can never be a carrier for them, whatever staff type.
 */
export function isPostalService(carrier: Pick<Carrier, 'name' | 'trackingUrlPattern'>): boolean {
  const name = carrier.name.toLowerCase().replace(/[^a-z]/g, '');
  const site = /^https:\/\/([a-z0-9-]+\.)*usps\.com(\/|$)/i.test(carrier.trackingUrlPattern?.trim() ?? '');
  return USPS_NAMES.has(name) || site;
}

/**
 * PACT (15 U.S.C. 376a(b)(4)): a parcel holding a vapour product goes only by a carrier that hands it to an
 * adult (21+) who signs and shows a photo ID; any carrier may take a parcel without one. The one rule the Ship
 * dialog's choices and the server's refusal both follow.
 */
export function carrierFitness(
  carrier: Pick<Carrier, 'name' | 'adultSignatureId' | 'trackingUrlPattern'>,
  contents: ParcelContents,
): CarrierFitness {
  if (contents.vapourProduct === null) return { fit: true, reason: null };
  if (isPostalService(carrier)) {
    return {
      fit: false,
      reason: `${carrier.name} may not carry vapour products at all (federal law, the PACT Act's mail ban).`,
    };
  }
  if (!carrier.adultSignatureId) {
    return {
      fit: false,
      reason:
        `${carrier.name} does not deliver with an adult's signature and ID check, which ${contents.vapourProduct} ` +
        '(a vapour product) needs by federal law (PACT Act).',
    };
  }
  return { fit: true, reason: null };
}

/**
 * Whether a carrier may take vapour products at all, by the same rule as a parcel: its delivery option alone does
 * not say so (a Postal Service row marked fit before the editor refused it still may not).
 */
export const carriesVapour = (carrier: Pick<Carrier, 'name' | 'adultSignatureId' | 'trackingUrlPattern'>): boolean =>
  carrierFitness(carrier, { vapourProduct: 'a vapour product' }).fit;
