import type { CardProduct } from '../components/product-card';
import { AddToCartButton, CartDrawer, ProductPurchase, useCartDrawer } from '../features/cart';
import type { PurchaseProduct } from '../features/catalog/product/product-page';

/**
 * ADD TO CART and the slide-in drawer from the cart feature, for the product pages of other features
 * (features do not import each other; route modules compose them here).
 */
export function useCartSlots() {
  const drawer = useCartDrawer();
  return {
    renderProductAction: (product: CardProduct) => <AddToCartButton product={product} onAdded={drawer.open} />,
    drawer: <CartDrawer open={drawer.isOpen} onClose={drawer.close} />,
    /** A product page's quantity and ADD TO CART, which opens the same drawer. */
    renderPurchase: (product: PurchaseProduct) => (
      <ProductPurchase product={product} available={product.stock} onAdded={drawer.open} />
    ),
  };
}
