import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SalePrice, YouSave } from '../../components/sale-price';
import { formatMoney } from '../../lib/format-money';
import { type CartLine, CartLineError, CartLineRestriction, RemoveLineButton } from './cart-line-parts';
import { useCartLine } from './use-cart-line';

/**
 * One line of the drawer: picture, name (to the product's page, closing the drawer), quantity, line total and
 * Remove; `stoppedBy`: why the line cannot ship to where the cart is going, if it cannot.
 */
export function CartDrawerLine({
  line,
  onNavigate,
  stoppedBy,
}: {
  line: CartLine;
  onNavigate: () => void;
  stoppedBy?: string;
}) {
  const { remove, busy, error } = useCartLine(line.product.id);
  const { product } = line;
  return (
    <li className="cart-drawer-line">
      <img src={product.image} alt="" width="64" height="64" loading="lazy" decoding="async" />
      <div className="cart-drawer-line__body">
        <p className="cart-drawer-line__name">
          <Link to={paths.product(product.slug)} onClick={onNavigate}>
            {product.name}
          </Link>
        </p>
        <p className="cart-drawer-line__meta">
          Qty: {line.quantity} · <strong>{formatMoney(line.lineTotal)}</strong>
        </p>
        {line.compareAtPrice === null ? null : (
          <p className="cart-drawer-line__meta">
            <SalePrice price={product.price} compareAtPrice={line.compareAtPrice} /> each{' '}
            <YouSave saving={line.saving} />
          </p>
        )}
        <CartLineError error={error} />
        <CartLineRestriction reason={stoppedBy} />
      </div>
      <RemoveLineButton productName={product.name} busy={busy} onRemove={remove} />
    </li>
  );
}
