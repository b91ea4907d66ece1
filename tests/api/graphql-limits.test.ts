import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let api: GraphQLClient;

beforeAll(async () => {
  testApp = await startTestApp();
  api = new GraphQLClient(testApp.url);
});
afterAll(() => testApp.stop());

describe('GraphQL limits and errors', () => {
  it('refuses a query with more than 20 aliases', async () => {
    const fields = Array.from({ length: 21 }, (_, i) => `a${i}: menuGroups { name }`).join(' ');
    const result = await api.raw({ query: `{ ${fields} }` });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('The query uses more than 20 aliases.');
    expect(result.data).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit, even through fragments', async () => {
    const query = `
      query { searchProducts(input: {}) { ...A } }
      fragment A on ProductSearchResult { facets { brands { name } } products { id } }`;
    expect((await api.raw({ query })).errors).toBeUndefined();
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }`;
    const result = await api.raw({ query: deep });
    expect(result.errors?.[0]?.message).toBe('The query is nested deeper than 8 levels.');
  });

  it('refuses a query whose estimated cost is over the limit', async () => {
    const fields = Array.from(
      { length: 20 },
      (_, i) => `a${i}: searchProducts(input: { pageSize: 100 }) { ...P }`,
    ).join(' ');
    const query = `{ ${fields} } fragment P on ProductSearchResult { total page pageSize pageCount products { id name price image brand flavor category subcategory productType puffs nicotineMg description } facets { brands { name count } flavors { name count } productTypes { name count } } }`;
    const result = await api.raw({ query });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(result.errors?.[0]?.message).toMatch(/more than the limit of 5000/);
    expect(result.data).toBeUndefined();
  });

  it('answers a malformed body with 400 and no stack trace', async () => {
    const response = await fetch(`${testApp.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('keeps stack traces out of error answers', async () => {
    const result = await api.raw({ query: '{ searchProducts(input: { page: -1 }) { total } }' });
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|\.ts:\d+/);
  });

  it('refuses a GET mutation-less query without the CSRF header but serves JSON POSTs', async () => {
    const response = await fetch(`${testApp.url}/graphql?query=${encodeURIComponent('{ menuGroups { name } }')}`);
    expect(response.status).toBe(400);
  });
});
