import { useParams } from 'react-router-dom';
import { ProductPage } from '../../features/catalog/product/product-page';
import { useCartSlots } from '../cart-slots';

/** A product page with the cart's purchase controls and drawer; another slug is a new page (its own gallery state). */
export function Component() {
  const { slug = '' } = useParams();
  const { renderProductAction, renderPurchase, drawer } = useCartSlots();
  return (
    <>
      <ProductPage key={slug} slug={slug} renderPurchase={renderPurchase} renderProductAction={renderProductAction} />
      {drawer}
    </>
  );
}
