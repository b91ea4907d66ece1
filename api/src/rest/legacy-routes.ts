import { categoriesCall } from './handlers/categories.handler';
import { changePasswordCall } from './handlers/change-password.handler';
import { loginCall } from './handlers/login.handler';
import { orderDetailCall, ordersDashboardCall } from './handlers/orders.handler';
import { placeOrderCall } from './handlers/place-order.handler';
import { productsCall } from './handlers/products.handler';
import { profileCall } from './handlers/profile.handler';
import { recoverPasswordCall } from './handlers/recover-password.handler';
import { resetPasswordCall } from './handlers/reset-password.handler';
import { ADDRESS_FIELDS, shippingListCall, shippingSaveCall } from './handlers/shipping.handler';
import { signUpCall } from './handlers/sign-up.handler';
import { statesCall } from './handlers/states.handler';
import { vapeTabsCall } from './handlers/vape-tabs.handler';
import { verifyCall } from './handlers/verify.handler';
import type { LegacyFields } from './legacy-fields';
import type { LegacyCall } from './legacy-types';

export interface LegacyRoute {
  /** The call's number in spec/legacy-rest.md. */
  readonly call: number;
  /** The path after the optional /esi-api prefix, as the contract writes it. */
  readonly path: string;
  readonly handler: LegacyCall;
  /** For two calls on one path: whether these fields are this call's. */
  readonly when?: (fields: LegacyFields) => boolean;
  /** The call's own error body; otherwise `{ "error": message }`. */
  readonly errorBody?: (message: string) => unknown;
}

const isAddressSave = (fields: LegacyFields): boolean => ADDRESS_FIELDS.some((name) => fields.has(name));

/** The 16 calls of the contract. */
export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  { call: 1, path: '/responses/categories/Default.aspx', handler: categoriesCall },
  { call: 2, path: '/responses/vapetabs/Default.aspx', handler: vapeTabsCall },
  { call: 3, path: '/requests/login/', handler: signUpCall },
  { call: 4, path: '/responses/login/', handler: loginCall },
  { call: 5, path: '/requests/verify/', handler: verifyCall },
  { call: 6, path: '/responses/recoverpass/', handler: recoverPasswordCall },
  { call: 7, path: '/responses/products/Default.aspx', handler: productsCall },
  { call: 8, path: '/responses/shipping/', handler: shippingListCall },
  // Calls 16 and 8 share this path: address fields make it a save, `logid` alone a read.
  { call: 16, path: '/requests/shipping/', handler: shippingSaveCall, when: isAddressSave },
  { call: 8, path: '/requests/shipping/', handler: shippingListCall },
  { call: 9, path: '/responses/states/', handler: statesCall },
  {
    call: 10,
    path: '/requests/orders/',
    handler: placeOrderCall,
    errorBody: (message) => ({ status: 'error', message }),
  },
  { call: 11, path: '/responses/profile/', handler: profileCall },
  { call: 12, path: '/responses/orders/default.aspx', handler: ordersDashboardCall },
  { call: 13, path: '/responses/orders/default2.aspx', handler: orderDetailCall },
  { call: 14, path: '/requests/resetpass/', handler: changePasswordCall },
  { call: 15, path: '/requests/recoverpass/', handler: resetPasswordCall },
];

const PREFIX = '/esi-api';

/** A path as matched: lower case, without the /esi-api prefix and without trailing slashes. */
export function normaliseLegacyPath(pathname: string): string {
  let path = pathname.toLowerCase();
  if (path === PREFIX || path.startsWith(PREFIX + '/')) path = path.slice(PREFIX.length);
  return path.replace(/\/+$/, '');
}

const BY_PATH = new Map<string, LegacyRoute[]>();
for (const route of LEGACY_ROUTES) {
  const key = normaliseLegacyPath(route.path);
  BY_PATH.set(key, [...(BY_PATH.get(key) ?? []), route]);
}

/** The routes served at a request path, in the order they are tried; empty when the path is not legacy. */
export function routesAt(pathname: string): readonly LegacyRoute[] {
  return BY_PATH.get(normaliseLegacyPath(pathname)) ?? [];
}
