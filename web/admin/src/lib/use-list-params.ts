import { type FormEvent, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, sort and page live in the URL: bookmarkable, shareable between staff, and Back undoes the
 * last change. Changing a filter goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: string): string => params.get(name) ?? '', [params]);
  const getAll = useCallback((name: string): string[] => params.getAll(name), [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (changes: Record<string, string | string[] | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          next.delete(name);
          for (const v of Array.isArray(value) ? value : value ? [value] : []) next.append(name, v);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const setPage = useCallback((n: number) => set({ page: n > 1 ? String(n) : null }), [set]);
  /** A filter form's submit: each named field's text (trimmed; empty clears it) into the URL. */
  const submitFilters = useCallback(
    (event: FormEvent<HTMLFormElement>, names: readonly string[]) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      set(Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim() || null])));
    },
    [set],
  );
  return { params, get, getAll, page, set, setPage, submitFilters };
}
