import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page';
import { CategoryListingPage } from '../../features/listing/category-listing-page';
import { listingFor } from '../../features/listing/listing-config';
import { useCartSlots } from '../cart-slots';

/** Every category listing page: the config table picks the page by path; a new page starts its filters over. */
export function Component() {
  const { pathname } = useLocation();
  const listing = listingFor(pathname);
  const slots = useCartSlots();
  if (!listing) return <NotFoundPage />;
  return <CategoryListingPage key={listing.path} listing={listing} {...slots} />;
}
