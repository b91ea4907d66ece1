import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../lib/apollo-client';

/** Created once per page load: the one client and its cache. */
const apolloClient = createApolloClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
