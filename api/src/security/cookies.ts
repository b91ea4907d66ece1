import type { ProxyTrust } from './proxy-trust';
import type { ServerResponse } from 'node:http';
import type { HttpRequest } from '../http/http-types';

export function readCookie(request: HttpRequest, name: string): string | undefined {
  const header = request.raw.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** HTTPS as the browser sees it: TLS here, or a trusted proxy's X-Forwarded-Proto. */
export function isSecureRequest(request: HttpRequest, trustProxy: ProxyTrust): boolean {
  if ((request.raw.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy.trustsPeer(request.raw) && request.raw.headers['x-forwarded-proto'] === 'https';
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  /** Lax unless said (the shop's cookies); the back office's is Strict. */
  sameSite?: 'Lax' | 'Strict';
  /** The whole site unless said. */
  path?: string;
}

/** Appends a Set-Cookie header: host-only, HttpOnly, SameSite=Lax and the whole site unless told otherwise. */
export function setCookie(
  res: ServerResponse,
  name: string,
  value: string,
  { maxAgeSeconds, secure, sameSite = 'Lax', path = '/' }: CookieOptions,
): void {
  const cookie = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', `SameSite=${sameSite}`, `Max-Age=${maxAgeSeconds}`];
  if (secure) cookie.push('Secure');
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(`${name}=`)), cookie.join('; ')]);
}

export function clearCookie(
  res: ServerResponse,
  name: string,
  secure: boolean,
  options: Partial<CookieOptions> = {},
): void {
  setCookie(res, name, '', { ...options, maxAgeSeconds: 0, secure });
}
