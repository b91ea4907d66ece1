import type { ReactNode } from 'react';
import type { ProductCardFragment } from '../graphql/__generated__/graphql';
import { formatMoney } from '../lib/format-money';
import './product-card.css';

/** What a card shows; the ProductCard fragment carries it. */
export type CardProduct = Pick<ProductCardFragment, 'id' | 'name' | 'price' | 'image'>;

/** A card's heading level: one below the heading the grid sits under (2 right under the page's <h1>). */
export type CardHeadingLevel = 2 | 3;

export interface ProductCardProps {
  product: CardProduct;
  headingLevel: CardHeadingLevel;
  /** The card's call to action (ADD TO CART), filled in by the cart feature. */
  action?: ReactNode;
}

export function ProductCard({ product, headingLevel, action }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img src={product.image} alt={product.name} width="240" height="240" loading="lazy" decoding="async" />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">{product.name}</Heading>
        <p className="product-card__price">{formatMoney(product.price)}</p>
        {action ? <div className="product-card__action">{action}</div> : null}
      </div>
    </article>
  );
}
