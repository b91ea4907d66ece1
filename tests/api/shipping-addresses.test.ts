import {
  DeleteShippingAddressDocument,
  SaveShippingAddressDocument,
  type ShippingAddressInput,
  ShippingAddressesDocument,
  UsStatesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
const client = () => new GraphQLClient(testApp.url);

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.stop());

const home: ShippingAddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
};

async function customer(): Promise<GraphQLClient> {
  const api = client();
  await signUpCustomer(api, testApp.app.database.url);
  return api;
}

describe('shipping addresses', () => {
  it('serves the 50 states and DC', async () => {
    const { usStates } = await client().data(UsStatesDocument);
    expect(usStates).toHaveLength(51);
    expect(usStates).toContainEqual({ __typename: 'UsState', code: 'DC', name: 'District of Columbia' });
  });

  it('adds, lists, edits and deletes an address', async () => {
    const api = await customer();
    const added = await api.data(SaveShippingAddressDocument, { input: home });
    expect(added.saveShippingAddress).toMatchObject({
      __typename: 'ShippingAddress',
      state: 'AZ',
      stateName: 'Arizona',
    });
    const id = added.saveShippingAddress.__typename === 'ShippingAddress' ? added.saveShippingAddress.id : '';

    const edited = await api.data(SaveShippingAddressDocument, {
      id,
      input: { ...home, city: 'Tucson', state: 'texas' },
    });
    expect(edited.saveShippingAddress).toMatchObject({ id, city: 'Tucson', state: 'TX', stateName: 'Texas' });

    const { shippingAddresses } = await api.data(ShippingAddressesDocument);
    expect(shippingAddresses).toEqual([expect.objectContaining({ id, city: 'Tucson' })]);

    await api.data(DeleteShippingAddressDocument, { id });
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
  });

  it('requires all six fields, a state from the list and a ZIP code', async () => {
    const api = await customer();
    const { saveShippingAddress } = await api.data(SaveShippingAddressDocument, {
      input: { firstName: '', lastName: ' ', address: '', city: '', state: 'Atlantis', zipcode: 'abc' },
    });
    expect(saveShippingAddress.__typename).toBe('InputErrors');
    if (saveShippingAddress.__typename === 'InputErrors') {
      expect(Object.fromEntries(saveShippingAddress.errors.map((e) => [e.field, e.code]))).toEqual({
        firstName: 'REQUIRED',
        lastName: 'REQUIRED',
        address: 'REQUIRED',
        city: 'REQUIRED',
        state: 'INVALID_STATE',
        zipcode: 'INVALID_ZIP',
      });
    }
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
  });

  it("never reaches another customer's address", async () => {
    const owner = await customer();
    const added = await owner.data(SaveShippingAddressDocument, { input: home });
    const id = added.saveShippingAddress.__typename === 'ShippingAddress' ? added.saveShippingAddress.id : '';
    const intruder = await customer();

    const edit = await intruder.request(SaveShippingAddressDocument, { id, input: { ...home, city: 'Nowhere' } });
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const remove = await intruder.request(DeleteShippingAddressDocument, { id });
    expect(remove.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await intruder.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
    expect((await owner.data(ShippingAddressesDocument)).shippingAddresses).toEqual([
      expect.objectContaining({ id, city: 'Phoenix' }),
    ]);
  });

  it('needs a session', async () => {
    const result = await client().request(ShippingAddressesDocument);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Please log in to continue.');
  });
});

describe('development mailbox', () => {
  it('lists the outbox outside production', async () => {
    const api = client();
    const { email } = await signUpCustomer(api, testApp.app.database.url);
    const page = await (await fetch(`${testApp.url}/dev/mailbox`)).text();
    expect(page).toContain(email);
    expect(page).toMatch(/verification code is \d{6}/);
  });
});
