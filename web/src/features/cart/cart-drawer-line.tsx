import type { CartFieldsFragment } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';
import { useCartLine } from './use-cart-line';

type CartLine = CartFieldsFragment['lines'][number];

/** One line of the drawer: picture, name, quantity, line total and Remove. */
export function CartDrawerLine({ line }: { line: CartLine }) {
  const { remove, busy, error } = useCartLine(line.product.id);
  const { product } = line;
  return (
    <li className="cart-drawer-line">
      <img src={product.image} alt="" width="64" height="64" loading="lazy" decoding="async" />
      <div className="cart-drawer-line__body">
        <p className="cart-drawer-line__name">{product.name}</p>
        <p className="cart-drawer-line__meta">
          Qty: {line.quantity} · <strong>{formatMoney(line.lineTotal)}</strong>
        </p>
        {error ? (
          <p className="cart-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="cart-link-button"
        aria-disabled={busy !== null}
        onClick={() => {
          if (busy === null) void remove();
        }}
      >
        {busy === 'remove' ? 'Removing...' : 'Remove'}
        <span className="visually-hidden"> {product.name}</span>
      </button>
    </li>
  );
}
