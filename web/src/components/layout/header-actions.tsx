import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AccountIcon, CartIcon } from '../icons';

export interface HeaderActionsProps {
  /** Where the account icon goes: the login page for a guest, the dashboard for a customer. */
  accountHref: string;
  /** Items in the cart; the badge is hidden at 0. */
  cartCount: number;
}

/** The account and cart icons of the header. */
export function HeaderActions({ accountHref, cartCount }: HeaderActionsProps) {
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;
  return (
    <div className="header-actions">
      <Link to={accountHref} className="header-actions__link" aria-label="Account">
        <AccountIcon />
      </Link>
      <Link to={paths.cartList()} className="header-actions__link" aria-label={cartLabel}>
        <CartIcon />
        {cartCount > 0 ? (
          <span className="header-actions__badge" aria-hidden="true">
            {cartCount > 99 ? '99+' : cartCount}
          </span>
        ) : null}
      </Link>
    </div>
  );
}
