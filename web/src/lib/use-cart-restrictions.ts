import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  CartRestrictionsDocument,
  type CartRestrictionsQuery,
  MeDocument,
  ShippingAddressesDocument,
} from '../graphql/__generated__/graphql';
import { useCheckoutChoices, useCheckoutDraft } from './checkout-draft';

/**
 * Where the cart is going, as far as the shop knows: the saved address picked at checkout, else the state typed
 * on the cart page or at checkout, else the logged-in customer's default address; '' while unknown.
 */
export function useShipToState(): string {
  const draft = useCheckoutDraft();
  const { savedAddressId } = useCheckoutChoices();
  const signedIn = Boolean(useQuery(MeDocument).data?.me);
  const typedState = savedAddressId ? '' : draft.state;
  const saved = useQuery(ShippingAddressesDocument, { skip: !signedIn || Boolean(typedState) });
  if (typedState) return typedState;
  const addresses = saved.data?.shippingAddresses ?? [];
  const picked = savedAddressId ? addresses.find((a) => a.id === savedAddressId) : undefined;
  return (picked ?? addresses.find((a) => a.isDefault))?.state ?? '';
}

type RestrictedLine = CartRestrictionsQuery['cartRestrictions'][number];

export interface CartRestrictions {
  /** The lines that cannot ship to the state, each with the rule that stops it. */
  lines: readonly RestrictedLine[];
  /** The reason by product id, for marking each line where it is shown. */
  reasonFor: (productId: string) => string | undefined;
}

/**
 * The lines of the cart that cannot ship to `state`. The server decides (the same rules refuse the order); the
 * products and their quantities (which per-order limits count) are part of the question, so the cached answer
 * follows the cart as it changes. While a changed cart is asked again, the last answer for the same state stays
 * for the lines still in it: a warning does not blink off and on, nor checkout open, before the server has said.
 */
export function useCartRestrictions(
  state: string,
  cartLines: readonly { product: { id: string }; quantity: number }[],
): CartRestrictions {
  const key = [...cartLines]
    .sort((a, b) => a.product.id.localeCompare(b.product.id))
    .map((l) => `${l.product.id}:${l.quantity}`)
    .join(',');
  const variables = useMemo(() => {
    const sorted = key ? key.split(',').map((pair) => pair.split(':')) : [];
    return { state, productIds: sorted.map(([id]) => id!), quantities: sorted.map(([, n]) => Number(n)) };
  }, [state, key]);
  const asked = Boolean(state) && variables.productIds.length > 0;
  const { data } = useQuery(CartRestrictionsDocument, { variables, skip: !asked });
  const answer = data?.cartRestrictions;
  const [last, setLast] = useState<{ state: string; lines: readonly RestrictedLine[] } | null>(null);
  if (answer && (last?.lines !== answer || last.state !== state)) setLast({ state, lines: answer });
  const kept = !answer && last?.state === state ? last.lines : null;
  return useMemo(() => {
    const inCart = new Set(variables.productIds);
    const lines = !asked ? [] : (answer ?? kept?.filter((line) => inCart.has(line.productId)) ?? []);
    const reasons = new Map(lines.map((line) => [line.productId, line.reason]));
    return { lines, reasonFor: (productId: string) => reasons.get(productId) };
  }, [asked, answer, kept, variables]);
}
