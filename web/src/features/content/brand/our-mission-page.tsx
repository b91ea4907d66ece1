import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { TeamArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';

/** /OurMission: what the shop is for. */
export function OurMissionPage() {
  return (
    <ContentPage
      title="Our Mission"
      crumbs={[{ label: 'Our Brands', to: paths.whyBrands() }]}
      lead="To give adult smokers better alternatives, honest advice and fair prices, from a shop they can trust."
    >
      <div className="split">
        <div className="prose">
          <p>
            ESI started behind the counter of a single smoke shop in Phoenix. Our customers wanted the products that
            actually help them cut down on cigarettes, explained by people who use them, and they wanted them without a
            mark-up. That is still the job.
          </p>
          <h2>What we promise</h2>
          <ul>
            <li>Authentic products from the makers, never copies.</li>
            <li>Adults only: nicotine products are sold to customers 21 and older, checked at sign-up.</li>
            <li>Orders that ship within 24-48 hours, to the states where they may legally go.</li>
            <li>A real person on the phone, Mon-Fri 8AM-5PM Arizona time.</li>
          </ul>
          <p>
            Read about <Link to={paths.missionBrand()}>the mission behind our own brand</Link>, or{' '}
            <Link to={paths.community()}>the community</Link> we serve.
          </p>
        </div>
        <figure className="content-figure">
          <TeamArt label="The ESI team" />
        </figure>
      </div>
    </ContentPage>
  );
}
