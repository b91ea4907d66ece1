import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { NewsletterBox, type NewsletterBoxProps } from './newsletter-box';
import './footer.css';

/** The two numbers customers may call or text (spec section 1). */
export const CONTACT_PHONES = ['(602) 555-0140', '(602) 555-0141'] as const;

const SHOP_LINKS = [
  { label: 'All Categories', to: paths.menuList() },
  { label: 'Collections', to: paths.collection() },
  { label: 'Our Brands', to: paths.whyBrands() },
  { label: 'Community', to: paths.community() },
  { label: 'Wholesale', to: paths.wholesale() },
  { label: 'Careers', to: paths.career() },
  { label: 'Rewards & Discounts', to: paths.military() },
  { label: 'Blogs', to: paths.footerBlog() },
];

const HELP_LINKS = [
  { label: 'FAQ', to: paths.faq() },
  { label: 'Help Center', to: paths.helpCenter() },
  { label: 'Contact Us', to: paths.contactUs() },
  { label: 'Shipping Restrictions', to: paths.shippingRestrictions() },
  { label: 'Register a Device', to: paths.registerDevice() },
];

const LEGAL_LINKS = [
  { label: 'Refund Policy', to: paths.refundPolicy() },
  { label: 'Terms of Service', to: paths.terms() },
  { label: 'Privacy Policy', to: paths.privacyPolicy() },
  { label: 'FDA Disclaimer', to: paths.fdaDisclaimer() },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav className="footer-column" aria-label={title}>
      <h2 className="footer-column__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The offer to a new account, in the promotion's own words ("$10 OFF" / "your first purchase"). */
export interface SignUpOfferWords {
  headline: string;
  text: string;
}

export interface FooterProps extends NewsletterBoxProps {
  /** Where My Orders goes: the dashboard, by way of the login page for a guest. */
  ordersHref: string;
  /** The shop's first-order promotion; none shown while there is none (or it is still being asked). */
  signUpOffer?: SignUpOfferWords | null;
}

export function Footer({ onSubscribe, ordersHref, signUpOffer }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="footer-promos container">
        {signUpOffer ? (
          <p className="footer-promo">
            <strong>{signUpOffer.headline}</strong> {signUpOffer.text} when you{' '}
            <Link to={paths.signUp()}>create a new account</Link>
          </p>
        ) : null}
        <p className="footer-promo">
          <strong>FREE SHIPPING</strong> on purchases above $89.99
        </p>
      </div>
      <div className="footer-grid container">
        <LinkColumn title="Shop" links={SHOP_LINKS} />
        <LinkColumn title="Help" links={[{ label: 'My Orders', to: ordersHref }, ...HELP_LINKS]} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
        <section className="footer-column footer-column--contact" aria-labelledby="footer-contact-title">
          <h2 className="footer-column__title" id="footer-contact-title">
            Call or text
          </h2>
          <ul>
            {CONTACT_PHONES.map((phone) => (
              <li key={phone} className="footer-phone">
                <a href={paths.tel(phone)}>{phone}</a>
                <a href={paths.sms(phone)} className="footer-phone__sms" aria-label={`Text ${phone}`}>
                  Text
                </a>
              </li>
            ))}
          </ul>
          <NewsletterBox onSubscribe={onSubscribe} />
        </section>
      </div>
      <p className="footer-bottom container">
        © {new Date().getFullYear()} ESI Vape &amp; Smoke Shop. For adults of legal purchase age only.
      </p>
    </footer>
  );
}
