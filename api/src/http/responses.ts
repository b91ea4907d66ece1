import type { ServerResponse } from 'node:http';
import type { AppError } from '../errors';

/** Seconds a client should wait before retrying an answer of 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The Retry-After header for an error that asks the client to come back later. */
export function retryAfter(error: AppError): Record<string, string> {
  return error.code === 'SERVICE_UNAVAILABLE' ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {};
}

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}
