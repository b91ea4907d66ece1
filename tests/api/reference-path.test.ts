import { loadConfig } from '../../api/src/config';
import { MenuGroupsDocument } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const onReferencePath = process.env.GRAPHQL_TEST_DOCUMENTS === 'text';

describe('the two paths the API suites run on', () => {
  it('sends the trusted hash as the web app does, or the text on the reference path', async () => {
    const bodies: unknown[] = [];
    const realFetch = global.fetch;
    global.fetch = (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return realFetch(input, init);
    };
    let menu;
    try {
      menu = await new GraphQLClient(suite.testApp.url).data(MenuGroupsDocument);
    } finally {
      global.fetch = realFetch;
    }
    expect(menu.menuGroups.length).toBeGreaterThan(0);
    expect(bodies).toEqual([
      onReferencePath
        ? { query: expect.stringContaining('query MenuGroups') }
        : { extensions: { persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } } },
    ]);
  });

  it('runs graphql-jit unless GRAPHQL_EXECUTION names graphql-js, and refuses anything else', () => {
    expect(loadConfig({}).graphqlExecution).toBe('compiled');
    expect(loadConfig({ GRAPHQL_EXECUTION: 'standard' }).graphqlExecution).toBe('standard');
    expect(() => loadConfig({ GRAPHQL_EXECUTION: 'fast' })).toThrow(
      'GRAPHQL_EXECUTION must be one of compiled, standard, got "fast"',
    );
    expect(process.env.GRAPHQL_EXECUTION).toBe(onReferencePath ? 'standard' : undefined);
  });
});
