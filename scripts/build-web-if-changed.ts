import { buildWeb } from './build-web';
import { sourceHash, webBuildIsCurrent } from './web-build-stamp';

/**
 * npm start, npm test and the browser tests: builds the web app only when its sources changed since the last
 * build, so one build serves them all and a second start is ready in seconds.
 */
async function main(): Promise<void> {
  if (webBuildIsCurrent(sourceHash())) {
    process.stdout.write('web app unchanged since its last build: not rebuilding\n');
    return;
  }
  await buildWeb();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
