import type { CartFieldsFragment } from '../../graphql/__generated__/graphql';
import type { CartLineBusy } from './use-cart-line';

export type CartLine = CartFieldsFragment['lines'][number];

/** Why the line's last change failed, read out at once. */
export function CartLineError({ error }: { error: string | null }) {
  return error ? (
    <p className="cart-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** A line that cannot ship to where the cart is going: the rule, and what to do. */
export function CartLineRestriction({ reason }: { reason: string | undefined }) {
  return reason ? (
    <p className="cart-restriction">
      <span aria-hidden="true">⚠ </span>Cannot ship: {reason}. Remove it to check out.
    </p>
  ) : null;
}

export interface RemoveLineButtonProps {
  productName: string;
  /** The change running on the line, if any: a click is ignored meanwhile (the button keeps focus). */
  busy: CartLineBusy;
  onRemove: () => Promise<void>;
  className?: string;
}

/** Remove, named for screen readers by the product; "Removing..." while it runs. */
export function RemoveLineButton({ productName, busy, onRemove, className }: RemoveLineButtonProps) {
  return (
    <button
      type="button"
      className={className ? `cart-link-button ${className}` : 'cart-link-button'}
      aria-disabled={busy !== null}
      onClick={() => {
        if (busy === null) void onRemove();
      }}
    >
      {busy === 'remove' ? 'Removing...' : 'Remove'}
      <span className="visually-hidden"> {productName}</span>
    </button>
  );
}
