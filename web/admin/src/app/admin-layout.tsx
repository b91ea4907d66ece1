import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { type Permission, StaffSignOutDocument } from '../graphql/__generated__/graphql';
import { adminErrorMessage } from '../lib/admin-errors';
import { adminPaths } from '../lib/paths';
import { StaffProvider, useStaffMe } from '../lib/staff-session';
import { CommandPalette } from './command-palette';
import { ADMIN_PAGES } from './pages';
import { Forbidden } from './route-states';

const ROLE_NAMES: Record<string, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  FULFILMENT: 'Fulfilment',
  CATALOGUE: 'Catalogue',
  SUPPORT: 'Support',
  COMPLIANCE: 'Compliance',
};

/** The signed-in back office: who is signed in, the navigation their role allows, and the page. */
export function AdminLayout() {
  const { data, loading, error, client } = useStaffMe();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOut] = useMutation(StaffSignOutDocument);

  if (loading && !data) return <p className="admin-loading">Loading the back office…</p>;
  if (error)
    return (
      <p role="alert" className="admin-message">
        {adminErrorMessage(error)}
      </p>
    );
  const staff = data?.me;
  if (!staff) {
    const next = location.pathname + location.search;
    return <Navigate to={`${adminPaths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  const allowed = (permissions: readonly Permission[]) => permissions.every((p) => staff.permissions.includes(p));
  const needed = matches.flatMap((m) => (m.handle as { permissions?: Permission[] } | undefined)?.permissions ?? []);
  const navPages = ADMIN_PAGES.filter((page) => page.nav && allowed(page.permissions));

  const leave = async () => {
    await signOut().catch(() => undefined);
    await client.clearStore();
    navigate(adminPaths.signIn, { replace: true });
  };

  return (
    <StaffProvider staff={staff}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <NavLink to={adminPaths.home} className="admin-brand" end>
          ESI back office
        </NavLink>
        <button
          type="button"
          className="admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="admin-nav" aria-label="Back office" className={menuOpen ? 'admin-nav admin-nav--open' : 'admin-nav'}>
          <ul>
            {navPages.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} onClick={() => setMenuOpen(false)}>
                  {page.nav}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <CommandPalette />
        <div className="admin-user">
          <span>
            {staff.name} <span className="admin-muted">({ROLE_NAMES[staff.role] ?? staff.role})</span>
          </span>
          <button type="button" className="btn btn--secondary" onClick={() => void leave()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {allowed(needed) ? <Outlet /> : <Forbidden />}
      </main>
    </StaffProvider>
  );
}
