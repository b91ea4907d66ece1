import vm from 'node:vm';
import { loadConfig } from '../../api/src/config';
import { AuthorizeNetGateway } from '../../api/src/modules/payments/authorizenet.transport';
import { inSchemaOrder } from '../../api/src/modules/payments/authorizenet-protocol.rules';
import type { AuthorizeRequest, PaymentToken } from '../../api/src/modules/payments/payment-gateway.types';
import { paymentAmounts } from '../../api/src/modules/payments/payment-ledger.rules';
import type { NewPaymentEvent, PaymentEvent } from '../../api/src/modules/payments/payment-event.types';
import { APPROVED_TEST_CARDS, SANDBOX_CARDS, SANDBOX_ZIPS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { type PaymentSandbox, startPaymentSandbox } from '../../api/src/modules/payments/payment-sandbox.transport';
import { unsafeProductionSettings } from '../../api/src/settings-report';
import { useSuiteApp } from '../support/suite-app';

let sandbox: PaymentSandbox;
let gateway: AuthorizeNetGateway;
let sequence = 0;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  gateway = gatewayWith(2_000);
});
afterAll(() => sandbox.stop());

const gatewayWith = (timeoutMs: number, transactionKey = sandbox.transactionKey) =>
  new AuthorizeNetGateway({ url: sandbox.apiUrl, apiLoginId: sandbox.apiLoginId, transactionKey, timeoutMs });

/** What Accept.js does in the browser: the card goes to the gateway, a one-time token comes back. */
async function tokenize(cardNumber: string, cardCode = '123'): Promise<PaymentToken> {
  const token = await sandbox.tokenize(cardNumber, cardCode);
  return { descriptor: token.dataDescriptor, value: token.dataValue };
}

const party = {
  firstName: 'Casey',
  lastName: 'Buyer',
  address: '12 Main St',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85004',
};

async function authorization(cardNumber: string, more: Partial<AuthorizeRequest> & { cardCode?: string } = {}) {
  sequence += 1;
  const token = await tokenize(cardNumber, more.cardCode);
  return {
    reference: `ref-${sequence}-${Date.now()}`.slice(0, 20),
    orderNumber: `ESI-9${String(sequence).padStart(5, '0')}`,
    amountCents: 4_321,
    taxCents: 300,
    shippingCents: 799,
    payment: { token },
    lines: [
      {
        itemId: '17',
        name: 'A pod kit with a name much longer than thirty-one characters',
        quantity: 2,
        unitPriceCents: 1_611,
      },
    ],
    customer: { id: 'c-1', email: 'casey@example.com' },
    billTo: party,
    shipTo: party,
    customerIp: '203.0.113.9',
    ...more,
  } satisfies AuthorizeRequest;
}

