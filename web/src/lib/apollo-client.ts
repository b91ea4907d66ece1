import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The cache's policies; the tests build their MockedProvider cache from here too. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['id'] },
      // Every cart mutation answers the whole cart: its lines and totals replace the old ones, never merge.
      // A guest without a cart and a customer without one share the id "empty" (both are empty).
      Cart: { keyFields: ['id'], fields: { lines: { merge: false }, totals: { merge: false } } },
      Order: { keyFields: ['orderNumber'] },
      Query: {
        fields: {
          // One cache entry per filter combination and page, so Back shows a page already seen at once.
          searchProducts: { keyArgs: ['input'] },
          // The cart's id changes (a guest's first add, login): the root field points at the newest cart.
          cart: { merge: false },
        },
      },
    },
  });
}

/** The one Apollo Client of the app: same-origin /graphql, the session cookie goes along. */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: createCache(),
  });
}
