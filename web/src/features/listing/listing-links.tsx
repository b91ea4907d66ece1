import { Link } from 'react-router-dom';
import { LISTINGS } from './listing-config';

/** Every category listing page, by its breadcrumb label: how the shopper reaches them all. */
export function ListingLinks({ headingId, title }: { headingId: string; title: string }) {
  return (
    <section className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="card-grid card-grid--4">
        {LISTINGS.map((listing) => (
          <li key={listing.path}>
            <Link to={listing.path} className="info-card">
              <h3>{listing.breadcrumb}</h3>
              <p>{listing.intro}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
