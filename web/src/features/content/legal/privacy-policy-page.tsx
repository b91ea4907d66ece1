import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';

/** /PrivacyPolicy: what is collected, cookies, minors, and where to ask (spec section 2). */
export function PrivacyPolicyPage() {
  return (
    <ContentPage title="Privacy Policy" lead="What we collect, why we collect it and how you can have it removed.">
      <div className="prose">
        <h2>Information we collect</h2>
        <p>When you create an account, place an order or contact us, we collect:</p>
        <ul>
          <li>your name and date of birth (to verify your age);</li>
          <li>shipping addresses;</li>
          <li>e-mail addresses;</li>
          <li>phone numbers;</li>
          <li>payment card data, which is passed to our payment processor and not stored on our servers.</li>
        </ul>
        <h2>How we use it</h2>
        <p>
          We use your information to verify your age, process and ship your orders, answer your questions and, if you
          subscribe, send our newsletter. We do not sell your personal information.
        </p>
        <h2>Cookies</h2>
        <p>
          We use cookies to keep you logged in and to remember your cart. Your browser also remembers that you confirmed
          your age. You can block cookies in your browser settings, but you will not be able to log in or check out.
        </p>
        <h2>Minors</h2>
        <p>
          Users under 18 must not use this site. We do not knowingly collect information from anyone under 18, and
          nicotine products are sold only to adults 21 and older.
        </p>
        <h2>Questions and data removal</h2>
        <p>
          To ask about your data or to have it removed, please <Link to={paths.contactUs()}>contact us</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
