import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import type { ProductSlots } from '../product-slots';
import { LineProducts } from './line-products';
import './lines.css';

/** /MidPodKit: refillable mid-size pod kits, between a disposable and a box mod. */
export function MidPodKitPage({ renderProductAction, drawer }: ProductSlots) {
  return (
    <ContentPage
      title="Mid-Size Pod Kits"
      crumbs={[{ label: 'Vape Kits', to: paths.catVapeKit() }]}
      lead="More battery and more flavor than a disposable, still small enough for a pocket."
    >
      <div className="split line-hero">
        <div className="prose">
          <p>
            A mid-size pod kit pairs a rechargeable battery with refillable pods. Fill it with nicotine salt for a
            cigarette-like draw, or with freebase juice at lower strengths for bigger clouds.
          </p>
          <ul>
            <li>Refillable pods: a pod lasts about 5-7 days before its coil needs replacing.</li>
            <li>Adjustable airflow on most models, from a tight mouth-to-lung draw to a looser one.</li>
            <li>USB-C charging: allow at least 45 minutes for a full charge.</li>
          </ul>
          <p>
            Running low?{' '}
            <Link to={paths.search({ category: 'Vapes', subcategory: 'Replacement Pods' })}>Shop replacement pods</Link>{' '}
            or <Link to={paths.catNixodine()}>nicotine salt e-liquids</Link>.
          </p>
        </div>
        <figure className="content-figure">
          <DeviceArt label="A refillable mid-size pod kit" tone="#0ea5e9" />
        </figure>
      </div>
      <LineProducts
        title="Pod mod kits"
        scope={{ category: 'Vapes', subcategory: 'Pod Mod Kits' }}
        more={{ to: paths.search({ category: 'Vapes', subcategory: 'Pod Mod Kits' }), label: 'See all pod mod kits' }}
        renderProductAction={renderProductAction}
      />
      {drawer}
    </ContentPage>
  );
}
