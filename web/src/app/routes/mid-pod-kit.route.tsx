import { MidPodKitPage } from '../../features/listing/lines/mid-pod-kit-page';
import { useCartSlots } from '../cart-slots';

export function Component() {
  return <MidPodKitPage {...useCartSlots()} />;
}
