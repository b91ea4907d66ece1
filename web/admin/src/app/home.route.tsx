import { Link } from 'react-router-dom';
import { ADMIN_PAGES } from './pages';
import { PageHeader } from '../components/page-header';
import { useStaff } from '../lib/staff-session';
import { Dashboard } from '../features/dashboard/dashboard';
import { WorkCards } from '../features/dashboard/work-cards';
import { ExpiringAuthorizationsCard } from '../features/payments/expiring-authorizations-card';
import { ReconciliationCard } from '../features/payments/reconciliation-card';

/** The start page: this staff member's work, the shop's figures (for those who may see them) and their sections. */
export function Component() {
  const staff = useStaff()!;
  const pages = ADMIN_PAGES.filter((page) => page.nav && page.permissions.every((p) => staff.permissions.includes(p)));
  return (
    <>
      <PageHeader title={`Hello, ${staff.name}`} />
      <WorkCards />
      {staff.permissions.includes('READ_DASHBOARD') && <Dashboard />}
      {staff.permissions.includes('READ_ORDER') && (
        <>
          <ExpiringAuthorizationsCard />
          <ReconciliationCard />
        </>
      )}
      {pages.length ? (
        <ul className="admin-cards" aria-label="Sections">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.nav}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Your role opens no section of the back office yet.</p>
      )}
      <p className="admin-muted">Press Ctrl K (⌘K on a Mac) anywhere to jump to an order, a product or a customer.</p>
    </>
  );
}
