import { ApolloClient, ApolloLink, type InMemoryCache } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { from } from 'rxjs';
import { createCache } from '../../lib/apollo-client';

/** One GraphQL operation as the server runs it in its own process. */
export interface ServerOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export type ExecuteOperation = (operation: ServerOperation) => Promise<FormattedExecutionResult>;

/** A client for one server render: the server's own executor in place of HTTP, and a fresh cache. */
export function createServerApolloClient(execute: ExecuteOperation): { client: ApolloClient; cache: InMemoryCache } {
  const cache = createCache();
  const link = new ApolloLink((operation) =>
    from(
      execute({
        query: print(operation.query),
        variables: operation.variables,
        operationName: operation.operationName,
      }),
    ),
  );
  return { client: new ApolloClient({ link, cache, ssrMode: true }), cache };
}
