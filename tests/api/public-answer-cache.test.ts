import { isPublicQuery } from '../../api/src/graphql/public-answer-cache';
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
  it('are recognised only for queries whose every root field is public', () => {
    expect(isPublicQuery({ query: '{ menuGroups { name } categoryCards(group: OTHERS) { name } }' })).toBe(true);
    expect(isPublicQuery({ query: '{ menuGroups { name } me { email } }' })).toBe(false);
    expect(isPublicQuery({ query: 'mutation { logOut }' })).toBe(false);
    expect(isPublicQuery({ query: '{ ... on Query { menuGroups { name } } }' })).toBe(false);
    expect(isPublicQuery({ query: '{ cart { id } }' })).toBe(false);
    expect(isPublicQuery({ query: 'query A { me { id } } query B { menuGroups { name } }', operationName: 'B' })).toBe(
      true,
    );
    expect(isPublicQuery({ query: 'not graphql' })).toBe(false);
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
