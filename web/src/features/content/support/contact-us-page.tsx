import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { CONTACT } from '../contact-details';
import { LocationMap } from './location-map';
import './support-pages.css';

/** /ContactUs, the Customer Service screen: headquarters, hours, hotlines, e-mail and a map of where you are. */
export function ContactUsPage() {
  return (
    <ContentPage
      title="Customer Service"
      documentTitle="Contact Us"
      crumbs={[{ label: 'Help Center', to: paths.helpCenter() }]}
      lead="Call, text or write to us: real people answer, Monday to Friday."
    >
      <div className="contact-layout">
        <div className="card-grid">
          <section className="info-card" aria-labelledby="contact-hq-title">
            <h2 id="contact-hq-title">Headquarters</h2>
            <address>
              {CONTACT.headquarters.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
          <section className="info-card" aria-labelledby="contact-hours-title">
            <h2 id="contact-hours-title">Hours</h2>
            <p>{CONTACT.hours}</p>
            <p>Closed on weekends and US public holidays.</p>
          </section>
          <section className="info-card" aria-labelledby="contact-phone-title">
            <h2 id="contact-phone-title">Hotlines</h2>
            <ul className="contact-list">
              <li>
                Retail: <a href={paths.tel(CONTACT.retailPhone)}>{CONTACT.retailPhone}</a>
              </li>
              <li>
                Wholesale: <a href={paths.tel(CONTACT.wholesalePhone)}>{CONTACT.wholesalePhone}</a>
              </li>
            </ul>
          </section>
          <section className="info-card" aria-labelledby="contact-email-title">
            <h2 id="contact-email-title">Support</h2>
            <p>
              <a href={paths.mailto(CONTACT.supportEmail)}>{CONTACT.supportEmail}</a>
            </p>
            <p>
              <a href={paths.mailto(CONTACT.supportEmail, 'Support ticket')}>Submit a Ticket</a>
            </p>
          </section>
        </div>
        <div className="button-row">
          <Link to={paths.helpCenter()} className="btn btn--primary">
            GO TO HELP DESK
          </Link>
          <a href={paths.sms(CONTACT.retailPhone)} className="btn btn--secondary">
            VISIT LIVE CHAT<span className="visually-hidden"> by text message</span>
          </a>
        </div>
        <p className="contact-note">Live chat is by text message with our retail line, during opening hours.</p>
        <section className="content-section" aria-labelledby="contact-map-title">
          <h2 id="contact-map-title">Near you</h2>
          <LocationMap />
        </section>
      </div>
    </ContentPage>
  );
}
