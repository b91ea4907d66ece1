import type { ApolloCache } from '@apollo/client';
import { type CartFieldsFragment, CartDocument } from '../../graphql/__generated__/graphql';

/**
 * Points the `cart` root field at the cart a mutation answered. The Cart entity itself updates by id, but a
 * guest's first add creates a cart with a new id (the old answer was the cart "empty"), so the root field
 * must be rewritten for the header count and every other view to follow.
 */
export function writeCart(cache: ApolloCache, cart: CartFieldsFragment | undefined): void {
  if (cart) cache.writeQuery({ query: CartDocument, data: { cart } });
}
