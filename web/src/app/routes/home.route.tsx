import { HomePage } from '../../features/catalog/home/home-page';
import { useCartSlots } from '../cart-slots';

/** Home with ADD TO CART on the vape-kit cards and the slide-in cart they open. */
export function Component() {
  const { renderProductAction, drawer } = useCartSlots();
  return (
    <>
      <HomePage renderProductAction={renderProductAction} />
      {drawer}
    </>
  );
}
