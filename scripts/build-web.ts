import path from 'node:path';
import { compressWeb } from './compress-web';
import { sourceHash, writeStamp } from './web-build-stamp';

/**
 * npm run build:web: the storefront's client build (which empties web/dist), then its server renderer, the
 * API explorer and the back office side by side (each writes only its own files), then the compressed copies. The hash of the
 * sources goes beside the output, so `npm start`, the tests and the browser tests reuse a current build. The
 * builds run in this process through Vite's API: a Vite process of its own each cost seconds of start-up.
 */
const ROOT = path.resolve(__dirname, '..');

/** `vite build --config <configFile> [--ssr <entry>]`. */
async function viteBuild(configFile: string, ssr?: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, configFile), ...(ssr ? { build: { ssr } } : {}) });
}

export async function buildWeb(): Promise<void> {
  const hash = sourceHash();
  await viteBuild('web/vite.config.mts');
  await Promise.all([
    viteBuild('web/vite.config.mts', 'src/entry-server.tsx'),
    viteBuild('web/explorer/vite.config.mts'),
    viteBuild('web/admin/vite.config.mts'),
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
