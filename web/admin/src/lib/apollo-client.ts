import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

function persistedHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash)
    throw new Error(
      'This document has no persisted hash: add it under schema/admin-operations and run npm run generate.',
    );
  return hash.replace(/^sha256:/, '');
}

/**
 * The back office's one Apollo Client: /admin-api with the staff cookie. Its documents are trusted documents sent
 * by hash (queries as GETs); `apollo-require-preflight` satisfies Apollo's CSRF prevention.
 */
export function createAdminClient(): ApolloClient {
  return new ApolloClient({
    link: new PersistedQueryLink({
      generateHash: persistedHash,
      disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
      useGETForHashedQueries: true,
    }).concat(
      new HttpLink({ uri: '/admin-api', credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } }),
    ),
    cache: new InMemoryCache({
      typePolicies: { StaffMember: { keyFields: ['id'] } },
      // A union's members, so the cache can match `... on AdminProduct` and `... on InputErrors` in its answers.
      possibleTypes: { ProductResult: ['AdminProduct', 'InputErrors'] },
    }),
    // Staff look at what others change: lists are asked again when a page opens.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
