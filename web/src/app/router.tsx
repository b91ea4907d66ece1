import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import { routePatterns } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteLoading } from './route-loading';

const loadSearch = () => import('./routes/search.route');

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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Called once by main.tsx; tests build a memory router from `routes` instead. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
