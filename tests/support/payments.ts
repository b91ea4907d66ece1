import type { PaymentSandbox } from '../../api/src/modules/payments/payment-sandbox.transport';
import type { PaymentInput } from '../../web/src/graphql/__generated__/graphql';

/** What Accept.js does in the browser: the card goes to the gateway (the sandbox) and a one-time token comes back. */
export async function sandboxToken(
  sandbox: PaymentSandbox,
  cardNumber: string,
  cardCode = '123',
): Promise<PaymentInput> {
  const response = await fetch(sandbox.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: sandbox.apiLoginId, clientKey: sandbox.clientKey },
        data: { type: 'TOKEN', id: 'test', token: { cardNumber, expirationDate: '1230', cardCode } },
      },
    }),
  });
  // fetch's text() drops the byte-order mark the gateway puts first.
  const answer = JSON.parse(await response.text()) as { opaqueData?: { dataDescriptor: string; dataValue: string } };
  if (!answer.opaqueData) throw new Error(`the sandbox did not tokenize ${cardNumber.slice(-4)}`);
  return {
    method: 'CARD',
    dataDescriptor: answer.opaqueData.dataDescriptor,
    dataValue: answer.opaqueData.dataValue,
    cardExpiry: '12/2030',
    billingZip: null,
  };
}
