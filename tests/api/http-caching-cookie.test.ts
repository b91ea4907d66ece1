import { type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { ApolloServer } from '@apollo/server';
import type { AppContext } from '../../api/src/context';
import { createApolloServer } from '../../api/src/graphql/apollo-server';
import { PersistedDocuments } from '../../api/src/graphql/persisted-documents';
import { graphqlHandler } from '../../api/src/http/graphql.handler';
import { createLogger } from '../../api/src/logger';
import { ProxyTrust } from '../../api/src/security/proxy-trust';

/** A schema whose two public fields differ only in that one sets a cookie, as a resolver touching the session would. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      plain: { type: GraphQLString, resolve: () => 'same for all' },
      cookied: {
        type: GraphQLString,
        resolve: (_source, _args, context: { response: ServerResponse }) => {
          context.response.setHeader('Set-Cookie', 'visitor=1; Path=/');
          return 'same for all';
        },
      },
    },
  }),
});

let apollo: ApolloServer<AppContext>;
let server: Server;
let url: string;

beforeAll(async () => {
  apollo = createApolloServer({ schema, sandbox: false, development: false, logger: createLogger('silent') });
  await apollo.start();
  const handler = graphqlHandler(apollo, (_request, response) => ({ response }) as unknown as AppContext, {
    persistedDocuments: PersistedDocuments.fromManifest({}),
    sharedFields: new Set(['plain', 'cookied']),
    maxAgeSeconds: 30,
    crossSite: { shop: { publicUrl: 'http://shop.test', trustProxy: ProxyTrust.none() }, refuse: 'writes' },
  });
  server = createServer((raw, res) => {
    const request = { raw, url: new URL(raw.url!, 'http://shop.test'), method: raw.method!, clientIp: '127.0.0.1' };
    void handler(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await apollo.stop();
});

describe('a public query whose answer sets a cookie', () => {
  it('is private, no-store, while the same query without the cookie is public', async () => {
    const ask = (field: string) =>
      fetch(`${url}?query=${encodeURIComponent(`{ ${field} }`)}`, { headers: { 'apollo-require-preflight': 'true' } });
    const plain = await ask('plain');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=30');
    const cookied = await ask('cookied');
    expect(cookied.headers.get('set-cookie')).toBe('visitor=1; Path=/');
    expect(cookied.headers.get('cache-control')).toBe('private, no-store');
    expect(cookied.headers.get('etag')).toBeNull();
  });
});
