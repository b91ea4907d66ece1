import type { HttpHandler } from './http-types';
import { sendJson } from './responses';

/** /healthz: the process answers. /readyz: it can also reach the database (and its read replica). */
export function healthHandler(isReady: () => Promise<boolean>): HttpHandler {
  return async (req, res) => {
    if (req.url.pathname === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return true;
    }
    if (req.url.pathname === '/readyz') {
      const ready = await isReady().catch(() => false);
      sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable' });
      return true;
    }
    return false;
  };
}
