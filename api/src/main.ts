import { startApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await startApp(config);
  app.logger.info('storefront ready', { url: app.url, graphql: `${app.url}/graphql`, sandbox: config.graphqlSandbox });
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.logger.info('shutting down', { signal });
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`The storefront could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
