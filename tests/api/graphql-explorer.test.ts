import { getIntrospectionQuery } from 'graphql';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

/** What GraphiQL sends: JSON with the header Apollo's CSRF prevention asks of a non-browser-form request. */
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

interface IntrospectionAnswer {
  __schema: { queryType: { name: string }; types: { name: string }[] };
}

/** The src of every <script> of a page, and how many scripts carry their code inline. */
function scriptsOf(html: string): { sources: string[]; inline: number } {
  const tags = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  const sources = tags.flatMap((attributes) => /\bsrc="([^"]*)"/i.exec(attributes)?.[1] ?? []);
  return { sources, inline: tags.length - sources.length };
}

describe('the API explorer, with the sandbox setting on', () => {
  let testApp: TestApp;
  let api: GraphQLClient;

  beforeAll(async () => {
    testApp = await startTestApp({ GRAPHQL_SANDBOX: 'true' });
    api = new GraphQLClient(testApp.url);
  });
  afterAll(() => testApp.stop());

  it('answers a browser at GET /graphql with our own page, whose scripts all come from this origin', async () => {
    const response = await fetch(`${testApp.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<div id="explorer">');
    const { sources, inline } = scriptsOf(html);
    expect(sources.length).toBeGreaterThan(0);
    expect(inline).toBe(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/[^/]/);
      const script = await fetch(new URL(source, testApp.url));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });

  it('answers the standard introspection query that GraphiQL sends, past the depth limit', async () => {
    const result = await api.raw<IntrospectionAnswer>(
      { query: getIntrospectionQuery(), operationName: 'IntrospectionQuery' },
      PREFLIGHT,
    );
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.queryType.name).toBe('Query');
    expect(result.data?.__schema.types.map((type) => type.name)).toContain('Product');
  });

  it('answers the standard introspection query with any of its options and under another name', async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true, oneOf: true });
    const renamed = query.replace('query IntrospectionQuery', 'query SchemaForTools');
    const result = await api.raw<IntrospectionAnswer>({ query: renamed }, PREFLIGHT);
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.queryType.name).toBe('Query');
  });

  it('still refuses a hand-written introspection query nested deeper than the limit', async () => {
    const query = '{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }';
    const result = await api.raw({ query }, PREFLIGHT);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('The query is nested deeper than 8 levels.');
  });

  it('leaves GET /graphql with an operation to Apollo', async () => {
    const response = await fetch(`${testApp.url}/graphql?query=${encodeURIComponent('{ menuGroups { name } }')}`, {
      headers: { accept: 'text/html,application/json;q=0.9', ...PREFLIGHT },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { menuGroups: unknown[] } }).data.menuGroups.length).toBeGreaterThan(0);
  });

  it('does not serve the explorer page under its own file name', async () => {
    const response = await fetch(`${testApp.url}/explorer/index.html`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toContain('<div id="explorer">');
  });
});

describe('the API explorer, with the sandbox setting off', () => {
  let testApp: TestApp;
  let api: GraphQLClient;

  beforeAll(async () => {
    testApp = await startTestApp({ GRAPHQL_SANDBOX: 'false' });
    api = new GraphQLClient(testApp.url);
  });
  afterAll(() => testApp.stop());

  it('answers a browser at GET /graphql as Apollo does with its landing page disabled: no page', async () => {
    const response = await fetch(`${testApp.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toMatch(/<script/i);
  });

  it('refuses the standard introspection query', async () => {
    const result = await api.raw({ query: getIntrospectionQuery() }, PREFLIGHT);
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((error) => error.message).join(' ')).toMatch(/introspection is not allowed/i);
  });
});
