import type { IncomingMessage } from 'node:http';
import type { HttpHandler } from './http-types';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from this machine itself: a loopback peer, and no proxy in between (a
 * local reverse proxy would make every visitor look local, so a forwarded request never counts).
 */
export function isLocalRequest(raw: IncomingMessage): boolean {
  const forwarded = raw.headers['x-forwarded-for'] !== undefined || raw.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(raw.socket.remoteAddress ?? '');
}

/** A development convenience (the mailbox) answers only this machine; anyone else passes on to the next handler. */
export function localOnly(handler: HttpHandler): HttpHandler {
  return (req, res) => (isLocalRequest(req.raw) ? handler(req, res) : Promise.resolve(false));
}
