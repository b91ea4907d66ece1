import { createBrowserRouter } from 'react-router-dom';
import { adminRoutePatterns, ADMIN_ROOT } from '../lib/paths';
import { AdminLayout } from './admin-layout';
import { ADMIN_PAGES } from './pages';
import { NotFound, RouteError } from './route-states';

/** The back office's routes: sign-in and setup outside, everything else inside the signed-in layout. */
export function createAdminRouter() {
  return createBrowserRouter([
    {
      path: adminRoutePatterns.signIn,
      lazy: () => import('../features/auth/sign-in.route'),
      errorElement: <RouteError />,
    },
    {
      path: adminRoutePatterns.setup,
      lazy: () => import('../features/auth/setup.route'),
      errorElement: <RouteError />,
    },
    {
      path: ADMIN_ROOT,
      element: <AdminLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: () => import('./home.route') },
            ...ADMIN_PAGES.map(({ path, lazy, permissions }) => ({ path, lazy, handle: { permissions } })),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ]);
}
