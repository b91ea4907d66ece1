import type { Services } from '../services';
import { checkedAuditFilter } from '../modules/audit/audit.admin-resolver';
import { Permission } from '../modules/staff/permission.type';
import type { AdminExport } from './admin-export.handler';
import { CATALOGUE_COLUMNS, toCatalogueRow } from '../modules/catalog/catalogue-csv.rules';

const param = (filters: URLSearchParams, name: string): string | null => filters.get(name) || null;

/** Every CSV the back office downloads, by name (/admin-api/export/<name>.csv). */
export function adminExports(services: Services): Record<string, AdminExport> {
  return {
    audit: {
      permissions: [Permission.READ_AUDIT],
      columns: [
        'id',
        'at',
        'staffEmail',
        'staffRole',
        'clientIp',
        'operation',
        'recordType',
        'recordId',
        'before',
        'after',
      ],
      rows(filters) {
        const filter = checkedAuditFilter({
          staffId: param(filters, 'staff'),
          recordType: param(filters, 'recordType'),
          recordId: param(filters, 'recordId'),
          operation: param(filters, 'operation'),
          from: param(filters, 'from'),
          to: param(filters, 'to'),
        });
        return (async function* () {
          for await (const event of services.audit.each(filter)) {
            yield { ...event, before: JSON.stringify(event.before), after: JSON.stringify(event.after) };
          }
        })();
      },
    },
    // The whole catalogue, every status, in the columns the import reads back.
    products: {
      permissions: [Permission.IMPORT_CATALOG],
      columns: CATALOGUE_COLUMNS,
      async *rows() {
        for await (const product of services.productAdmin.each()) yield toCatalogueRow(product);
      },
    },
  };
}
