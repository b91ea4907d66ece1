import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

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

/** The SHA-256 of a document's text that codegen stored with it ("sha256:<hex>"), as Apollo's `sha256Hash`. */
function persistedHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash)
    throw new Error('This document has no persisted hash: add it under schema/operations and run npm run generate.');
  return hash.replace(/^sha256:/, '');
}

/**
 * The app's documents are trusted documents: a request carries the hash alone and the server runs its
 * stored copy. Queries go as GETs (hash and variables in the URL, short), so the server can mark the
 * public ones cacheable by the browser and a CDN; mutations stay POSTs. A server that does not know the
 * hash (one from another build) gets the full text from then on, posted without the hash, so the app
 * keeps working while the two builds differ.
 */
const persistedDocuments = () =>
  new PersistedQueryLink({
    generateHash: persistedHash,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
    useGETForHashedQueries: true,
  });

/**
 * The one Apollo Client of the app: same-origin /graphql, the session cookie goes along. `ssrForceFetchDelay`:
 * for that long, queries that would ask the network anyway (the product page's stock) read the answers the
 * server rendered the page from instead, so hydrating asks nothing twice.
 */
export function createApolloClient(uri = '/graphql', ssrForceFetchDelay = 0): ApolloClient {
  return new ApolloClient({
    link: persistedDocuments().concat(
      // Apollo's CSRF prevention asks this of a GET, which a plain link or form could otherwise send.
      new HttpLink({ uri, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } }),
    ),
    cache: createCache(),
    ssrForceFetchDelay,
  });
}
