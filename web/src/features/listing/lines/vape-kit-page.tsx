import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import type { ProductSlots } from '../product-slots';
import { LineProducts } from './line-products';
import './lines.css';

/** /VapeKit: the kits, with the way on to vape juice (spec section 2). */
export function VapeKitPage({ renderProductAction, drawer }: ProductSlots) {
  return (
    <ContentPage
      title="Vape Kits"
      crumbs={[{ label: 'Vape Kits', to: paths.catVapeKit() }]}
      documentTitle="Vape Kits"
      lead="Everything you need to start: a battery, a tank or pod, and coils, in one box."
    >
      <div className="split line-hero">
        <div className="prose">
          <p>
            Vape kits are refillable, so you choose the e-liquid, the strength and the flavor. Pod kits are simple and
            light; box-mod kits give you more power and longer battery life.
          </p>
          <p>
            Every kit needs juice. <Link to={paths.vapeJuice()}>Shop vape juice</Link> for freebase and nicotine salt
            e-liquids to go with it.
          </p>
          <p>
            <Link to={paths.catVaporizers()} className="btn btn--primary">
              Browse all kits
            </Link>
          </p>
        </div>
        <figure className="content-figure">
          <DeviceArt label="A refillable vape kit" />
        </figure>
      </div>
      <LineProducts
        title="Featured kits"
        scope={{ productType: 'Vape Kits' }}
        more={{ to: paths.catVaporizers(), label: 'See all kits' }}
        renderProductAction={renderProductAction}
      />
      {drawer}
    </ContentPage>
  );
}
