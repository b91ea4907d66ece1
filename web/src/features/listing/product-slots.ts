import type { ReactNode } from 'react';
import type { CardProduct } from '../../components/product-card';

/**
 * What the app puts on a page of products from the cart feature (features do not import each other):
 * ADD TO CART on each card, and the one slide-in cart drawer it opens.
 */
export interface ProductSlots {
  renderProductAction?: (product: CardProduct) => ReactNode;
  drawer?: ReactNode;
}
