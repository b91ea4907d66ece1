import type { Page } from 'playwright-core';
import { SANDBOX_CARDS } from '../../../api/src/modules/payments/sandbox-cards.rules';
import { PlaceOrderDocument } from '../../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../../support/addresses';
import { sandboxToken } from '../../support/payments';
import { fillCart, logInNewCustomer, pageGraphql } from './session';
import type { Storefront } from './storefront';

/**
 * A new customer's order of `lines` products shipped to Arizona, paid with the sandbox's approving card (authorized):
 * the customer's page and the order's number.
 */
export async function placeCardOrder(
  storefront: Storefront,
  name: string,
  lines: number,
): Promise<{ shop: Page; orderNumber: string }> {
  const { page: shop } = await storefront.openPage();
  await shop.goto('/');
  await logInNewCustomer(shop, name);
  await fillCart(shop, lines);
  const payment = await sandboxToken(storefront.app.paymentSandbox!, SANDBOX_CARDS.approve);
  const placed = await pageGraphql<{ placeOrder: { order?: { orderNumber: string } } }>(shop, PlaceOrderDocument, {
    input: { idempotencyKey: `${name}-${Date.now()}`, address: ARIZONA, payment },
  });
  const orderNumber = placed.data?.placeOrder.order?.orderNumber ?? '';
  expect(orderNumber).toMatch(/^ESI-\d+$/);
  return { shop, orderNumber };
}
