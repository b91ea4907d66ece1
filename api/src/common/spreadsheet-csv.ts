import { type Options, type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifyText } from 'csv-stringify/sync';

/**
 * What a spreadsheet reads as the start of a formula (OWASP "CSV injection"), and so what csv-stringify's
 * `escape_formulas` prefixes with a single quote: = + - @ tab, carriage return, and their full-width forms
 * (a number's own minus sign is left alone).
 */
const FORMULA_START = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';

/** A cell as a spreadsheet would misread it once one leading quote is taken away: quotes, then a formula start. */
const QUOTED_FORMULA = new RegExp(`^'+${FORMULA_START}`);

/**
 * The options of every CSV the shop writes. Staff open these files in a spreadsheet, where a customer named
 * `=HYPERLINK(…)` would be a live formula: `escape_formulas` writes it as `'=HYPERLINK(…)`, which the
 * spreadsheet shows as text. A cell that itself starts with quotes before a formula start gains one quote more,
 * so a reader (the catalogue import) takes exactly one quote from every such cell and gets the value back.
 */
const OPTIONS: Options = {
  header: true,
  escape_formulas: true,
  cast: { string: (value) => (QUOTED_FORMULA.test(value) ? `'${value}` : value) },
};

/** A streamed CSV of these columns, its header first, safe to open in a spreadsheet. */
export const spreadsheetCsv = (columns: readonly string[]): Stringifier =>
  stringify({ ...OPTIONS, columns: [...columns] });

/** The same CSV as one text, for a file written whole (the command line's). */
export const spreadsheetCsvText = (records: readonly object[], columns: readonly string[]): string =>
  stringifyText([...records], { ...OPTIONS, columns: [...columns] });

/** A cell of a CSV the shop wrote, as it was before the export made it safe (the quote it added taken away). */
export const spreadsheetCell = (cell: string): string => (QUOTED_FORMULA.test(cell) ? cell.slice(1) : cell);
