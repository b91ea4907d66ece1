import type { DocumentNode } from 'graphql';
import { loadConfig } from '../../api/src/config';
import { PersistedDocuments } from '../../api/src/graphql/persisted-documents';
import {
  CartDocument,
  CategoryIndexDocument,
  HomePageDocument,
  LogOutDocument,
  MeDocument,
  MenuGroupsDocument,
  ProductPageDocument,
  RegisterDeviceFormDocument,
  SearchProductsDocument,
  SearchSuggestionsDocument,
  UsStatesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { useSuiteApp } from '../support/suite-app';

/**
 * The app as it runs in production (every plan made at start), and the same app with the planned path off:
 * Apollo Server answers every request there.
 */
const planned = useSuiteApp({ GRAPHQL_PLAN_AT_START: 'true' });
const apollo = useSuiteApp({ GRAPHQL_PLANNED_PATH: 'false' });
/** Planning on first use, as development and the other suites run. */
const lazy = useSuiteApp();

function hashOf(document: DocumentNode): string {
  return (document as { __meta__?: { hash?: string } }).__meta__!.hash!.replace(/^sha256:/, '');
}

interface Ask {
  readonly method: 'GET' | 'POST';
  readonly document: DocumentNode;
  readonly variables?: unknown;
  readonly operationName?: string;
  readonly headers?: Record<string, string>;
  /** Sent in place of the trusted hash's own extensions. */
  readonly extensions?: unknown;
}

/** Everything a client can tell apart: status, the headers that vary between paths, the body byte for byte. */
async function observe(baseUrl: string, ask: Ask) {
  const extensions = ask.extensions ?? { persistedQuery: { version: 1, sha256Hash: hashOf(ask.document) } };
  const headers = { 'apollo-require-preflight': 'true', ...ask.headers };
  let response: Response;
  if (ask.method === 'GET') {
    const params = new URLSearchParams({ extensions: JSON.stringify(extensions) });
    if (ask.variables !== undefined) params.set('variables', JSON.stringify(ask.variables));
    if (ask.operationName !== undefined) params.set('operationName', ask.operationName);
    response = await fetch(`${baseUrl}/graphql?${params}`, { headers });
  } else {
    const body = { variables: ask.variables, operationName: ask.operationName, extensions };
    response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }
  const names = ['content-type', 'cache-control', 'etag', 'vary', 'retry-after', 'allow', 'content-encoding'];
  return {
    status: response.status,
    headers: Object.fromEntries(names.map((name) => [name, response.headers.get(name)])),
    body: await response.text(),
  };
}

/** Asks both apps; answers what each said and how many requests the plans answered meanwhile. */
async function both(ask: Ask) {
  const before = planned.testApp.app.plans!.answered;
  const fromPlan = await observe(planned.testApp.url, ask);
  const fromApollo = await observe(apollo.testApp.url, ask);
  return { fromPlan, fromApollo, byPlan: planned.testApp.app.plans!.answered - before };
}

let slug: string;
let brand: string;

beforeAll(async () => {
  const { rows } = await planned.db.query<{ slug: string; brand: string }>(
    'SELECT p.slug, b.name AS brand FROM product p JOIN brand b ON b.id = p.brand_id WHERE p.active ORDER BY p.id LIMIT 1',
  );
  slug = rows[0]!.slug;
  brand = rows[0]!.brand;
});

describe('the planned path for trusted documents', () => {
  it('plans every trusted document, at start in production, and the setting turns it off', async () => {
    expect(planned.testApp.app.plans?.size).toBe(PersistedDocuments.load().size);
    expect(planned.testApp.app.plans?.planAll()).toEqual(new Map());
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlPlanAtStart).toBe(true);
    expect(loadConfig({}).graphqlPlanAtStart).toBe(false);
    // On first use: nothing at start, then the one document asked for.
    expect(lazy.testApp.app.plans?.size).toBe(0);
    const answer = await observe(lazy.testApp.url, { method: 'GET', document: MenuGroupsDocument });
    expect(answer.status).toBe(200);
    expect(lazy.testApp.app.plans).toMatchObject({ size: 1, answered: 1 });
    expect(apollo.testApp.app.plans).toBeUndefined();
    expect(loadConfig({}).graphqlPlannedPath).toBe(true);
    expect(loadConfig({ GRAPHQL_PLANNED_PATH: 'false' }).graphqlPlannedPath).toBe(false);
    expect(() => loadConfig({ GRAPHQL_PLANNED_PATH: 'maybe' })).toThrow('GRAPHQL_PLANNED_PATH must be true or false');
  });

  const answered: [string, () => Ask][] = [
    ['the menu by GET', () => ({ method: 'GET', document: MenuGroupsDocument, operationName: 'MenuGroups' })],
    ['the menu by POST', () => ({ method: 'POST', document: MenuGroupsDocument })],
    ['the home page', () => ({ method: 'GET', document: HomePageDocument })],
    ['the category index', () => ({ method: 'GET', document: CategoryIndexDocument })],
    ['the states', () => ({ method: 'GET', document: UsStatesDocument })],
    ['the warranty form', () => ({ method: 'GET', document: RegisterDeviceFormDocument })],
    [
      'a faceted search',
      () => ({
        method: 'GET',
        document: SearchProductsDocument,
        variables: { input: { brand, page: 1, pageSize: 30 } },
      }),
    ],
    [
      'a text search by POST',
      () => ({ method: 'POST', document: SearchProductsDocument, variables: { input: { search: 'mint ice' } } }),
    ],
    ['type-ahead', () => ({ method: 'GET', document: SearchSuggestionsDocument, variables: { text: 'gee' } })],
    ['a product page', () => ({ method: 'GET', document: ProductPageDocument, variables: { slug } })],
    ['a guest asking who they are', () => ({ method: 'GET', document: MeDocument })],
    ['a guest cart', () => ({ method: 'POST', document: CartDocument })],
    [
      'the answer type the web app asks for',
      () => ({
        method: 'GET',
        document: MenuGroupsDocument,
        headers: { accept: 'application/graphql-response+json,application/json;q=0.9' },
      }),
    ],
    [
      'a compressed answer',
      () => ({
        method: 'GET',
        document: SearchProductsDocument,
        variables: { input: { brand } },
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    ],
    [
      'a refusal a resolver throws (an unknown brand)',
      () => ({ method: 'GET', document: SearchProductsDocument, variables: { input: { brand: 'No Such Brand' } } }),
    ],
    [
      'a page past the last',
      () => ({ method: 'POST', document: SearchProductsDocument, variables: { input: { brand, page: 100000 } } }),
    ],
  ];

  it.each(answered)('answers %s from its plan exactly as Apollo Server does', async (_name, ask) => {
    const { fromPlan, fromApollo, byPlan } = await both(ask());
    expect(fromPlan).toEqual(fromApollo);
    expect(byPlan).toBe(1);
  });

  it('answers a matching If-None-Match with the same 304', async () => {
    // A product page: the whole-answer cache keeps the menu's answers, which would then answer it instead.
    const page: Ask = { method: 'GET', document: ProductPageDocument, variables: { slug } };
    const first = await observe(planned.testApp.url, page);
    const ask: Ask = { ...page, headers: { 'if-none-match': first.headers.etag! } };
    const { fromPlan, fromApollo, byPlan } = await both(ask);
    expect(fromPlan).toEqual(fromApollo);
    expect(fromPlan.status).toBe(304);
    expect(byPlan).toBe(1);
  });

  const leftToApollo: [string, () => Ask][] = [
    [
      'variables that do not fit',
      () => ({ method: 'GET', document: SearchSuggestionsDocument, variables: { text: 7 } }),
    ],
    ['a missing variable', () => ({ method: 'POST', document: ProductPageDocument, variables: {} })],
    ['another operation name', () => ({ method: 'GET', document: MenuGroupsDocument, operationName: 'Other' })],
    ['variables that are not an object', () => ({ method: 'GET', document: MenuGroupsDocument, variables: [1] })],
    [
      'a GET without a preflight header',
      () => ({ method: 'GET', document: MenuGroupsDocument, headers: { 'apollo-require-preflight': '' } }),
    ],
    [
      'an Accept it cannot meet',
      () => ({ method: 'GET', document: MenuGroupsDocument, headers: { accept: 'text/csv' } }),
    ],
    [
      'a persisted query of another version',
      () => ({
        method: 'POST',
        document: MenuGroupsDocument,
        extensions: { persistedQuery: { version: 2, sha256Hash: hashOf(MenuGroupsDocument) } },
      }),
    ],
    ['a mutation over GET', () => ({ method: 'GET', document: LogOutDocument })],
  ];

  it('answers a persisted query of another version 400 with what is wrong, as a client error', async () => {
    const { fromPlan } = await both(leftToApollo.find(([name]) => name.includes('another version'))![1]());
    expect(fromPlan.status).toBe(400);
    expect(JSON.parse(fromPlan.body)).toEqual({
      errors: [{ message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it.each(leftToApollo)('leaves %s to Apollo Server, with its own answer', async (_name, ask) => {
    const { fromPlan, fromApollo, byPlan } = await both(ask());
    expect(fromPlan).toEqual(fromApollo);
    expect(fromPlan.status).toBeGreaterThanOrEqual(400);
    expect(byPlan).toBe(0);
  });
});
