import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
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

/** Answers 200 with a file of the built web app, typed by its extension. */
export async function sendFile(
  res: ServerResponse,
  file: string,
  { cacheControl, headOnly, headers = {} }: SendFileOptions,
): Promise<void> {
  const body = await fs.promises.readFile(file);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': cacheControl,
    ...headers,
  });
  res.end(headOnly ? undefined : body);
}
