import fs from 'node:fs';
import path from 'node:path';
import { createApolloClient } from '../../web/src/lib/apollo-client';
import { MenuGroupsDocument, UsStatesDocument } from '../../web/src/graphql/__generated__/graphql';

/** The server's copy of the manifest codegen emitted. */
const manifest = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../schema/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

interface SentBody {
  query?: string;
  operationName?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** A fetch that answers each request with the next of `answers` and keeps the bodies it was sent. */
function fakeFetch(answers: { status: number; body: unknown }[]): { bodies: SentBody[] } {
  const bodies: SentBody[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: { body?: unknown }) => {
    bodies.push(JSON.parse(String(init?.body)) as SentBody);
    const { status, body } = answers.shift()!;
    const text = JSON.stringify(body);
    return {
      ok: status < 300,
      status,
      headers: new Map([['content-type', 'application/json']]),
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return { bodies };
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

  it('falls back to the full text, without the hash, when the server does not know the hash', async () => {
    const notFound = {
      errors: [{ message: 'No persisted document …', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    };
    const { bodies } = fakeFetch([
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
  });
});
