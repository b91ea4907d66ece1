import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  type CartFieldsFragment,
  CartExciseTaxDocument,
  type CodeProblemFieldsFragment,
} from '../graphql/__generated__/graphql';
import type { MoneyTotalsValues } from '../components/money-totals';

/** A ZIP the server reads (five digits, ZIP+4 too), else none: a half-typed one is not sent. */
export const zipOrNull = (zip: string | undefined): string | null =>
  zip && /^\d{5}(-?\d{4})?$/.test(zip.trim()) ? zip.trim() : null;

/** The totals shown; `forState` once they are the ship-to state's answer (what placing the order charges). */
export type CartTotals = MoneyTotalsValues & {
  forState: boolean;
  /** Entered codes that give nothing (in the ship-to state, once known), and why. */
  codeProblems: readonly CodeProblemFieldsFragment[];
};

/**
 * The cart's totals with the discounts the state's law (and, with a whole ZIP, its city's) allows and its excise taxes
 * once the ship-to state is known:
 * the server computes them, as checkout will charge them. Asked again whenever the cart's lines change.
 */
export function useCartTotals(
  cart: CartFieldsFragment | undefined,
  state: string,
  /** The ship-to ZIP when known: a city's rules on discounts (Providence's) apply too. */
  zip = '',
): CartTotals | undefined {
  // The lines and the codes entered: either changes what the state's law allows and the total.
  const signature = cart?.lines.length
    ? `${cart.lines.map((l) => `${l.product.id}x${l.quantity}`).join(',')};${cart.codes.join(',')}`
    : '';
  const asked = Boolean(state) && Boolean(signature);
  const { data, refetch } = useQuery(CartExciseTaxDocument, {
    variables: { state, zip: zipOrNull(zip) },
    skip: !asked,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (asked) void refetch();
  }, [asked, signature, refetch]);
  const tax = asked ? data?.cartExciseTax : undefined;
  return useMemo(
    () =>
      cart && {
        ...cart.totals,
        forState: Boolean(tax),
        discounts: cart.discounts,
        notices: cart.notices,
        codeProblems: cart.codeProblems,
        // Once the state is known, its law's discounts, shipping and taxes: what checkout will charge.
        ...(tax
          ? {
              taxes: tax.taxes,
              discount: tax.discount,
              discounts: tax.discounts,
              notices: tax.notices,
              codeProblems: tax.codeProblems,
              shipping: tax.shipping,
              total: tax.total,
            }
          : {}),
      },
    [cart, tax],
  );
}
