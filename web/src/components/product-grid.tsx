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
  /** The grid is the page's first content: its first row loads at once (the page's largest paint). */
  leadsPage?: boolean;
}

/** The most cards a row holds at the widest layout (product-grid.css). */
const FIRST_ROW = 4;

export function ProductGrid({ products, headingLevel, renderAction, label, leadsPage = false }: ProductGridProps) {
  return (
    <ul className="grid-list product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            action={renderAction?.(product)}
            priority={leadsPage && i < FIRST_ROW}
          />
        </li>
      ))}
    </ul>
  );
}
