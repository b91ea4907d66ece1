import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * The API the page was opened on: the explorer is only ever served from the API's origin, at GET /graphql
 * (the shop's API) or GET /admin-api (the back office's).
 */
const endpoint = (): string => window.location.pathname.replace(/\/+$/, '') || '/graphql';

/**
 * Posts every operation as JSON with `apollo-require-preflight`, so Apollo's CSRF prevention lets it
 * through, and with the site's cookies, so a signed-in developer can try `me`. Headers typed into
 * GraphiQL's header editor come last and win.
 */
export const explorerFetcher: Fetcher = async (params, options) => {
  const response = await fetch(endpoint(), {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...stringHeaders(options?.headers),
    },
    body: JSON.stringify(params),
  });
  return response.json();
};

function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) result[name] = String(value);
  }
  return result;
}
