import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { Permission } from '../graphql/__generated__/graphql';
import { adminRoutePatterns } from '../lib/paths';

/** One page of the signed-in back office. */
export interface AdminPage {
  readonly path: string;
  /** What the page needs; the nav hides it and the page refuses without (the server refuses anyway). */
  readonly permissions: readonly Permission[];
  /** Its entry in the navigation, if it has one (record pages have none). */
  readonly nav?: string;
  readonly lazy: LazyRouteFunction<RouteObject>;
}

/** Every page of the signed-in back office, in the navigation's order. Add a page here. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: adminRoutePatterns.orders,
    permissions: ['READ_ORDER'],
    nav: 'Orders',
    lazy: () => import('../features/orders/orders.route'),
  },
  {
    path: adminRoutePatterns.order,
    permissions: ['READ_ORDER'],
    lazy: () => import('../features/orders/order.route'),
  },
  {
    path: adminRoutePatterns.payments,
    permissions: ['READ_ORDER'],
    nav: 'Payments',
    lazy: () => import('../features/payments/payments.route'),
  },
  {
    path: adminRoutePatterns.shippingLabel,
    permissions: ['READ_ORDER'],
    lazy: () => import('../features/orders/shipping-label.route'),
  },
  {
    path: adminRoutePatterns.packingSlips,
    permissions: ['READ_ORDER'],
    lazy: () => import('../features/orders/packing-slips.route'),
  },
  {
    path: adminRoutePatterns.customers,
    permissions: ['READ_CUSTOMER'],
    nav: 'Customers',
    lazy: () => import('../features/customers/customers.route'),
  },
  {
    path: adminRoutePatterns.customer,
    permissions: ['READ_CUSTOMER'],
    lazy: () => import('../features/customers/customer.route'),
  },
  {
    path: adminRoutePatterns.shippingRules,
    permissions: ['READ_SHIPPING_RULES'],
    nav: 'Shipping rules',
    lazy: () => import('../features/shipping-rules/shipping-rules.route'),
  },
  {
    path: adminRoutePatterns.directoryListings,
    permissions: ['READ_SHIPPING_RULES'],
    lazy: () => import('../features/shipping-rules/directory-listings.route'),
  },
  {
    path: adminRoutePatterns.carriers,
    permissions: ['READ_ORDER'],
    nav: 'Carriers',
    lazy: () => import('../features/carriers/carriers.route'),
  },
  {
    path: adminRoutePatterns.promotions,
    permissions: ['MANAGE_PROMOTIONS'],
    nav: 'Promotions',
    lazy: () => import('../features/promotions/promotions.route'),
  },
  {
    path: adminRoutePatterns.pactReports,
    permissions: ['READ_ORDER'],
    nav: 'PACT reports',
    lazy: () => import('../features/compliance/pact-reports.route'),
  },
  {
    path: adminRoutePatterns.pactReport,
    permissions: ['READ_ORDER'],
    lazy: () => import('../features/compliance/pact-report.route'),
  },
  {
    path: adminRoutePatterns.staff,
    permissions: ['MANAGE_STAFF'],
    nav: 'Staff',
    lazy: () => import('../features/staff/staff.route'),
  },
  {
    path: adminRoutePatterns.products,
    permissions: ['READ_CATALOG'],
    nav: 'Products',
    lazy: () => import('../features/catalogue/products.route'),
  },
  {
    path: adminRoutePatterns.productImport,
    permissions: ['IMPORT_CATALOG'],
    lazy: () => import('../features/catalogue/product-import.route'),
  },
  {
    path: adminRoutePatterns.product,
    permissions: ['READ_CATALOG'],
    lazy: () => import('../features/catalogue/product.route'),
  },
  {
    path: adminRoutePatterns.audit,
    permissions: ['READ_AUDIT'],
    nav: 'Audit trail',
    lazy: () => import('../features/audit/audit.route'),
  },
];
