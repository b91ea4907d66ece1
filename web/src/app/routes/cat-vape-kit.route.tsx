import { CatVapeKitPage } from '../../features/listing/lines/cat-vape-kit-page';
import { useCartSlots } from '../cart-slots';

export function Component() {
  return <CatVapeKitPage {...useCartSlots()} />;
}
