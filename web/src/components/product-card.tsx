import type { ReactNode } from 'react';
import type { ProductCardFragment } from '../graphql/__generated__/graphql';
import { formatMoney } from '../lib/format-money';
import './product-card.css';

/** What a card shows; the ProductCard fragment carries it. */
export type CardProduct = Pick<ProductCardFragment, 'id' | 'name' | 'price' | 'image'>;

export interface ProductCardProps {
  product: CardProduct;
  /** The card's call to action (ADD TO CART), filled in by the cart feature. */
  action?: ReactNode;
}

export function ProductCard({ product, action }: ProductCardProps) {
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img src={product.image} alt={product.name} width="240" height="240" loading="lazy" decoding="async" />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        <p className="product-card__price">{formatMoney(product.price)}</p>
        {action ? <div className="product-card__action">{action}</div> : null}
      </div>
    </article>
  );
}
