import { DisposableVapePage } from '../../features/listing/lines/disposable-vape-page';
import { useCartSlots } from '../cart-slots';

export function Component() {
  return <DisposableVapePage {...useCartSlots()} />;
}
