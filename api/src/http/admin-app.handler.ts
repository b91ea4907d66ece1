import path from 'node:path';
import { adminCsp } from './content-security-policy';
import { isFile, sendFile } from './files';
import type { HttpHandler } from './http-types';
import { sendText } from './responses';

/** Where the admin app's own Vite build (web/admin/vite.config.mts) writes its page. */
export const ADMIN_PAGE = path.join('admin', 'index.html');
export const ADMIN_APP_PATH = '/admin';

/**
 * GET /admin and below: the back office's page, a client-rendered app of its own that the shop never loads.
 * Never server-rendered, never indexed, never framed; its hashed assets are the static handler's.
 */
export function adminAppHandler(distDir: string, imageOrigin?: string): HttpHandler {
  const page = path.resolve(distDir, ADMIN_PAGE);
  return async (req, res) => {
    const { pathname } = req.url;
    if (pathname !== ADMIN_APP_PATH && !pathname.startsWith(`${ADMIN_APP_PATH}/`)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!(await isFile(page))) {
      sendText(res, 503, 'The back office is not built yet: run `npm run build:web` (npm start does it for you).');
      return true;
    }
    await sendFile(req.raw, res, page, {
      cacheControl: 'no-cache',
      headOnly: req.method === 'HEAD',
      headers: {
        'Content-Security-Policy': adminCsp(imageOrigin),
        'X-Frame-Options': 'DENY',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'same-origin',
      },
    });
    return true;
  };
}
