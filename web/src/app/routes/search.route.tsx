import { useLocation } from 'react-router-dom';
import { SearchPage } from '../../features/catalog/search/search-page';
import { useCartSlots } from '../cart-slots';

/** A new category, product line or search text is a new page: every filter and the page start over. */
export function Component() {
  const { pathname } = useLocation();
  const { renderProductAction, drawer } = useCartSlots();
  return (
    <>
      <SearchPage key={pathname.toLowerCase()} renderProductAction={renderProductAction} />
      {drawer}
    </>
  );
}
