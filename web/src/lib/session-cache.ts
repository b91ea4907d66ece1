import type { ApolloCache, ApolloClient } from '@apollo/client';
import { type CustomerFieldsFragment, MeDocument } from '../graphql/__generated__/graphql';

/**
 * After a login or sign-up. Nothing cached for the guest may stay (the server merged the guest cart
 * into the customer's), so the store is reset and its active queries fetched again; then `me` is
 * written so a guarded page opens at once.
 */
export async function startSessionInCache(client: ApolloClient, customer: CustomerFieldsFragment): Promise<void> {
  try {
    await client.resetStore();
  } catch {
    // A refetch failing does not undo the login; those queries show their own errors.
  }
  client.cache.writeQuery({ query: MeDocument, data: { me: customer } });
}

/** The API said there is no session (it expired or ended elsewhere): the route guard sends the user to log in. */
export function markSessionEnded(cache: ApolloCache): void {
  cache.writeQuery({ query: MeDocument, data: { me: null } });
}
