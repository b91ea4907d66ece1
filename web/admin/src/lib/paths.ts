/** Every URL of the back office; pages build links from here only. */
export const ADMIN_ROOT = '/admin';

export const adminPaths = {
  home: ADMIN_ROOT,
  signIn: `${ADMIN_ROOT}/sign-in`,
  setup: (token: string) => `${ADMIN_ROOT}/setup/${encodeURIComponent(token)}`,
  staff: `${ADMIN_ROOT}/staff`,
  orders: `${ADMIN_ROOT}/orders`,
  /** Orders with a payment, their amounts and CSV. */
  payments: `${ADMIN_ROOT}/payments`,
  order: (orderNumber: string) => `${ADMIN_ROOT}/orders/${encodeURIComponent(orderNumber)}`,
  /** One printable page of packing slips, a printed page per order. */
  packingSlips: (orderNumbers: readonly string[]) =>
    `${ADMIN_ROOT}/packing-slips?${new URLSearchParams(orderNumbers.map((n) => ['order', n]))}`,
  products: `${ADMIN_ROOT}/products`,
  product: (id: string) => `${ADMIN_ROOT}/products/${encodeURIComponent(id)}`,
  productImport: `${ADMIN_ROOT}/products/import`,
  customers: `${ADMIN_ROOT}/customers`,
  customer: (id: string) => `${ADMIN_ROOT}/customers/${encodeURIComponent(id)}`,
  shippingRules: `${ADMIN_ROOT}/shipping-rules`,
  /** The products' listings in the states' product directories (part of the shipping rules). */
  directoryListings: `${ADMIN_ROOT}/shipping-rules/listings`,
  audit: `${ADMIN_ROOT}/audit`,
  /** The monthly PACT reports, due, overdue and filed. */
  /** A parcel's printable label. */
  shippingLabel: (orderNumber: string) => `${ADMIN_ROOT}/orders/${encodeURIComponent(orderNumber)}/label`,
  carriers: `${ADMIN_ROOT}/carriers`,
  promotions: `${ADMIN_ROOT}/promotions`,
  pactReports: `${ADMIN_ROOT}/compliance/reports`,
  /** One state's report for a month, to print. */
  pactReport: (state: string, month: string) =>
    `${ADMIN_ROOT}/compliance/reports/${encodeURIComponent(state)}/${encodeURIComponent(month)}`,
} as const;

/** The route patterns of those URLs (React Router's syntax). */
export const adminRoutePatterns = {
  signIn: adminPaths.signIn,
  setup: `${ADMIN_ROOT}/setup/:token`,
  staff: adminPaths.staff,
  audit: adminPaths.audit,
  orders: adminPaths.orders,
  payments: adminPaths.payments,
  order: `${ADMIN_ROOT}/orders/:orderNumber`,
  packingSlips: `${ADMIN_ROOT}/packing-slips`,
  customers: adminPaths.customers,
  customer: `${ADMIN_ROOT}/customers/:id`,
  shippingRules: adminPaths.shippingRules,
  directoryListings: adminPaths.directoryListings,
  products: adminPaths.products,
  productImport: adminPaths.productImport,
  product: `${ADMIN_ROOT}/products/:id`,
  shippingLabel: `${ADMIN_ROOT}/orders/:orderNumber/label`,
  carriers: adminPaths.carriers,
  promotions: adminPaths.promotions,
  pactReports: adminPaths.pactReports,
  pactReport: `${ADMIN_ROOT}/compliance/reports/:state/:month`,
} as const;

/** The CSV download of a list, with the list's own filters (its page is not one: the file holds them all). */
export function exportUrl(name: string, listParams: URLSearchParams = new URLSearchParams()): string {
  const filters = new URLSearchParams([...listParams].filter(([key]) => key !== 'page'));
  return `/admin-api/export/${name}.csv${filters.size ? `?${filters}` : ''}`;
}
