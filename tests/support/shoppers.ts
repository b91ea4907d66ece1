import { SESSION_COOKIE } from '../../api/src/modules/customers/account.rules';
import { GraphQLClient } from './graphql-client';
import type { SuiteApp } from './suite-app';

/**
 * Signed-in shoppers made straight in the tables and the session service: 200 sign-ups through the API
 * would spend the test's time on argon2, which is not what it is about.
 */
export async function signedInShoppers(suite: SuiteApp, count: number): Promise<{ api: GraphQLClient; id: string }[]> {
  const { rows } = await suite.db.query<{ id: string }>(
    `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
     SELECT 'stock.' || gen_random_uuid() || '@example.com', 'Ada', 'Lovelace', '1980-01-01', 'x'
     FROM generate_series(1, $1) RETURNING id`,
    [count],
  );
  return Promise.all(
    rows.map(async ({ id }) => {
      const api = new GraphQLClient(suite.testApp.url);
      api.setCookie(SESSION_COOKIE, await suite.testApp.app.services.sessions.create(id));
      return { api, id };
    }),
  );
}

/**
 * Gives a customer an earlier order, straight in the table, so their next one is not their first (the first
 * purchase's promotion does not mix into a test's figures).
 */
export async function givePastOrder(suite: SuiteApp, customerId: string): Promise<void> {
  await suite.db.query(
    `INSERT INTO customer_order (order_number, customer_id, ship_first_name, ship_last_name, ship_address,
       ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents,
       shipping_cents, total_cents)
     VALUES ('ESI-' || nextval('order_number_seq'), $1, 'A', 'L', '1 St', 'Town', 'AZ', 'Arizona', '85004', 1,
       100, 0, 0, 100)`,
    [customerId],
  );
}
