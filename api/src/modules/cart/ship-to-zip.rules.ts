import { badInput } from '../../errors';
import { zip5 } from '../compliance/discount-law.rules';

/** Checkout's ship-to ZIP as an argument gives it (ZIP+4 too, read as the rules read it); null before it is known. */
export function zipOf(zip: string | null | undefined): string | null {
  if (zip == null || !zip.trim()) return null;
  if (zip5(zip) === null) throw badInput('zip: a US ZIP code, e.g. 02903 or 02903-1234.');
  return zip.trim();
}
