import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { ProductCardFragment } from '../graphql/__generated__/graphql';
import { SalePrice } from './sale-price';
import './product-card.css';

/** What a card shows; the ProductCard fragment carries it. */
export type CardProduct = Pick<
  ProductCardFragment,
  'id' | 'slug' | 'name' | 'price' | 'compareAtPrice' | 'savingPercent' | 'image'
>;

/** A card's heading level: one below the heading the grid sits under (2 right under the page's <h1>). */
export type CardHeadingLevel = 2 | 3;

export interface ProductCardProps {
  product: CardProduct;
  headingLevel: CardHeadingLevel;
  /** The card's call to action (ADD TO CART), filled in by the cart feature. */
  action?: ReactNode;
  /** Above the fold in a listing's first row: load the picture at once, ahead of the rest. */
  priority?: boolean;
}

/** A product in a list: picture and name lead to its page (one tab stop, the name), then price and action. */
export function ProductCard({ product, headingLevel, action, priority = false }: ProductCardProps) {
  const to = paths.product(product.slug);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <Link to={to} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={product.image}
          alt=""
          width="240"
          height="240"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </Link>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={to}>{product.name}</Link>
        </Heading>
        <p className="product-card__price">
          <SalePrice {...product} />
        </p>
        {action ? <div className="product-card__action">{action}</div> : null}
      </div>
    </article>
  );
}
