import type { PaymentSettings } from '../../config';
import { AuthorizeNetGateway } from './authorizenet.transport';
import { NmiGateway } from './nmi.transport';
import type { PaymentFormSettings, PaymentGateway } from './payment-gateway.types';
import type { PaymentSandbox } from './payment-sandbox.transport';

/** The sandbox names itself in the ledger, so that no sandbox row is ever taken for Authorize.Net's. */
class SandboxGateway extends AuthorizeNetGateway {
  override readonly provider = 'sandbox';
}

/**
 * The gateway PAYMENT_PROVIDER names: Authorize.Net, NMI, or the sandbox speaking its protocol on loopback. `manual`
 * (and a production that named none) has no gateway: orders are placed awaiting a payment staff record.
 */
export function createPaymentGateway(settings: PaymentSettings, sandbox?: PaymentSandbox): PaymentGateway | null {
  switch (settings.provider) {
    case 'authorizenet':
      return new AuthorizeNetGateway(settings);
    case 'nmi':
      return new NmiGateway(settings);
    case 'sandbox':
      if (!sandbox) throw new Error('PAYMENT_PROVIDER=sandbox needs the development sandbox running');
      return new SandboxGateway({
        url: sandbox.apiUrl,
        apiLoginId: sandbox.apiLoginId,
        transactionKey: sandbox.transactionKey,
        timeoutMs: settings.timeoutMs,
      });
    default:
      return null;
  }
}

/** What the checkout page needs to load the gateway's script: public values only, never the transaction key. */
export function paymentFormSettings(settings: PaymentSettings, sandbox?: PaymentSandbox): PaymentFormSettings {
  switch (settings.provider) {
    case 'authorizenet':
      return {
        provider: 'authorizenet',
        scriptUrl: settings.acceptJsUrl,
        apiLoginId: settings.apiLoginId,
        clientKey: settings.clientKey,
        bankAccounts: true,
      };
    case 'nmi':
      // Collect.js takes only the public tokenization key; bank accounts go through eCheck.Net (Authorize.Net) only.
      return {
        provider: 'nmi',
        scriptUrl: settings.collectJsUrl,
        apiLoginId: null,
        clientKey: settings.tokenizationKey,
        bankAccounts: false,
      };
    case 'sandbox':
      return {
        provider: 'sandbox',
        scriptUrl: sandbox?.acceptJsUrl ?? null,
        apiLoginId: sandbox?.apiLoginId ?? null,
        clientKey: sandbox?.clientKey ?? null,
        bankAccounts: true,
      };
    default:
      return { provider: settings.provider, scriptUrl: null, apiLoginId: null, clientKey: null, bankAccounts: false };
  }
}
