import type { PaymentSandbox } from '../../api/src/modules/payments/payment-sandbox.transport';
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
