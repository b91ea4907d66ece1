import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { AppConfig } from './config';
import { AppContext } from './context';
import type { ServerResponse } from 'node:http';
import type { HttpRequest } from './http/http-types';
import { devMailboxHandler } from './http/dev-mailbox.handler';
import { type Database, openDatabase } from './db/database';
import { createApolloServer } from './graphql/apollo-server';
import { buildAppSchema } from './graphql/build-schema';
import { createResolvers } from './graphql/resolvers';
import { graphqlHandler } from './http/graphql.handler';
import { PublicAnswerCache } from './graphql/public-answer-cache';
import { TAXONOMY_TTL_MS } from './modules/catalog/catalog.constants';
import { healthHandler } from './http/health.handler';
import { createHttpServer } from './http/http-server';
import { staticHandler } from './http/static.handler';
import { createLogger, type Logger } from './logger';
import { mediaHandler } from './media/media.handler';
import { restHandler } from './rest/rest.handler';
import { type Services, createServices } from './services';

export interface App {
  readonly server: Server;
  readonly services: Services;
  readonly database: Database;
  readonly logger: Logger;
  /** http://host:port of the listening server. */
  readonly url: string;
  stop(): Promise<void>;
}

/** The composition root: config -> database -> services -> resolvers -> schema -> HTTP. */
export async function startApp(config: AppConfig, options: { database?: Database } = {}): Promise<App> {
  const logger = createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config, logger));
  const services = createServices(database.dataSource, config, logger);
  const schema = await buildAppSchema(createResolvers(services));
  const apollo: ApolloServer<AppContext> = createApolloServer({
    schema,
    sandbox: config.graphqlSandbox,
    development: config.env === 'development',
    logger,
  });
  await apollo.start();
  const createContext = (request: HttpRequest, response: ServerResponse): AppContext =>
    new AppContext(request, response, services.sessions, config.trustProxy);

  const server = createHttpServer({
    logger,
    trustProxy: config.trustProxy,
    handlers: [
      healthHandler(async () => (await database.dataSource.query('SELECT 1')).length === 1),
      graphqlHandler(
        apollo,
        async (request, response) => createContext(request, response),
        new PublicAnswerCache(TAXONOMY_TTL_MS),
      ),
      mediaHandler(services.sql),
      restHandler({ services, createContext, logger, trustProxy: config.trustProxy }),
      ...(config.env === 'production' ? [] : [devMailboxHandler(services.mail)]),
      staticHandler(config.webDistDir),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  return {
    server,
    services,
    database,
    logger,
    url,
    async stop() {
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      if (!options.database) await database.close();
    },
  };
}
