import { FormProblem } from './admin-errors';

/** What staff typed as an amount of dollars: its cents, or why it is not one. */
export type DollarsRead = { readonly cents: number } | { readonly problem: string };

/** "12", "12.3", "12.34", "$12.34", "1,234.50", ".99": a dollar sign and thousands commas allowed. */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * Dollars as staff type them, read exactly into integer cents (text arithmetic, never floating point: "0.29" is
 * 29, not 28.999…). Empty is null (the field left blank). Refused in words: more than two decimals (a price has
 * cents, not fractions of one), a minus sign, anything not an amount, and amounts beyond what cents can hold.
 */
export function readDollars(typed: string): DollarsRead | null {
  const text = typed.trim();
  if (!text) return null;
  if (/^-|^\$\s*-/.test(text)) return { problem: 'Enter an amount of $0.00 or more.' };
  const match = AMOUNT.exec(text);
  const [whole = '', fraction = ''] = match ? [match[1], match[2]] : [];
  if (!match || (!whole && !fraction)) return { problem: `"${typed.trim()}" is not an amount of dollars, e.g. 12.34.` };
  if (fraction.length > 2) return { problem: `Dollars and cents take at most two decimals: ${text} has more.` };
  const cents = Number(`${whole.replaceAll(',', '') || '0'}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) return { problem: 'That amount is too large.' };
  return { cents };
}

/** Cents as the field shows them to edit: 1234 is "12.34", 1200 "12.00"; null is blank. */
export function dollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The cents typed in a form's money field, null when it is blank; anything that is not an amount is refused
 * before anything is sent, in words and with the field's label (a FormProblem, said where the server's would be).
 */
export function typedCents(typed: string, label: string): number | null {
  const read = readDollars(typed);
  if (read && 'problem' in read) throw new FormProblem(`${label}: ${read.problem}`);
  return read?.cents ?? null;
}
