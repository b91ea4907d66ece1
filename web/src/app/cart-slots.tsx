import type { CardProduct } from '../components/product-card';
import { AddToCartButton, CartDrawer, useCartDrawer } from '../features/cart';

/**
 * ADD TO CART and the slide-in drawer from the cart feature, for the product pages of other features
 * (features do not import each other; route modules compose them here).
 */
export function useCartSlots() {
  const drawer = useCartDrawer();
  return {
    renderProductAction: (product: CardProduct) => <AddToCartButton product={product} onAdded={drawer.open} />,
    drawer: <CartDrawer open={drawer.isOpen} onClose={drawer.close} />,
  };
}
