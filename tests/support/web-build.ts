import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The folder the test app serves (test-app.ts passes WEB_DIST_DIR on to it). */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'web', 'dist');

/** The built pages the API tests read: the storefront's and the explorer's. */
const PAGES = ['index.html', path.join('explorer', 'index.html'), path.join('admin', 'index.html')];

/**
 * Builds the web app when its sources changed since web/dist was built (scripts/build-web-if-changed.ts), so
 * `npm test` on a fresh checkout tests the real pages the server sends (their scripts, their headers), and a
 * build that `npm start`, CI or another run made is reused rather than made again.
 */
export function ensureWebBuild(): void {
  if (process.env.WEB_DIST_DIR) {
    if (PAGES.every((page) => fs.existsSync(path.join(WEB_DIST_DIR, page)))) return;
    throw new Error(`WEB_DIST_DIR (${WEB_DIST_DIR}) has no complete build: build the web app into it first.`);
  }
  try {
    // Jest sets NODE_ENV=test, which would give Vite React's development JSX (jsxDEV) against the production
    // React the server's renderer bundles: build as `npm run build:web` does from a shell.
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/build-web-if-changed.ts'], {
      cwd: ROOT,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`the web app's build failed:\n${output}`);
  }
}
