import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import { routePatterns } from '../config/paths';
import { contentRoutes } from './content-routes';
import { RootLayout } from './root-layout';
import { RouteLoading } from './route-loading';

const loadSearch = () => import('./routes/search.route');
const loadDashboard = () => import('./routes/dashboard.route');

/**
 * Every route of the storefront. Pages are code-split (lazy), so the home page ships only its own code.
 * Paths match without regard to case (React Router's default), so /searchproduct/glass works too.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        // Keeps the header and footer on screen if a page fails, e.g. a chunk that cannot be fetched.
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <RouteLoading />,
        children: [
          { index: true, lazy: () => import('./routes/home.route') },
          { path: routePatterns.search, lazy: loadSearch },
          { path: routePatterns.searchText, lazy: loadSearch },
          { path: routePatterns.searchCategory, lazy: loadSearch },
          { path: routePatterns.searchSubcategory, lazy: loadSearch },
          { path: routePatterns.deals, lazy: () => import('./routes/deals.route') },
          { path: routePatterns.login, lazy: () => import('./routes/login.route') },
          { path: routePatterns.signUp, lazy: () => import('./routes/sign-up.route') },
          { path: routePatterns.forgetPassword, lazy: () => import('./routes/forget-password.route') },
          { path: routePatterns.codeVerify, lazy: () => import('./routes/code-verify.route') },
          {
            // The account area: guarded layout with the side menu; the dashboard is also its index.
            path: routePatterns.account,
            lazy: () => import('./routes/account.route'),
            children: [
              { index: true, lazy: loadDashboard },
              { path: routePatterns.accountDashboard, lazy: loadDashboard },
              { path: routePatterns.accountProfile, lazy: () => import('./routes/profile.route') },
              { path: routePatterns.accountShippingAddress, lazy: () => import('./routes/shipping-address.route') },
              { path: routePatterns.accountPasswordChange, lazy: () => import('./routes/password-change.route') },
              { path: routePatterns.accountOrder, lazy: () => import('./routes/order.route') },
            ],
          },
          { path: routePatterns.cartList, lazy: () => import('./routes/cart-list.route') },
          { path: routePatterns.checkout, lazy: () => import('./routes/checkout.route') },
          { path: routePatterns.shippingRestrictions, lazy: () => import('./routes/shipping-restrictions.route') },
          { path: routePatterns.product, lazy: () => import('./routes/product.route') },
          ...contentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Called once by main.tsx; tests build a memory router from `routes` instead. On a page the server rendered,
 * the matched routes' code is loaded first, so the first render is the server's page, not the loading skeleton.
 */
export async function createAppRouter(hydrating: boolean) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
