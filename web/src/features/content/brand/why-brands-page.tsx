import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { type LinkCard, LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';

const BRAND_PAGES: readonly LinkCard[] = [
  {
    title: 'Our Mission',
    text: 'What our own brand is for, and the promise behind every device.',
    to: paths.missionBrand(),
  },
  {
    title: 'Our Story',
    text: 'From one counter in Phoenix to customers in over 40 countries.',
    to: paths.brandStory(),
  },
  { title: 'Our Values', text: 'Adults only, honesty, quality and service.', to: paths.brandValues() },
  { title: 'Our Team', text: 'The people who test, pack and answer the phone.', to: paths.brandTeam() },
];

/** /WhyBrands: why shop our brands, linking to the four brand pages (spec section 2). */
export function WhyBrandsPage() {
  return (
    <ContentPage
      title="Why Our Brands"
      lead="Authentic products, a device line of our own and people who know what they are selling."
    >
      <LinkCards cards={BRAND_PAGES} />
      <p className="content-section">
        Also read <Link to={paths.ourMission()}>the mission of the shop</Link>.
      </p>
    </ContentPage>
  );
}
