import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { CONTACT } from '../contact-details';

/** /HelpCenter: real help for ordering, shipping, returns, accounts and devices, and how to reach us. */
export function HelpCenterPage() {
  return (
    <ContentPage
      title="Help Center"
      lead="Everything you need to order, track, return and get the most from your device."
    >
      <ul className="card-grid card-grid--3">
        <li className="info-card">
          <h2>Ordering</h2>
          <ul>
            <li>Add products to your cart from any product list, then choose CHECKOUT.</li>
            <li>You need an account to check out; nicotine products are sold only to adults 21 and older.</li>
            <li>New accounts get $10 off their first purchase, shown at checkout.</li>
            <li>Orders above $89.99 ship free.</li>
          </ul>
          <p>
            <Link to={paths.search()}>Browse all products</Link>
          </p>
        </li>
        <li className="info-card">
          <h2>Shipping</h2>
          <ul>
            <li>Orders ship within 24-48 hours, Monday to Friday.</li>
            <li>An adult must sign for delivery and show ID (PACT Act).</li>
            <li>Some states ban flavored or vape products: restricted items are flagged in your cart.</li>
          </ul>
          <p>
            <Link to={paths.shippingRestrictions()}>Shipping restrictions by state</Link>
          </p>
        </li>
        <li className="info-card">
          <h2>Returns and refunds</h2>
          <ul>
            <li>Returns and exchanges within 30 days of purchase, unused and in the original packaging.</li>
            <li>Request an RMA form first; a 15% restocking fee applies.</li>
            <li>Shipping fees are not refunded and we do not provide prepaid labels.</li>
          </ul>
          <p>
            <Link to={paths.refundPolicy()}>Read the refund policy</Link>
          </p>
        </li>
        <li className="info-card">
          <h2>Your account</h2>
          <ul>
            <li>
              <Link to={paths.signUp()}>Create an account</Link> with your e-mail; we send a code to confirm it.
            </li>
            <li>
              Forgot your password? <Link to={paths.forgetPassword()}>Reset it with a code</Link> sent by e-mail.
            </li>
            <li>
              See your orders, addresses and password in <Link to={paths.login()}>your account</Link>.
            </li>
          </ul>
        </li>
        <li className="info-card">
          <h2>Devices and warranty</h2>
          <ul>
            <li>Charge for at least 45 minutes before first use.</li>
            <li>A pod lasts about 5-7 days.</li>
            <li>Devices carry a six-month limited warranty.</li>
          </ul>
          <p>
            <Link to={paths.registerDevice()}>Register your device</Link> · <Link to={paths.faq()}>FAQ</Link>
          </p>
        </li>
        <li className="info-card">
          <h2>Contact us</h2>
          <p>{CONTACT.hours}.</p>
          <ul>
            <li>
              Retail: <a href={paths.tel(CONTACT.retailPhone)}>{CONTACT.retailPhone}</a>
            </li>
            <li>
              Wholesale: <a href={paths.tel(CONTACT.wholesalePhone)}>{CONTACT.wholesalePhone}</a>
            </li>
            <li>
              E-mail: <a href={paths.mailto(CONTACT.supportEmail)}>{CONTACT.supportEmail}</a>
            </li>
          </ul>
          <p>
            <Link to={paths.contactUs()}>All the ways to reach us</Link>
          </p>
        </li>
      </ul>
    </ContentPage>
  );
}
