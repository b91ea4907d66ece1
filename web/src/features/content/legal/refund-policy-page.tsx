import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { CONTACT } from '../contact-details';
import { REFUND } from './refund-terms';

/** /RefundPolicy: the return constants of spec section 9, the return address, hours and contact. */
export function RefundPolicyPage() {
  return (
    <ContentPage
      title="Refund Policy"
      lead={`Returns and exchanges are accepted within ${REFUND.returnDays} days of purchase.`}
    >
      <div className="prose">
        <h2>Returns and exchanges</h2>
        <ul>
          <li>Items may be returned or exchanged within {REFUND.returnDays} days of purchase.</li>
          <li>Returned items must be unused and in their original packaging.</li>
          <li>A {REFUND.restockingFeePercent}% restocking fee applies to every return.</li>
          <li>We do not provide prepaid return labels: you pay the return shipping.</li>
          <li>Shipping fees are not refunded.</li>
          <li>
            An RMA (return merchandise authorization) form is required: request one by e-mail before you send anything
            back, and put the RMA number on the parcel. Parcels without an RMA number cannot be accepted.
          </li>
        </ul>
        <p>
          <a className="btn btn--primary" href={paths.mailto(CONTACT.supportEmail, 'RMA form request')}>
            Request an RMA form
          </a>
        </p>
        <h2>Warranty</h2>
        <p>
          Our devices carry a {REFUND.warrantyMonths}-month limited warranty against defects in materials and
          workmanship. It does not cover misuse, water damage or normal wear of pods and coils.{' '}
          <Link to={paths.registerDevice()}>Register your device</Link> to make a claim faster.
        </p>
        <h2>Refunds</h2>
        <p>
          Once we receive and inspect your return, we refund the purchase price less the restocking fee to your original
          payment method, usually within 5-10 business days.
        </p>
        <h2>Return address</h2>
        <address>
          {CONTACT.returns.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
        <h2>Hours and contact</h2>
        <p>Customer service: {CONTACT.hours}.</p>
        <ul>
          <li>
            Phone: <a href={paths.tel(CONTACT.retailPhone)}>{CONTACT.retailPhone}</a>
          </li>
          <li>
            E-mail: <a href={paths.mailto(CONTACT.supportEmail)}>{CONTACT.supportEmail}</a>
          </li>
          <li>
            Or visit our <Link to={paths.contactUs()}>contact page</Link>.
          </li>
        </ul>
      </div>
    </ContentPage>
  );
}
