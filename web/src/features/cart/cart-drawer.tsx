import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { EmptyText, LoadingText } from '../../components/status-text';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format-money';
import { CartDrawerLine } from './cart-drawer-line';
import { FreeShippingMessage } from './free-shipping-message';
import { useCart } from './use-cart';
import { useCartRestrictions, useShipToState } from '../../lib/use-cart-restrictions';
import { useDrawerFocus } from './use-drawer-focus';
import './cart-shared.css';
import './cart-drawer.css';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The slide-in cart of the product lists (spec sections 2 and 4): the lines with Remove, the free-shipping
 * line, the subtotal and CHECKOUT to /CartList. A modal dialog: ✕, the overlay and Escape close it.
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  // Mounted only while open: a closed drawer asks nothing of the server and holds no focus trap.
  return open ? <OpenCartDrawer onClose={onClose} /> : null;
}

function OpenCartDrawer({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { cart, loading, error, refetch } = useCart();
  const restrictions = useCartRestrictions(useShipToState(), cart?.lines ?? []);
  useDrawerFocus(panelRef, onClose);

  // Removing the line that held focus would drop it to <body>: keep it in the drawer.
  const lineCount = cart?.lines.length ?? 0;
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.focus();
  }, [lineCount]);

  return createPortal(
    <div className="cart-drawer">
      <div className="cart-drawer__overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="cart-drawer__head">
          <h2 id={titleId} className="cart-drawer__title">
            Your Cart
          </h2>
          <button type="button" className="cart-drawer__close" aria-label="Close cart" data-autofocus onClick={onClose}>
            ✕
          </button>
        </div>
        {loading ? (
          <LoadingText />
        ) : error && !cart ? (
          <LoadError error={error} onRetry={refetch} />
        ) : !cart?.lines.length ? (
          <EmptyText>Your cart is empty.</EmptyText>
        ) : (
          <>
            <FreeShippingMessage totals={cart.totals} />
            <ul className="cart-drawer__lines" aria-label="Items in your cart">
              {cart.lines.map((line) => (
                <CartDrawerLine
                  key={line.product.id}
                  line={line}
                  onNavigate={onClose}
                  stoppedBy={restrictions.reasonFor(line.product.id)}
                />
              ))}
            </ul>
            <div className="cart-drawer__foot">
              <p className="cart-drawer__subtotal">
                <span>Subtotal</span>
                <strong>{formatMoney(cart.totals.subtotal)}</strong>
              </p>
              <Link to={paths.cartList()} className="btn btn--primary cart-drawer__checkout" onClick={onClose}>
                CHECKOUT
              </Link>
            </div>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
