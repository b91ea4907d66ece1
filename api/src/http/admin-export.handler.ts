import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import { stringify } from 'csv-stringify';
import { ADMIN_API_PATH, type AdminContext } from '../admin-context';
import type { Permission } from '../modules/staff/permission.type';
import type { HttpHandler, HttpRequest } from './http-types';
import { SECURITY_HEADERS } from './responses';

/** One CSV the back office can download: who may, its columns, and its rows for the query's filters. */
export interface AdminExport {
  readonly permissions: readonly Permission[];
  readonly columns: readonly string[];
  /**
   * Cells a spreadsheet would run as a formula are written as text (csv-stringify's escape_formulas): for files only
   * opened in a spreadsheet; a file an import reads back keeps its cells as they are.
   */
  readonly escapeFormulas?: boolean;
  /** The rows, produced a batch at a time so a large export never sits whole in memory. */
  rows(filters: URLSearchParams): AsyncIterable<Record<string, unknown>>;
}

export const EXPORT_PATH = `${ADMIN_API_PATH}/export/`;

/**
 * GET /admin-api/export/<name>.csv?<the list's filters>: the filtered list as CSV, streamed with back-pressure
 * (the next batch is read only when the client has taken the last). The staff cookie is sent here too.
 */
export function adminExportHandler(
  exports: Readonly<Record<string, AdminExport>>,
  createContext: (request: HttpRequest, response: ServerResponse) => AdminContext,
): HttpHandler {
  return async (req, res) => {
    if (!req.url.pathname.startsWith(EXPORT_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const name = /^([a-z-]+)\.csv$/.exec(req.url.pathname.slice(EXPORT_PATH.length))?.[1];
    const wanted = name ? exports[name] : undefined;
    if (!name || !wanted) return false;
    // Filters are checked and permissions enforced before the first byte: refusals are ordinary errors.
    await createContext(req, res).requirePermissions(wanted.permissions);
    const rows = wanted.rows(req.url.searchParams);
    const iterator = rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    const day = new Date().toISOString().slice(0, 10);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    async function* all(): AsyncGenerator<Record<string, unknown>> {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    }
    // A cell a spreadsheet would run as a formula (=, +, -, @ …) is written as text where the export asks for it.
    const csv = stringify({
      header: true,
      columns: [...wanted.columns],
      escape_formulas: wanted.escapeFormulas === true,
    });
    await pipeline(Readable.from(all()), csv, res);
    return true;
  };
}
