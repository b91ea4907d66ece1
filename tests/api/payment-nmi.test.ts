import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type AppConfig, loadConfig } from '../../api/src/config';
import { blankResult } from '../../api/src/modules/payments/gateway-exchange.transport';
import { NmiGateway } from '../../api/src/modules/payments/nmi.transport';
import { nmiWebhookSignature } from '../../api/src/modules/payments/nmi-webhook.rules';
import { COLLECT_JS_DESCRIPTOR } from '../../api/src/modules/payments/nmi-protocol.rules';
import { paymentProviderCheck } from '../../api/src/modules/payments/payment-provider.setup-check';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { effectiveSettings, unsafeProductionSettings } from '../../api/src/settings-report';
import {
  AdminOrderDocument,
  ApproveOrderDocument,
  CapturePaymentDocument,
  ReconcilePaymentsDocument,
  RefundPaymentDocument,
  RejectOrderDocument,
  ShipOrderDocument,
  VoidPaymentDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  CartDocument,
  OrderPageDocument,
  PaymentFormDocument,
  type PaymentInput,
  PlaceOrderDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { NMI_CVV_MISMATCH, type NmiServer, startNmiServer } from '../support/nmi-server';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { type TestApp, startTestApp } from '../support/test-app';

const SIGNING_KEY = 'nmi-webhook-signing-key';
let nmi: NmiServer;
let shopApp: TestApp;
let owner: SignedInStaff;
let cheap: FixtureProduct;
let db: Client;

beforeAll(async () => {
  nmi = await startNmiServer();
  shopApp = await startTestApp({
    PAYMENT_PROVIDER: 'nmi',
    NMI_URL: nmi.url,
    NMI_SECURITY_KEY: nmi.securityKey,
    NMI_TOKENIZATION_KEY: nmi.tokenizationKey,
    NMI_COLLECT_JS_URL: 'https://secure.nmi.com/token/Collect.js',
    NMI_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
    // A short wait for the gateway, so the card that never answers is given up on quickly.
    PAYMENT_TIMEOUT_MS: '1500',
  });
  db = new Client({ connectionString: shopApp.app.database.url });
  await db.connect();
  cheap = await findProduct(shopApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  owner = await signedInStaff(shopApp.app, StaffRole.OWNER);
});

afterAll(async () => {
  await db?.end();
  await shopApp?.stop();
  await nmi?.stop();
});

const newKey = () => randomBytes(8).toString('hex');

/** What checkout sends after Collect.js tokenized the card at NMI (the card never reaches the shop). */
const collectJsPayment = (card: string, cvv?: string): PaymentInput => ({
  method: 'CARD',
  dataDescriptor: COLLECT_JS_DESCRIPTOR,
  dataValue: nmi.tokenize(card, cvv),
  cardExpiry: '12/2030',
  billingZip: null,
});

async function shopper() {
  const shop = new GraphQLClient(shopApp.url);
  const { id } = await signUpCustomer(shop, shopApp.app.database.url, { firstName: 'Casey', lastName: 'Buyer' });
  await shop.data(AddToCartDocument, { productId: cheap.id, quantity: 2 });
  return { shop, id };
}

const place = (shop: GraphQLClient, payment: PaymentInput, key = newKey()) =>
  shop.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: ARIZONA, payment } });

