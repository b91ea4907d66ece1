import type { CartFieldsFragment } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';

/** The free-shipping line, from the server's figures only (DESIGN.md: one threshold, every screen the same). */
export function FreeShippingMessage({ totals }: { totals: CartFieldsFragment['totals'] }) {
  const eligible = totals.amountToFreeShipping === 0;
  return (
    <p className={eligible ? 'free-shipping free-shipping--eligible' : 'free-shipping'}>
      {eligible
        ? 'You are eligible for free shipping!'
        : `Spend ${formatMoney(totals.amountToFreeShipping)} more for free shipping.`}
    </p>
  );
}
