import { useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  CartDocument,
  type DeliveryMethod,
  type OrderFieldsFragment,
  type PaymentInput,
  PlaceOrderDocument,
  type ProblemCode,
  type ShippingAddressInput,
  ShippingAddressesDocument,
} from '../../graphql/__generated__/graphql';
import type { InputErrorsLike } from '../../lib/field-problems';
import { failureKind, failureSentence } from '../../lib/failure-sentence';
import { errorCode } from '../../lib/graphql-errors';
import { markSessionEnded } from '../../lib/session-cache';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** Where the order goes, and the choices that go with it (see PlaceOrderInput). */
export type ShipTo = { delivery: DeliveryMethod; makeDefaultAddress: boolean } & (
  { shippingAddressId: string } | { address: ShippingAddressInput; saveAddress: boolean }
);

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: OrderFieldsFragment }
  | ({ kind: 'refused' } & InputErrorsLike)
  /** The provider asks for a photo ID first, on its own page. */
  | { kind: 'document'; message: string; documentUrl: string }
  | { kind: 'failed'; message: string };

/** Refusals after which the cart's prices changed on the server (a code or a promotion lapsed). */
const REPRICED: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'TOTAL_CHANGED',
  'PROMOTION_CODE_EXPIRED',
  'PROMOTION_CODE_USED_UP',
  'PROMOTION_CODE_NOT_FOR_CART',
  'PROMOTION_CODE_NOT_ALLOWED',
  'PROMOTION_CODE_NOT_YOURS',
]);

/**
 * Places the cart as an order. One idempotency key per checkout attempt (per mount of the page), reused by
 * every retry: a double click or a request retried after a lost answer returns the same order, never a second;
 * after a declined card the same key places the order with the next card, since nothing was placed.
 * On success the cart (now empty on the server) and the saved addresses (checkout saves a new one) are
 * fetched again, and cached order lists are dropped so the dashboard shows the new order.
 */
export function usePlaceOrder() {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const running = useRef(false);
  // The gateway's script is tokenizing the card: the order is being placed, as far as the customer is concerned.
  const [paying, setPaying] = useState(false);
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(PlaceOrderDocument, {
    refetchQueries: ({ data }) => {
      const answer = data?.placeOrder;
      if (answer?.__typename === 'OrderPlaced') return [CartDocument, ShippingAddressesDocument];
      // A code or a promotion that lapsed meanwhile: the review shows the cart's prices now.
      const repriced = answer?.__typename === 'InputErrors' && answer.errors.some((e) => REPRICED.has(e.code));
      return repriced ? [CartDocument, 'CartExciseTax'] : [];
    },
    update: (cache, { data }) => {
      if (data?.placeOrder.__typename !== 'OrderPlaced') return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
      cache.gc();
    },
  });

  /**
   * `payment`: a function that answers the gateway's token for the card (or a sentence why not), asked only once
   * the double-click guard is passed; null where the shop takes no payment online. `expectedTotal`: the total the
   * review shows, in cents; the server refuses the order (TOTAL_CHANGED) when placing it would charge another.
   */
  const place = async (
    shipTo: ShipTo,
    payment: (() => Promise<{ ok: true; payment: PaymentInput } | { ok: false; message: string }>) | null = null,
    expectedTotal: number | null = null,
  ): Promise<PlaceOrderOutcome | null> => {
    // A second click before React re-renders the disabled button.
    if (running.current) return null;
    running.current = true;
    try {
      setPaying(payment !== null);
      const paid = payment ? await payment() : null;
      if (paid && !paid.ok) return { kind: 'refused', message: paid.message, errors: [] };
      const { data } = await mutate({
        variables: { input: { idempotencyKey, ...shipTo, payment: paid?.payment ?? null, expectedTotal } },
      });
      const result = data?.placeOrder;
      if (result?.__typename === 'OrderPlaced') return { kind: 'placed', order: result.order };
      if (result?.__typename === 'InputErrors') {
        return { kind: 'refused', message: result.message, errors: result.errors };
      }
      if (result?.__typename === 'IdentityDocumentNeeded') {
        return { kind: 'document', message: result.message, documentUrl: result.documentUrl };
      }
      return { kind: 'failed', message: 'Server error' };
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        // The session ended meanwhile: the route guard sends the shopper to log in (the cart is kept).
        markSessionEnded(client.cache);
      }
      // The spec's "Server error" for our own trouble; a sentence for the network, a busy shop or a known refusal.
      const message = failureKind(error) === 'unknown' ? 'Server error' : failureSentence(error);
      return { kind: 'failed', message };
    } finally {
      running.current = false;
      setPaying(false);
    }
  };

  return { place, placing: loading || paying };
}
