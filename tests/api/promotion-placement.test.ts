import { givePastOrder } from '../support/shoppers';
import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import {
  AddToCartDocument,
  ApplyPromotionCodeDocument,
  CartDocument,
  CartExciseTaxDocument,
  type PaymentInput,
  PlaceOrderDocument,
  type PlaceOrderMutation,
  RemovePromotionCodeDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { sandboxToken } from '../support/payments';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let goods: FixtureProduct;

beforeAll(async () => {
  goods = await findProduct(
    suite.testApp.app.database.url,
    'p.ends_kind IS NULL AND p.stock > 20 AND p.price_cents BETWEEN 1500 AND 5000 AND t.name IS NULL',
  );
});

const sandbox = () => suite.testApp.app.paymentSandbox!;
const card = () => sandboxToken(sandbox(), SANDBOX_CARDS.approve);
const authorizations = () =>
  sandbox()
    .transactions()
    .filter((t) => t.type === 'authOnlyTransaction').length;

/** A signed-in customer with an earlier order (no first-purchase discount mixes in) and two of `goods` in the cart. */
async function shopper(): Promise<{ shop: GraphQLClient; id: string }> {
  const shop = new GraphQLClient(suite.testApp.url);
  const { id } = await signUpCustomer(shop, suite.testApp.app.database.url, { firstName: 'Casey', lastName: 'Code' });
  await givePastOrder(suite, id);
  await shop.data(AddToCartDocument, { productId: goods.id, quantity: 2 });
  return { shop, id };
}

/** An active promotion (a code one when `code` is given), $3 off the order. */
async function promotion(name: string, code?: string): Promise<number> {
  const { rows } = await suite.db.query<{ id: number }>(
    `INSERT INTO promotion (name, status, requires_code, action, amount_cents, starts_at)
     VALUES ($1, 'active', $2, 'fixed-off', 300, now() - interval '1 day') RETURNING id`,
    [name, code !== undefined],
  );
  if (code)
    await suite.db.query(`INSERT INTO promotion_code (promotion_id, code, single_use) VALUES ($1, $2, false)`, [
      rows[0]!.id,
      code,
    ]);
  return rows[0]!.id;
}

/** The total the review step shows for Arizona, as the checkout page asks it. */
async function reviewTotal(shop: GraphQLClient): Promise<number> {
  return (await shop.data(CartExciseTaxDocument, { state: 'AZ' })).cartExciseTax.total;
}

function place(shop: GraphQLClient, payment: PaymentInput | null, expectedTotal?: number, key = newKey()) {
  return shop.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: ARIZONA, payment, expectedTotal } });
}
const newKey = () => randomBytes(8).toString('hex');

function refusal(result: PlaceOrderMutation) {
  if (result.placeOrder.__typename !== 'InputErrors') throw new Error(`not refused: ${JSON.stringify(result)}`);
  return result.placeOrder.errors.map(({ field, code, message }) => ({ field, code, message }));
}

function placed(result: PlaceOrderMutation) {
  if (result.placeOrder.__typename !== 'OrderPlaced') throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.placeOrder.order;
}

async function ordersOf(customerId: string): Promise<number> {
  const { rows } = await suite.db.query(`SELECT 1 FROM customer_order WHERE customer_id = $1`, [customerId]);
  return rows.length;
}

