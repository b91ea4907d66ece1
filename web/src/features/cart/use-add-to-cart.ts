import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddToCartDocument } from '../../graphql/__generated__/graphql';
import { failureSentence } from '../../lib/failure-sentence';
import { writeCart } from './cart-cache';

/** Adds a product (one unless told); `add` resolves to whether it worked, and the error stays readable in place. */
export function useAddToCart(productId: string) {
  const [error, setError] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(AddToCartDocument, {
    update: (cache, { data }) => writeCart(cache, data?.addToCart),
  });

  const add = async (quantity = 1): Promise<boolean> => {
    setError(null);
    try {
      await mutate({ variables: { productId, quantity } });
      return true;
    } catch (failure) {
      setError(failureSentence(failure));
      return false;
    }
  };

  return { add, adding: loading, error };
}
