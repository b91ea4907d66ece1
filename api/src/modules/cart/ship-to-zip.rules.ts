import { badInput } from '../../errors';

/** Checkout's ship-to ZIP as an argument gives it (ZIP+4 too); null before it is known (none, or blank). */
export function zipOf(zip: string | null | undefined): string | null {
  if (zip == null || !zip.trim()) return null;
  if (!/^\s*\d{5}(-?\d{4})?\s*$/.test(zip)) throw badInput('zip: a US ZIP code, e.g. 02903 or 02903-1234.');
  return zip.trim();
}
