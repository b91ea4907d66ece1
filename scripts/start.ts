import { spawn } from 'node:child_process';
import path from 'node:path';
import { exitWhenNotStarted, runStorefront } from '../api/src/main';

/**
 * npm start: the web app's build (only when its sources changed, in a process of its own) runs while the app
 * starts its database, applies the migrations and seeds the demo catalogue; the app reads the build once both
 * are done. A first start from a fresh clone saves the database's seconds.
 */
function buildWebIfChanged(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'build-web-if-changed.ts')], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web app's build failed (exit ${code})`)),
    );
  });
}

const webBuild = buildWebIfChanged();
// Handled where the app awaits it; until then a failed build must not end the process as unhandled.
webBuild.catch(() => undefined);
runStorefront(webBuild).catch(exitWhenNotStarted);
