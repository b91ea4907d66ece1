import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import type { ProductSlots } from '../product-slots';
import { LineProducts } from './line-products';
import './lines.css';

/** /VapeJuice: e-liquids, freebase and nicotine salt. */
export function VapeJuicePage({ renderProductAction, drawer }: ProductSlots) {
  return (
    <ContentPage
      title="Vape Juice"
      crumbs={[{ label: 'Vape Kits', to: paths.catVapeKit() }]}
      lead="Freebase and nicotine salt e-liquids from the makers vapers trust."
    >
      <ul className="card-grid line-hero">
        <li className="info-card">
          <h2>Freebase e-liquid</h2>
          <p>
            Lower strengths and bigger clouds, for sub-ohm tanks and box mods. Smooth in fruit, dessert and menthol
            blends.
          </p>
          <p>
            <Link to={paths.search({ category: 'Vapes', subcategory: 'Freebase E-Liquid' })}>Shop freebase</Link>
          </p>
        </li>
        <li className="info-card">
          <h2>Nicotine salt</h2>
          <p>
            Higher strengths that stay smooth, for pod systems and mouth-to-lung kits. A favourite of smokers who are
            switching.
          </p>
          <p>
            <Link to={paths.catNixodine()}>Shop nicotine salt</Link>
          </p>
        </li>
      </ul>
      <LineProducts
        title="Vape juice"
        scope={{ productType: 'Vape Juice' }}
        more={{ to: paths.catVapejuice(), label: 'See all vape juice' }}
        renderProductAction={renderProductAction}
      />
      {drawer}
    </ContentPage>
  );
}
