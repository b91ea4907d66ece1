const show = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** What a change did, from its before and after JSON, as "field: before → after" lines. */
export function changedValues(before: string | null, after: string | null): string[] {
  const b = (before ? JSON.parse(before) : {}) as Record<string, unknown>;
  const a = (after ? JSON.parse(after) : {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => (key in b ? `${key}: ${show(b[key])} → ${show(a[key])}` : `${key}: ${show(a[key])}`));
}
