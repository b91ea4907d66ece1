import { type ReactNode, useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../lib/apollo-client';
import { APP_READY_ATTRIBUTE } from '../config/first-paint';
import type { ServerState } from './server/server-state';

/** Long enough to hydrate on a slow phone; the stock is as fresh as the page's HTML meanwhile. */
const HYDRATION_MS = 1_000;

/** Created once per page load, just before the first render: the one client, holding what the server rendered. */
export function createPageClient(serverState: ServerState | null) {
  const client = createApolloClient('/graphql', serverState ? HYDRATION_MS : 0);
  if (serverState) client.cache.restore(serverState.apollo);
  return client;
}

export function AppProviders({
  client,
  children,
}: {
  client: ReturnType<typeof createPageClient>;
  children: ReactNode;
}) {
  // Effects run once the app has taken over the page (hydrated or rendered): from then on its forms answer.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
