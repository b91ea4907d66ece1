import { spawn } from 'node:child_process';
import path from 'node:path';
import { compressWeb } from './compress-web';
import { sourceHash, writeStamp } from './web-build-stamp';

/**
 * npm run build:web: the storefront's client build (which empties web/dist), then its server renderer and the
 * API explorer side by side (each writes only its own files), then the compressed copies. The hash of the
 * sources goes beside the output, so `npm start`, the tests and the browser tests reuse a current build.
 */
const ROOT = path.resolve(__dirname, '..');
const VITE = path.join(ROOT, 'node_modules', '.bin', 'vite');

function viteBuild(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(VITE, ['build', ...args], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')}: ${code}`))));
  });
}

export async function buildWeb(): Promise<void> {
  const hash = sourceHash();
  await viteBuild('--config', 'web/vite.config.mts');
  await Promise.all([
    viteBuild('--config', 'web/vite.config.mts', '--ssr', 'src/entry-server.tsx'),
    viteBuild('--config', 'web/explorer/vite.config.mts'),
  ]);
  await compressWeb();
  writeStamp(hash);
}

if (require.main === module) {
  buildWeb().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
