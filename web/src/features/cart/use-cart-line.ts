import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RemoveFromCartDocument, SetCartQuantityDocument } from '../../graphql/__generated__/graphql';
import { failureSentence } from '../../lib/failure-sentence';
import { writeCart } from './cart-cache';

/** Spec section 9: a line holds 1 to 99 (the server enforces the same bounds). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Which change a line is running, if any. */
export type CartLineBusy = 'quantity' | 'remove' | null;

/**
 * The changes one cart line can take: a new quantity or removal. Both answer the whole cart, which replaces
 * the cached one; `busy` says which change is running so the buttons can show progress.
 */
export function useCartLine(productId: string) {
  const [error, setError] = useState<string | null>(null);
  const [setQuantityMutation, quantityState] = useMutation(SetCartQuantityDocument, {
    update: (cache, { data }) => writeCart(cache, data?.setCartQuantity),
  });
  const [removeMutation, removeState] = useMutation(RemoveFromCartDocument, {
    update: (cache, { data }) => writeCart(cache, data?.removeFromCart),
  });

  const run = async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
    } catch (failure) {
      setError(failureSentence(failure));
    }
  };

  const busy: CartLineBusy = quantityState.loading ? 'quantity' : removeState.loading ? 'remove' : null;

  return {
    setQuantity: (quantity: number) => run(() => setQuantityMutation({ variables: { productId, quantity } })),
    remove: () => run(() => removeMutation({ variables: { productId } })),
    busy,
    error,
  };
}
