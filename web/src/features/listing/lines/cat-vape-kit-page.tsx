import { ContentPage } from '../../../components/content-page';
import { type LinkCard, LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';
import type { ProductSlots } from '../product-slots';
import { LineProducts } from './line-products';
import './lines.css';

/** The vape pages and product lines a shopper chooses between. */
const KIT_PAGES: readonly LinkCard[] = [
  { title: 'Disposable Vapes', text: 'Pre-filled and pre-charged: nothing to refill.', to: paths.disposableVape() },
  { title: 'Mid-Size Pod Kits', text: 'Refillable pods with a bigger battery.', to: paths.midPodKit() },
  { title: 'Vape Kits', text: 'Pod and box-mod kits with everything in the box.', to: paths.vapeKit() },
  { title: 'ESI PRO', text: 'Our own pod device, with a six-month warranty.', to: paths.proDevice() },
  { title: 'Vape Juice', text: 'Freebase and nicotine salt e-liquids.', to: paths.vapeJuice() },
  {
    title: 'Replacement Pods',
    text: 'Fresh pods and coils for your kit.',
    to: paths.search({ category: 'Vapes', subcategory: 'Replacement Pods' }),
  },
  {
    title: 'Vape Bundles',
    text: 'A kit with juice and spares, for less.',
    to: paths.search({ category: 'Vapes', subcategory: 'Vape Bundles' }),
  },
  {
    title: 'Dab & Herb Vaporizers',
    text: '420 hardware for dry herb and concentrates.',
    to: paths.search({ category: 'Vapes', subcategory: 'Dab & Herb Vaporizers' }),
  },
];

/** /CatVapeKit: the vape kit categories, and the bundles of the moment. */
export function CatVapeKitPage({ renderProductAction, drawer }: ProductSlots) {
  return (
    <ContentPage title="Vape Kit Categories" lead="Not sure where to start? Pick the kind of device that suits you.">
      <LinkCards cards={KIT_PAGES} />
      <LineProducts
        title="Vape bundles"
        scope={{ productType: 'Vape Bundles' }}
        more={{ to: paths.search({ category: 'Vapes', subcategory: 'Vape Bundles' }), label: 'See all bundles' }}
        renderProductAction={renderProductAction}
      />
      {drawer}
    </ContentPage>
  );
}
