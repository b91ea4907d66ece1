import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import {
  AddToCartDocument,
  CartDocument,
  type PaymentInput,
  PaymentFormDocument,
  PlaceOrderDocument,
  type PlaceOrderMutation,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { sandboxToken } from '../support/payments';
import { useSuiteApp } from '../support/suite-app';

// A short wait for the gateway, so the card that never answers is given up on quickly.
const suite = useSuiteApp({ PAYMENT_TIMEOUT_MS: '1500' });
let cheap: FixtureProduct;

beforeAll(async () => {
  cheap = await findProduct(suite.testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
});

const sandbox = () => suite.testApp.app.paymentSandbox!;
const token = (card: string, cardCode?: string) => sandboxToken(sandbox(), card, cardCode);
const newKey = () => randomBytes(8).toString('hex');

async function shopper(lastName = 'Buyer') {
  const shop = new GraphQLClient(suite.testApp.url);
  const { id } = await signUpCustomer(shop, suite.testApp.app.database.url, { firstName: 'Casey', lastName });
  await shop.data(AddToCartDocument, { productId: cheap.id, quantity: 2 });
  return { shop, id };
}

function place(shop: GraphQLClient, payment: PaymentInput | null, key = newKey()) {
  return shop.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: ARIZONA, payment } });
}

