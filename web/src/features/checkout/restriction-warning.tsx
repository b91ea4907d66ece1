import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { CartRestrictions } from '../../lib/use-cart-restrictions';

export interface RestrictionWarningProps {
  restrictions: CartRestrictions;
  stateName: string;
}

/**
 * Names the cart lines that cannot ship to the chosen state, each with its rule, and what to do. The server
 * checks again when the order is placed; this only saves the shopper a refusal.
 */
export function RestrictionWarning({ restrictions: { lines }, stateName }: RestrictionWarningProps) {
  return (
    <div aria-live="polite">
      {lines.length ? (
        <div className="checkout-warning">
          <p className="checkout-warning__title">
            ⚠ We cannot ship {lines.length === 1 ? 'this item' : 'these items'} to {stateName}:
          </p>
          <ul>
            {lines.map((line) => (
              <li key={line.productId}>
                <strong>{line.productName}</strong> — {line.reason}
              </li>
            ))}
          </ul>
          <p>
            Remove {lines.length === 1 ? 'it' : 'them'} from your <Link to={paths.cartList()}>cart</Link> or choose
            another address. <Link to={paths.shippingRestrictions()}>See our shipping restrictions</Link>.
          </p>
        </div>
      ) : null}
    </div>
  );
}
