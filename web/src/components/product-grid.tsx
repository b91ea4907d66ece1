import type { ReactNode } from 'react';
import { type CardProduct, ProductCard } from './product-card';
import './product-grid.css';

export interface ProductGridProps {
  products: readonly CardProduct[];
  /** Lets the cart feature put an ADD TO CART button on each card. */
  renderAction?: (product: CardProduct) => ReactNode;
  label?: string;
}

export function ProductGrid({ products, renderAction, label }: ProductGridProps) {
  return (
    <ul className="grid-list product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} action={renderAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
