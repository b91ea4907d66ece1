import { RequireSession } from '../../components/require-session';
import { CheckoutPage } from '../../features/checkout/checkout-page';

/** Checkout needs a session (DESIGN.md): a guest logs in first and comes back here with the cart kept. */
export function Component() {
  return (
    <RequireSession>
      <CheckoutPage />
    </RequireSession>
  );
}
