import { DashboardPage } from '../../features/orders/dashboard-page';

/** The account area's /app/dashboard/ (and its index); the layout route above it guards the session. */
export { DashboardPage as Component };
