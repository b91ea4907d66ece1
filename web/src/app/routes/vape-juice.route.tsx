import { VapeJuicePage } from '../../features/listing/lines/vape-juice-page';
import { useCartSlots } from '../cart-slots';

export function Component() {
  return <VapeJuicePage {...useCartSlots()} />;
}
