import { Button } from '../../components/button';
import { useAddToCart } from './use-add-to-cart';
import './add-to-cart-button.css';

export interface AddToCartButtonProps {
  product: { id: string; name: string };
  /** How many to add: one from a card, the stepper's number on a product page. */
  quantity?: number;
  /** Nothing can be added (out of stock). */
  disabled?: boolean;
  /** Called once the server has the product in the cart, e.g. to open the cart drawer. */
  onAdded?: () => void;
}

/**
 * ADD TO CART for a product card: adds one, then calls `onAdded`. While the request runs the button says
 * "Adding..." and ignores clicks; it stays focusable (aria-disabled, not disabled) so focus is not lost and
 * the drawer can give it back on close. A refusal is shown under the button.
 */
export function AddToCartButton({ product, quantity = 1, disabled = false, onAdded }: AddToCartButtonProps) {
  const { add, adding, error } = useAddToCart(product.id);

  const onClick = async () => {
    if (adding) return;
    if (await add(quantity)) onAdded?.();
  };

  return (
    <div className="add-to-cart">
      <Button variant="dark" aria-disabled={adding} disabled={disabled} onClick={() => void onClick()}>
        {adding ? <span className="spinner" aria-hidden="true" /> : null}
        {adding ? 'Adding...' : 'ADD TO CART'}
        {/* The card's name makes each button's accessible name unique on a grid of them. */}
        <span className="visually-hidden"> for {product.name}</span>
      </Button>
      {error ? (
        <p className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
