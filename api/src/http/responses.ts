import type { ServerResponse } from 'node:http';
import type { AppError } from '../errors';
import { encodeAnswer } from './compression';

/** Seconds a client should wait before retrying an answer of 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The Retry-After header for an error that asks the client to come back later. */
export function retryAfter(error: AppError): Record<string, string> {
  return error.code === 'SERVICE_UNAVAILABLE' ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {};
}

/**
 * Browser features no page of ours uses are denied, to our pages and to anything they embed; geolocation
 * stays for our own pages (the contact page centres its map on the visitor). Only names Chromium knows:
 * it reports an unknown one as a console error.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** On every answer; Strict-Transport-Security is added per request (transport-security.handler.ts). */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // Long legacy answers (a product list) are compressed for clients that accept it.
  const answer = encodeAnswer(res.req, JSON.stringify(body));
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': answer.body.length,
    'Cache-Control': 'no-store',
    ...answer.headers,
    ...headers,
  });
  res.end(answer.body);
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
