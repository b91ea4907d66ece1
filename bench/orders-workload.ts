/**
 * Workload j: the back office's order list at 100 000 orders. Orders are generated in SQL (a few seconds,
 * once: the bench database keeps them); a staff member signs in through the admin API as a browser does,
 * then the list is asked with the filters staff use most, a page of 50.
 */
import { Client } from 'pg';
import { AdminOrderListDocument } from '../web/admin/src/graphql/__generated__/graphql';
import { passwordHasher } from '../api/src/security/password-hasher';
import { newTotpSecret, totpCode } from '../api/src/modules/staff/totp.rules';
import { STAFF_SESSION_COOKIE } from '../api/src/modules/staff/staff.rules';
import { persistedQuery } from './requests';

const CUSTOMERS = 5_000;
const STAFF_EMAIL = 'desk@bench.example';
const STAFF_PASSWORD = 'bench desk password 1';

/**
 * Brings the orders to `count`, spread over 5 000 bench customers (500 names, so a name search finds a few), every state of the country, two years,
 * all statuses (mostly delivered, as a shop's history is) and totals from $5 to $300. Answers how many it added.
 */
export async function seedOrders(databaseUrl: string, count: number): Promise<number> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_order`)).rows as [
      { n: number },
    ];
    if (n >= count) return 0;
    await db.query(
      `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
       SELECT 'desk-' || i || '@bench.example', (ARRAY['Ada','Grace','Alan','Linus','Barbara','Edsger','Margaret','Donald','Frances','John','Radia',
           'Ken','Dennis','Sophie','Tim','Vint','Shafi','Leslie','Katherine','Guido'])[1 + i % 20],
         (ARRAY['Lovelace','Hopper','Turing','Torvalds','Liskov','Dijkstra','Hamilton','Knuth','Allen','Backus',
           'Perlman','Thompson','Ritchie','Wilson','Berners-Lee','Cerf','Goldwasser','Lamport','Johnson','van Rossum',
           'Kay','Wirth','Hoare','Milner','Codd'])[1 + (i / 20) % 25],
         '1980-01-01', 'not a password'
       FROM generate_series(1, $1) i
       WHERE NOT EXISTS (SELECT 1 FROM customer WHERE lower(email) = 'desk-' || i || '@bench.example')`,
      [CUSTOMERS],
    );
    await db.query(
      `WITH cs AS (SELECT row_number() OVER (ORDER BY id) AS k, id, first_name, last_name FROM customer
                   WHERE email LIKE 'desk-%@bench.example'),
            st AS (SELECT row_number() OVER (ORDER BY code) AS k, code, name FROM us_state),
            g AS (SELECT i, (i * 7919) % 100 AS r, 500 + (i * 104729) % 29500 AS total,
                         now() - ((i * 6007) % 1051200) * interval '1 minute' AS at
                  FROM generate_series(1, $1::bigint) i)
       INSERT INTO customer_order (order_number, customer_id, status, ship_first_name, ship_last_name, ship_address,
         ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents,
         shipping_cents, total_cents, created_at, updated_at)
       SELECT 'ESI-' || nextval('order_number_seq'), cs.id,
         CASE WHEN g.r < 8 THEN 'Pending Approval' WHEN g.r < 16 THEN 'Approved' WHEN g.r < 28 THEN 'Shipped'
              WHEN g.r < 90 THEN 'Delivered' WHEN g.r < 95 THEN 'Rejected' ELSE 'Refunded' END,
         cs.first_name, cs.last_name, '1 Bench St', 'Town', st.code, st.name, '85001', 1 + g.i % 5,
         g.total, 0, 0, g.total, g.at, g.at
       FROM g JOIN cs ON cs.k = 1 + g.i % (SELECT count(*) FROM cs)
       JOIN st ON st.k = 1 + g.i % (SELECT count(*) FROM st)`,
      [count - n],
    );
    await db.query(`VACUUM ANALYZE customer_order`);
    await db.query(`VACUUM ANALYZE customer`);
    await db.query(`VACUUM ANALYZE order_day_count`);
    return count - n;
  } finally {
    await db.end();
  }
}

/** A fulfilment staff member (made once), signed in through the admin API: the session cookie to send. */
export async function signInStaff(appUrl: string, databaseUrl: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const secret = newTotpSecret();
  try {
    await db.query(
      `INSERT INTO staff (email, name, role, password_hash, totp_secret) VALUES ($1, 'Bench Desk', 'fulfilment', $2, $3)
       ON CONFLICT (lower(email)) DO UPDATE SET password_hash = $2, totp_secret = $3, totp_last_step = NULL`,
      [STAFF_EMAIL, await passwordHasher.hash(STAFF_PASSWORD), secret],
    );
  } finally {
    await db.end();
  }
  const response = await fetch(`${appUrl}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: StaffSignInInput!) { signIn(input: $input) { id } }`,
      variables: { input: { email: STAFF_EMAIL, password: STAFF_PASSWORD, code: totpCode(secret) } },
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** The list as staff ask it: the default view, status chips, a state, a month, a search, by total. */
export function orderListBodies(): string[] {
  const page = { page: 1, pageSize: 50 };
  const month = (back: number) => {
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() - back, 1);
    const from = d.toISOString().slice(0, 10);
    d.setUTCMonth(d.getUTCMonth() + 1, 0);
    return { from, to: d.toISOString().slice(0, 10) };
  };
  const variables = [
    { filter: {}, page },
    { filter: { status: ['PENDING_APPROVAL'] }, page },
    { filter: { status: ['APPROVED'] }, sort: 'DATE_ASC', page },
    { filter: { status: ['SHIPPED'] }, page: { page: 3, pageSize: 50 } },
    { filter: { state: ['CA'] }, page },
    { filter: { state: ['TX', 'FL'], status: ['DELIVERED'] }, page },
    { filter: month(1), page },
    { filter: { ...month(3), status: ['REFUNDED', 'REJECTED'] }, page },
    { filter: { text: 'grace hopper' }, page },
    { filter: { text: 'desk-4242@' }, page },
    { filter: { text: 'ESI-1234' }, page },
    { filter: {}, sort: 'TOTAL_DESC', page },
    { filter: { status: ['PENDING_APPROVAL', 'APPROVED'] }, sort: 'TOTAL_ASC', page },
  ];
  return variables.map((v) =>
    JSON.stringify({
      operationName: 'AdminOrderList',
      variables: v,
      extensions: persistedQuery(AdminOrderListDocument),
    }),
  );
}