describe('the Authorize.Net client against the sandbox', () => {
  it('authorizes an approved card for the amount, with the masked card and results', async () => {
    const request = await authorization(SANDBOX_CARDS.approve);
    const result = await gateway.authorize(request);
    expect(result).toMatchObject({
      outcome: 'APPROVED',
      responseCode: '1',
      lastFour: '1111',
      brand: 'Visa',
      avsResult: 'Y',
      cvvResult: 'M',
    });
    const kept = sandbox.transactions().find((t) => t.transId === result.transactionId)!;
    expect(kept).toMatchObject({
      refId: request.reference,
      invoiceNumber: request.orderNumber,
      authAmountCents: 4_321,
      status: 'authorizedPendingCapture',
    });
  });

  it.each(APPROVED_TEST_CARDS)("approves Authorize.Net's test card %s, with its brand", async (card) => {
    const result = await gateway.authorize(await authorization(card));
    expect(result).toMatchObject({ outcome: 'APPROVED', lastFour: card.slice(-4) });
    expect(result.brand).toMatch(/^(Visa|MasterCard|AmericanExpress|Discover)$/);
  });

  it.each([
    ['a declined card', SANDBOX_CARDS.decline, {}, 'DECLINED', '2'],
    ['a card code that does not match', SANDBOX_CARDS.approve, { cardCode: '901' }, 'DECLINED', '44'],
    ['the CVV test card', SANDBOX_CARDS.cvvMismatch, {}, 'DECLINED', '44'],
    [
      'a billing ZIP that does not match',
      SANDBOX_CARDS.approve,
      { billTo: { ...party, zip: SANDBOX_ZIPS.avsMismatch } },
      'DECLINED',
      '27',
    ],
    ['the declining ZIP', SANDBOX_CARDS.approve, { billTo: { ...party, zip: SANDBOX_ZIPS.decline } }, 'DECLINED', '2'],
    ['a gateway error', SANDBOX_CARDS.error, {}, 'ERROR', '19'],
  ])('answers %s with its outcome and reason, and keeps no authorization', async (_, card, more, outcome, reason) => {
    const request = await authorization(card, more);
    const result = await gateway.authorize(request);
    expect(result).toMatchObject({ outcome, reasonCode: reason });
    expect(sandbox.transactions().filter((t) => t.refId === request.reference)).toEqual([]);
  });

  it('holds a card for review: authorized, not yet released', async () => {
    const request = await authorization(SANDBOX_CARDS.held);
    const result = await gateway.authorize(request);
    expect(result).toMatchObject({ outcome: 'HELD', responseCode: '4' });
    expect(sandbox.transactions().find((t) => t.refId === request.reference)?.status).toBe(
      'FDSAuthorizedPendingReview',
    );
  });

  it('calls a call without an answer unknown, and finds the authorization it made by its reference', async () => {
    const request = await authorization(SANDBOX_CARDS.noAnswer);
    const result = await gatewayWith(300).authorize(request);
    expect(result.outcome).toBe('UNKNOWN');
    const found = await gateway.findByReference(request.reference, request.orderNumber);
    expect(found).toMatchObject({
      reference: request.reference,
      status: 'authorizedPendingCapture',
      authAmountCents: 4_321,
    });
    expect(await gateway.findByReference('never-sent', request.orderNumber)).toBeNull();
  });

  it('refuses a token used twice: a retried request never charges again', async () => {
    const request = await authorization(SANDBOX_CARDS.approve);
    expect((await gateway.authorize(request)).outcome).toBe('APPROVED');
    expect(await gateway.authorize({ ...request, reference: 'another-call' })).toMatchObject({
      outcome: 'ERROR',
      reasonCode: 'E00114',
    });
    expect(sandbox.transactions().filter((t) => t.invoiceNumber === request.orderNumber)).toHaveLength(1);
  });

  it('captures, refuses a refund before settlement, refunds after it, never beyond the capture', async () => {
    const request = await authorization(SANDBOX_CARDS.approve);
    const auth = await gateway.authorize(request);
    const id = auth.transactionId!;
    expect((await gateway.capture('cap-1', id, 4_321)).outcome).toBe('APPROVED');
    expect(await gateway.refund('ref-early', id, 1_000, '1111', false)).toMatchObject({
      outcome: 'ERROR',
      reasonCode: '54',
    });
    sandbox.settle();
    expect((await gateway.details(id))?.status).toBe('settledSuccessfully');
    expect(await gateway.void('void-late', id)).toMatchObject({ outcome: 'ERROR' });
    expect((await gateway.refund('ref-1', id, 1_000, '1111', false)).outcome).toBe('APPROVED');
    expect(await gateway.refund('ref-2', id, 3_322, '1111', false)).toMatchObject({
      outcome: 'ERROR',
      reasonCode: '55',
    });
    expect((await gateway.refund('ref-3', id, 3_321, '1111', false)).outcome).toBe('APPROVED');
  });

  it('finds a refund by its reference while unsettled and after its batch settles, and refuses to guess when it cannot list', async () => {
    const request = await authorization(SANDBOX_CARDS.approve);
    const id = (await gateway.authorize(request)).transactionId!;
    await gateway.capture('cap-3', id, 4_321);
    sandbox.settle();
    const since = new Date().toISOString();
    const reference = `rf-${Date.now()}`.slice(0, 20);
    expect((await gateway.refund(reference, id, 500, '1111', false, request.orderNumber)).outcome).toBe('APPROVED');
    expect(await gateway.findByReference(reference, request.orderNumber, since)).toMatchObject({
      reference,
      status: 'refundPendingSettlement',
      authAmountCents: 500,
    });
    sandbox.settle();
    // Settled, it is no longer among the unsettled transactions: only the batches settled since the call hold it.
    expect(await gateway.findByReference(reference, request.orderNumber)).toBeNull();
    expect(await gateway.findByReference(reference, request.orderNumber, since)).toMatchObject({
      reference,
      status: 'refundSettledSuccessfully',
    });
    expect(await gateway.findByReference('never-sent', request.orderNumber, since)).toBeNull();
    await expect(
      gatewayWith(2_000, 'not-the-key').findByReference(reference, request.orderNumber, since),
    ).rejects.toThrow(/transaction list/);
  });

  it('voids an authorization before settlement; a voided one cannot be captured', async () => {
    const auth = await gateway.authorize(await authorization(SANDBOX_CARDS.approve));
    expect((await gateway.void('void-1', auth.transactionId!)).outcome).toBe('APPROVED');
    expect((await gateway.details(auth.transactionId!))?.status).toBe('voided');
    expect((await gateway.capture('cap-2', auth.transactionId!, 100)).outcome).toBe('ERROR');
  });

  it('debits a bank account up to the sandbox limit and declines above it', async () => {
    const bankAccount = {
      accountType: 'checking' as const,
      routingNumber: '121042882',
      accountNumber: '123456789',
      nameOnAccount: 'Casey Buyer',
    };
    const request = await authorization(SANDBOX_CARDS.approve);
    expect(await gateway.authorize({ ...request, payment: { bankAccount } })).toMatchObject({
      outcome: 'APPROVED',
      brand: 'eCheck',
      lastFour: '6789',
    });
    const over = await gateway.authorize({
      ...request,
      reference: 'over',
      amountCents: 10_001,
      payment: { bankAccount },
    });
    expect(over.outcome).toBe('DECLINED');
  });

  it('answers wrong credentials with no transaction', async () => {
    const result = await gatewayWith(2_000, 'not-the-key').authorize(await authorization(SANDBOX_CARDS.approve));
    expect(result).toMatchObject({ outcome: 'ERROR', reasonCode: 'E00007', transactionId: null });
  });
});

