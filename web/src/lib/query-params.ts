/** Reading and writing the numbers that pages keep in the query string (page, page size, section). */

/** A whole number of up to six digits, or null for anything else (a hand-edited URL). */
export function wholeNumber(raw: string | null): number | null {
  return raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
}

/** A whole number of at least 1 (a page, a page size), or null. */
export function positiveInt(raw: string | null): number | null {
  const value = wholeNumber(raw);
  return value !== null && value >= 1 ? value : null;
}

/** The page size in the query string when it is one the list offers, else null. */
export function allowedSize<Size extends number>(raw: string | null, sizes: readonly Size[]): Size | null {
  const value = positiveInt(raw);
  return sizes.find((allowed) => allowed === value) ?? null;
}

/** A copy of the query string at `page`; page 1, the default, is left out. */
export function withPage(params: URLSearchParams, page: number, key = 'page'): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(key, String(page));
  else next.delete(key);
  return next;
}
