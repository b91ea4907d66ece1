import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { AddToCartDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { findProduct } from '../support/catalog-fixtures';
import { sandboxToken } from '../support/payments';
import { signedInShoppers } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

// A file of its own: its 200 checkouts run beside the other suites instead of after them.
const suite = useSuiteApp();
const CROWD = 200;

it('places 200 concurrent orders with payment: exactly 200 authorizations at the gateway, none twice', async () => {
  const product = await findProduct(
    suite.testApp.app.database.url,
    'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL',
  );
  await suite.db.query(`UPDATE product SET stock = 10000 WHERE id = $1`, [product.id]);
  const sandbox = suite.testApp.app.paymentSandbox!;
  const crowd = await signedInShoppers(suite, CROWD);
  await Promise.all(crowd.map(({ api }) => api.data(AddToCartDocument, { productId: product.id, quantity: 1 })));
  const tokens = await Promise.all(crowd.map(() => sandboxToken(sandbox, SANDBOX_CARDS.approve)));
  const before = sandbox.transactions().length;
  // A busy shop may answer 503 (its pool is shared by 200 checkouts holding the gateway's round trip): the shopper's
  // page tries again with the same key, which answers the order placed, never a second charge.
  const place = async (api: (typeof crowd)[number]['api'], i: number) => {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await api.request(PlaceOrderDocument, {
        input: { idempotencyKey: `crowd-${i}`, address: ARIZONA, payment: tokens[i] },
      });
      const busy = answer.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
      if (!busy || attempt === 5) return answer.data?.placeOrder;
    }
  };
  const results = await Promise.all(crowd.map(({ api }, i) => place(api, i)));
  const numbers = results.map((r) => (r?.__typename === 'OrderPlaced' ? r.order.orderNumber : null));
  expect(numbers.filter(Boolean)).toHaveLength(CROWD);
  const made = sandbox.transactions().slice(before);
  expect(made).toHaveLength(CROWD);
  expect(new Set(made.map((t) => t.invoiceNumber))).toEqual(new Set(numbers));
  expect(new Set(made.map((t) => t.refId)).size).toBe(CROWD);
  const { rows } = await suite.db.query<{ n: string }>(
    `SELECT count(DISTINCT order_number) AS n FROM payment_event WHERE operation = 'authorize' AND outcome = 'approved'
       AND order_number = ANY($1)`,
    [numbers],
  );
  expect(Number(rows[0]!.n)).toBe(CROWD);
}, 120_000);
