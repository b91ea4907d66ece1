import { LinkCards } from '../../components/link-cards';
import { LISTINGS } from './listing-config';

const LISTING_CARDS = LISTINGS.map((listing) => ({ title: listing.breadcrumb, text: listing.intro, to: listing.path }));

/** Every category listing page, by its breadcrumb label: how the shopper reaches them all. */
export function ListingLinks({ headingId, title }: { headingId: string; title: string }) {
  return (
    <section className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LinkCards cards={LISTING_CARDS} headingLevel={3} />
    </section>
  );
}
