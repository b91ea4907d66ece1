import { SANDBOX_CARDS } from '../api/src/modules/payments/sandbox-cards.rules';
import type { PaymentSandbox } from '../api/src/modules/payments/payment-sandbox.transport';

/** The app's settings for a gateway at the sandbox's address (none without one). */
export function gatewayEnv(gateway: PaymentSandbox | undefined): Record<string, string> {
  if (!gateway) return {};
  return {
    PAYMENT_PROVIDER: 'authorizenet',
    AUTHORIZENET_URL: gateway.apiUrl,
    AUTHORIZENET_API_LOGIN_ID: gateway.apiLoginId,
    AUTHORIZENET_TRANSACTION_KEY: gateway.transactionKey,
    AUTHORIZENET_CLIENT_KEY: gateway.clientKey,
    AUTHORIZENET_ACCEPT_JS_URL: gateway.acceptJsUrl,
  };
}

/** What Accept.js gives a browser for the approving test card: the payment of one order of workload k. */
export async function sandboxPayment(gateway: PaymentSandbox): Promise<unknown> {
  const token = await gateway.tokenize(SANDBOX_CARDS.approve);
  return { method: 'CARD', ...token, cardExpiry: '12/2030', billingZip: '85004' };
}
