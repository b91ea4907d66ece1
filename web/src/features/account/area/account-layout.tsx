import { type MouseEvent, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { LogoutButton } from './logout-button';
import '../account-forms.css';
import './account-layout.css';

const PAGES = [
  { label: 'Profile', to: paths.profile() },
  { label: 'Shipping Address', to: paths.shippingAddress() },
  { label: 'Password Change', to: paths.passwordChange() },
];

/** /app and /app/dashboard (with or without the slash, any case) are the dashboard. */
function isDashboard(pathname: string): boolean {
  return /^\/app(\/dashboard)?\/?$/i.test(pathname);
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'account-menu__link is-active' : 'account-menu__link';

/** The account area: a side menu (a toggled panel on small screens) beside the page. */
export function AccountLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const onDashboard = isDashboard(pathname);

  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  return (
    <div className="account-area container">
      <button
        type="button"
        className="account-area__toggle btn btn--secondary"
        aria-controls={menuId}
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
        Account menu
      </button>
      <nav
        id={menuId}
        className={menuOpen ? 'account-menu is-open' : 'account-menu'}
        aria-label="Account"
        onClick={onMenuClick}
      >
        <ul>
          <li>
            <Link className="account-menu__link account-menu__home" to={paths.home()}>
              Back to HomePage
            </Link>
          </li>
          <li>
            <Link
              className={onDashboard ? 'account-menu__link is-active' : 'account-menu__link'}
              to={paths.dashboard()}
              aria-current={onDashboard ? 'page' : undefined}
            >
              Dashboard
            </Link>
          </li>
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink className={linkClass} to={page.to}>
                {page.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton />
          </li>
        </ul>
      </nav>
      <div className="account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
