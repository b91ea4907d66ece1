import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CartRestrictionsDocument } from '../../graphql/__generated__/graphql';

export interface RestrictionWarningProps {
  /** The chosen state's code; nothing is asked before one is chosen. */
  state: string;
  stateName: string;
}

/**
 * Warns, before the order is sent, about the cart lines that cannot ship to the chosen state. The server
 * checks again when the order is placed; this only saves the shopper a refusal.
 */
export function RestrictionWarning({ state, stateName }: RestrictionWarningProps) {
  const { data } = useQuery(CartRestrictionsDocument, {
    variables: { state },
    skip: !state,
    // The answer depends on the cart as well as the state: always ask.
    fetchPolicy: 'network-only',
  });
  const lines = state ? (data?.cartRestrictions ?? []) : [];
  return (
    <div aria-live="polite">
      {lines.length ? (
        <div className="checkout-warning">
          <p className="checkout-warning__title">
            ⚠ We cannot ship {lines.length === 1 ? 'this item' : 'these items'} to {stateName || state}:
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
