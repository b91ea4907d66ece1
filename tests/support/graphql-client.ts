import { randomBytes } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

export interface GraphQLResponse<T> {
  status: number;
  data: T | null | undefined;
  errors: GraphQLErrorShape[] | undefined;
  headers: Headers;
}

/** Sends one of the app's own typed documents over HTTP, keeping cookies like a browser would. */
export class GraphQLClient {
  private readonly cookies = new Map<string, string>();

  /**
   * Each client stands for one browser at its own address (sent as X-Forwarded-For, which the test
   * app trusts), so per-address rate limits apply per client as they would in production.
   */
  readonly clientIp: string;

  constructor(
    private readonly baseUrl: string,
    clientIp?: string,
    /** The API's path: the shop's /graphql, or the back office's /admin-api. */
    private readonly path = '/graphql',
  ) {
    // Addresses from the IPv6 documentation range: only ever a header value, never a destination.
    this.clientIp = clientIp ?? `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  }

  /**
   * Sends a trusted document by its hash, as the web app does, or its text (GRAPHQL_TEST_DOCUMENTS=text, the
   * suites' run on the reference path); a document outside the manifest always goes as text.
   */
  async request<T, V>(
    document: TypedDocumentNode<T, V>,
    variables?: V,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
    if (hash && process.env.GRAPHQL_TEST_DOCUMENTS !== 'text') {
      const persistedQuery = { version: 1, sha256Hash: hash.replace(/^sha256:/, '') };
      return this.raw<T>({ variables, extensions: { persistedQuery } }, headers);
    }
    return this.raw<T>({ query: print(document), variables }, headers);
  }

  async raw<T>(body: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<T>> {
    const response = await fetch(`${this.baseUrl}${this.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.identity(), ...headers },
      body: JSON.stringify(body),
    });
    this.keepCookies(response.headers);
    const json = (await response.json()) as { data?: T | null; errors?: GraphQLErrorShape[] };
    return { status: response.status, data: json.data, errors: json.errors, headers: response.headers };
  }

  /** Data of a request that must succeed. */
  async data<T, V>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T> {
    const result = await this.request(document, variables);
    if (result.errors?.length || !result.data) {
      throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  /** The headers a browser of this client sends with every request. */
  identity(): Record<string, string> {
    return { 'x-forwarded-for': this.clientIp, ...this.cookieHeader() };
  }

  cookieHeader(): Record<string, string> {
    if (!this.cookies.size) return {};
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }

  keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
