import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';

/** /FdaDisclaimer: the FDA and THC disclaimer (spec section 2). */
export function FdaDisclaimerPage() {
  return (
    <ContentPage title="FDA and THC Disclaimer" lead="Important information about our products and who may buy them.">
      <div className="prose">
        <h2>Age</h2>
        <p>
          You must be 18 years of age or older to visit this site. Nicotine products are sold only to customers 21 years
          of age or older, as our <Link to={paths.terms()}>terms of service</Link> require.
        </p>
        <h2>FDA statement</h2>
        <p>
          These statements have not been evaluated by the Food and Drug Administration. Our products are not intended to
          diagnose, treat, cure or prevent any disease. They are not smoking cessation products and have not been tested
          as such.
        </p>
        <h2>THC content</h2>
        <p>
          Hemp-derived products sold on this site contain 0.3% or less Δ9-THC on a dry-weight basis, as the 2018 Farm
          Bill requires. Laws differ from state to state: it is your responsibility to know the law where you live.
        </p>
        <h2>Shipping under the PACT Act</h2>
        <p>
          Products are shipped in compliance with the Prevent All Cigarette Trafficking (PACT) Act: an adult must sign
          for delivery and show identification, and we collect and report the taxes the Act requires. Some products
          cannot be shipped to some states (see our <Link to={paths.shippingRestrictions()}>shipping restrictions</Link>
          ).
        </p>
        <h2>Health warning</h2>
        <p>
          WARNING: This product contains nicotine. Nicotine is an addictive chemical. Keep out of reach of children and
          pets. Do not use if pregnant or nursing.
        </p>
      </div>
    </ContentPage>
  );
}
