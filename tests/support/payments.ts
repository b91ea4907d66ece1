import { randomBytes } from 'node:crypto';
import type { Actor } from '../../api/src/modules/audit/audit.service';
import type { PaymentSandbox } from '../../api/src/modules/payments/payment-sandbox.transport';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import type { Services } from '../../api/src/services';
import { AddToCartDocument, type PaymentInput, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from './accounts';
import { ARIZONA } from './addresses';
import { GraphQLClient } from './graphql-client';
import type { TestApp } from './test-app';

/** What checkout sends after Accept.js tokenized this card at the sandbox (the card never reaches the shop). */
export async function sandboxToken(
  sandbox: PaymentSandbox,
  cardNumber: string,
  cardCode = '123',
): Promise<PaymentInput> {
  const token = await sandbox.tokenize(cardNumber, cardCode);
  return { method: 'CARD', ...token, cardExpiry: '12/2030', billingZip: null };
}

/**
 * A new customer's order of one unit of a product, paid at Place order with this sandbox card (authorized, or held
 * for review), through the shop's API; the customer's client (to read the order page) and e-mail.
 */
export async function sandboxPaidOrder(
  testApp: TestApp,
  productId: string,
  card: string = SANDBOX_CARDS.approve,
): Promise<{ shop: GraphQLClient; email: string; number: string; total: number }> {
  const shop = new GraphQLClient(testApp.url);
  const { email } = await signUpCustomer(shop, testApp.app.database.url, { firstName: 'Casey', lastName: 'Buyer' });
  await shop.data(AddToCartDocument, { productId, quantity: 1 });
  const payment = await sandboxToken(testApp.app.paymentSandbox!, card);
  const { placeOrder } = await shop.data(PlaceOrderDocument, {
    input: { idempotencyKey: randomBytes(8).toString('hex'), address: ARIZONA, payment },
  });
  if (placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(placeOrder)}`);
  return { shop, email, number: placeOrder.order.orderNumber, total: placeOrder.order.total };
}

/**
 * Pays what an order still owes as staff record a payment received by other means (a money order), so a test
 * can ship an order it placed without a card: staff cannot ship an unpaid order.
 */
export async function payInFull(services: Services, orderNumber: string): Promise<void> {
  const facts = await services.orders.refundFacts(orderNumber);
  if (!facts) throw new Error(`no order ${orderNumber}`);
  const { dueCents } = await services.paymentLedger.amounts(facts.orderNumber, facts.totalCents);
  if (dueCents === 0) return;
  await services.manualPayments.record(TEST_STAFF, facts.orderNumber, {
    amountCents: dueCents,
    reference: `MO-${facts.orderNumber}`,
    note: 'money order (test)',
  });
}

const TEST_STAFF: Actor = { staffId: null, email: null, role: null, clientIp: 'test' };
