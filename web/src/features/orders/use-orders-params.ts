import { useSearchParams } from 'react-router-dom';
import { allowedSize, positiveInt, withPage } from '../../lib/query-params';

/** Spec section 9: the dashboard lists 10, 20 or 30 orders a page, 10 by default. */
export const ORDER_PAGE_SIZES = [10, 20, 30] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
export const DEFAULT_ORDER_PAGE_SIZE: OrderPageSize = 10;

export interface OrdersParams {
  search: string;
  page: number;
  pageSize: OrderPageSize;
}

export function parseOrdersParams(params: URLSearchParams): OrdersParams {
  return {
    search: (params.get('q') ?? '').trim(),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: allowedSize(params.get('size'), ORDER_PAGE_SIZES) ?? DEFAULT_ORDER_PAGE_SIZE,
  };
}

/**
 * The dashboard's search text, page and page size live in the query string (q, page, size), so Back and a
 * reload keep them; defaults are left out. A new search or page size starts again at page 1.
 */
export function useOrdersParams() {
  const [params, setParams] = useSearchParams();
  const state = parseOrdersParams(params);

  const change = (edit: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace },
    );

  return {
    ...state,
    // Typing in the search box replaces the history entry, so Back does not step through every keystroke.
    setSearch: (search: string) =>
      change((next) => {
        if (search) next.set('q', search);
        else next.delete('q');
        next.delete('page');
      }, true),
    setPage: (page: number) => setParams((current) => withPage(current, page)),
    setPageSize: (size: OrderPageSize) =>
      change((next) => {
        if (size === DEFAULT_ORDER_PAGE_SIZE) next.delete('size');
        else next.set('size', String(size));
        next.delete('page');
      }),
  };
}
