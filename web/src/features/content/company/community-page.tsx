import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { WorldMapArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';

/** /Community: the family of customers, around the world. */
export function CommunityPage() {
  return (
    <ContentPage
      title="Our Community"
      lead="A family of customers who chose something better than smoking, in over 40 countries."
    >
      <figure className="content-figure">
        <WorldMapArt label="World map with dots marking the countries where our products are sold" />
        <figcaption>Our products are sold in over 40 countries.</figcaption>
      </figure>
      <div className="content-section prose">
        <p>
          Every customer who calls us, writes a review or tells a friend is part of the ESI family. Many started as
          pack-a-day smokers; many now help others make the same switch.
        </p>
        <p>
          Our products are meant only for current smokers of legal purchase age. If you do not smoke or vape, please do
          not start. If you do, we are here to help you find a product that suits you.
        </p>
        <p>
          Share your story with us through our <Link to={paths.contactUs()}>contact page</Link>, or read what the{' '}
          <Link to={paths.squadBlog()}>ESI Squad</Link> has been writing.
        </p>
      </div>
    </ContentPage>
  );
}
