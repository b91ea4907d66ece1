import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../../api/src/graphql/build-schema';
import { RESOLVER_CLASSES } from '../../api/src/graphql/resolvers';
import {
  PublicAnswerCache,
  hasErrors,
  isPublicQuery,
  publicRootFields,
} from '../../api/src/graphql/public-answer-cache';
import { MeDocument, MenuGroupsDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.stop());

describe('answers to public queries', () => {
  it('tell an answer with errors from its first bytes, as Apollo orders them', () => {
    expect(hasErrors('{"data":{"usStates":[]}}\n')).toBe(false);
    expect(hasErrors('{"errors":[{"message":"no"}],"data":{"usStates":[]}}\n')).toBe(true);
    expect(hasErrors('{"errors":[{"message":"no"}]}')).toBe(true);
    expect(hasErrors('not json')).toBe(true);
  });

  it('are recognised only for queries whose every root field is public', async () => {
    const fields = publicRootFields(await buildAppSchema());
    const isPublic = (body: unknown) => isPublicQuery(body, fields);
    expect(isPublic({ query: '{ menuGroups { name } categoryCards(group: OTHERS) { name } }' })).toBe(true);
    expect(isPublic({ query: '{ menuGroups { name } me { email } }' })).toBe(false);
    expect(isPublic({ query: 'mutation { logOut }' })).toBe(false);
    expect(isPublic({ query: '{ ... on Query { menuGroups { name } } }' })).toBe(false);
    expect(isPublic({ query: '{ cart { id } }' })).toBe(false);
    expect(isPublic({ query: 'query A { me { id } } query B { menuGroups { name } }', operationName: 'B' })).toBe(true);
    expect(isPublic({ query: 'not graphql' })).toBe(false);
  });

  it('come from the fields declared @PublicAnswer() in the resolvers, and only those', async () => {
    const schema = await buildAppSchema();
    // Shared by HTTP caches only: their answers follow stock, and their arguments are too many to keep; the
    // sign-up offer follows a staff change of the first-order promotion.
    const sharedOnly = ['product', 'searchProducts', 'searchSuggestions', 'signUpOffer'];
    expect([...publicRootFields(schema, 'shared')].filter((f) => !publicRootFields(schema).has(f)).sort()).toEqual(
      sharedOnly,
    );
    expect([...publicRootFields(schema)].sort()).toEqual([
      '__typename',
      'addressBookLimit',
      'categoryCards',
      'categoryIndex',
      'deviceOptions',
      'menuGroups',
      'paymentForm',
      'saleSummary',
      'shippingRestrictions',
      'usStates',
      'vapeKitTabs',
    ]);
  });

  it("come from resolvers that never read the request's context (the session, its cookies)", async () => {
    const shared = publicRootFields(await buildAppSchema(), 'shared');
    // The shop's own resolvers: the admin API has queries of the same names (`product`), answered for staff only.
    const publicQueries = getMetadataStorage().queries.filter(
      (query) => RESOLVER_CLASSES.includes(query.target) && shared.has(query.schemaName),
    );
    expect(publicQueries).toHaveLength(shared.size - 1);
    const readingContext = publicQueries.filter((query) => query.params?.some((param) => param.kind === 'context'));
    expect(readingContext.map((query) => query.schemaName)).toEqual([]);
  });

  it("are kept only without errors, judged by the answer's structure rather than its text", () => {
    const cache = new PublicAnswerCache(new Set(['menuGroups']), 60_000);
    const request = { query: '{ menuGroups { name } }' };
    const headers: [string, string][] = [['content-type', 'application/json']];
    cache.offer('failed', request, { status: 200, headers, body: '{"errors":[{"message":"x"}],"data":null}' });
    expect(cache.get('failed')).toBeUndefined();
    // A menu item may be called "errors": that is data, not a failure.
    const named = '{"data":{"menuGroups":[{"name":"errors"}]}}';
    cache.offer('named', request, { status: 200, headers, body: named });
    expect(cache.get('named')?.body).toBe(named);
    cache.offer('private', { query: '{ me { id } }' }, { status: 200, headers, body: '{"data":{"me":null}}' });
    expect(cache.get('private')).toBeUndefined();
  });

  it('are served again without running a statement, with the same body and headers', async () => {
    const api = new GraphQLClient(testApp.url);
    const first = await api.request(MenuGroupsDocument);
    let statements = 0;
    const stop = testApp.app.services.sql.onQuery(() => statements++);
    const second = await api.request(MenuGroupsDocument);
    stop();
    expect(second.data).toEqual(first.data);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(statements).toBe(0);
  });

  it('never keep an answer that depends on the visitor', async () => {
    const alice = new GraphQLClient(testApp.url);
    const { email } = await signUpCustomer(alice, testApp.app.database.url);
    expect((await alice.data(MeDocument)).me?.email).toBe(email);
    const stranger = new GraphQLClient(testApp.url);
    expect((await stranger.data(MeDocument)).me).toBeNull();
  });
});
