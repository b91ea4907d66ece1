import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import type { ProductSlots } from '../product-slots';
import { LineProducts } from './line-products';
import { type Spec, SpecList } from './spec-list';
import './lines.css';

/** The product line of the brand page, as the catalogue names it. */
export const ORION_BAR_LINE = 'ORION BAR P10000';

const SPECS: readonly Spec[] = [
  { value: '10,000', label: 'puffs' },
  { value: '950 mAh', label: 'rechargeable battery' },
  { value: 'USB-C', label: 'charging, 45 min or more' },
  { value: '18-55 mg', label: 'nicotine salt' },
];

/** /Orianbar: the ORION BAR brand page with its products from the catalogue. */
export function OrianbarPage({ renderProductAction, drawer }: ProductSlots) {
  return (
    <ContentPage
      title="ORION BAR"
      documentTitle="ORION BAR P10000"
      crumbs={[{ label: 'Disposable Vapes', to: paths.disposableVape() }]}
      lead="Ten thousand puffs of bold flavor in a slim, rechargeable disposable."
    >
      <div className="split line-hero">
        <div className="prose">
          <p>
            The ORION BAR P10000 pairs a mesh coil with a 950 mAh battery, so the last puff tastes like the first. A
            light on the side shows the charge; plug in with USB-C when it blinks.
          </p>
          <SpecList name="ORION BAR P10000" specs={SPECS} />
        </div>
        <figure className="content-figure">
          <DeviceArt label="The ORION BAR P10000 disposable vape" tone="#1e3a8a" />
        </figure>
      </div>
      <LineProducts
        title="ORION BAR P10000 flavors"
        scope={{ category: 'Vapes', subcategory: ORION_BAR_LINE }}
        count={30}
        renderProductAction={renderProductAction}
      />
      <p className="content-section">
        <Link to={paths.search({ category: 'Vapes', subcategory: ORION_BAR_LINE })}>
          Filter the ORION BAR range by flavor and strength
        </Link>
      </p>
      {drawer}
    </ContentPage>
  );
}
