import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The cache's policies; the tests build their MockedProvider cache from here too. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['id'] },
      Query: {
        fields: {
          // One cache entry per filter combination and page, so Back shows a page already seen at once.
          searchProducts: { keyArgs: ['input'] },
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
