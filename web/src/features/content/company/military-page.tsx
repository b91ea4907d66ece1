import { ContentPage } from '../../../components/content-page';
import { ShieldArt } from '../../../components/illustrations';
import { ServiceVerification } from './service-verification';
import './company-pages.css';

/** /Military: the 25% military and first-responder discount (spec sections 2 and 9). */
export function MilitaryPage() {
  return (
    <ContentPage
      title="Military & First Responder Discount"
      documentTitle="Military Discount"
      lead="Thank you for your service: save 25% on your order."
    >
      <div className="split">
        <div className="prose">
          <p>
            Current and former members of the U.S. military and first responders save 25% on their order. Eligibility is
            confirmed through a third-party verification service; we never see or keep your service records.
          </p>
          <h2>Who is eligible</h2>
          <ul>
            <li>Active duty U.S. military, the National Guard and Reserves</li>
            <li>Veterans and retired members of the U.S. military</li>
            <li>Spouses and dependents of U.S. military members</li>
            <li>First responders: law enforcement, fire fighters and EMS</li>
          </ul>
        </div>
        <figure className="content-figure">
          <ShieldArt label="A shield with a star and 25% off" />
        </figure>
      </div>
      <section className="content-section" aria-labelledby="military-steps-title">
        <h2 id="military-steps-title">How it works</h2>
        <ol className="steps">
          <li>Verify your eligibility with our third-party verification service.</li>
          <li>Receive a single-use discount code and enter it at checkout.</li>
          <li>For a later order, log in again to verify and receive a new code.</li>
        </ol>
      </section>
      <section className="content-section prose" aria-labelledby="military-terms-title">
        <h2 id="military-terms-title">Good to know</h2>
        <ul>
          <li>One code per day.</li>
          <li>Each code can be used once.</li>
          <li>Not valid on orders through our instant-delivery partner store.</li>
        </ul>
        <p>
          Verification takes a minute with our third-party verification service: log in, tell it your status, and your
          code appears here and comes by e-mail.
        </p>
        <ServiceVerification />
      </section>
    </ContentPage>
  );
}
