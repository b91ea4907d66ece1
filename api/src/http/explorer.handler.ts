import path from 'node:path';
import { EXPLORER_CSP } from './content-security-policy';
import { isFile, sendFile } from './files';
import type { HttpHandler } from './http-types';
import { sendText } from './responses';

/** Where the explorer's own Vite build (web/explorer/vite.config.mts) writes its page. */
export const EXPLORER_PAGE = path.join('explorer', 'index.html');

/**
 * GET /graphql (or /admin-api) from a browser (it asks for HTML and sends no operation): the API explorer, GraphiQL
 * built into web/dist by our own Vite build, so it loads nothing from another origin. Every other
 * request to /graphql goes on to Apollo. Mounted only when the sandbox setting is on.
 */
export function explorerHandler(distDir: string, paths: readonly string[] = ['/graphql']): HttpHandler {
  const page = path.resolve(distDir, EXPLORER_PAGE);
  const served = new Set(paths.flatMap((p) => [p, `${p}/`]));
  return async (req, res) => {
    if (!served.has(req.url.pathname)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!(req.raw.headers.accept ?? '').includes('text/html') || req.url.searchParams.has('query')) return false;
    if (!(await isFile(page))) {
      sendText(res, 503, 'The GraphQL sandbox is not built yet: run `npm run build:web` (npm start does it for you).');
      return true;
    }
    await sendFile(req.raw, res, page, {
      cacheControl: 'no-cache',
      headOnly: req.method === 'HEAD',
      headers: { 'Content-Security-Policy': EXPLORER_CSP, 'X-Frame-Options': 'DENY' },
    });
    return true;
  };
}
