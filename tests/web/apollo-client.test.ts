import fs from 'node:fs';
import path from 'node:path';
import { createApolloClient } from '../../web/src/lib/apollo-client';
import {
  LogOutDocument,
  MenuGroupsDocument,
  SearchSuggestionsDocument,
  UsStatesDocument,
} from '../../web/src/graphql/__generated__/graphql';

/** The server's copy of the manifest codegen emitted. */
const manifest = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../schema/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

interface SentBody {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The POST body, or a GET's URL parameters read the same way. */
  body: SentBody;
}

function sentBody(url: URL, body: unknown): SentBody {
  if (body !== undefined) return JSON.parse(String(body)) as SentBody;
  const json = (name: string) => (url.searchParams.has(name) ? JSON.parse(url.searchParams.get(name)!) : undefined);
  return {
    query: url.searchParams.get('query') ?? undefined,
    operationName: url.searchParams.get('operationName') ?? undefined,
    variables: json('variables') as SentBody['variables'],
    extensions: json('extensions') as SentBody['extensions'],
  };
}

/** A fetch that answers each request with the next of `answers` and keeps what it was sent. */
function fakeFetch(answers: { status: number; body: unknown }[]): { requests: SentRequest[]; bodies: SentBody[] } {
  const requests: SentRequest[] = [];
  const bodies: SentBody[] = [];
  globalThis.fetch = jest.fn(async (input: unknown, init?: { method?: string; headers?: unknown; body?: unknown }) => {
    const url = new URL(String(input));
    const body = sentBody(url, init?.body);
    requests.push({ method: init?.method ?? 'GET', url, headers: init?.headers as Record<string, string>, body });
    bodies.push(body);
    const answer = answers.shift()!;
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 300,
      status: answer.status,
      headers: new Map([['content-type', 'application/json']]),
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return { requests, bodies };
}

const usStates = { data: { usStates: [{ __typename: 'UsState', code: 'AZ', name: 'Arizona' }] } };

describe("the app's GraphQL client", () => {
  it('sends the hash of a trusted document instead of its text', async () => {
    const { bodies } = fakeFetch([{ status: 200, body: { data: { menuGroups: [] } } }]);
    await createApolloClient('http://shop.test/graphql').query({ query: MenuGroupsDocument });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.query).toBeUndefined();
    const hash = bodies[0]!.extensions?.persistedQuery?.sha256Hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest[`sha256:${hash}`]).toMatch(/query MenuGroups/);
  });

  it('sends a query as a GET with the hash and variables in a short URL, and the CSRF header', async () => {
    const { requests } = fakeFetch([{ status: 200, body: { data: { searchSuggestions: [] } } }]);
    await createApolloClient('http://shop.test/graphql').query({
      query: SearchSuggestionsDocument,
      variables: { text: 'mint' },
    });
    expect(requests).toHaveLength(1);
    const [get] = requests;
    expect(get!.method).toBe('GET');
    expect(get!.url.pathname).toBe('/graphql');
    expect(get!.url.searchParams.has('query')).toBe(false);
    expect(get!.body.operationName).toBe('SearchSuggestions');
    expect(get!.body.variables).toEqual({ text: 'mint' });
    expect(manifest[`sha256:${get!.body.extensions?.persistedQuery?.sha256Hash}`]).toMatch(/query SearchSuggestions/);
    expect(get!.headers['apollo-require-preflight']).toBe('true');
    // Far under the 2 000 characters every proxy and CDN takes (the hash alone is 64).
    expect(get!.url.href.length).toBeLessThan(2_000);
  });

  it('posts a mutation, by hash', async () => {
    const { requests } = fakeFetch([{ status: 200, body: { data: { logOut: true } } }]);
    await createApolloClient('http://shop.test/graphql').mutate({ mutation: LogOutDocument });
    expect(requests.map((r) => [r.method, r.url.search, Boolean(r.body.extensions?.persistedQuery)])).toEqual([
      ['POST', '', true],
    ]);
    expect(requests[0]!.body.query).toBeUndefined();
  });

  it('falls back to the full text, without the hash, when the server does not know the hash', async () => {
    const notFound = {
      errors: [{ message: 'No persisted document …', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    };
    const { bodies, requests } = fakeFetch([
      { status: 400, body: notFound },
      { status: 200, body: usStates },
      { status: 200, body: { data: { menuGroups: [] } } },
    ]);
    const client = createApolloClient('http://shop.test/graphql');
    const { data } = await client.query({ query: UsStatesDocument });
    expect(data?.usStates[0]?.code).toBe('AZ');
    await client.query({ query: MenuGroupsDocument });
    expect(bodies.map((b) => [Boolean(b.query), Boolean(b.extensions?.persistedQuery)])).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
    // The hash went as a GET; the text, which may be long, is posted.
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'POST']);
  });
});
