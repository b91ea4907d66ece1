import { useQuery } from '@apollo/client/react';
import { CartDocument } from '../../graphql/__generated__/graphql';

export interface UseCartOptions {
  /** Pages that show the whole cart ask the server again on each visit (the cart may change in another tab). */
  refresh?: boolean;
}

/** The shopper's cart from the cache that every view shares; the totals are the server's. */
export function useCart({ refresh = false }: UseCartOptions = {}) {
  const { data, loading, error, refetch } = useQuery(CartDocument, {
    fetchPolicy: refresh ? 'cache-and-network' : 'cache-first',
  });
  return { cart: data?.cart, loading: loading && !data, error, refetch };
}
