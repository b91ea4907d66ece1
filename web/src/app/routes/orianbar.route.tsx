import { OrianbarPage } from '../../features/listing/lines/orianbar-page';
import { useCartSlots } from '../cart-slots';

export function Component() {
  return <OrianbarPage {...useCartSlots()} />;
}
