import type { Services } from '../services';
import { Permission } from '../modules/staff/permission.type';
import type { AdminExport } from './admin-export.handler';
import { OrderSort } from '../modules/orders/order-desk.service';
import { OrderStatus } from '../modules/orders/order-status.type';
import { badInput } from '../errors';
import { CATALOGUE_COLUMNS, toCatalogueRow } from '../modules/catalog/catalogue-csv.rules';
import { PACT_CSV_COLUMNS, toCsvRow } from '../modules/compliance/pact-report.rules';
import { PAYMENT_CSV_COLUMNS, checkedPaymentFilter, paymentListRow } from '../modules/payments/payment-list.rules';

const param = (filters: URLSearchParams, name: string): string | null => filters.get(name) || null;

/** A list filter given as repeated or comma-separated values (?status=APPROVED&status=SHIPPED or …=A,B). */
const list = (filters: URLSearchParams, name: string): string[] =>
  filters.getAll(name).flatMap((value) => value.split(',').filter(Boolean));

/** The order list's `identity` filter in the address: held for identity verification, or not. */
const IDENTITY_PARAM: Readonly<Record<string, boolean>> = { held: true, clear: false };

/** The order list's filters as the admin app puts them in its address (status by enum key, e.g. APPROVED). */
function orderListQuery(filters: URLSearchParams) {
  const status = list(filters, 'status').map((key) => {
    const value = OrderStatus[key as keyof typeof OrderStatus];
    if (!value) throw badInput(`status: "${key}" is not an order status.`);
    return value;
  });
  const sort = param(filters, 'sort') ?? OrderSort.DATE_DESC;
  if (!(sort in OrderSort)) throw badInput(`sort: "${sort}" is not one of ${Object.keys(OrderSort).join(', ')}.`);
  const filter = {
    status,
    state: list(filters, 'state'),
    from: param(filters, 'from'),
    to: param(filters, 'to'),
    text: param(filters, 'text'),
    awaitingIdentity: IDENTITY_PARAM[param(filters, 'identity') ?? ''] ?? null,
  };
  return { filter, sort: sort as OrderSort };
}

/** Every CSV the back office downloads, by name (/admin-api/export/<name>.csv). */
export function adminExports(services: Services): Record<string, AdminExport> {
  return {
    orders: {
      permissions: [Permission.READ_ORDER],
      columns: [
        'orderNumber',
        'placedAt',
        'status',
        'itemCount',
        'totalCents',
        'customerName',
        'customerEmail',
        'shipToName',
        'shipState',
      ],
      rows(filters) {
        const { filter, sort } = orderListQuery(filters);
        const rows = services.orderDesk.each(filter, sort);
        return (async function* () {
          // Money as integer cents, as everywhere else (the catalogue's file too).
          for await (const { total, ...row } of rows) yield { ...row, totalCents: total };
        })();
      },
    },
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
        // The page's filters by their URL names, in the same words (a staff member's name, a product's name).
        const events = services.auditTrail.each({
          staff: param(filters, 'staff'),
          recordType: param(filters, 'recordType'),
          record: param(filters, 'record'),
          operation: param(filters, 'operation'),
          from: param(filters, 'from'),
          to: param(filters, 'to'),
        });
        return (async function* () {
          for await (const event of events) {
            yield { ...event, before: JSON.stringify(event.before), after: JSON.stringify(event.after) };
          }
        })();
      },
    },
    // A promotion's codes, to hand out (single-use ones each to one person).
    'promotion-codes': {
      permissions: [Permission.MANAGE_PROMOTIONS],
      columns: ['code', 'single_use', 'used_at'],
      rows: (filters) => services.promotionAdmin.codes(param(filters, 'promotion') ?? ''),
    },
    // A state's monthly PACT report (?state=PA&month=2026-11): the same rows as the printable report and the CLI.
    'pact-report': {
      permissions: [Permission.READ_ORDER],
      columns: PACT_CSV_COLUMNS,
      rows(filters) {
        const state = (param(filters, 'state') ?? '').toUpperCase();
        const rows = services.pactReports.rows(state, param(filters, 'month') ?? '');
        return (async function* () {
          for (const row of await rows) yield toCsvRow(state, row);
        })();
      },
    },
    // The Payments list (?from=&to=&text=), money in integer cents.
    payments: {
      permissions: [Permission.READ_ORDER],
      columns: PAYMENT_CSV_COLUMNS,
      async *rows(filters) {
        const filter = checkedPaymentFilter({
          from: param(filters, 'from'),
          to: param(filters, 'to'),
          text: param(filters, 'text'),
        });
        for await (const { orderNumber, firstAt, events } of services.paymentLedger.each(filter)) {
          yield { ...paymentListRow(orderNumber, firstAt, events) };
        }
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
