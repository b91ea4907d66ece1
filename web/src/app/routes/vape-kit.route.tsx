import { VapeKitPage } from '../../features/listing/lines/vape-kit-page';
import { useCartSlots } from '../cart-slots';

export function Component() {
  return <VapeKitPage {...useCartSlots()} />;
}
