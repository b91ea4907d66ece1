import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { type Encoding, acceptedEncoding } from './compression';
import { SECURITY_HEADERS } from './responses';

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
  '.ttf': 'font/ttf',
};

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface SendFileOptions {
  cacheControl: string;
  headOnly: boolean;
  /** Headers of this answer on top of the security headers every answer has. */
  headers?: Record<string, string>;
}

/** Files the build keeps brotli and gzip copies of (scripts/compress-web.ts). */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.ttf']);

/** The precompressed copy the client accepts best, if the build made one. */
async function bestCopy(req: IncomingMessage, file: string): Promise<{ path: string; encoding?: Encoding }> {
  if (!COMPRESSIBLE.has(path.extname(file))) return { path: file };
  const encoding = acceptedEncoding(req);
  if (encoding && (await isFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`))) {
    return { path: `${file}.${encoding === 'br' ? 'br' : 'gz'}`, encoding };
  }
  // Brotli was preferred but only gzip exists (a copy larger than the original is not kept).
  if (encoding === 'br' && acceptedEncoding(req, ['gzip']) && (await isFile(`${file}.gz`))) {
    return { path: `${file}.gz`, encoding: 'gzip' };
  }
  return { path: file };
}

/**
 * Answers a file of the built web app, typed by its extension: the best precompressed copy the client
 * accepts, with a validator so that a revalidation of an unchanged file is a 304 with no body.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  { cacheControl, headOnly, headers = {} }: SendFileOptions,
): Promise<void> {
  const copy = await bestCopy(req, file);
  const stat = await fs.promises.stat(copy.path);
  const etag = `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${copy.encoding ? '-' + copy.encoding : ''}"`;
  const common = {
    ...SECURITY_HEADERS,
    'Cache-Control': cacheControl,
    ETag: etag,
    ...(COMPRESSIBLE.has(path.extname(file)) ? { Vary: 'Accept-Encoding' } : {}),
    ...headers,
  };
  if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const body = await fs.promises.readFile(copy.path);
  res.writeHead(200, {
    ...common,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    ...(copy.encoding ? { 'Content-Encoding': copy.encoding } : {}),
  });
  res.end(headOnly ? undefined : body);
}