async function placedOrder(shop: GraphQLClient, payment: PaymentInput, key?: string) {
  const { placeOrder } = await place(shop, payment, key);
  if (placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(placeOrder)}`);
  return placeOrder.order;
}

const authPosts = (orderNumber: string) =>
  nmi.posts.filter((p) => p.type === 'auth' && p.order_description === `Order ${orderNumber}`);
const atNmi = (orderNumber: string) => nmi.transactions.find((t) => t.orderDescription === `Order ${orderNumber}`);
const ship = (orderNumber: string) =>
  owner.client.data(ShipOrderDocument, { orderNumber, carrier: 'ups', trackingNumber: '1Z999AA10123456784' });

describe('cards through NMI', () => {
  it('gives the browser Collect.js and the public tokenization key only, and lets the pages load NMI', async () => {
    const { paymentForm } = await new GraphQLClient(shopApp.url).data(PaymentFormDocument);
    expect(paymentForm).toMatchObject({
      provider: 'nmi',
      scriptUrl: 'https://secure.nmi.com/token/Collect.js',
      clientKey: nmi.tokenizationKey,
      bankAccounts: false,
    });
    expect(JSON.stringify(paymentForm)).not.toContain(nmi.securityKey);
    const page = await fetch(`${shopApp.url}/checkout`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/secure\.nmi\.com(;|$)/);
    expect(policy).toMatch(/frame-src https:\/\/www\.openstreetmap\.org https:\/\/secure\.nmi\.com(;|$)/);
    expect(policy).not.toContain('authorize.net');
  });

  it('authorizes the total at Place order with the Collect.js token, our reference as orderid, tax and shipping', async () => {
    const { shop } = await shopper();
    const order = await placedOrder(shop, collectJsPayment(SANDBOX_CARDS.approve));
    const [sent] = authPosts(order.orderNumber);
    expect(sent).toMatchObject({ type: 'auth', currency: 'USD', merchant_defined_field_1: order.orderNumber });
    expect(sent!.payment_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.ccnumber).toBeUndefined();
    expect(Math.round(Number(sent!.amount) * 100)).toBe(order.total);
    expect(sent!.orderid).toMatch(/^.{1,20}$/);
    const { rows } = await db.query<{ reference: string; provider: string; last_four: string; brand: string }>(
      `SELECT reference, provider, last_four, brand FROM payment_event WHERE order_number = $1 AND outcome = 'approved'`,
      [order.orderNumber],
    );
    expect(rows).toEqual([{ reference: sent!.orderid, provider: 'nmi', last_four: '1111', brand: 'Visa' }]);
    expect(atNmi(order.orderNumber)?.condition).toBe('pending');
  });

  it.each([
    ['a declined card', SANDBOX_CARDS.decline, undefined, 'PAYMENT_DECLINED', /declined and you have not been charged/],
    ['a card code that does not match', SANDBOX_CARDS.approve, NMI_CVV_MISMATCH, 'PAYMENT_DECLINED', /security code/],
    ['a gateway error', SANDBOX_CARDS.error, undefined, 'PAYMENT_FAILED', /could not take your payment just now/],
  ])('answers %s in plain words, places nothing, and takes another card', async (_, card, cvv, code, message) => {
    const { shop, id } = await shopper();
    const key = newKey();
    const refused = (await place(shop, collectJsPayment(card, cvv), key)).placeOrder;
    expect(refused).toMatchObject({
      __typename: 'InputErrors',
      errors: [{ field: 'payment', code, message: expect.stringMatching(message) }],
    });
    expect(JSON.stringify(refused)).not.toMatch(/response_code|responsetext|\bDECLINE\b|\d{4}/);
    const { rows } = await db.query(`SELECT 1 FROM customer_order WHERE customer_id = $1`, [id]);
    expect(rows).toHaveLength(0);
    expect((await shop.data(CartDocument)).cart.lines).toHaveLength(1);
    const order = await placedOrder(shop, collectJsPayment(SANDBOX_CARDS.approve), key);
    expect(atNmi(order.orderNumber)?.condition).toBe('pending');
  });

  it('sends NMI no token of another script (an Accept.js nonce from a page loaded before the gateway changed)', async () => {
    const { shop } = await shopper();
    const before = nmi.posts.length;
    const refused = (
      await place(shop, { ...collectJsPayment(SANDBOX_CARDS.approve), dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT' })
    ).placeOrder;
    expect(refused).toMatchObject({ errors: [{ code: 'PAYMENT_FAILED' }] });
    expect(nmi.posts.length).toBe(before);
  });

  it('asks the Query API about a call whose answer never came before it tries again, and never charges twice', async () => {
    const { shop, id } = await shopper();
    const key = newKey();
    const lost = (await place(shop, collectJsPayment(SANDBOX_CARDS.noAnswer), key)).placeOrder;
    expect(lost).toMatchObject({ errors: [{ code: 'PAYMENT_UNCONFIRMED' }] });
    const { rows } = await db.query<{ order_number: string; reference: string }>(
      `SELECT order_number, reference FROM payment_event WHERE customer_id = $1 AND outcome = 'unknown'`,
      [id],
    );
    const { order_number: number, reference } = rows[0]!;
    const postsBefore = nmi.posts.length;
    const order = await placedOrder(shop, collectJsPayment(SANDBOX_CARDS.approve), key);
    expect(order.orderNumber).toBe(number);
    // The retry asked by our reference (NMI's order_id) and sent no second authorization.
    expect(nmi.posts.slice(postsBefore).find((p) => p.order_id === reference)).toBeDefined();
    expect(authPosts(number)).toHaveLength(1);
    expect(await shopApp.app.services.paymentLedger.amounts(number, order.total)).toMatchObject({
      status: 'AUTHORIZED',
      authorizedCents: order.total,
    });
  });

  it('captures when staff ship, voids when they reject, and refunds a settled charge; each step audited', async () => {
    const buyer = await shopper();
    const shipped = await placedOrder(buyer.shop, collectJsPayment(SANDBOX_CARDS.approve));
    await owner.client.data(ApproveOrderDocument, { orderNumber: shipped.orderNumber });
    await ship(shipped.orderNumber);
    expect(atNmi(shipped.orderNumber)).toMatchObject({ condition: 'pendingsettlement' });
    expect(nmi.posts.filter((p) => p.type === 'capture').at(-1)).toMatchObject({
      transactionid: atNmi(shipped.orderNumber)!.id,
      amount: (shipped.total / 100).toFixed(2),
    });

    const rejected = await placedOrder((await shopper()).shop, collectJsPayment(SANDBOX_CARDS.approve));
    await owner.client.data(RejectOrderDocument, { orderNumber: rejected.orderNumber, reason: 'Address is a school' });
    expect(atNmi(rejected.orderNumber)?.condition).toBe('canceled');

    nmi.settle();
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: shipped.orderNumber });
    const { refundPayment } = await owner.client.data(RefundPaymentDocument, {
      orderNumber: shipped.orderNumber,
      input: {
        idempotencyKey: newKey(),
        lines: [{ lineId: order!.lines[0]!.id, quantity: 1 }],
        reason: 'Leaked',
        restock: false,
      },
    });
    expect(refundPayment.state).toBe('PARTIALLY_REFUNDED');
    const refund = nmi.transactions.find(
      (t) => t.actions[0]?.type === 'refund' && t.orderDescription === `Order ${shipped.orderNumber}`,
    );
    expect(refund?.actions[0]?.cents).toBe(refundPayment.refunded);
    const page = await buyer.shop.data(OrderPageDocument, { orderNumber: shipped.orderNumber });
    expect(page.order?.payment).toMatchObject({ charged: shipped.total, refunded: refundPayment.refunded });

    const { rows } = await db.query<{ record_id: string; operation: string }>(
      `SELECT record_id, operation FROM audit_event WHERE record_id = ANY($1) AND operation LIKE 'payment.%' ORDER BY id`,
      [[shipped.orderNumber, rejected.orderNumber]],
    );
    expect(rows.map((r) => `${r.record_id === shipped.orderNumber ? 'shipped' : 'rejected'} ${r.operation}`)).toEqual([
      'shipped payment.capture',
      'rejected payment.void',
      'shipped payment.refund',
    ]);
    // No key of NMI's in the audit trail or the ledger.
    const { rows: kept } = await db.query<{ text: string }>(
      `SELECT (SELECT string_agg(a::text, '') FROM audit_event a) || (SELECT string_agg(p::text, '') FROM payment_event p) AS text`,
    );
    expect(kept[0]!.text).not.toContain(nmi.securityKey);
  });

  it('captures and voids from the Payment panel through NMI, each once per confirmation', async () => {
    const charged = await placedOrder((await shopper()).shop, collectJsPayment(SANDBOX_CARDS.approve));
    await owner.client.data(ApproveOrderDocument, { orderNumber: charged.orderNumber });
    const capture = { orderNumber: charged.orderNumber, idempotencyKey: newKey() };
    const { capturePayment } = await owner.client.data(CapturePaymentDocument, capture);
    expect(capturePayment).toMatchObject({ state: 'CAPTURED', charged: charged.total, authorized: 0 });
    await owner.client.data(CapturePaymentDocument, capture);
    expect(atNmi(charged.orderNumber)?.condition).toBe('pendingsettlement');
    expect(nmi.posts.filter((p) => p.type === 'capture' && p.transactionid === atNmi(charged.orderNumber)!.id)).toEqual(
      [expect.objectContaining({ amount: (charged.total / 100).toFixed(2) })],
    );

    const released = await placedOrder((await shopper()).shop, collectJsPayment(SANDBOX_CARDS.approve));
    const { voidPayment } = await owner.client.data(VoidPaymentDocument, {
      orderNumber: released.orderNumber,
      idempotencyKey: newKey(),
    });
    expect(voidPayment).toMatchObject({ state: 'VOIDED', due: released.total });
    expect(atNmi(released.orderNumber)?.condition).toBe('canceled');
    const { order } = await owner.client.data(AdminOrderDocument, { orderNumber: released.orderNumber });
    expect(order?.status).toBe('PENDING_APPROVAL');
  });

  it('finds a refund whose answer was lost by its orderid in the Query API, and records it once, never sent again', async () => {
    const order = await placedOrder((await shopper()).shop, collectJsPayment(SANDBOX_CARDS.approve));
    await owner.client.data(ApproveOrderDocument, { orderNumber: order.orderNumber });
    await ship(order.orderNumber);
    nmi.settle();
    const gateway = shopApp.app.services.paymentGateway!;
    const refund = gateway.refund.bind(gateway);
    // NMI refunds, and the connection drops before its answer arrives.
    const lost = jest.spyOn(gateway, 'refund').mockImplementation(async (...args) => {
      await refund(...args);
      return blankResult('UNKNOWN', 'the connection dropped before the answer');
    });
    const input = { idempotencyKey: newKey(), amount: 150, reason: 'Goodwill', lines: [] };
    try {
      const first = await owner.client.request(RefundPaymentDocument, { orderNumber: order.orderNumber, input });
      expect(first.errors?.[0]?.message).toMatch(/Refund unconfirmed/);
    } finally {
      lost.mockRestore();
    }
    const { reconcilePayments } = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(reconcilePayments?.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNumber: order.orderNumber, action: 'recorded as refunded' }),
      ]),
    );
    const again = await owner.client.data(RefundPaymentDocument, { orderNumber: order.orderNumber, input });
    expect(again.refundPayment).toMatchObject({ refunded: 150, refundUnconfirmed: false });
    const refunds = nmi.transactions.filter(
      (t) => t.actions[0]?.type === 'refund' && t.orderDescription === `Order ${order.orderNumber}`,
    );
    expect(refunds.map((t) => t.actions[0]!.cents)).toEqual([150]);
  });
});

describe("NMI's webhooks", () => {
  const post = (path: string, body: string, signature: string) =>
    fetch(`${shopApp.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
      body,
    });
  const notification = (transactionId: string, eventId = randomBytes(8).toString('hex')) =>
    JSON.stringify({
      event_id: eventId,
      event_type: 'transaction.void.success',
      event_body: { transaction_id: transactionId },
    });
  const ledgerOf = async (orderNumber: string) =>
    (
      await db.query<{ operation: string; outcome: string }>(
        `SELECT operation, outcome FROM payment_event WHERE order_number = $1 ORDER BY payment_event.id`,
        [orderNumber],
      )
    ).rows.map((r) => `${r.operation} ${r.outcome}`);

  it('records a void made in NMI’s own screens once, from a signed notification; a forgery or replay changes nothing', async () => {
    const order = await placedOrder((await shopper()).shop, collectJsPayment(SANDBOX_CARDS.approve));
    const transaction = atNmi(order.orderNumber)!;
    // Staff void it in NMI's Merchant Portal.
    transaction.condition = 'canceled';
    const body = notification(transaction.id);
    expect((await post('/webhooks/nmi', body, nmiWebhookSignature('not-the-key', 'n1', body))).status).toBe(401);
    const tampered = body.replace('void', 'sale');
    expect((await post('/webhooks/nmi', tampered, nmiWebhookSignature(SIGNING_KEY, 'n1', body))).status).toBe(401);
    expect((await post('/webhooks/nmi', body, 'sha512=00')).status).toBe(401);
    expect(await ledgerOf(order.orderNumber)).toEqual(['authorize requested', 'authorize approved']);

    const signed = nmiWebhookSignature(SIGNING_KEY, '1764201600', body);
    expect((await post('/webhooks/nmi', body, signed)).status).toBe(200);
    expect(
      (await post('/webhooks/nmi', body, signed.toUpperCase().replace('T=', 't=').replace('S=', 's='))).status,
    ).toBe(200);
    expect(await ledgerOf(order.orderNumber)).toEqual([
      'authorize requested',
      'authorize approved',
      'webhook approved',
      'void approved',
    ]);
    // Authorize.Net's endpoint is not this shop's.
    expect((await post('/webhooks/authorizenet', body, signed)).status).toBe(404);
  });
});

