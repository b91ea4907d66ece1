import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { CONTACT } from '../contact-details';
import './company-pages.css';

/** /WholeSale: vendors register on the separate wholesale site; the survey is not active. */
export function WholesalePage() {
  return (
    <ContentPage
      title="Wholesale Inquiries"
      lead="Stock ESI products in your store: vendors order through our separate wholesale site."
    >
      <div className="card-grid">
        <section className="info-card" aria-labelledby="wholesale-register-title">
          <h2 id="wholesale-register-title">Register for a wholesale account</h2>
          <p>
            To buy at wholesale prices, vendors must register for a wholesale account. We check your business and
            tobacco retail licence, then open your account within two working days.
          </p>
          <p>
            Questions? Call our wholesale hotline{' '}
            <a href={paths.tel(CONTACT.wholesalePhone)}>{CONTACT.wholesalePhone}</a>, {CONTACT.hoursShort}.
          </p>
          <p>
            <a className="btn btn--primary" href={paths.wholesaleSite()} target="_blank" rel="noopener noreferrer">
              Go to the wholesale site
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section className="info-card" aria-labelledby="wholesale-survey-title">
          <h2 id="wholesale-survey-title">Vendor survey</h2>
          <p>
            <span className="status-badge status-badge--inactive">Inactive</span>
          </p>
          <p>This survey is not active at present. Please check back later.</p>
        </section>
      </div>
    </ContentPage>
  );
}
