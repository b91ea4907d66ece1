import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import './brand-pages.css';

const MILESTONES: readonly { step: string; text: string }[] = [
  { step: 'The counter', text: 'One smoke shop in Phoenix, and customers asking how to smoke less.' },
  {
    step: 'The first pod',
    text: 'We sold our first refillable pod kits and learned what makes people stay with them.',
  },
  { step: 'Online', text: 'The online shop opened, shipping within 24-48 hours from our Arizona warehouse.' },
  { step: 'Our own device', text: 'The ESI 2.0, then the ESI PRO: built from years of customer feedback.' },
  { step: 'Today', text: 'Customers in over 40 countries, and the same team answering the phone.' },
];

/** /BrandStory: how the shop and its brand came to be. */
export function BrandStoryPage() {
  return (
    <ContentPage
      title="Our Story"
      crumbs={[{ label: 'Our Brands', to: paths.whyBrands() }]}
      lead="From one counter in Phoenix to a shop that ships across the country."
    >
      <ol className="timeline">
        {MILESTONES.map((milestone) => (
          <li key={milestone.step}>
            <strong>{milestone.step}</strong>
            {milestone.text}
          </li>
        ))}
      </ol>
      <p className="content-section">
        Read on: <Link to={paths.brandValues()}>what we value</Link> and <Link to={paths.brandTeam()}>who we are</Link>.
      </p>
    </ContentPage>
  );
}
