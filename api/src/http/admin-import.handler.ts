import type { ServerResponse } from 'node:http';
import { ADMIN_API_PATH, type AdminContext } from '../admin-context';
import { AppError, badInput } from '../errors';
import type { CatalogueImportService } from '../modules/catalog/catalogue-import.service';
import { Permission } from '../modules/staff/permission.type';
import type { HttpHandler, HttpRequest } from './http-types';
import { readBody } from './read-body';
import { sendJson } from './responses';
import { type ShopOrigin, refuseCrossSite } from '../security/cross-site';

const IMPORT_PATH = `${ADMIN_API_PATH}/import/products/`;
/** About 20 000 rows of ordinary products; a bigger file is split. */
export const MAX_IMPORT_BYTES = 16_000_000;

/**
 * POST /admin-api/import/products/preview and …/apply?token=…, the CSV as the body (`Content-Type: text/csv`,
 * which a cross-site form cannot send; the staff cookie is SameSite=Strict besides, and a request from another
 * site's page is refused before anything runs). The preview changes nothing; the apply writes the previewed file
 * all or nothing. Answers JSON.
 */
export function adminImportHandler(
  imports: CatalogueImportService,
  createContext: (request: HttpRequest, response: ServerResponse) => AdminContext,
  shop: ShopOrigin,
): HttpHandler {
  return async (req, res) => {
    if (!req.url.pathname.startsWith(IMPORT_PATH) || req.method !== 'POST') return false;
    const step = req.url.pathname.slice(IMPORT_PATH.length);
    if (step !== 'preview' && step !== 'apply') return false;
    refuseCrossSite(req.raw, shop);
    const context = createContext(req, res);
    await context.requirePermissions([Permission.IMPORT_CATALOG]);
    if (!/^text\/csv\b/i.test(req.raw.headers['content-type'] ?? '')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
    }
    // The bytes as sent: the import decodes them, and refuses a file that is not UTF-8.
    const file = await readBody(req.raw, MAX_IMPORT_BYTES);
    if (step === 'preview') {
      sendJson(res, 200, await imports.preview(file));
      return true;
    }
    const token = req.url.searchParams.get('token');
    if (!token) throw badInput('token: give the preview’s token to apply it.');
    sendJson(res, 200, await imports.apply(await context.actor(), file, token));
    return true;
  };
}
