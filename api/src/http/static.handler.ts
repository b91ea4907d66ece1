import path from 'node:path';
import { type PageSources, storefrontCsp } from './content-security-policy';
import { isFile, sendFile } from './files';
import type { HttpHandler } from './http-types';

/**
 * Never served: web/dist/explorer/ holds the explorer's page, which only explorerHandler serves (at GET
 * /graphql and /admin-api); web/dist/admin/ the back office's page, which only adminAppHandler serves (at /admin);
 * web/dist/ssr/ holds the server's renderer, which only the server runs.
 */
const PRIVATE_DIRS = ['admin', 'explorer', 'ssr'];

/**
 * Serves the built web app's files: hashed assets for a year, everything else revalidated. Any other address
 * is a page, which the server render handler answers.
 */
export function staticHandler(distDir: string, sources: PageSources = {}): HttpHandler {
  const root = path.resolve(distDir);
  const privateDirs = PRIVATE_DIRS.map((dir) => path.join(root, dir) + path.sep);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let relative: string;
    try {
      relative = decodeURIComponent(req.url.pathname);
    } catch {
      return false;
    }
    const file = path.resolve(root, '.' + relative);
    if (file.startsWith(root + path.sep) && !privateDirs.some((dir) => file.startsWith(dir)) && (await isFile(file))) {
      const immutable = relative.startsWith('/assets/');
      await sendFile(req.raw, res, file, {
        cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        headOnly: req.method === 'HEAD',
        headers: file.endsWith('.html') ? storefrontPageHeaders(sources) : {},
      });
      return true;
    }
    return false;
  };
}

/** The headers of every page of the storefront: its CSP, and no framing. */
export function storefrontPageHeaders(sources: PageSources = {}): Record<string, string> {
  return {
    'Content-Security-Policy': storefrontCsp(sources.imageOrigin, sources.paymentOrigins, sources.paymentFrames),
    'X-Frame-Options': 'DENY',
  };
}
