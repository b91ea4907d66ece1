import { badInput } from '../../errors';
import { DISCOUNT_RULE_KINDS, type ShippingRuleKind } from './shipping-rules.service';

/** Where a rule holds: its whole state (no city), or a city of it at its ZIP codes. */
export interface RulePlace {
  city: string | null;
  /** Five-digit ZIPs and three-digit prefixes, sorted; empty for the whole state. */
  zipCodes: string[];
}

/** As the table's CHECK on `shipping_rule.city` and `zip_codes` allows. */
const MAX_CITY_LENGTH = 80;
const MAX_ZIP_CODES = 200;
const ZIP_OR_PREFIX = /^\d{3}(\d{2})?$/;
// A name on one line: a tab or newline in a city's name would break the sentence the shopper reads.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A ZIP as staff read it back: a prefix "606" is "606xx". */
const shown = (zip: string): string => (zip.length === 3 ? `${zip}xx` : zip);

/**
 * The place of a rule as staff write it, checked: a city only on a rule on discounts (the shop asks city rules about
 * discounts only, by ship-to ZIP), with at least one ZIP code, each five digits or a three-digit prefix, none named
 * twice or within a prefix also named. The name is text, never markup: the pages show it as it is.
 */
export function checkedPlace(
  kind: ShippingRuleKind,
  city: string | null | undefined,
  zipCodes: readonly string[] | null | undefined,
): RulePlace {
  // One space between words, as the shopper reads it and as the overlap check compares it.
  const name = city?.trim().replace(/ {2,}/g, ' ') || null;
  const zips = (zipCodes ?? []).map((zip) => zip.trim());
  if (name === null) {
    if (zips.length) throw badInput('zipCodes: ZIP codes belong to a city’s rule; name the city, or leave them out.');
    return { city: null, zipCodes: [] };
  }
  if (!DISCOUNT_RULE_KINDS.includes(kind)) {
    throw badInput('city: only a rule on discounts may name a city; a shipping rule holds in the whole state.');
  }
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...name].length > MAX_CITY_LENGTH) throw badInput(`city: at most ${MAX_CITY_LENGTH} characters.`);
  if (CONTROL.test(name)) throw badInput('city: a name on one line, without control characters.');
  if (!zips.length) {
    throw badInput(
      'zipCodes: a city’s rule names at least one ZIP code (five digits, or three for every ZIP so begun).',
    );
  }
  if (zips.length > MAX_ZIP_CODES) {
    throw badInput(`zipCodes: at most ${MAX_ZIP_CODES}; three-digit prefixes cover a large city.`);
  }
  const wrong = zips.find((zip) => !ZIP_OR_PREFIX.test(zip));
  if (wrong !== undefined) {
    throw badInput(
      `zipCodes: “${wrong.slice(0, 12)}” is not a ZIP code: five digits, or three for every ZIP that starts so.`,
    );
  }
  const twice = zips.find((zip, index) => zips.indexOf(zip) !== index);
  if (twice !== undefined) throw badInput(`zipCodes: ${shown(twice)} is named twice.`);
  for (const zip of zips) {
    const prefix = zips.find((other) => other.length === 3 && other !== zip && zip.startsWith(other));
    if (prefix) throw badInput(`zipCodes: ${zip} is already within ${shown(prefix)}.`);
  }
  return { city: name, zipCodes: [...zips].sort() };
}
