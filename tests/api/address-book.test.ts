import {
  DeleteShippingAddressDocument,
  SaveShippingAddressDocument,
  type SaveShippingAddressMutation,
  SetDefaultShippingAddressDocument,
  type ShippingAddressInput,
  ShippingAddressesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { Client } from 'pg';
import { ADDRESS_BOOK_LIMIT } from '../../api/src/modules/customers/address-book.rules';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();

const TEXAS: ShippingAddressInput = { ...ARIZONA, address: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' };
const OHIO: ShippingAddressInput = { ...ARIZONA, address: '9 Elm St', city: 'Columbus', state: 'OH', zipcode: '43004' };
/** A distinct address per number: a house number of its own. */
const numbered = (n: number): ShippingAddressInput => ({ ...ARIZONA, address: `${n} Analytical Way` });

async function customer(): Promise<GraphQLClient> {
  return (await customerWithId()).api;
}

async function customerWithId(): Promise<{ api: GraphQLClient; id: string }> {
  const api = new GraphQLClient(suite.testApp.url);
  const { id } = await signUpCustomer(api, suite.testApp.app.database.url);
  return { api, id };
}

/** The saved address, or the test fails with the refusal. */
function savedOf({ saveShippingAddress: result }: SaveShippingAddressMutation) {
  if (result.__typename !== 'ShippingAddress') throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
}

async function add(api: GraphQLClient, input: ShippingAddressInput, makeDefault?: boolean) {
  return savedOf(await api.data(SaveShippingAddressDocument, { input, makeDefault }));
}

async function book(api: GraphQLClient) {
  return (await api.data(ShippingAddressesDocument)).shippingAddresses;
}

/** Each address of the book as "city default?", in the order the list gives them. */
async function summary(api: GraphQLClient): Promise<string[]> {
  return (await book(api)).map((a) => `${a.city}${a.isDefault ? ' (default)' : ''}`);
}

/** Fills the book up to `count` addresses straight in the database (the API's own path is tested below). */
async function fillTo(api: GraphQLClient, count: number): Promise<void> {
  const first = await add(api, numbered(1));
  await suite.db.query(
    `INSERT INTO shipping_address (customer_id, first_name, last_name, address, city, state_code, zipcode)
     SELECT customer_id, first_name, last_name, n || ' Analytical Way', city, state_code, zipcode
     FROM shipping_address, generate_series(2, $2::int) n WHERE id = $1`,
    [first.id, count],
  );
}

/** Waits until `count` statements of the app wait for a lock. */
async function waitForLockWaits(count: number): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    const { rows } = await suite.db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} statements ever waited for a lock`);
}

/**
 * Saves every input at once. Holding the customer's row meanwhile lines the saves up at the same point,
 * whatever lock they take, so that without one of their own they would all race past the rules.
 */
async function saveAllAtOnce(api: GraphQLClient, customerId: string, inputs: ShippingAddressInput[]) {
  const holder = new Client({ connectionString: suite.testApp.app.database.url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
    const racing = Promise.all(inputs.map((input) => api.data(SaveShippingAddressDocument, { input })));
    await waitForLockWaits(inputs.length);
    await holder.query('COMMIT');
    return await racing;
  } finally {
    await holder.end();
  }
}

describe('the default address', () => {
  it('is the first address saved; the next ones are not, and the default is listed first', async () => {
    const api = await customer();
    const first = await add(api, ARIZONA);
    expect(first.isDefault).toBe(true);
    const second = await add(api, TEXAS);
    expect(second.isDefault).toBe(false);
    expect(await summary(api)).toEqual(['Phoenix (default)', 'Austin']);
  });

  it('moves with setDefaultShippingAddress, which answers the list with the new default first', async () => {
    const api = await customer();
    await add(api, ARIZONA);
    await add(api, TEXAS);
    const ohio = await add(api, OHIO);
    const { setDefaultShippingAddress } = await api.data(SetDefaultShippingAddressDocument, { id: ohio.id });
    expect(setDefaultShippingAddress.map((a) => [a.city, a.isDefault])).toEqual([
      ['Columbus', true],
      ['Phoenix', false],
      ['Austin', false],
    ]);
    expect(await summary(api)).toEqual(['Columbus (default)', 'Phoenix', 'Austin']);
    // Again on the default itself: nothing moves.
    await api.data(SetDefaultShippingAddressDocument, { id: ohio.id });
    expect(await summary(api)).toEqual(['Columbus (default)', 'Phoenix', 'Austin']);
  });

  it('moves to an address saved with makeDefault; the database holds one default at most', async () => {
    const api = await customer();
    await add(api, ARIZONA);
    const texas = await add(api, TEXAS, true);
    expect(texas.isDefault).toBe(true);
    expect(await summary(api)).toEqual(['Austin (default)', 'Phoenix']);
    const { rows } = await suite.db.query<{ defaults: number }>(
      `SELECT count(*)::int AS defaults FROM shipping_address
       WHERE is_default AND customer_id = (SELECT customer_id FROM shipping_address WHERE id = $1)`,
      [texas.id],
    );
    expect(rows[0]!.defaults).toBe(1);
  });

  it('is gone when it is deleted: no other address is promoted, and a later one is not the default', async () => {
    const api = await customer();
    const arizona = await add(api, ARIZONA);
    await add(api, TEXAS);
    await api.data(DeleteShippingAddressDocument, { id: arizona.id });
    expect(await summary(api)).toEqual(['Austin']);
    expect((await add(api, OHIO)).isDefault).toBe(false);
    expect(await summary(api)).toEqual(['Austin', 'Columbus']);
  });

  it('is one of several first addresses saved at once', async () => {
    const { api, id } = await customerWithId();
    const attempts = await saveAllAtOnce(api, id, [ARIZONA, TEXAS, OHIO]);
    expect(attempts.map((a) => savedOf(a).isDefault).filter(Boolean)).toHaveLength(1);
    expect(await book(api)).toHaveLength(3);
  });

  it('cannot be set to another customer’s address or an id that is none: not found, nothing moves', async () => {
    const owner = await customer();
    const theirs = await add(owner, ARIZONA);
    await add(owner, TEXAS);
    const intruder = await customer();
    const own = await add(intruder, OHIO);
    for (const id of [theirs.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const attempt = await intruder.request(SetDefaultShippingAddressDocument, { id });
      expect(attempt.errors?.[0]).toMatchObject({
        message: 'That shipping address was not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await summary(intruder)).toEqual(['Columbus (default)']);
    expect((await book(intruder))[0]?.id).toBe(own.id);
    expect(await summary(owner)).toEqual(['Phoenix (default)', 'Austin']);
  });
});

describe('no address twice', () => {
  it('answers the saved address for a copy that differs in case and spacing, and adds no row', async () => {
    const api = await customer();
    const saved = await add(api, ARIZONA);
    await add(api, TEXAS);
    const variant = {
      firstName: '  ada ',
      lastName: 'LOVELACE',
      address: '12   analytical\tWAY',
      city: ' phoenix',
      state: 'arizona',
      zipcode: ' 85004 ',
    };
    const again = await add(api, variant);
    expect(again).toEqual(saved);
    expect(await book(api)).toHaveLength(2);
  });

  it('still makes the copy the default when asked', async () => {
    const api = await customer();
    await add(api, ARIZONA);
    const texas = await add(api, TEXAS);
    const again = await add(api, { ...TEXAS, city: 'AUSTIN' }, true);
    expect(again).toMatchObject({ id: texas.id, isDefault: true });
    expect(await summary(api)).toEqual(['Austin (default)', 'Phoenix']);
  });

  it('refuses to edit an address into a copy of another, and changes nothing', async () => {
    const api = await customer();
    await add(api, ARIZONA);
    const texas = await add(api, TEXAS);
    const before = await book(api);
    const { saveShippingAddress } = await api.data(SaveShippingAddressDocument, {
      id: texas.id,
      input: { ...ARIZONA, city: 'PHOENIX' },
      makeDefault: true,
    });
    expect(saveShippingAddress).toEqual({
      __typename: 'InputErrors',
      message: 'You already saved this address.',
      errors: [
        {
          __typename: 'FieldError',
          field: 'addressBook',
          code: 'DUPLICATE_ADDRESS',
          message: 'You already saved this address.',
        },
      ],
    });
    expect(await book(api)).toEqual(before);
  });

  it('lets an address be edited in its own case and spacing', async () => {
    const api = await customer();
    const arizona = await add(api, ARIZONA);
    const edited = await api.data(SaveShippingAddressDocument, {
      id: arizona.id,
      input: { ...ARIZONA, address: '12 ANALYTICAL WAY' },
    });
    expect(savedOf(edited)).toMatchObject({ id: arizona.id, address: '12 ANALYTICAL WAY', isDefault: true });
  });
});

describe(`at most ${ADDRESS_BOOK_LIMIT} addresses`, () => {
  const FULL = {
    __typename: 'InputErrors',
    message: 'You can save up to 20 addresses. Delete one to add another.',
    errors: [
      {
        __typename: 'FieldError',
        field: 'addressBook',
        code: 'ADDRESS_BOOK_FULL',
        message: 'You can save up to 20 addresses. Delete one to add another.',
      },
    ],
  };

  it('takes the 20th through the API and refuses the 21st, adding nothing', async () => {
    expect(ADDRESS_BOOK_LIMIT).toBe(20);
    const api = await customer();
    for (let n = 1; n <= 20; n++) await add(api, numbered(n));
    expect(await book(api)).toHaveLength(20);
    const refused = await api.data(SaveShippingAddressDocument, { input: TEXAS, makeDefault: true });
    expect(refused.saveShippingAddress).toEqual(FULL);
    expect(await book(api)).toHaveLength(20);
    expect((await book(api))[0]?.address).toBe('1 Analytical Way');
    expect((await api.data(ShippingAddressesDocument)).addressBookLimit).toBe(20);
  });

  it('still answers a copy of a saved address, and edits, when the book is full', async () => {
    const api = await customer();
    await fillTo(api, 20);
    const [first] = await book(api);
    expect(await add(api, { ...numbered(1), city: 'PHOENIX' })).toMatchObject({ ...first, city: 'Phoenix' });
    const edited = await api.data(SaveShippingAddressDocument, { id: first!.id, input: TEXAS });
    expect(savedOf(edited)).toMatchObject({ id: first!.id, city: 'Austin' });
    expect(await book(api)).toHaveLength(20);
  });

  it('ends at 20 when several new addresses are saved at once at 19', async () => {
    const { api, id } = await customerWithId();
    await fillTo(api, 19);
    const inputs = [TEXAS, OHIO, numbered(30), numbered(31), numbered(32), numbered(33)];
    const attempts = await saveAllAtOnce(api, id, inputs);
    const kinds = attempts.map((a) => a.saveShippingAddress.__typename).sort();
    expect(kinds).toEqual([
      'InputErrors',
      'InputErrors',
      'InputErrors',
      'InputErrors',
      'InputErrors',
      'ShippingAddress',
    ]);
    expect(await book(api)).toHaveLength(20);
  });

  it('has room again after a delete', async () => {
    const api = await customer();
    await fillTo(api, 20);
    const [first] = await book(api);
    await api.data(DeleteShippingAddressDocument, { id: first!.id });
    expect((await add(api, TEXAS)).city).toBe('Austin');
    expect(await book(api)).toHaveLength(20);
  });
});
