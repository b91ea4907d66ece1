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

  constructor(private readonly baseUrl: string) {}

  async request<T, V>(document: TypedDocumentNode<T, V>, variables?: V): Promise<GraphQLResponse<T>> {
    return this.raw<T>({ query: print(document), variables });
  }

  async raw<T>(body: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<T>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.cookieHeader(), ...headers },
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