describe('the wire', () => {
  it('begins each answer with a byte-order mark, as Authorize.Net has', async () => {
    const response = await fetch(sandbox.apiUrl, { method: 'POST', body: '{"getTransactionDetailsRequest":{}}' });
    expect([...Buffer.from(await response.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('refuses a request whose fields are out of the schema order, as the gateway does (E00003)', async () => {
    const out = {
      createTransactionRequest: {
        merchantAuthentication: { name: sandbox.apiLoginId, transactionKey: sandbox.transactionKey },
        transactionRequest: { amount: '1.00', transactionType: 'authOnlyTransaction' },
      },
    };
    const answer = await fetch(sandbox.apiUrl, { method: 'POST', body: JSON.stringify(out) });
    expect(await answer.text()).toContain('E00003');
    // The client puts any object in order before it is sent.
    expect(Object.keys((inSchemaOrder(out) as typeof out).createTransactionRequest.transactionRequest)).toEqual([
      'transactionType',
      'amount',
    ]);
  });

  it("serves an Accept.js stand-in whose dispatchData tokenizes through the gateway, the card never the shop's", async () => {
    const script = await (await fetch(sandbox.acceptJsUrl)).text();
    const context: Record<string, unknown> = {
      fetch,
      URL,
      Date,
      location: { href: sandbox.url },
      document: { currentScript: { src: sandbox.acceptJsUrl } },
    };
    context.window = context;
    vm.runInNewContext(script, context);
    const accept = context.Accept as { dispatchData(data: unknown, handler: (answer: unknown) => void): void };
    const dispatch = (cardNumber: string) =>
      new Promise<{
        opaqueData?: { dataValue: string };
        messages: { resultCode: string; message: { code: string }[] };
      }>((resolve) =>
        accept.dispatchData(
          {
            authData: { clientKey: sandbox.clientKey, apiLoginID: sandbox.apiLoginId },
            cardData: { cardNumber, month: '12', year: '2030', cardCode: '123' },
          },
          resolve as (answer: unknown) => void,
        ),
      );
    const good = await dispatch(SANDBOX_CARDS.approve);
    expect(good.messages.resultCode).toBe('Ok');
    expect(good.opaqueData?.dataValue).toMatch(/^[\w-]{20,}$/);
    const bad = await dispatch('4111111111111112');
    expect(bad.messages.message[0]?.code).toBe('E_WC_05');
  });
});

describe('PAYMENT_PROVIDER', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://shop:pw@db/shop',
    AGE_VERIFICATION_PROVIDER: 'manual',
  };
  const authorizenet = {
    PAYMENT_PROVIDER: 'authorizenet',
    AUTHORIZENET_API_LOGIN_ID: 'login',
    AUTHORIZENET_TRANSACTION_KEY: 'txn-secret',
    AUTHORIZENET_CLIENT_KEY: 'public-key',
  };

  it('is the sandbox outside production and nothing in production until one is named', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(loadConfig(production).payments.provider).toBe('unset');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER must be one of authorizenet, nmi, manual, sandbox/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'authorizenet' })).toThrow(/AUTHORIZENET_API_LOGIN_ID is required/);
  });

  it('keeps production from starting with the sandbox, with none, or over plain http', () => {
    expect(unsafeProductionSettings(loadConfig(production))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER is not set/),
    ]);
    expect(unsafeProductionSettings(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=sandbox/),
    ]);
    expect(
      unsafeProductionSettings(
        loadConfig({ ...production, ...authorizenet, AUTHORIZENET_URL: 'http://gw.example/xml/v1/request.api' }),
      ),
    ).toEqual([expect.stringMatching(/must be https/)]);
    expect(unsafeProductionSettings(loadConfig({ ...production, ...authorizenet }))).toEqual([]);
  });
});

