import { GraphQLClient } from './graphql-client';

export type Fields = Record<string, string>;

export interface RestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  json: T;
}

/** How a legacy body is encoded; the old clients use all three. */
export type Encoding = 'multipart' | 'urlencoded' | 'json';

function encode(fields: Fields, encoding: Encoding): { body: FormData | URLSearchParams | string; type?: string } {
  if (encoding === 'json') return { body: JSON.stringify(fields), type: 'application/json' };
  if (encoding === 'urlencoded') return { body: new URLSearchParams(fields) };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { body: form };
}

/**
 * Posts legacy form bodies over HTTP like an old client in a browser. Cookies and the client address
 * live in a GraphQLClient, so a session begun over REST is the same one GraphQL sees, and back.
 */
export class RestClient {
  constructor(
    readonly baseUrl: string,
    readonly browser: GraphQLClient = new GraphQLClient(baseUrl),
  ) {}

  /** Real multipart/form-data (fetch writes the boundary), as the old web app posts. */
  form<T = Record<string, unknown>>(path: string, fields: Fields = {}, headers: Record<string, string> = {}) {
    return this.post<T>(path, fields, 'multipart', headers);
  }

  urlencoded<T = Record<string, unknown>>(path: string, fields: Fields = {}, headers: Record<string, string> = {}) {
    return this.post<T>(path, fields, 'urlencoded', headers);
  }

  json<T = Record<string, unknown>>(path: string, fields: Fields = {}, headers: Record<string, string> = {}) {
    return this.post<T>(path, fields, 'json', headers);
  }

  post<T>(path: string, fields: Fields, encoding: Encoding, headers: Record<string, string> = {}) {
    const { body, type } = encode(fields, encoding);
    return this.send<T>(path, {
      method: 'POST',
      body,
      headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    });
  }

  /** Any request, with this client's cookies and address; the answer's cookies are kept. */
  async send<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<RestResponse<T>> {
    const response = await fetch(this.baseUrl + path, {
      ...init,
      headers: { ...this.browser.identity(), ...(init.headers as Record<string, string> | undefined) },
    });
    this.browser.keepCookies(response.headers);
    const text = await response.text();
    let json: T;
    try {
      json = JSON.parse(text) as T;
    } catch {
      throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, json };
  }
}
