import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { passwordHasher } from '../api/src/security/password-hasher';
import { newToken, sha256 } from '../api/src/security/tokens';
import { latencySummary } from './report';

export interface CheckoutResult {
  customers: number;
  placed: number;
  ordersInDatabase: number;
  wrongTotals: number;
  refused: number;
  latency: ReturnType<typeof latencySummary>;
  seconds: number;
}

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) { __typename ... on OrderPlaced { order { orderNumber total } } ... on InputErrors { message } }
}`;
const ADD_TO_CART = `mutation ($id: ID!) { addToCart(productId: $id, quantity: 2) { totals { total } } }`;

/**
 * Workload d: N customers with a filled cart place their orders at the same moment. Customers and
 * sessions are written straight to the database (sign-up is rate-limited per address, and argon2 is
 * not what is measured); carts and orders go through the app's GraphQL API.
 */
export async function checkoutBurst(
  appUrl: string,
  databaseUrl: string,
  customers: number,
  /** Workload k: each customer's payment (a gateway token), made before the burst as a browser would. */
  payment?: () => Promise<unknown>,
): Promise<CheckoutResult> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const run = `bench-${Date.now()}`;
    const hash = await passwordHasher.hash('bench password 1');
    const tokens = Array.from({ length: customers }, () => newToken());
    const { rows: ids } = await db.query<{ id: string }>(
      `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
       SELECT $1 || '-' || i || '@bench.example', 'Bench', 'Shopper', '1980-01-01', $2 FROM generate_series(1, $3) i
       RETURNING id`,
      [run, hash, customers],
    );
    await db.query(
      `INSERT INTO session (token_hash, customer_id, expires_at) SELECT * FROM unnest($1::bytea[], $2::uuid[], $3::timestamptz[])`,
      [tokens.map((t) => sha256(t)), ids.map((r) => r.id), ids.map(() => new Date(Date.now() + 3_600_000))],
    );
    const { rows: products } = await db.query<{ id: number; price: number }>(
      `SELECT p.id, p.price_cents AS price FROM product p WHERE p.active AND p.product_type_id IS NULL
       AND p.price_cents BETWEEN 1000 AND 3000 ORDER BY p.id LIMIT 1`,
    );
    const product = products[0]!;
    // Each customer orders 2: stock enough for the burst, whatever earlier runs sold.
    await db.query(`UPDATE product SET stock = stock + $2 WHERE id = $1`, [product.id, customers * 2]);
    const gql = async (token: string, query: string, variables: unknown): Promise<Record<string, unknown>> => {
      const response = await fetch(`${appUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `esi-data=${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    for (const token of tokens) await gql(token, ADD_TO_CART, { id: String(product.id) });

    const address = {
      firstName: 'Bench',
      lastName: 'Shopper',
      address: '1 Load St',
      city: 'Phoenix',
      state: 'AZ',
      zipcode: '85004',
    };
    const payments = payment ? await Promise.all(tokens.map(() => payment())) : [];
    const latencies: number[] = [];
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const t0 = performance.now();
        const input = { idempotencyKey: `${run}-${i}`, address, ...(payment ? { payment: payments[i] } : {}) };
        const answer = await gql(token, PLACE_ORDER, { input });
        latencies.push(performance.now() - t0);
        return answer;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const expectedTotal = product.price * 2 - 1000 + (product.price * 2 >= 8999 ? 0 : 799);
    let placed = 0;
    let refused = 0;
    let wrongTotals = 0;
    for (const answer of answers) {
      const result = (answer.data as { placeOrder?: { __typename: string; order?: { total: number } } } | undefined)
        ?.placeOrder;
      if (result?.__typename === 'OrderPlaced') {
        placed++;
        if (result.order?.total !== expectedTotal) wrongTotals++;
      } else refused++;
    }
    const { rows: count } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer_order WHERE customer_id = ANY($1::uuid[])`,
      [ids.map((r) => r.id)],
    );
    return {
      customers,
      placed,
      ordersInDatabase: count[0]!.n,
      wrongTotals,
      refused,
      latency: latencySummary(latencies),
      seconds,
    };
  } finally {
    await db.end();
  }
}