describe('the ledger', () => {
  const suite = useSuiteApp();
  let row = 0;
  const event = (more: Partial<PaymentEvent> & Pick<PaymentEvent, 'operation' | 'outcome'>): PaymentEvent => {
    row += 1;
    return {
      id: String(row),
      at: '2026-11-27T10:00:00.000Z',
      orderNumber: 'ESI-1',
      provider: 'sandbox',
      reference: `r${row}`,
      amountCents: 5_000,
      transactionId: 't1',
      responseCode: null,
      reasonCode: null,
      authCode: null,
      avsResult: null,
      cvvResult: null,
      method: 'card',
      brand: 'Visa',
      lastFour: '1111',
      cardExpiry: null,
      message: null,
      actor: 'customer',
      staffId: null,
      reason: null,
      detail: null,
      ...more,
    };
  };

  it('starts the sandbox with the app, and gives the browser no secret', () => {
    const { app } = suite.testApp;
    expect(app.paymentSandbox).toBeDefined();
    expect(app.services.paymentGateway?.provider).toBe('sandbox');
    expect(JSON.stringify(app.services.paymentForm)).not.toContain(app.paymentSandbox!.transactionKey);
    expect(app.services.paymentForm.clientKey).toBe(app.paymentSandbox!.clientKey);
  });

  it('sums an order from its rows: authorized, captured, refunded and due', () => {
    const rows = [
      event({ operation: 'authorize', outcome: 'requested' }),
      event({ operation: 'authorize', outcome: 'approved' }),
      event({ operation: 'capture', outcome: 'approved', amountCents: 4_000 }),
      event({ operation: 'refund', outcome: 'declined', amountCents: 900 }),
      event({ operation: 'refund', outcome: 'approved', amountCents: 1_500 }),
    ];
    expect(paymentAmounts(rows, 5_000)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      authorizedCents: 1_000,
      capturedCents: 4_000,
      refundedCents: 1_500,
      dueCents: 1_000,
    });
    const voided = [
      event({ operation: 'authorize', outcome: 'approved' }),
      event({ operation: 'void', outcome: 'approved', amountCents: 0 }),
    ];
    expect(paymentAmounts(voided, 5_000)).toMatchObject({ status: 'VOIDED', authorizedCents: 0, dueCents: 5_000 });
    const unanswered = [
      event({ operation: 'authorize', outcome: 'requested' }),
      event({ operation: 'authorize', outcome: 'unknown', reference: `r${row}` }),
    ];
    expect(paymentAmounts(unanswered, 5_000).status).toBe('UNKNOWN');
  });

  it('keeps rows the database refuses to change or delete, and one answer per call', async () => {
    const ledger = suite.testApp.app.services.paymentLedger;
    const base: NewPaymentEvent = {
      orderNumber: 'ESI-X1',
      provider: 'sandbox',
      operation: 'authorize',
      outcome: 'approved',
      reference: 'ledger-1',
      amountCents: 1_234,
      actor: 'customer',
    };
    await ledger.append(base);
    await expect(
      suite.db.query(`UPDATE payment_event SET amount_cents = 1 WHERE reference = 'ledger-1'`),
    ).rejects.toThrow(/append-only/);
    await expect(suite.db.query(`DELETE FROM payment_event WHERE reference = 'ledger-1'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(suite.db.query(`TRUNCATE payment_event`)).rejects.toThrow(/append-only/);
    await expect(ledger.append({ ...base, outcome: 'declined' })).rejects.toThrow();
    expect(await ledger.amounts('ESI-X1', 1_234)).toMatchObject({ status: 'AUTHORIZED', authorizedCents: 1_234 });
  });
});
