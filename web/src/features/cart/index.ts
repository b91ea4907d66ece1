/**
 * The cart's public pieces for pages of other features, composed in the app layer (features never import
 * each other; see app/cart-slots.tsx): `AddToCartButton` goes in a product card's action slot, and each page
 * renders one `CartDrawer`, opened by the button's `onAdded`. A product page puts `ProductPurchase` (quantity and
 * ADD TO CART) in its purchase slot.
 *
 *   const drawer = useCartDrawer();
 *   <ProductGrid products={products} renderAction={(p) => <AddToCartButton product={p} onAdded={drawer.open} />} />
 *   <CartDrawer open={drawer.isOpen} onClose={drawer.close} />
 */
export { AddToCartButton } from './add-to-cart-button';
export { CartDrawer } from './cart-drawer';
export { ProductPurchase } from './product-purchase';
export { useCartDrawer } from './use-cart-drawer';