function placed(result: PlaceOrderMutation) {
  if (result.placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.placeOrder.order;
}

async function ledger(orderNumber: string) {
  const { rows } = await suite.db.query<{
    operation: string;
    outcome: string;
    amount_cents: number;
    transaction_id: string | null;
    reference: string;
    brand: string | null;
    last_four: string | null;
    card_expiry: string | null;
  }>(
    `SELECT operation, outcome, amount_cents, transaction_id, reference, brand, last_four, card_expiry
     FROM payment_event WHERE order_number = $1 ORDER BY id`,
    [orderNumber],
  );
  return rows;
}

async function ordersOf(customerId: string): Promise<number> {
  const { rows } = await suite.db.query(`SELECT 1 FROM customer_order WHERE customer_id = $1`, [customerId]);
  return rows.length;
}

const sandboxAuthorizations = (orderNumber: string) =>
  sandbox()
    .transactions()
    .filter((t) => t.invoiceNumber === orderNumber && t.type === 'authOnlyTransaction');

describe('checkout with a payment', () => {
  it("gives the browser the gateway script's public values only", async () => {
    const { paymentForm } = await new GraphQLClient(suite.testApp.url).data(PaymentFormDocument);
    expect(paymentForm).toMatchObject({
      provider: 'sandbox',
      scriptUrl: sandbox().acceptJsUrl,
      apiLoginId: sandbox().apiLoginId,
      clientKey: sandbox().clientKey,
    });
    expect(JSON.stringify(paymentForm)).not.toContain(sandbox().transactionKey);
  });

  it("authorizes the placed order's total once, under the order's number and our reference", async () => {
    const { shop } = await shopper();
    const order = placed(await place(shop, await token(SANDBOX_CARDS.approve)));
    const rows = await ledger(order.orderNumber);
    expect(rows.map((r) => `${r.operation} ${r.outcome}`)).toEqual(['authorize requested', 'authorize approved']);
    expect(rows[1]).toMatchObject({
      amount_cents: order.total,
      brand: 'Visa',
      last_four: '1111',
      card_expiry: '12/2030',
    });
    const [auth] = sandboxAuthorizations(order.orderNumber);
    expect(auth).toMatchObject({
      authAmountCents: order.total,
      refId: rows[0]!.reference,
      status: 'authorizedPendingCapture',
    });
    expect(rows[1]!.transaction_id).toBe(auth!.transId);
    expect((await shop.data(CartDocument)).cart.lines).toEqual([]);
  });

  it.each([
    ['a declined card', SANDBOX_CARDS.decline, undefined, 'PAYMENT_DECLINED', /declined and you have not been charged/],
    [
      'a card code that does not match',
      SANDBOX_CARDS.approve,
      '901',
      'PAYMENT_DECLINED',
      /security code \(CVV\) did not match/,
    ],
    ['the CVV test card', SANDBOX_CARDS.cvvMismatch, undefined, 'PAYMENT_DECLINED', /security code/],
    ['a gateway error', SANDBOX_CARDS.error, undefined, 'PAYMENT_FAILED', /could not take your payment just now/],
  ])(
    'answers %s in plain words, places nothing, keeps the cart, and takes another card',
    async (_, card, cardCode, code, message) => {
      const { shop, id } = await shopper();
      const key = newKey();
      const refused = (await place(shop, await token(card, cardCode), key)).placeOrder;
      expect(refused).toMatchObject({
        __typename: 'InputErrors',
        errors: [{ field: 'payment', code, message: expect.stringMatching(message) }],
      });
      // No gateway words, no card digits.
      expect(JSON.stringify(refused)).not.toMatch(/reason|responseCode|E000|\d{4}/i);
      expect(await ordersOf(id)).toBe(0);
      expect((await shop.data(CartDocument)).cart.lines).toHaveLength(1);
      // The refusal is kept in the ledger, though its order never was.
      const { rows } = await suite.db.query(`SELECT outcome FROM payment_event WHERE customer_id = $1 ORDER BY id`, [
        id,
      ]);
      expect(rows.map((r: { outcome: string }) => r.outcome)).toEqual([
        'requested',
        code === 'PAYMENT_DECLINED' ? 'declined' : 'error',
      ]);
      // Another card, same checkout: placed.
      const order = placed(await place(shop, await token(SANDBOX_CARDS.approve), key));
      expect(sandboxAuthorizations(order.orderNumber)).toHaveLength(1);
    },
  );

  it('answers a billing ZIP the card does not have with the address check', async () => {
    const { shop, id } = await shopper();
    const payment = { ...(await token(SANDBOX_CARDS.approve)), billingZip: '46205' };
    const refused = (await place(shop, payment)).placeOrder;
    expect(refused).toMatchObject({
      errors: [{ code: 'PAYMENT_DECLINED', message: expect.stringMatching(/billing ZIP code did not match/) }],
    });
    expect(await ordersOf(id)).toBe(0);
  });

  it('places an order held for review by the gateway, authorized and held', async () => {
    const { shop } = await shopper();
    const order = placed(await place(shop, await token(SANDBOX_CARDS.held)));
    expect((await ledger(order.orderNumber)).at(-1)).toMatchObject({ operation: 'authorize', outcome: 'held' });
    expect(await suite.testApp.app.services.paymentLedger.amounts(order.orderNumber, order.total)).toMatchObject({
      status: 'HELD',
    });
  });

  it('never charges an identity that fails', async () => {
    const { shop, id } = await shopper('Underage');
    const before = sandbox().transactions().length;
    const refused = (await place(shop, await token(SANDBOX_CARDS.approve))).placeOrder;
    expect(refused).toMatchObject({ errors: [{ code: 'IDENTITY_NOT_VERIFIED' }] });
    expect(sandbox().transactions().length).toBe(before);
    expect((await suite.db.query(`SELECT 1 FROM payment_event WHERE customer_id = $1`, [id])).rows).toEqual([]);
  });

  it('authorizes an order whose identity is pending review, which stays awaiting verification', async () => {
    const { shop } = await shopper('Review');
    const order = placed(await place(shop, await token(SANDBOX_CARDS.approve)));
    expect(order.awaitingIdentityVerification).toBe(true);
    expect(sandboxAuthorizations(order.orderNumber)).toHaveLength(1);
  });

  it('asks the gateway about a call whose answer never came before it tries again, and never charges twice', async () => {
    const { shop, id } = await shopper();
    const key = newKey();
    const lost = (await place(shop, await token(SANDBOX_CARDS.noAnswer), key)).placeOrder;
    expect(lost).toMatchObject({
      errors: [{ code: 'PAYMENT_UNCONFIRMED', message: expect.stringMatching(/never charge you twice/) }],
    });
    expect(await ordersOf(id)).toBe(0);
    const { rows: open } = await suite.db.query<{ order_number: string }>(
      `SELECT order_number FROM payment_event WHERE customer_id = $1 AND outcome = 'unknown'`,
      [id],
    );
    const number = open[0]!.order_number;
    expect(sandboxAuthorizations(number)).toHaveLength(1);
    // The retry brings a new card token; the authorization the lost call made is found and used instead.
    const order = placed(await place(shop, await token(SANDBOX_CARDS.approve), key));
    expect(order.orderNumber).toBe(number);
    expect(sandboxAuthorizations(number)).toHaveLength(1);
    expect((await ledger(number)).map((r) => `${r.operation} ${r.outcome}`)).toEqual([
      'authorize requested',
      'authorize unknown',
      'authorize approved',
    ]);
    expect(await suite.testApp.app.services.paymentLedger.amounts(number, order.total)).toMatchObject({
      status: 'AUTHORIZED',
      authorizedCents: order.total,
    });
  });

  it('answers a retry of a placed order with that order, and no second authorization', async () => {
    const { shop } = await shopper();
    const key = newKey();
    const first = placed(await place(shop, await token(SANDBOX_CARDS.approve), key));
    const again = placed(await place(shop, await token(SANDBOX_CARDS.approve), key));
    expect(again.orderNumber).toBe(first.orderNumber);
    expect(sandboxAuthorizations(first.orderNumber)).toHaveLength(1);
  });

  it('refuses a malformed payment as bad input', async () => {
    const { shop } = await shopper();
    const payment = { ...(await token(SANDBOX_CARDS.approve)), cardExpiry: '13/2030' };
    const answer = await shop.request(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: ARIZONA, payment },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('places an order without a payment awaiting it, as before', async () => {
    const { shop } = await shopper();
    const order = placed(await place(shop, null));
    expect(await ledger(order.orderNumber)).toEqual([]);
    expect(await suite.testApp.app.services.paymentLedger.amounts(order.orderNumber, order.total)).toMatchObject({
      status: 'UNPAID',
      dueCents: order.total,
    });
  });
});
