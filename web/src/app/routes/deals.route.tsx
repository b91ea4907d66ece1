import { DealsPage } from '../../features/content/deals-page';
import { useCartSlots } from '../cart-slots';

/** What is on sale, each card with ADD TO CART and the drawer. */
export function Component() {
  const { renderProductAction, drawer } = useCartSlots();
  return (
    <>
      <DealsPage renderProductAction={renderProductAction} />
      {drawer}
    </>
  );
}
