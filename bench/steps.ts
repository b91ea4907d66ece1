/**
 * npm run bench:steps: what each step of one GraphQL request costs in CPU, in this process, for the
 * benchmark's two operations (menuGroups: no database work; SearchProducts: a brand, its facets and a
 * page of 30). Each step runs alone in a loop over the same, warmed-up input; the figures are CPU
 * microseconds of this process per operation (PostgreSQL's own work is in its processes, not here).
 *
 * Uses the benchmark's PostgreSQL (.data/bench-pg, BENCH_PG_PORT, seeded by `npm run bench`).
 * Environment: BENCH_STEP_ITERATIONS (2000).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { HeaderMap } from '@apollo/server';
import { type DocumentNode, execute, parse, print, specifiedRules, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { AppContext } from '../api/src/context';
import { createApolloServer } from '../api/src/graphql/apollo-server';
import { buildAppSchema } from '../api/src/graphql/build-schema';
import { PersistedDocuments } from '../api/src/graphql/persisted-documents';
import { QUERY_LIMITS, aliasLimitRule, depthLimitRule, textLiteralRule } from '../api/src/graphql/query-limits';
import { createResolvers } from '../api/src/graphql/resolvers';
import { MAX_TEXT_LENGTH } from '../api/src/http/input-text';
import { createLogger } from '../api/src/logger';
import { createServices } from '../api/src/services';
import { openBenchInProcess } from './database';
import { MenuGroupsDocument, SearchProductsDocument } from '../web/src/graphql/__generated__/graphql';
import { persistedQuery } from './requests';
import { loadSettings } from './settings';

const say = (line = ''): void => void process.stdout.write(line + '\n');

/** CPU microseconds of this process per call of `step`, over `n` calls after `n / 10` unmeasured ones. */
async function cpuPerCall(n: number, step: () => unknown): Promise<number> {
  for (let i = 0; i < Math.ceil(n / 10); i++) await step();
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) await step();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / n;
}

function fakeHttp(): { request: http.IncomingMessage; response: http.ServerResponse } {
  const request = new http.IncomingMessage(new net.Socket());
  return { request, response: new http.ServerResponse(request) };
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const iterations = Number(process.env.BENCH_STEP_ITERATIONS || 2000);
  const logger = createLogger('warn');
  const bench = await openBenchInProcess(settings, logger, say);
  const { config, database } = bench;
  try {
    const services = createServices(database.sql, config);
    const schema = await buildAppSchema(createResolvers(services));
    const apollo = createApolloServer({
      schema,
      sandbox: false,
      development: false,
      logger,
      persistedDocuments: PersistedDocuments.load(),
    });
    await apollo.start();
    const rules = [
      ...specifiedRules,
      depthLimitRule(QUERY_LIMITS.maxDepth),
      aliasLimitRule(QUERY_LIMITS.maxAliases),
      textLiteralRule(MAX_TEXT_LENGTH),
    ];
    const context = (): AppContext => {
      const { request, response } = fakeHttp();
      return new AppContext(
        { raw: request, url: new URL('http://localhost/graphql'), method: 'POST', clientIp: '127.0.0.1' },
        response,
        services.sessions,
        config.trustProxy,
      );
    };
    const operations: [string, DocumentNode, Record<string, unknown>][] = [
      ['MenuGroups', MenuGroupsDocument, {}],
      // The benchmark's first search: page 1 of the biggest brand of the generated catalogue.
      ['SearchProducts', SearchProductsDocument, { input: { brand: 'ESI Select', page: 1, pageSize: 30 } }],
    ];
    say(`CPU µs per operation in this process, ${iterations} runs of each step (Node ${process.version})`);
    for (const [name, typed, variables] of operations) {
      const text = JSON.stringify({ operationName: name, query: print(typed), variables });
      const byHash = { operationName: name, variables, extensions: persistedQuery(typed) };
      const body = JSON.parse(text) as { query: string; variables: Record<string, unknown>; operationName: string };
      const document: DocumentNode = parse(body.query);
      const run = () =>
        services.sql.withinRequest(async () =>
          execute({
            schema,
            document,
            variableValues: body.variables,
            operationName: body.operationName,
            contextValue: context(),
          }),
        );
      const compiled = compileQuery(schema, document, body.operationName);
      if (!isCompiledQuery(compiled)) throw new Error(`${name} does not compile: ${JSON.stringify(compiled.errors)}`);
      const runCompiled = () =>
        services.sql.withinRequest(async () => compiled.query(undefined, context(), body.variables));
      const result = await run();
      if (result.errors) throw new Error(`${name} failed: ${JSON.stringify(result.errors)}`);
      const headers = new HeaderMap([['content-type', 'application/json']]);
      const steps: [string, () => unknown][] = [
        ['JSON.parse of the request body', () => JSON.parse(text)],
        ['sha256 of the query text', () => createHash('sha256').update(body.query).digest('hex')],
        ['parse', () => parse(body.query)],
        ['validate (with the limits)', () => validate(schema, document, rules)],
        [
          'cost estimate',
          () =>
            getComplexity({
              schema,
              query: document,
              variables: body.variables,
              operationName: body.operationName,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            }),
        ],
        ['execute (graphql-js, context included)', run],
        ['execute (graphql-jit, compiled once)', runCompiled],
        ['context alone', context],
        ['JSON.stringify of the answer', () => JSON.stringify(result)],
        ...(
          [
            ['Apollo, the whole request, hash (document cached)', byHash],
            ['Apollo, the whole request, text (document cached)', body],
          ] as const
        ).map(([label, request]): [string, () => unknown] => [
          label,
          () =>
            services.sql.withinRequest(() =>
              apollo.executeHTTPGraphQLRequest({
                httpGraphQLRequest: { method: 'POST', headers, search: '', body: request },
                context: async () => context(),
              }),
            ),
        ]),
      ];
      say(`\n${name} (${JSON.stringify(result).length} bytes)`);
      for (const [label, step] of steps) {
        say(`  ${label.padEnd(48)} ${(await cpuPerCall(iterations, step)).toFixed(1).padStart(8)} µs`);
      }
    }
    await apollo.stop();
  } finally {
    await bench.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
