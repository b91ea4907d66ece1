import { StrictMode, isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Navigate, StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { routes } from './app/router';
import { createServerApolloClient, type ExecuteOperation } from './app/server/server-apollo-client';
import { isServerRendered } from './app/server/server-rendered';
import type { ServerState } from './app/server/server-state';
import type { NormalizedCacheObject } from '@apollo/client/cache';

export type { ExecuteOperation } from './app/server/server-apollo-client';

/** A page rendered on the server: the markup of #root, the state the client hydrates from, its HTTP status. */
export interface ServerPage {
  html: string;
  state: ServerState;
  /** 404 when no route but the catch-all (the not-found page) matched the path. */
  status: 200 | 404;
}

/** 404 when no route but the catch-all (the not-found page) matches a path: the server answers that status. */
export function routeStatus(pathname: string): 200 | 404 {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*' ? 404 : 200;
}

/**
 * The server's render of one public page (path and query string), its queries answered by `execute`, or of
 * the not-found page for any address without a page; null for a page about one visitor, or one the router
 * answers with a redirect: the client renders those.
 */
export async function renderPage(url: string, execute: ExecuteOperation): Promise<ServerPage | null> {
  const location = new URL(url, 'http://localhost');
  if (routeStatus(location.pathname) === 200 && !isServerRendered(location.pathname)) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  // A redirect, by a loader or by a route that only renders <Navigate>, is the client's to follow.
  if (context instanceof Response) return null;
  if (context.matches.some(({ route }) => isValidElement(route.element) && route.element.type === Navigate))
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, cache } = createServerApolloClient(execute);
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <ApolloProvider client={client}>
          {/* hydrate={false}: the router's data goes in our JSON block, not an inline script the CSP refuses. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ApolloProvider>
      </StrictMode>
    ),
    renderFunction: renderToString,
  });
  return { html: result, state: { apollo: inStableOrder(cache.extract()) }, status: routeStatus(location.pathname) };
}

/**
 * The cache's records and their fields in name order: the page's queries answer in whatever order they finish, and
 * the cache keeps fields in the order written, so the same page would otherwise differ in bytes (and ETag) from one
 * request to the next. Apollo reads the fields by name, so the order is for the bytes only.
 */
function inStableOrder(extracted: NormalizedCacheObject): NormalizedCacheObject {
  const byName = <T,>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]!]),
    );
  return byName(Object.fromEntries(Object.entries(extracted).map(([id, fields]) => [id, fields && byName(fields)])));
}
