import { useState } from 'react';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityStepper } from './quantity-stepper';
import { MAX_QUANTITY, MIN_QUANTITY } from './use-cart-line';
import './product-purchase.css';

export interface ProductPurchaseProps {
  product: { id: string; name: string };
  /** Units in stock: the stepper goes no higher, and none disables ADD TO CART. */
  available: number;
  onAdded?: () => void;
}

/** A product page's quantity stepper and ADD TO CART for that many. */
export function ProductPurchase({ product, available, onAdded }: ProductPurchaseProps) {
  const max = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, available));
  const [chosen, setChosen] = useState(MIN_QUANTITY);
  // Stock may fall below the number chosen when the page's data is refreshed.
  const quantity = Math.min(chosen, max);
  return (
    <div className="product-purchase">
      <QuantityStepper productName={product.name} quantity={quantity} max={max} busy={false} onChange={setChosen} />
      <AddToCartButton product={product} quantity={quantity} disabled={available <= 0} onAdded={onAdded} />
    </div>
  );
}
