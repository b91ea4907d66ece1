import type { Actor } from '../../api/src/modules/audit/audit.service';
import type { PaymentSandbox } from '../../api/src/modules/payments/payment-sandbox.transport';
import type { Services } from '../../api/src/services';
import type { PaymentInput } from '../../web/src/graphql/__generated__/graphql';

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
