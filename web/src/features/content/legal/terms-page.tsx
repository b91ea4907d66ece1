import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';

/** /TermAndCondition: the terms of service; its breadcrumb leads back to the login page (spec section 2). */
export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      trail={[
        { label: 'Home', to: paths.home() },
        { label: 'Login', to: paths.login() },
        { label: 'Terms of Service' },
      ]}
      lead="Please read these terms before you use this site or place an order. Using the site means you accept them."
    >
      <div className="prose">
        <h2>1. Age requirement</h2>
        <p>
          You must be 21 years of age or older to buy nicotine products from this site. By creating an account or
          placing an order you confirm that you are 21 or older. We verify age at sign-up and may ask for proof of age
          before we ship; an order from anyone under 21 is cancelled.
        </p>
        <h2>2. Orders and shipping</h2>
        <p>
          Prices are in US dollars and may change without notice; the price in your cart when you check out is the price
          you pay. Orders cannot be recalled or changed once they have shipped. We ship only to states and addresses
          where the products may legally be delivered (see our{' '}
          <Link to={paths.shippingRestrictions()}>shipping restrictions</Link>).
        </p>
        <h2>3. Returns</h2>
        <p>
          Returns are governed by our <Link to={paths.refundPolicy()}>refund policy</Link>.
        </p>
        <h2>4. Copyright</h2>
        <p>
          The content of this site, including text, graphics, logos and images, belongs to ESI Vape &amp; Smoke Shop or
          its suppliers and is protected by copyright and trademark law. You may not copy, reproduce or republish it
          without our written permission.
        </p>
        <h2>5. Conduct</h2>
        <p>You agree not to:</p>
        <ul>
          <li>buy products for resale to minors or to anyone not allowed to buy them;</li>
          <li>give false information, including about your age or identity;</li>
          <li>interfere with the site, its security or other users;</li>
          <li>post or send anything unlawful, abusive or misleading through our forms.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>
        <h2>6. Indemnification</h2>
        <p>
          You agree to indemnify and hold harmless ESI Vape &amp; Smoke Shop, its officers, employees and suppliers from
          any claim, loss or expense, including reasonable legal fees, arising from your use of the site, your breach of
          these terms or your misuse of the products.
        </p>
        <h2>7. Health warning</h2>
        <p>WARNING: This product contains nicotine. Nicotine is an addictive chemical.</p>
        <h2>8. Changes and contact</h2>
        <p>
          We may update these terms; the version on this page applies to your next order. Questions? Please{' '}
          <Link to={paths.contactUs()}>contact us</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