describe('a discount that lapses between the review and Place order', () => {
  it.each([
    [
      'its end date passed',
      `UPDATE promotion SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 second' WHERE id = $1`,
      'PROMOTION_CODE_EXPIRED',
      'has expired.',
    ],
    ['staff ended it', `UPDATE promotion SET status = 'ended' WHERE id = $1`, 'PROMOTION_CODE_EXPIRED', 'has expired.'],
    [
      'its last use went to another order',
      `UPDATE promotion SET usage_limit = 1, uses = 1 WHERE id = $1`,
      'PROMOTION_CODE_USED_UP',
      'has already been used.',
    ],
  ])(
    'refuses the order in the code’s own words when %s, places and charges nothing, keeps the cart, and places it once the code is removed',
    async (_, lapse, code, words) => {
      const entered = `LAPSE-${randomBytes(3).toString('hex').toUpperCase()}`;
      const id = await promotion(`Lapsing ${entered}`, entered);
      const { shop, id: customerId } = await shopper();
      const answer = (await shop.data(ApplyPromotionCodeDocument, { code: entered.toLowerCase(), state: 'AZ' }))
        .applyPromotionCode;
      expect(answer.__typename).toBe('CodeApplied');
      const shown = await reviewTotal(shop);
      const authorizedBefore = authorizations();

      await suite.db.query(lapse, [id]);
      const refused = refusal(await place(shop, await card(), shown));

      expect(refused).toEqual([
        { field: 'code', code, message: `The code ${entered} ${words} Remove it from your cart to place the order.` },
      ]);
      expect(await ordersOf(customerId)).toBe(1);
      expect(authorizations()).toBe(authorizedBefore);
      const { cart } = await shop.data(CartDocument);
      expect(cart.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
      expect(cart.codes).toEqual([entered]);

      await shop.data(RemovePromotionCodeDocument, { code: entered, state: 'AZ' });
      const total = await reviewTotal(shop);
      expect(total).toBe(shown + 300);
      const order = placed(await place(shop, await card(), total));
      expect(order).toMatchObject({ total, discount: 0 });
      expect(authorizations()).toBe(authorizedBefore + 1);
      expect((await shop.data(CartDocument)).cart.lines).toEqual([]);
    },
  );

  it('refuses an order whose total is not the one the review showed, and places it at the new total', async () => {
    const { shop, id: customerId } = await shopper();
    const sale = await promotion('Weekend sale');
    const shown = await reviewTotal(shop);
    const authorizedBefore = authorizations();

    await suite.db.query(`UPDATE promotion SET status = 'ended' WHERE id = $1`, [sale]);
    const refused = refusal(await place(shop, await card(), shown));

    const now = shown + 300;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(refused).toEqual([
      {
        field: 'total',
        code: 'TOTAL_CHANGED',
        message: `The total changed from ${dollars(shown)} to ${dollars(now)}. Please review your order and place it again.`,
      },
    ]);
    expect(await ordersOf(customerId)).toBe(1);
    expect(authorizations()).toBe(authorizedBefore);
    expect(await reviewTotal(shop)).toBe(now);

    const order = placed(await place(shop, await card(), now));
    expect(order).toMatchObject({ total: now, discount: 0 });
    expect(authorizations()).toBe(authorizedBefore + 1);
  });

  it('refuses a tampered expected total in words, charging nothing, and places the order with the same key once it is right', async () => {
    const { shop, id: customerId } = await shopper();
    const shown = await reviewTotal(shop);
    const authorizedBefore = authorizations();
    // One key for every try, as the checkout page keeps it.
    const key = newKey();
    const sent = async (expectedTotal: unknown) =>
      shop.request(PlaceOrderDocument, {
        input: { idempotencyKey: key, address: ARIZONA, payment: await card(), expectedTotal: expectedTotal as number },
      });

    for (const notCents of [String(shown), shown + 0.5, 2 ** 53, Number.MAX_VALUE]) {
      const answer = await sent(notCents);
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
    }
    for (const wrong of [-shown, 0, Number.MAX_SAFE_INTEGER]) {
      const [problem] = refusal((await sent(wrong)).data!);
      expect(problem).toMatchObject({ field: 'total', code: 'TOTAL_CHANGED' });
      expect(problem!.message).toMatch(/^The total changed from -?\$[\d,]+\.\d\d to \$[\d,]+\.\d\d\. /);
    }
    expect(await ordersOf(customerId)).toBe(1);

    const order = placed(await place(shop, await card(), shown, key));
    expect(order.total).toBe(shown);
    expect(authorizations()).toBe(authorizedBefore + 1);
  });

  it('places an order without an expected total at its total now, as older clients do', async () => {
    const { shop } = await shopper();
    const total = await reviewTotal(shop);
    expect(placed(await place(shop, null)).total).toBe(total);
  });
});
