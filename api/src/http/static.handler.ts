import fs from 'node:fs';
import path from 'node:path';
import type { HttpHandler } from './http-types';
import { SECURITY_HEADERS, sendText } from './responses';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const PAGE_CSP =
  "default-src 'self'; img-src 'self' data: https://*.tile.openstreetmap.org; style-src 'self' 'unsafe-inline'; " +
  "script-src 'self'; connect-src 'self'; frame-src https://www.openstreetmap.org; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/**
 * Serves the built web app: hashed assets for a year, everything else revalidated, and index.html
 * for any other GET that asks for a page (the client router takes it from there).
 */
export function staticHandler(distDir: string): HttpHandler {
  const root = path.resolve(distDir);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let relative: string;
    try {
      relative = decodeURIComponent(req.url.pathname);
    } catch {
      return false;
    }
    const file = path.resolve(root, '.' + relative);
    if (file.startsWith(root + path.sep) && (await isFile(file))) {
      const immutable = relative.startsWith('/assets/');
      await sendFile(file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', req.method === 'HEAD', res);
      return true;
    }
    const accept = req.raw.headers.accept ?? '';
    if (path.extname(relative) && !accept.includes('text/html')) return false;
    const index = path.join(root, 'index.html');
    if (!(await isFile(index))) {
      sendText(res, 503, 'The web app is not built yet: run `npm run build:web` (npm start does it for you).');
      return true;
    }
    await sendFile(index, 'no-cache', req.method === 'HEAD', res);
    return true;
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(
  file: string,
  cacheControl: string,
  headOnly: boolean,
  res: import('node:http').ServerResponse,
): Promise<void> {
  const body = await fs.promises.readFile(file);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': cacheControl,
    ...(type.startsWith('text/html') ? { 'Content-Security-Policy': PAGE_CSP, 'X-Frame-Options': 'DENY' } : {}),
  });
  res.end(headOnly ? undefined : body);
}
