import { type ReactNode, useId, useState } from 'react';
import { CloseIcon, MenuIcon } from '../icons';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import './header.css';

export const NICOTINE_WARNING = 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.';

export interface HeaderProps {
  /** The account and cart icons (HeaderActions), wired by the app to the session and the cart. */
  actions: ReactNode;
}

export function Header({ actions }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header className="site-header">
      <p className="warning-banner">{NICOTINE_WARNING}</p>
      <div className="site-header__bar container">
        <button
          type="button"
          className="site-header__toggle"
          aria-controls={menuId}
          aria-expanded={menuOpen}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Logo />
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        {actions}
      </div>
      <MainMenu id={menuId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
