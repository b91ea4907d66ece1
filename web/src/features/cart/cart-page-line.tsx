import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SalePrice, YouSave } from '../../components/sale-price';
import { formatMoney } from '../../lib/format-money';
import { type CartLine, CartLineError, CartLineRestriction, RemoveLineButton } from './cart-line-parts';
import { QuantityStepper } from './quantity-stepper';
import { useCartLine } from './use-cart-line';

/** A line of the cart page: picture, name and unit price, quantity controls, line total, Remove. */
/** `stoppedBy`: why the line cannot ship to where the cart is going, if it cannot. */
export function CartPageLine({ line, stoppedBy }: { line: CartLine; stoppedBy?: string }) {
  const { setQuantity, remove, busy, error } = useCartLine(line.product.id);
  const { product } = line;
  return (
    <li className="cart-page-line" aria-busy={busy !== null}>
      <img src={product.image} alt="" width="88" height="88" loading="lazy" decoding="async" />
      <div className="cart-page-line__info">
        <p className="cart-page-line__name">
          <Link to={paths.product(product.slug)}>{product.name}</Link>
        </p>
        <p className="cart-page-line__price">
          <SalePrice price={product.price} compareAtPrice={line.compareAtPrice} /> each <YouSave saving={line.saving} />
        </p>
        {busy === 'quantity' ? (
          <p className="cart-page-line__progress" role="status">
            Updating...
          </p>
        ) : null}
        <CartLineError error={error} />
        <CartLineRestriction reason={stoppedBy} />
      </div>
      <QuantityStepper
        productName={product.name}
        quantity={line.quantity}
        busy={busy !== null}
        onChange={setQuantity}
      />
      <p className="cart-page-line__total">
        <span className="visually-hidden">Line total: </span>
        {formatMoney(line.lineTotal)}
      </p>
      <RemoveLineButton productName={product.name} busy={busy} onRemove={remove} className="cart-page-line__remove" />
    </li>
  );
}