describe('PAYMENT_PROVIDER=nmi', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://shop@db.example/shop',
    PAYMENT_PROVIDER: 'nmi',
    NMI_SECURITY_KEY: 'security-key',
    NMI_TOKENIZATION_KEY: 'tokenization-key',
  };
  const payments = (env: Record<string, string>): AppConfig['payments'] => loadConfig(env).payments;

  it('needs both keys, and production needs https', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'nmi', NMI_TOKENIZATION_KEY: 'x' })).toThrow(
      /NMI_SECURITY_KEY is required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'nmi', NMI_SECURITY_KEY: 'x' })).toThrow(
      /NMI_TOKENIZATION_KEY is required/,
    );
    expect(payments(production)).toMatchObject({
      url: 'https://secure.nmi.com/api/transact.php',
      collectJsUrl: 'https://secure.nmi.com/token/Collect.js',
    });
    expect(unsafeProductionSettings(loadConfig(production)).filter((p) => /NMI|PAYMENT/.test(p))).toEqual([]);
    // The settings logged at start name the gateway, never its keys.
    const logged = JSON.stringify(effectiveSettings(loadConfig(production)));
    expect(logged).toContain('nmi at https://secure.nmi.com');
    expect(logged).not.toMatch(/security-key|tokenization-key/);
    expect(
      unsafeProductionSettings(loadConfig({ ...production, NMI_URL: 'http://gw.example/api/transact.php' })),
    ).toContainEqual(expect.stringMatching(/^NMI_URL and NMI_COLLECT_JS_URL must be https/));
  });

  it('counts as set in the owner’s first start, unless it points at this machine', () => {
    expect(paymentProviderCheck(payments(production)).check()).toMatchObject({ done: true });
    expect(paymentProviderCheck(payments({ ...production, NMI_URL: nmi.url })).check()).toMatchObject({ done: false });
  });

  it('finds nothing for a transaction NMI does not know, and refuses to guess when the Query API refuses', async () => {
    const gateway = new NmiGateway({ url: nmi.url, securityKey: nmi.securityKey, timeoutMs: 1500 });
    expect(await gateway.details('1')).toBeNull();
    const wrongKey = new NmiGateway({ url: nmi.url, securityKey: 'wrong', timeoutMs: 1500 });
    await expect(wrongKey.details('1')).rejects.toThrow(/Query API/);
  });
});
