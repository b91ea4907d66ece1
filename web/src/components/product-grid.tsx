import type { ReactNode } from 'react';
import { type CardHeadingLevel, type CardProduct, ProductCard } from './product-card';
import './product-grid.css';

export interface ProductGridProps {
  products: readonly CardProduct[];
  /** The cards' heading level, so the page's outline skips none (2 under the <h1>, 3 under a section's <h2>). */
  headingLevel: CardHeadingLevel;
  /** Lets the cart feature put an ADD TO CART button on each card. */
  renderAction?: (product: CardProduct) => ReactNode;
  label?: string;
}

export function ProductGrid({ products, headingLevel, renderAction, label }: ProductGridProps) {
  return (
    <ul className="grid-list product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} action={renderAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
