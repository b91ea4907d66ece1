import { Client, Pool } from 'pg';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { AppContext } from '../../api/src/context';
import { Sql } from '../../api/src/db/sql';
import { createApolloServer } from '../../api/src/graphql/apollo-server';
import { createLogger } from '../../api/src/logger';
import { SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { RestClient } from '../support/rest-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let api: GraphQLClient;

beforeAll(async () => {
  testApp = await startTestApp();
  api = new GraphQLClient(testApp.url);
});
afterAll(() => testApp.stop());

const rawPost = (body: string | Buffer, type = 'application/json') =>
  fetch(`${testApp.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });

describe('bad input is a 4xx with a clear message', () => {
  it('refuses a NUL character in a GraphQL variable or literal with BAD_USER_INPUT', async () => {
    const inVariable = await api.request(SearchProductsDocument, { input: { search: 'mint\u0000ice' } });
    expect(inVariable.status).toBe(400);
    expect(inVariable.errors?.[0]).toMatchObject({
      message: 'Text must not contain NUL characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const inLiteral = await api.raw({ query: '{ searchProducts(input: { search: "a\\u0000b" }) { total } }' });
    expect(inLiteral.status).toBe(400);
    expect(inLiteral.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a body that is not UTF-8, and over-long text', async () => {
    const invalid = Buffer.concat([
      Buffer.from('{"query":"{ menuGroups { name } }","x":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const response = await rawPost(invalid);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/not valid UTF-8/);
    const long = await api.request(SearchProductsDocument, { input: { search: 'x'.repeat(30_000) } });
    expect(long.status).toBe(400);
    expect(long.errors?.[0]?.message).toMatch(/longer than 20000 characters/);
  });

  it('answers the legacy login with 400 for a NUL byte and a 4xx (never 500) for an 8 KB e-mail', async () => {
    const rest = new RestClient(testApp.url);
    const nul = await rest.form('/responses/login/', { login: 'a\u0000@example.com', passw: 'whatever1' });
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.json)).toMatch(/NUL/);
    const huge = await rest.form('/responses/login/', {
      login: `${'a'.repeat(8_000)}@example.com`,
      passw: 'whatever1',
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  it('lets aliases repeat a search only a few times: the cost counts each search as database work', async () => {
    const searches = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: searchProducts(input: { pageSize: 30 }) { total products { id } }`).join(' ')} }`;
    expect((await api.raw({ query: searches(2) })).errors).toBeUndefined();
    const many = await api.raw({ query: searches(6) });
    expect(many.status).toBe(400);
    expect(many.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('gives no "Did you mean" field suggestions outside development', async () => {
    const typo = await api.raw({ query: '{ menuGroup { name } }' });
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });
});

describe('trouble on our side is a 503 with Retry-After', () => {
  it('answers GraphQL and REST with 503 while the database cannot serve (a lock held past the timeout)', async () => {
    const blocker = new Client({ connectionString: testApp.app.database.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE product IN ACCESS EXCLUSIVE MODE');
      const [graphql, rest] = await Promise.all([
        api.request(SearchProductsDocument, { input: { search: 'mint', page: 1, pageSize: 3 } }),
        new RestClient(testApp.url).form('/responses/products/Default.aspx', { category: 'Vapes' }),
      ]);
      expect(graphql.status).toBe(503);
      expect(graphql.headers.get('retry-after')).toBe('5');
      expect(graphql.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
  }, 20_000);
});

describe('one request', () => {
  it('never has more than four statements on the pool at once', async () => {
    const pool = new Pool({ connectionString: testApp.app.database.url, max: 10 });
    let running = 0;
    let most = 0;
    const counting = {
      query: async (...args: Parameters<Pool['query']>) => {
        most = Math.max(most, ++running);
        try {
          return await (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          running--;
        }
      },
      connect: () => pool.connect(),
      end: () => pool.end(),
    } as unknown as Pool;
    const sql = new Sql(counting);
    await sql.withinRequest(() => Promise.all(Array.from({ length: 12 }, () => sql.query('SELECT pg_sleep(0.02)'))));
    expect(most).toBe(4);
    await pool.end();
  });
});

describe('error details in development', () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        boom: {
          type: GraphQLString,
          resolve: () => {
            throw new Error('secret detail from a bug');
          },
        },
      },
    }),
  });

  it('reach a developer on this machine, and nobody else', async () => {
    const apollo = createApolloServer({ schema, sandbox: false, development: true, logger: createLogger('silent') });
    await apollo.start();
    try {
      const ask = async (local: boolean) => {
        const response = await apollo.executeOperation(
          { query: '{ boom }' },
          { contextValue: { local } as unknown as AppContext },
        );
        return JSON.stringify(response.body.kind === 'single' ? response.body.singleResult.errors : null);
      };
      expect(await ask(true)).toMatch(/secret detail from a bug/);
      const remote = await ask(false);
      expect(remote).not.toMatch(/secret detail|stacktrace/);
      expect(remote).toMatch(/Something went wrong/);
    } finally {
      await apollo.stop();
    }
  });
});
