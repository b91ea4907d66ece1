import type { Request } from 'playwright-core';

/** Whether a URL is the GraphQL endpoint, whatever its query string: the app's queries are GETs. */
export const isGraphqlUrl = (url: URL): boolean => url.pathname === '/graphql';

/** Whether a GraphQL request names this operation: in a GET's URL or a POST's body. */
export function namesOperation(request: Request, operationName: string): boolean {
  const url = new URL(request.url());
  if (!isGraphqlUrl(url)) return false;
  return (
    url.searchParams.get('operationName') === operationName || Boolean(request.postData()?.includes(operationName))
  );
}
