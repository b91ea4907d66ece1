import { startApp } from './app';
import { loadConfig } from './config';
import { describeError } from './errors';
import { effectiveSettings, productionWarnings, unsafeProductionSettings } from './settings-report';

/** What a shutdown may take beyond the request deadline: the pool, then the database's own stop. */
const CLEANUP_MARGIN_MS = 4_500;

/** Starts the storefront and stops it cleanly on SIGINT or SIGTERM; `webBuild`: see startApp's options. */
export async function runStorefront(webBuild?: Promise<void>): Promise<void> {
  const config = loadConfig();
  const unsafe = config.env === 'production' ? unsafeProductionSettings(config) : [];
  if (unsafe.length) {
    process.stderr.write(`Refusing to start in production:\n${unsafe.map((p) => `- ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  const app = await startApp(config, { webBuild });
  app.logger.info('settings', effectiveSettings(config));
  for (const warning of config.env === 'production' ? productionWarnings(config) : []) app.logger.warn(warning);
  app.logger.info('storefront ready', { url: app.url, graphql: `${app.url}/graphql`, sandbox: config.graphqlSandbox });
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.logger.info('shutting down', { signal, timeoutMs: config.shutdownTimeoutMs });
    // Whatever hangs, the process is gone in bounded time.
    setTimeout(() => {
      app.logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + CLEANUP_MARGIN_MS).unref();
    app.stop().then(
      () => {
        app.logger.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.logger.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

export function exitWhenNotStarted(error: unknown): never {
  process.stderr.write(`The storefront could not start: ${describeError(error)}\n`);
  process.exit(1);
}

if (require.main === module) runStorefront().catch(exitWhenNotStarted);
